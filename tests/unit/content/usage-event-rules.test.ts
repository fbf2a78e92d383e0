/**
 * Rules a page states hold in its own samples (issue #28): the usage events pages show write numbers as
 * plain digits and never repeat a transaction ID within a batch (docs/connect-meterstone/design-usage-events.mdx).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {usageEventProblems, usageEventRuleProblems} from '../../content-checks/usage-event-rules';

const docsDir = path.resolve(import.meta.dirname, '../../../docs');

describe('usage events in docs/ samples', () => {
  it('write numbers as plain digits and keep transaction IDs unique within a batch', () => {
    const problems = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) => usageEventProblems(`docs/${file}`, readFileSync(path.join(docsDir, file), 'utf8')));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });
});

describe('the usage event check', () => {
  it('fails on a number with a thousands separator and on a transaction ID repeated across event types', () => {
    const page = [
      '```bash',
      'curl -X POST https://api.meterstone.com/v1/usage/events --data @- <<EOF',
      '{"events": [',
      '  {"transaction_id": "$REQUEST_ID", "customer_id": "acme-logistics", "event_type": "api_request", "timestamp": "$NOW"},',
      '  {"transaction_id": "$REQUEST_ID", "customer_id": "acme-logistics", "event_type": "compute_usage", "timestamp": "$NOW",',
      '   "properties": {"cpu_seconds": "5,400"}}',
      ']}',
      'EOF',
      '```',
    ].join('\n');
    expect(usageEventProblems('planted.mdx', page).map((p) => `${p.line} ${p.message.split(':')[0]}`)).toEqual([
      '1 two events of one batch share the transaction_id "$REQUEST_ID"',
      '1 the property cpu_seconds is "5,400"',
    ]);
  });

  it('accepts distinct IDs and plain digits', () => {
    const events = [
      {transaction_id: '$REQUEST_ID', event_type: 'api_request', properties: {endpoint: '/v1/reports'}},
      {transaction_id: '${JOB_ID}_0001', event_type: 'compute_usage', properties: {cpu_seconds: '5400'}},
    ];
    expect(usageEventRuleProblems({events})).toEqual([]);
  });
});
