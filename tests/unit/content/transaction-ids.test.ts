/**
 * Rules a page states hold in its own samples (issue #28): no sample builds a usage event's
 * `transaction_id` from the send time or a random generator, which the usage-event pages forbid.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {transactionIdProblems} from '../../content-checks/transaction-ids';

const docsDir = path.resolve(import.meta.dirname, '../../../docs');
const pages = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx'));

const fence = (lang: string, ...lines: string[]) => ['```' + lang, ...lines, '```'].join('\n');

describe('transaction ids in docs/ samples', () => {
  it('are derived from the action, never made at send time', () => {
    const problems = pages.flatMap((file) =>
      transactionIdProblems(`docs/${file}`, readFileSync(path.join(docsDir, file), 'utf8')),
    );
    expect(problems.map((p) => `${p.file}:${p.line} ${p.expression}`)).toEqual([]);
  });
});

describe('the transaction id check', () => {
  it('names page, line and expression of an ID built from the clock or a random generator', () => {
    const page = [
      'Some text.',
      fence(
        'bash',
        'curl -X POST https://api.meterstone.com/v1/usage/events --data @- <<EOF',
        '{"events": [{',
        '  "transaction_id": "txn_$(date +%s)_000001",',
        '}]}',
        'EOF',
      ),
      fence('python', 'event = {', '    "transaction_id": f"txn_{uuid.uuid4()}",', '}'),
      fence('ts', 'const event = {', '  transaction_id: `txn_${randomUUID()}`,', '};'),
      fence('js', "event['transaction_id'] = String(Date.now());"),
    ].join('\n');
    expect(transactionIdProblems('planted.mdx', page).map((p) => `${p.file}:${p.line} ${p.expression}`)).toEqual([
      'planted.mdx:5 "txn_$(date +%s)_000001"',
      'planted.mdx:11 f"txn_{uuid.uuid4()}"',
      'planted.mdx:16 `txn_${randomUUID()}`',
      'planted.mdx:20 String(Date.now())',
    ]);
  });

  it('follows a variable back to a generator assigned in the same block', () => {
    const page = fence(
      'bash',
      'TXN=$(uuidgen)',
      'NOW=$(date -u +%Y-%m-%dT%H:%M:%SZ)',
      '"transaction_id": "$TXN",',
      '"transaction_id": "evt-$NOW",',
      'post /v1/usage/events "$(jq -n --arg id "txn_$(uuidgen)" \\',
      "  '{events: [{transaction_id: $id}]}')\"",
    );
    const problems = transactionIdProblems('planted.mdx', page);
    expect(problems.map((p) => `${p.line} ${p.expression}`)).toEqual([
      '4 "$TXN" = $(uuidgen)',
      '5 "evt-$NOW" = $(date -u +%Y-%m-%dT%H:%M:%SZ)',
      '7 $id = "txn_$(uuidgen)"',
    ]);
    expect(problems[0]?.message).toMatch(/derive it from the action/);
  });

  it('accepts IDs taken from the action, and generated Idempotency-Keys', () => {
    const page = [
      fence(
        'bash',
        'REQUEST_ID="gw-4f1b9c2e"',
        'curl -H "Idempotency-Key: $(uuidgen)" --data \'{"transaction_id": "$REQUEST_ID"}\'',
      ),
      fence(
        'python',
        'key = str(uuid.uuid4())',
        'event = {"transaction_id": f"job_{job.id}_{row}", "timestamp": datetime.now(timezone.utc)}',
      ),
      fence(
        'ts',
        'interface UsageEvent {',
        '  transaction_id: string;',
        '}',
        "const headers = {'Idempotency-Key': randomUUID()};",
      ),
    ].join('\n');
    expect(transactionIdProblems('good.mdx', page)).toEqual([]);
  });
});
