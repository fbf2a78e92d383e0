/**
 * Limits that guides state in prose are the specification's figures: each claim below names the
 * sentence on the page and the schema keyword it restates, and fails when either side changes alone.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
type Json = Record<string, unknown>;
const specs: Record<string, Json> = {
  v1: parse(readFileSync(path.join(root, 'api/specs/v1.yaml'), 'utf8')) as Json,
  common: parse(readFileSync(path.join(root, 'api/specs/common.yaml'), 'utf8')) as Json,
};

interface StatedLimit {
  readonly page: string;
  /** Captures the figure as the page writes it, such as `10,000`. */
  readonly sentence: RegExp;
  readonly spec: keyof typeof specs;
  /** Path from the document root to the keyword, such as `components/schemas/X/properties/sql/maxLength`. */
  readonly keyword: string;
}

const claims: readonly StatedLimit[] = [
  {
    page: 'connect-meterstone/design-usage-events.mdx',
    sentence: /at most ([\d,]+) keys/,
    spec: 'v1',
    keyword: 'components/schemas/UsageEvent/properties/properties/maxProperties',
  },
  {
    page: 'connect-meterstone/design-usage-events.mdx',
    sentence: /each value at most ([\d,]+) characters/,
    spec: 'v1',
    keyword: 'components/schemas/UsageEvent/properties/properties/additionalProperties/maxLength',
  },
  {
    page: 'connect-meterstone/send-usage-events/index.mdx',
    sentence: /send up to ([\d,]+) per request/,
    spec: 'v1',
    keyword: 'components/schemas/IngestRequest/properties/events/maxItems',
  },
  {
    page: 'connect-meterstone/create-billable-metrics/billable-metrics-sql-editor.mdx',
    sentence: /A query is at most ([\d,]+) characters/,
    spec: 'v1',
    keyword: 'components/schemas/CreateSqlMetricRequest/properties/sql/maxLength',
  },
  {
    page: 'connect-meterstone/create-billable-metrics/billable-metrics-sql-editor.mdx',
    sentence: /returns at most ([\d,]+) group columns/,
    spec: 'v1',
    keyword: 'components/schemas/CreateSqlMetricRequest/properties/group_by/maxItems',
  },
  {
    page: 'connect-meterstone/create-billable-metrics/billable-metrics-basic-filters.mdx',
    sentence: /up to ([\d,]+) filters/,
    spec: 'v1',
    keyword: 'components/schemas/CreateBasicMetricRequest/properties/filters/maxItems',
  },
  {
    page: 'connect-meterstone/create-billable-metrics/billable-metrics-basic-filters.mdx',
    sentence: /group by up to ([\d,]+) properties/,
    spec: 'v1',
    keyword: 'components/schemas/CreateBasicMetricRequest/properties/group_by/maxItems',
  },
  {
    page: 'developer-resources/use-api/idempotency.mdx',
    sentence: /up to ([\d,]+) characters/,
    spec: 'common',
    keyword: 'components/parameters/IdempotencyKey/schema/maxLength',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /up to ([\d,]+) per request/,
    spec: 'v1',
    keyword: 'components/schemas/IngestRequest/properties/events/maxItems',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /at most ([\d,]+) keys, each value/,
    spec: 'v1',
    keyword: 'components/schemas/UsageEvent/properties/properties/maxProperties',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /each value at most ([\d,]+) characters/,
    spec: 'v1',
    keyword: 'components/schemas/UsageEvent/properties/properties/additionalProperties/maxLength',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /\| ([\d,]+) when you create it/,
    spec: 'v1',
    keyword: 'components/schemas/CreateCustomerRequest/properties/ingest_aliases/maxItems',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /at most ([\d,]+) in all/,
    spec: 'v1',
    keyword: 'components/schemas/Customer/properties/ingest_aliases/maxItems',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /Idempotency key \| at most ([\d,]+) characters/,
    spec: 'common',
    keyword: 'components/parameters/IdempotencyKey/schema/maxLength',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /\| 1 to ([\d,]+), 25 by default/,
    spec: 'common',
    keyword: 'components/parameters/Limit/schema/maximum',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /dashboard URL \| ([\d,]+) to/,
    spec: 'v1',
    keyword: 'components/schemas/DashboardUrlRequest/properties/expires_in_seconds/minimum',
  },
  {
    page: 'developer-resources/use-api/limits-and-retention.mdx',
    sentence: /dashboard URL \| 60 to ([\d,]+) seconds/,
    spec: 'v1',
    keyword: 'components/schemas/DashboardUrlRequest/properties/expires_in_seconds/maximum',
  },
];

export function keywordValue(document: Json, keyword: string): unknown {
  return keyword.split('/').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

describe('limits stated in guides', () => {
  it.each(claims)('$page states $keyword', ({page, sentence, spec, keyword}) => {
    const text = readFileSync(path.join(root, 'docs', page), 'utf8');
    const match = sentence.exec(text);
    expect(match, `${page} no longer says ${sentence}`).not.toBeNull();
    expect(Number(match![1]!.replace(/,/g, ''))).toBe(keywordValue(specs[spec]!, keyword));
  });

  it('reads a keyword that is not there as missing', () => {
    expect(keywordValue(specs.v1!, 'components/schemas/UsageEvent/properties/nothing/maxLength')).toBeUndefined();
  });
});
