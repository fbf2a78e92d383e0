/**
 * Rules a page states hold in its own samples (issue #28): a group filter, and a usage row's group, use
 * a property the billable metric groups by. The metrics come from the specifications' examples and the
 * example data.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {exampleData} from '../../../src/data/example-data';
import {substituteFigures} from '../../../src/example/figures';
import {groupFilterProblems, jsonGroupProblems, metricCatalogue} from '../../content-checks/group-filters';
import {collectExamples} from '../api/support/examples';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const docsDir = path.join(siteDir, 'docs');
const specs = await loadApiSpecs(siteDir);
const catalogue = metricCatalogue(
  specs.map((spec) => spec.dereferenced),
  exampleData,
);

const computeHours = exampleData.billableMetrics.computeHours.id;
const computeHoursProduct = exampleData.products.computeHours.id;
const byRegion = exampleData.billableMetrics.computeHoursByRegion.id;

const fence = (lang: string, meta: string, ...lines: string[]) => ['```' + lang + meta, ...lines, '```'].join('\n');

describe('group filters and grouped usage', () => {
  it('know the metrics of the examples: Compute hours is not grouped, Compute hours by region is', () => {
    expect(catalogue.metrics.get(computeHours)?.groupBy).toEqual([]);
    expect(catalogue.metrics.get(byRegion)?.groupBy).toEqual(['region']);
    expect(catalogue.productMetrics.get(computeHoursProduct)).toBe(computeHours);
  });

  it('use a property the metric groups by, on every page', () => {
    const problems = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) =>
        groupFilterProblems(
          `docs/${file}`,
          substituteFigures(readFileSync(path.join(docsDir, file), 'utf8')),
          catalogue,
        ),
      );
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });

  it('use a property the metric groups by, in every example of the specifications', () => {
    const problems = specs.flatMap((spec) =>
      collectExamples(spec.dereferenced).flatMap(({location, value}) =>
        jsonGroupProblems(value, catalogue).map((message) => `${spec.entry.id} ${location}: ${message}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the group filter check', () => {
  it('fails on a region filter for the ungrouped Compute hours product, in a sample and in prose', () => {
    const page = [
      '## Set the target',
      '',
      fence(
        'bash',
        '',
        `curl https://api.meterstone.com/v1/contracts/d7995569-717a-403b-bde8-d9df6b76cfb6/credits --request POST \\`,
        `  --data '{"name": "Compute credit", "amount": "1000.00", "applies_to": {"scope": "specific_products",`,
        `    "product_ids": ["${computeHoursProduct}"], "group_filter": {"key": "region", "values": ["us-east-1"]}}}'`,
      ),
      '',
      'To narrow it to one region, add `"group_filter": {"key": "region", "values": ["us-east-1"]}` to `applies_to`.',
    ].join('\n');
    const problems = groupFilterProblems('planted.mdx', page, catalogue);
    expect(problems.map((p) => `${p.line} ${p.message.split(':')[0]}`)).toEqual([
      `6 group_filter on "region" for product ${computeHoursProduct}, whose metric Compute hours (${computeHours}) groups by nothing`,
      '9 a group_filter on "region" in prose, for Compute hours (' + computeHours + ', groups by nothing)',
    ]);
  });

  it('fails on a usage row of the ungrouped metric that carries a region', () => {
    const page = fence(
      'json',
      ' title="Response: 200"',
      `{"data": [{"billable_metric_id": "${computeHours}", "starts_at": "2026-01-01T00:00:00Z",`,
      `  "ends_at": "2026-02-01T00:00:00Z", "group": {"region": "us-east-1"}, "value": 12600}], "next_page": null}`,
    );
    const [problem] = groupFilterProblems('planted.mdx', page, catalogue);
    expect(problem?.line).toBe(3);
    expect(problem?.message).toMatch(/^a usage row of Compute hours .* groups by nothing/);
  });

  it('accepts grouped rows of a grouped metric and prose that names it', () => {
    const page = [
      fence('json', '', `{"billable_metric_id": "${byRegion}", "group": {"region": "us-east-1"}, "value": 3.5}`),
      '',
      'With a product on Compute hours by region, send `"group_filter": {"key": "region", "values": ["us-east-1"]}`.',
    ].join('\n');
    expect(groupFilterProblems('good.mdx', page, catalogue)).toEqual([]);
  });
});
