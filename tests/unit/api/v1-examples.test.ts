/**
 * The main API specification (api/specs/v1.yaml) tells the sample month of src/data/example-data.ts:
 * its invoice, balance and credit memo examples carry the same lines and totals, and the example
 * webhook delivery is signed the way docs/developer-resources/use-api/webhooks.mdx says.
 */
import {createHmac} from 'node:crypto';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {bundleSpecFile} from '../../../src/api-reference/spec/load-specs';
import {toDecimalAmount} from '../../../src/api-reference/spec/money';
import {storyData} from '../../../src/example/story-data';

/** The example's inputs with the values the model computes from them. */
const exampleData = storyData();

type Json = {[key: string]: unknown};
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);

/** The signature scheme of the webhooks page: lowercase hex HMAC-SHA256 of `t + "." + raw body`. */
function sign(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

const amount = (value: number): string => (value < 0 ? `-${toDecimalAmount(-value)}` : toDecimalAmount(value));

let v1: Json;
beforeAll(async () => {
  v1 = (await bundleSpecFile(path.resolve(__dirname, '../../../api/specs/v1.yaml'))).document as unknown as Json;
}, 60_000);

describe('v1 examples of the January 2026 invoice', () => {
  const invoice = exampleData.januaryInvoice;

  it('getInvoice shows every line of example-data.ts with its amount and quantity', () => {
    const example = at(v1, 'components', 'examples', 'Invoice', 'value') as Json;
    expect(example.id).toBe(invoice.id);
    expect(example.number).toBe(invoice.number);
    const lines = new Map((example.line_items as Json[]).map((line) => [line.id, line]));
    expect(lines.size).toBe(Object.keys(invoice.lines).length);
    for (const [name, line] of Object.entries(invoice.lines)) {
      const shown = lines.get(line.id);
      expect(shown, name).toBeDefined();
      expect(shown!.amount, name).toBe(amount(line.amount));
      if ('quantity' in line) {
        expect(shown!.quantity, name).toBe(line.quantity);
      }
    }
    expect(example.subtotal).toBe(amount(invoice.subtotal));
    expect(example.total).toBe(amount(invoice.total));
  });

  it('has line amounts that add up to the total, and charges that add up to the subtotal', () => {
    const example = at(v1, 'components', 'examples', 'Invoice', 'value') as Json;
    const lines = example.line_items as Json[];
    const sum = (items: Json[]): number => items.reduce((total, line) => total + Number(line.amount), 0);
    expect(sum(lines).toFixed(2)).toBe(example.total);
    expect(sum(lines.filter((line) => Number(line.amount) > 0)).toFixed(2)).toBe(example.subtotal);
  });

  it('listBalances shows the credit, then the commit, with what January used and what is left', () => {
    const example = at(
      v1,
      'paths',
      '/v1/customers/{customer_id}/balances',
      'get',
      'responses',
      '200',
      'content',
      'application/json',
      'examples',
      'first_page',
      'value',
      'data',
    ) as Json[];
    expect(example.map((balance) => balance.id)).toEqual([
      exampleData.contract.credit.id,
      exampleData.contract.prepaidCommit.id,
    ]);
    expect(example.map((balance) => [balance.used, balance.remaining])).toEqual([
      [amount(exampleData.balances.creditUsed), amount(exampleData.balances.creditRemaining)],
      [amount(exampleData.balances.commitUsed), amount(exampleData.balances.commitRemaining)],
    ]);
  });

  it('createCreditMemo credits the seats line of the January invoice', () => {
    const example = at(v1, 'components', 'examples', 'CreditMemo', 'value') as Json;
    const [line] = example.line_items as Json[];
    expect(example.invoice_id).toBe(invoice.id);
    expect(line!.invoice_line_item_id).toBe(invoice.lines.seats.id);
    expect(line!.quantity).toBe(exampleData.creditMemo.quantity);
    expect(example.total).toBe(amount(exampleData.creditMemo.amount));
  });
});

describe('v1 webhook signatures', () => {
  it('follow the scheme of the webhooks page (its published test vector)', () => {
    expect(sign('whsec_example_do_not_use', 1_768_469_400, '{"test":true}')).toBe(
      '74596b131770b7057eadc9c40835bfe26e1b2512c354fd81c9e4853c3611cff1',
    );
  });

  it('sign the invoice.finalized example body with the example secret and timestamp', () => {
    const header = at(v1, 'components', 'parameters', 'MeterstoneSignature', 'example') as string;
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
    expect(match).not.toBeNull();
    const [, timestamp, signature] = match!;
    expect(Number(timestamp)).toBe(exampleData.webhooks.timestamp);

    const body = at(
      v1,
      'webhooks',
      'invoice.finalized',
      'post',
      'requestBody',
      'content',
      'application/json',
      'example',
    ) as Json;
    expect(body.id).toBe(exampleData.webhooks.eventIds.invoiceFinalized);
    expect(Date.parse(body.created_at as string) / 1000).toBe(exampleData.webhooks.timestamp);
    const rawBody = JSON.stringify(body);
    // After a change to the example invoice, this fails and shows the new signature as the received value.
    expect(sign(exampleData.webhooks.secret, Number(timestamp), rawBody)).toBe(signature);
    // One changed byte of the body no longer matches.
    expect(sign(exampleData.webhooks.secret, Number(timestamp), rawBody.replace('820.00', '821.00'))).not.toBe(
      signature,
    );
  });
});

describe('v1 examples of voiding and regenerating an invoice', () => {
  const {voidExample} = exampleData.outsideStory;
  const path200 = (operation: string, status: string): unknown =>
    at(
      v1,
      'paths',
      `/v1/invoices/{invoice_id}/${operation}`,
      'post',
      'responses',
      status,
      'content',
      'application/json',
      'example',
    );

  it('void and regenerate the example of another customer, never an invoice of Acme Logistics (S6)', () => {
    const voided = path200('void', '200') as Json;
    const regenerated = path200('regenerate', '201') as Json;
    const event = at(v1, 'webhooks', 'invoice.voided', 'post', 'requestBody', 'content', 'application/json', 'example');
    for (const invoice of [voided, regenerated, (event as Json).data as Json]) {
      expect([invoice.customer_id, invoice.contract_id]).toEqual([voidExample.customerId, voidExample.contractId]);
    }
    expect([voided.id, voided.number, voided.voided_at]).toEqual([
      voidExample.voidedInvoice.id,
      voidExample.voidedInvoice.number,
      voidExample.voidedInvoice.voidedAt,
    ]);
    expect((event as Json).data).toEqual(voided);
    expect((event as Json).created_at).toBe(voidExample.voidedInvoice.voidedAt);
    expect([regenerated.id, regenerated.number, regenerated.replaces_invoice_id, regenerated.issued_at]).toEqual([
      voidExample.regeneratedInvoice.id,
      voidExample.regeneratedInvoice.number,
      voidExample.voidedInvoice.id,
      voidExample.regeneratedInvoice.issuedAt,
    ]);
  });
});

describe('v1 examples of the deprecated amendments', () => {
  const {amendmentExample} = exampleData.outsideStory;
  const operationAt = (method: string): Json =>
    at(v1, 'paths', '/v1/contracts/{contract_id}/amendments', method) as Json;

  it("amend another customer's contract, never Acme's (S6), with the migration page's amounts", () => {
    const create = operationAt('post');
    const created = at(create, 'responses', '201', 'content', 'application/json', 'example') as Json;
    const listed = at(operationAt('get'), 'responses', '200', 'content', 'application/json', 'examples') as Json;
    const firstPage = (at(listed, 'first_page', 'value', 'data') as Json[])[0];
    expect(firstPage).toEqual(created);
    expect([created.id, created.contract_id, created.starts_at, created.created_at]).toEqual([
      amendmentExample.amendment.id,
      amendmentExample.contractId,
      amendmentExample.effectiveAt,
      amendmentExample.amendment.createdAt,
    ]);
    const [commit] = created.commits as Json[];
    expect([commit.id, commit.name, commit.amount, at(commit, 'access_schedule', 'ends_at')]).toEqual([
      amendmentExample.amendment.commit.id,
      amendmentExample.amendment.commit.name,
      amount(amendmentExample.added),
      amendmentExample.contractEndsAt,
    ]);
    for (const method of ['post', 'get']) {
      const pathParameter = (operationAt(method).parameters as Json[]).find((parameter) => parameter.in === 'path');
      expect(pathParameter?.example).toBe(amendmentExample.contractId);
    }
  });
});

/** The operations whose `201` example answers with an object of this id (the object the call created). */
function operationsCreating(spec: Json, id: string): string[] {
  const operations = Object.values((spec.paths ?? {}) as Json).flatMap((item) => Object.values(item as Json));
  return operations.flatMap((operation) => {
    const media = at(operation, 'responses', '201', 'content', 'application/json') as Json | undefined;
    const bodies = [
      media?.example,
      ...Object.values((media?.examples ?? {}) as Json).map((entry) => at(entry, 'value')),
    ];
    return bodies.some((body) => at(body, 'id') === id) ? [String(at(operation, 'operationId'))] : [];
  });
}

describe('v1 examples of the objects that came with Acme’s contract (#28, review R2)', () => {
  const {prepaidCommit, credit} = exampleData.contract;

  it('no create operation but createContract answers with Acme’s commit or onboarding credit', () => {
    for (const id of [prepaidCommit.id, credit.id]) {
      expect(operationsCreating(v1, id).filter((operationId) => operationId !== 'createContract')).toEqual([]);
    }
  });

  it('catches a planted createCredit example that answers with the onboarding credit', () => {
    const planted: Json = {
      paths: {
        '/v1/contracts/{contract_id}/credits': {
          post: {
            operationId: 'createCredit',
            responses: {'201': {content: {'application/json': {example: {id: credit.id}}}}},
          },
        },
      },
    };
    expect(operationsCreating(planted, credit.id)).toEqual(['createCredit']);
  });
});
