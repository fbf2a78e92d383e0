/**
 * Rules a page states hold in its own samples (issue #28): a SQL metric returns one `value` column, lists
 * its other columns in `group_by` in the order it returns them, and reads only `events`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {selectedColumns, sqlMetricObjectProblems, sqlMetricProblems} from '../../content-checks/sql-metrics';
import {collectExamples} from '../api/support/examples';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const docsDir = path.join(siteDir, 'docs');
const specs = await loadApiSpecs(siteDir);

describe('SQL metrics', () => {
  it('follow the rules of the SQL editor page on every page', () => {
    const problems = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) => sqlMetricProblems(`docs/${file}`, readFileSync(path.join(docsDir, file), 'utf8')));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });

  it('follow them in the examples of the specifications', () => {
    const problems = specs.flatMap((spec) =>
      collectExamples(spec.dereferenced).flatMap(({location, value}) =>
        sqlMetricObjectProblems(value).map((message) => `${spec.entry.id} ${location}: ${message}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the SQL metric check', () => {
  const byRegion =
    "SELECT properties['region'] AS region, SUM(CAST(properties['cpu_seconds'] AS DECIMAL)) / 3600 AS value " +
    "FROM events WHERE event_type = 'compute_usage' GROUP BY properties['region']";

  it('reads the columns a query returns', () => {
    expect(selectedColumns(byRegion)).toEqual(['region', 'value']);
  });

  it('fails on a group_by that does not list the group columns, a second value column and a join', () => {
    expect(sqlMetricObjectProblems({sql: byRegion, group_by: []})).toEqual([
      'group_by [] differs from the group columns the query returns, in order: [region]',
    ]);
    const page = [
      '```sql',
      'SELECT COUNT(*) AS value, SUM(1) AS value FROM events e JOIN customers c ON e.customer_id = c.id',
      '```',
    ].join('\n');
    expect(sqlMetricProblems('planted.mdx', page).map((p) => `${p.line} ${p.message.split(' (')[0]}`)).toEqual([
      '1 the query returns 2 columns named value',
      '1 the query reads events, customers: a metric reads only events, with no join',
    ]);
  });

  it('accepts the metric of the example', () => {
    expect(sqlMetricObjectProblems({sql: byRegion, group_by: ['region']})).toEqual([]);
  });
});
