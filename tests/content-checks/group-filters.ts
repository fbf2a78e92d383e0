/**
 * The rule `AppliesTo.group_filter` states (api/specs/v1.yaml), held on the pages: a group filter names a
 * property that the billable metric of the listed products groups by, and a usage row carries a group
 * only when its metric is grouped. A `region` filter on a product whose metric has `group_by: []` matches
 * no invoice line, which is the contradiction issue #28 found on the targeting page.
 *
 * The metrics and the products that bill them are read from the specifications' examples (objects with
 * `group_by`, objects with `billable_metric_id`) and from src/data/example-data.ts, where a usage product
 * bills the metric of the same name. Pages are read in two ways:
 * - JSON in code blocks (request bodies and responses): an object with `product_ids` and a `group_filter`,
 *   and a usage row (`billable_metric_id` with `group`);
 * - a `"group_filter": {"key": …}` written in prose, checked against the metrics or products its paragraph
 *   names (by id or name) or, when it names none, against the products the samples of its `##` section
 *   target.
 */
import {extractCodeBlocks, type CodeBlock} from '../../src/api-reference/guides/code-blocks';
import {requestSamples} from '../../src/api-reference/guides/request-samples';
import {isObject} from '../../src/lib/json';

export interface MetricGrouping {
  readonly id: string;
  readonly name: string;
  readonly groupBy: readonly string[];
}

export interface MetricCatalogue {
  readonly metrics: ReadonlyMap<string, MetricGrouping>;
  /** Product id to the id of the metric it bills. */
  readonly productMetrics: ReadonlyMap<string, string>;
  /** Metric and product names to metric ids, for prose that names them. */
  readonly names: ReadonlyMap<string, string>;
}

export interface GroupFilterProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** The example data's metrics and products, as src/data/example-data.ts writes them. */
export interface ExampleDataMetrics {
  readonly billableMetrics: Readonly<Record<string, {id: string; name: string; groupBy?: readonly string[]}>>;
  readonly products: Readonly<Record<string, {id: string; name: string; kind: string}>>;
}

/** Every object of a parsed document, once each (dereferenced specifications share objects). */
function* objectsOf(node: unknown, seen = new Set<object>()): Generator<Record<string, unknown>> {
  if (typeof node !== 'object' || node === null || seen.has(node)) {
    return;
  }
  seen.add(node);
  if (isObject(node)) {
    yield node;
  }
  for (const child of Array.isArray(node) ? node : Object.values(node)) {
    yield* objectsOf(child, seen);
  }
}

/** The metrics and products of the specifications' examples and of the example data. */
export function metricCatalogue(specDocuments: readonly unknown[], data: ExampleDataMetrics): MetricCatalogue {
  const metrics = new Map<string, MetricGrouping>();
  const productMetrics = new Map<string, string>();
  const names = new Map<string, string>();
  const addMetric = (metric: MetricGrouping) => {
    metrics.set(metric.id, metric);
    names.set(metric.name, metric.id);
  };
  for (const metric of Object.values(data.billableMetrics)) {
    addMetric({id: metric.id, name: metric.name, groupBy: metric.groupBy ?? []});
  }
  for (const document of specDocuments) {
    for (const object of objectsOf(document)) {
      const {id, name, group_by: groupBy, billable_metric_id: metricId} = object;
      if (typeof id !== 'string' || typeof name !== 'string') {
        continue;
      }
      if (Array.isArray(groupBy) && groupBy.every((key) => typeof key === 'string')) {
        addMetric({id, name, groupBy: groupBy as string[]});
      } else if (typeof metricId === 'string') {
        productMetrics.set(id, metricId);
      }
    }
  }
  // A usage product of the example data bills the metric of its name ("Compute hours" bills "Compute hours").
  for (const product of Object.values(data.products)) {
    const metricId = names.get(product.name);
    if (product.kind === 'usage' && metricId !== undefined && !productMetrics.has(product.id)) {
      productMetrics.set(product.id, metricId);
    }
  }
  for (const [productId, metricId] of productMetrics) {
    const product = Object.values(data.products).find((entry) => entry.id === productId);
    if (product) {
      names.set(product.name, metricId);
    }
  }
  return {metrics, productMetrics, names};
}

function describeGroupBy(metric: MetricGrouping): string {
  return metric.groupBy.length === 0 ? 'groups by nothing' : `groups by ${metric.groupBy.join(', ')}`;
}

/** The JSON values a code block shows: request bodies and whole JSON blocks (responses, bodies). */
function jsonValues(block: CodeBlock): unknown[] {
  const texts = [
    ...requestSamples(block).flatMap((sample) => sample.bodyText ?? []),
    ...(block.lang === 'json' ? [block.code] : []),
  ];
  return texts.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown];
    } catch {
      return [];
    }
  });
}

/** The page line of the first line of `block` that contains `needle`, or the fence's line. */
function lineOf(block: CodeBlock, needle: string): number {
  const index = block.code.split('\n').findIndex((text) => text.includes(needle));
  return index === -1 ? block.line : block.line + 1 + index;
}

/** Problems of the group filters and usage rows in one parsed JSON value. */
export function jsonGroupProblems(value: unknown, catalogue: MetricCatalogue): string[] {
  const problems: string[] = [];
  for (const object of objectsOf(value)) {
    const filter = object.group_filter;
    if (isObject(filter) && typeof filter.key === 'string' && Array.isArray(object.product_ids)) {
      for (const productId of object.product_ids) {
        const metric = catalogue.metrics.get(catalogue.productMetrics.get(String(productId)) ?? '');
        if (metric && !metric.groupBy.includes(filter.key)) {
          problems.push(
            `group_filter on "${filter.key}" for product ${String(productId)}, whose metric ${metric.name} ` +
              `(${metric.id}) ${describeGroupBy(metric)}: filter on a property the metric groups by, or target a ` +
              'product on a grouped metric',
          );
        }
      }
    }
    const metricId = object.billable_metric_id;
    const metric = typeof metricId === 'string' && 'group' in object ? catalogue.metrics.get(metricId) : undefined;
    if (metric) {
      const keys = isObject(object.group) ? Object.keys(object.group) : [];
      const stray = keys.filter((key) => !metric.groupBy.includes(key));
      if (stray.length > 0 || (object.group === null && metric.groupBy.length > 0)) {
        problems.push(
          `a usage row of ${metric.name} (${metric.id}) with group ${JSON.stringify(object.group)}, but the metric ` +
            `${describeGroupBy(metric)}: an ungrouped metric answers group null, a grouped one its group values`,
        );
      }
    }
  }
  return problems;
}

const proseGroupFilter = /"group_filter":\s*\{\s*"key":\s*"([^"]+)"/g;
const uuidText = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The metrics a text names, by metric or product id or by name. */
function metricsNamed(text: string, catalogue: MetricCatalogue): MetricGrouping[] {
  const ids = new Set<string>();
  for (const [id] of text.matchAll(uuidText)) {
    const metricId = catalogue.metrics.has(id) ? id : catalogue.productMetrics.get(id);
    if (metricId) {
      ids.add(metricId);
    }
  }
  for (const [name, metricId] of catalogue.names) {
    if (text.includes(name)) {
      ids.add(metricId);
    }
  }
  return [...ids].flatMap((id) => catalogue.metrics.get(id) ?? []);
}

interface Paragraph {
  readonly text: string;
  readonly line: number;
}

/** Paragraphs of prose (outside fences), each with its section index and first line. */
function proseParagraphs(source: string): {paragraph: Paragraph; section: number}[] {
  const result: {paragraph: Paragraph; section: number}[] = [];
  let section = 0;
  let fence: string | undefined;
  let current: string[] = [];
  let start = 0;
  const flush = () => {
    if (current.length > 0) {
      result.push({paragraph: {text: current.join(' '), line: start + 1}, section});
    }
    current = [];
  };
  source.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      fence = marker && marker[0] === fence[0] && marker.length >= fence.length ? undefined : fence;
      return;
    }
    if (marker) {
      flush();
      fence = marker;
      return;
    }
    if (text.startsWith('## ')) {
      flush();
      section += 1;
      return;
    }
    if (text.trim() === '') {
      flush();
      return;
    }
    if (current.length === 0) {
      start = index;
    }
    current.push(text);
  });
  flush();
  return result;
}

/** The section index of each line, counting `## ` headings outside fences. */
function sectionOfLine(source: string): (line: number) => number {
  const starts: number[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      fence = marker && marker[0] === fence[0] && marker.length >= fence.length ? undefined : fence;
    } else if (marker) {
      fence = marker;
    } else if (text.startsWith('## ')) {
      starts.push(index + 1);
    }
  });
  return (line) => starts.filter((start) => start <= line).length;
}

/** Every group filter and usage row of one page that the metrics cannot produce. */
export function groupFilterProblems(file: string, source: string, catalogue: MetricCatalogue): GroupFilterProblem[] {
  const blocks = extractCodeBlocks(source);
  const section = sectionOfLine(source);
  const problems: GroupFilterProblem[] = [];
  const sectionProducts = new Map<number, Set<string>>();
  for (const block of blocks) {
    for (const value of jsonValues(block)) {
      for (const object of objectsOf(value)) {
        if (Array.isArray(object.product_ids)) {
          const products = sectionProducts.get(section(block.line)) ?? new Set<string>();
          object.product_ids.forEach((id) => products.add(String(id)));
          sectionProducts.set(section(block.line), products);
        }
      }
      for (const message of jsonGroupProblems(value, catalogue)) {
        const needle = message.startsWith('group_filter') ? '"group_filter"' : '"group"';
        problems.push({file, line: lineOf(block, needle), message});
      }
    }
  }
  for (const {paragraph, section: index} of proseParagraphs(source)) {
    for (const [, key = ''] of paragraph.text.matchAll(proseGroupFilter)) {
      const named = metricsNamed(paragraph.text, catalogue);
      const targeted = [...(sectionProducts.get(index) ?? [])].flatMap(
        (id) => catalogue.metrics.get(catalogue.productMetrics.get(id) ?? '') ?? [],
      );
      const metrics = named.length > 0 ? named : targeted;
      if (metrics.length > 0 && !metrics.some((metric) => metric.groupBy.includes(key))) {
        problems.push({
          file,
          line: paragraph.line,
          message:
            `a group_filter on "${key}" in prose, for ${metrics.map((m) => `${m.name} (${m.id}, ${describeGroupBy(m)})`).join(', ')}: ` +
            'name a metric grouped by that property, or drop the filter',
        });
      }
    }
  }
  return problems;
}
