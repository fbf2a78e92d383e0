/**
 * Every JSON sample of the docs and every example of the specifications agrees with the story's model at
 * its moment (tests/content-checks/story-consistency.ts): a failure names the file, the line, the JSON
 * path, the value shown and the model's value.
 */
import {randomUUID} from 'node:crypto';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {exampleData} from '../../../src/data/example-data';
import {storyObjects} from '../../../src/example/timeline';
import {
  checkPageStory,
  checkSiteStory,
  checkSpecStory,
  formatStoryProblem,
} from '../../content-checks/story-consistency';

const siteDir = path.resolve(__dirname, '../../..');

const {januaryInvoice, contract, customer, rateCard, contractEdit, company} = exampleData;

/** A page with one JSON block of `sample`. */
const pageOf = (sample: object): string => ['```json', JSON.stringify(sample, null, 2), '```'].join('\n');

describe('the story in samples and specification examples', () => {
  const problems = checkSiteStory(siteDir);

  it('agrees with the model on every page and in every specification', () => {
    expect(problems.map(formatStoryProblem)).toEqual([]);
  });

  it('fails a page whose JSON sample shows another invoice status, naming file, line, path and both values', () => {
    const page = [
      'The January invoice on February 2:',
      '',
      '```json title="Response: 200"',
      '{',
      `  "id": "${januaryInvoice.id}",`,
      `  "number": "${januaryInvoice.number}",`,
      '  "status": "finalized",',
      '  "total": "{ex.jan.total.api}",',
      '  "updated_at": "2026-02-02T09:00:00Z"',
      '}',
      '```',
    ].join('\n');
    expect(checkPageStory('docs/example.mdx', page).map(formatStoryProblem)).toEqual([
      'docs/example.mdx:7 $.status: shows "finalized", the model has "sent" (januaryInvoice at 2026-02-02T09:00:00.000Z)',
    ]);
    // Declared in the fence, the moment is the declared one: on February 1 at midnight it is finalized.
    const declared = page.replace('title="Response: 200"', 'title="Response: 200" storyDate="2026-02-01T00:00:00Z"');
    expect(checkPageStory('docs/example.mdx', declared.replace(/ {2}"updated_at".*\n/, ''))).toEqual([]);
  });

  it('fails a stale amount even when it equals another figure of the example', () => {
    const page = [
      '```json',
      `{"id": "${januaryInvoice.id}", "issued_at": "2026-02-01T00:00:00Z", "total": "80.00"}`,
      '```',
    ];
    expect(checkPageStory('docs/example.mdx', page.join('\n')).map((problem) => [problem.path, problem.shown])).toEqual(
      [['$.total', '80.00']],
    );
  });

  it('fails a specification example that gives the prepaid contract a spend threshold', () => {
    const yaml = [
      'paths:',
      '  /v1/contracts/{contract_id}:',
      '    get:',
      '      responses:',
      "        '200':",
      '          content:',
      '            application/json:',
      '              example:',
      `                id: ${contract.id}`,
      `                customer_id: ${customer.id}`,
      '                spend_threshold:',
      "                  amount: '1000.00'",
      '                  payment_behavior: charge_automatically',
      "                created_at: '2025-12-19T10:15:00Z'",
    ].join('\n');
    const found = checkSpecStory('api/specs/example.yaml', parse(yaml), yaml);
    expect(found.map((problem) => [problem.line, problem.path, problem.expected])).toEqual([
      [
        11,
        '#/paths//v1/contracts/{contract_id}/get/responses/200/content/application/json/example $.spend_threshold',
        null,
      ],
    ]);
  });

  it('fails a delta-stream change whose changed_fields or time disagree with the model, and a late status event', () => {
    const change = (changedAt: string, changedFields: string[]) => ({
      id: exampleData.deltaStream.changeId,
      object_type: 'invoice',
      object_id: januaryInvoice.id,
      operation: 'updated',
      changed_at: changedAt,
      changed_fields: changedFields,
      object: {id: januaryInvoice.id, number: januaryInvoice.number, status: 'finalized'},
    });
    const finalizedFields = ['number', 'status', 'issued_at', 'due_at', 'tax', 'payment_status'];
    expect(checkPageStory('docs/example.mdx', pageOf(change(januaryInvoice.issuedAt, finalizedFields)))).toEqual([]);
    // Fields that do not change at finalization, and some that do left out.
    expect(
      checkPageStory('docs/example.mdx', pageOf(change(januaryInvoice.issuedAt, ['status', 'total']))).map(
        (problem) => [problem.path, [...(problem.expected as string[])].sort()],
      ),
    ).toEqual([['$.changed_fields', [...finalizedFields].sort()]]);
    // Five minutes after finalization nothing changes: a change dated then is not the finalization.
    expect(
      checkPageStory('docs/example.mdx', pageOf(change('2026-02-01T00:05:00Z', finalizedFields))).map((problem) => [
        problem.path,
        problem.expected,
      ]),
    ).toEqual([['$.changed_fields', []]]);
    // The invoice.finalized event happens at finalization, not minutes later (an event id the model does
    // not know, so only the rule on the invoice's change reports it).
    const event = (createdAt: string) => ({
      id: randomUUID(),
      type: 'invoice.finalized',
      created_at: createdAt,
      data: {id: januaryInvoice.id, status: 'finalized'},
    });
    expect(checkPageStory('docs/example.mdx', pageOf(event(januaryInvoice.issuedAt)))).toEqual([]);
    expect(
      checkPageStory('docs/example.mdx', pageOf(event('2026-02-01T00:05:00Z'))).map((problem) => problem.path),
    ).toEqual(['$.created_at']);
  });

  it('fails samples that take actions the story never takes on story objects: they need ids of their own (S6)', () => {
    // Archiving the rate card while the open-ended pay-as-you-go contract uses it would answer 409.
    const archived = {id: rateCard.id, name: rateCard.name, archived_at: '2027-01-15T00:00:00Z'};
    expect(checkPageStory('docs/example.mdx', pageOf(archived)).map((problem) => problem.path)).toEqual([
      '$.archived_at',
    ]);
    // A gated commit added with createCommit, with the id of Acme's ungated commit, on another contract.
    const gated = {
      id: contract.prepaidCommit.id,
      contract_id: exampleData.outsideStory.contractWithoutThresholdsId,
      origin: 'api',
      requires_payment: true,
      created_at: '2025-12-19T10:15:00Z',
    };
    expect(checkPageStory('docs/example.mdx', pageOf(gated)).map((problem) => problem.path)).toEqual([
      '$.contract_id',
      '$.origin',
      '$.requires_payment',
    ]);
    // The compute price edit was saved in the app: its history names the admin, not an API token.
    const edit = {id: contractEdit.id, created_by: company.provisioningTokenName, created_at: contractEdit.createdAt};
    expect(checkPageStory('docs/example.mdx', pageOf(edit)).map((problem) => [problem.path, problem.expected])).toEqual(
      [['$.created_by', company.adminEmail]],
    );
  });

  it("fails an archive of Acme's customer at another moment than the story's (R1 #6)", () => {
    // Acme's customer is archived on January 15, 2027; a "had Acme canceled" answer archives it earlier.
    const archivedEarly = {id: customer.id, name: customer.name, archived_at: '2026-10-01T09:00:00Z'};
    expect(checkPageStory('docs/example.mdx', pageOf(archivedEarly)).map(formatStoryProblem)).toEqual([
      'docs/example.mdx:5 $.archived_at: shows "2026-10-01T09:00:00Z", the model has null (customer at 2026-10-01T09:00:00.000Z)',
    ]);
    const archived = {...archivedEarly, archived_at: customer.archivedAt};
    expect(checkPageStory('docs/example.mdx', pageOf(archived))).toEqual([]);
  });

  it('fails a seat change whose source is a contract edit the edit history does not have (R1 #3)', () => {
    const {changeId} = exampleData.seatSchedule.initial;
    const starting = {id: changeId, source: 'contract_edit', created_at: '2025-12-19T10:15:00Z'};
    expect(checkPageStory('docs/example.mdx', pageOf(starting)).map((problem) => problem.expected)).toEqual(['api']);
  });

  it('fails an example that voids the January invoice: a non-story example must use ids of its own (S6)', () => {
    const sample = {id: januaryInvoice.id, status: 'voided', voided_at: '2026-02-03T10:00:00Z'};
    const page = ['```json', JSON.stringify(sample, null, 2), '```'].join('\n');
    expect(checkPageStory('docs/example.mdx', page).map((problem) => problem.path)).toEqual([
      '$.status',
      '$.voided_at',
    ]);
    const outside = exampleData.outsideStory;
    const ids = [
      outside.voidExample.customerId,
      outside.voidExample.contractId,
      outside.voidExample.voidedInvoice.id,
      outside.voidExample.voidedInvoice.lineId,
      outside.voidExample.regeneratedInvoice.id,
      outside.voidExample.regeneratedInvoice.lineId,
      outside.canceledSeatChange.id,
      outside.gatedCommit.id,
      outside.gatedCommit.invoiceId,
      outside.standaloneOverrideId,
      outside.standaloneCreditId,
      outside.apiGrant.id,
      outside.retiredRateCard.id,
      outside.retiredProduct.id,
      ...Object.values(outside.quickstart).map((value) => (typeof value === 'string' ? value : value.id)),
      outside.pausedAlert.id,
      outside.prepaidVariantContract.id,
      outside.prepaidVariantContract.customer.id,
      outside.hybridVariantContract.id,
      outside.hybridVariantContract.customer.id,
      outside.trial.contractId,
      outside.trial.customer.id,
      outside.amendmentExample.contractId,
      outside.amendmentExample.commit.id,
      outside.amendmentExample.amendment.id,
      outside.amendmentExample.amendment.commit.id,
      outside.amendmentExample.editId,
      outside.priceChangeRateCard.id,
      outside.priceChangeRateCard.apiRequestsRateId,
      outside.priceChangeRateCard.newApiRequestsRateId,
      outside.discountedCommit.id,
      outside.discountOverrideId,
      outside.priorityEdit.id,
    ];
    expect(ids.filter((id) => storyObjects().has(id))).toEqual([]);
  });
});
