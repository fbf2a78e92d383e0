/**
 * Every JSON sample of a page and every example of a specification agrees with the story's model
 * (`src/example/timeline.ts`) at the sample's moment: each object that carries a story id (or, without
 * an id of its own, a story contract's `contract_id` beside threshold fields) is compared field by field,
 * at its JSON path, with the object's fields at that moment. Only the fields a sample shows are compared,
 * so a partial object (`{"id": …, "number": …}`) is fine; a shown field with another value is not.
 *
 * The moment of a sample is the date it declares, or else the latest record time it shows (`created_at`,
 * `updated_at`, `issued_at`, `occurred_at`, …): a response cannot be older than the records in it. A page
 * declares a date in the fence of a JSON block (```json title="Response: 200" storyDate="2026-02-02"```), a
 * specification on the example or media type object (`x-story-date: '2026-02-02'`). Without either, only
 * the fields that never change are compared. Problems are returned as data, naming the file, the line,
 * the JSON path, the value shown and the model's value.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks} from '../../src/api-reference/guides/code-blocks';
import {readSpecFile} from '../../src/api-reference/spec/load-specs';
import {docFilePath, docRoutes} from '../../src/routes/docs-routes';
import {substituteFigures, type Figure} from '../../src/example/figures';
import {
  changedFieldsAt,
  Exact,
  storyObjects,
  type ApiFields,
  type ApiValue,
  type StoryObject,
} from '../../src/example/timeline';
import {isObject, type JsonObject} from '../../src/lib/json';

export interface StoryProblem {
  readonly file: string;
  readonly line: number;
  /** JSON path of the field from the root of the sample or example, such as `$.data[0].status`. */
  readonly path: string;
  readonly shown: unknown;
  readonly expected: unknown;
  /** The story object, such as `januaryInvoice`, and the moment it was compared at. */
  readonly object: string;
  readonly at?: string;
}

/** Keys whose value is the time a record was written: the latest one dates a sample. */
const recordTimeKeys = new Set([
  'created_at',
  'updated_at',
  'issued_at',
  'occurred_at',
  'status_changed_at',
  'voided_at',
  'paid_at',
  'changed_at',
  'finalized_at',
  'sent_at',
  'delivered_at',
  'archived_at',
]);

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?Z$/;

/** The latest record time anywhere in a value, or undefined. */
export function latestRecordTime(value: unknown): Date | undefined {
  let latest: Date | undefined;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (recordTimeKeys.has(key) && typeof child === 'string' && isoTime.test(child)) {
          const time = new Date(child);
          if (!latest || time > latest) {
            latest = time;
          }
        } else {
          walk(child);
        }
      }
    }
  };
  walk(value);
  return latest;
}

/** A declared date: "2026-02-02" (midnight UTC) or a full ISO time. */
export function parseStoryDate(text: string): Date | undefined {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const decimal = /^-?\d+(\.\d+)?$/;

/** Equal as the API means them: decimal strings by value ("0.10" is "0.1"), the rest as JSON. */
function sameValue(shown: unknown, expected: ApiValue): boolean {
  if (typeof shown === 'string' && typeof expected === 'string' && decimal.test(shown) && decimal.test(expected)) {
    return Number(shown) === Number(expected);
  }
  if (Array.isArray(expected)) {
    return (
      Array.isArray(shown) &&
      shown.length === expected.length &&
      expected.every((item, index) => sameValue(shown[index], item))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (!isObject(shown)) {
      return false;
    }
    const keys = Object.keys(expected);
    return (
      keys.length === Object.keys(shown).length &&
      keys.every((key) => key in shown && sameValue(shown[key], (expected as ApiFields)[key] as ApiValue))
    );
  }
  return shown === expected;
}

const plain = (value: ApiValue | Exact): unknown => (value instanceof Exact ? value.value : value);

/**
 * Compares what a sample shows with the expected fields: only shown keys, recursing into objects the
 * model describes field by field; an `Exact` value or an array must match as a whole.
 */
function compareFields(
  shown: JsonObject,
  expected: ApiFields,
  path: string,
  report: (path: string, shown: unknown, expected: unknown) => void,
): void {
  // In the order the sample shows its fields, so that a report reads top to bottom.
  for (const [key, value] of Object.entries(shown)) {
    const want = expected[key];
    if (want === undefined) {
      continue;
    }
    const where = `${path}.${key}`;
    if (want instanceof Exact) {
      if (!sameValue(value, want.value)) {
        report(where, value, want.value);
      }
    } else if (want !== null && typeof want === 'object' && !Array.isArray(want)) {
      if (isObject(value)) {
        compareFields(value, want as ApiFields, where, report);
      } else {
        report(where, value, want);
      }
    } else if (!sameValue(value, want as ApiValue)) {
      report(where, value, plain(want));
    }
  }
}

/** Fields of a story contract that an object naming it by `contract_id` restates. */
const contractViewKeys = ['spend_threshold', 'prepaid_balance_threshold'];

/** One finding before it has a file and a line. */
interface Finding {
  readonly path: string;
  readonly shown: unknown;
  readonly expected: unknown;
  readonly object: StoryObject;
  readonly id: string;
  readonly field: string;
}

/** Webhook events that tell of a status change: the event happens when the model changes the status. */
const statusEvents = new Set(['invoice.finalized', 'invoice.voided']);

/**
 * A delta-stream change or a webhook event of a story object, compared with the model's change at its
 * moment: a change (`object_id`, `changed_at`, `changed_fields`) lists exactly the fields the model
 * changes at `changed_at`, so a change dated when nothing happens, or missing a field, is reported; a
 * status event's `created_at` is a moment at which the model changes the object's `status`.
 */
function compareChangeWithStory(node: JsonObject, path: string, objects: ReadonlyMap<string, StoryObject>): Finding[] {
  const finding = (object: StoryObject, field: string, shown: unknown, expected: unknown): Finding => ({
    path: `${path}.${field}`,
    shown,
    expected,
    object,
    id: object.id,
    field,
  });
  if (typeof node.object_id === 'string' && typeof node.changed_at === 'string' && Array.isArray(node.changed_fields)) {
    const object = objects.get(node.object_id);
    if (!object) {
      return [];
    }
    const expected = changedFieldsAt(object, new Date(node.changed_at));
    const shown = node.changed_fields;
    const same = shown.length === expected.length && expected.every((field) => shown.includes(field));
    return same ? [] : [finding(object, 'changed_fields', shown, expected)];
  }
  const data = isObject(node.data) ? node.data : undefined;
  if (typeof node.type === 'string' && statusEvents.has(node.type) && typeof node.created_at === 'string') {
    const object = typeof data?.id === 'string' ? objects.get(data.id) : undefined;
    if (object && !changedFieldsAt(object, new Date(node.created_at)).includes('status')) {
      return [finding(object, 'created_at', node.created_at, `a moment at which ${object.key} changes status`)];
    }
  }
  return [];
}

/** Every disagreement of one sample or example with the model at `when`. */
export function compareWithStory(
  value: unknown,
  when: Date | undefined,
  objects: ReadonlyMap<string, StoryObject> = storyObjects(),
): Finding[] {
  const findings: Finding[] = [];
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}[${index}]`));
      return;
    }
    if (!isObject(node)) {
      return;
    }
    const id = typeof node.id === 'string' ? node.id : undefined;
    const subject = id ? objects.get(id) : undefined;
    const contractView =
      id === undefined && typeof node.contract_id === 'string' && contractViewKeys.some((key) => key in node)
        ? objects.get(node.contract_id)
        : undefined;
    const object = subject ?? contractView;
    if (object) {
      const all = object.fieldsAt(when);
      const expected = subject
        ? all
        : Object.fromEntries(Object.entries(all).filter(([key]) => contractViewKeys.includes(key)));
      compareFields(node, expected, path, (where, shown, want) =>
        findings.push({
          path: where,
          shown,
          expected: want,
          object,
          id: object.id,
          field: where.slice(where.lastIndexOf('.') + 1),
        }),
      );
    }
    findings.push(...compareChangeWithStory(node, path, objects));
    for (const [key, child] of Object.entries(node)) {
      // `update_commits` and the like of a contract edit say what an object becomes when the edit takes
      // effect, not its state at the sample's moment.
      if (!key.startsWith('update_')) {
        walk(child, `${path}.${key}`);
      }
    }
  };
  walk(value, '$');
  return findings;
}

/** The 0-based line of `text` lines where a finding sits: the shown field after the object's id. */
function lineOf(lines: readonly string[], finding: Finding, fieldPattern: (field: string) => RegExp): number {
  const idLines = lines.flatMap((text, index) => (text.includes(finding.id) ? [index] : []));
  const field = fieldPattern(finding.field);
  const shownText = typeof finding.shown === 'string' ? finding.shown : JSON.stringify(finding.shown);
  for (const start of idLines) {
    for (let index = start; index < Math.min(lines.length, start + 80); index += 1) {
      if (field.test(lines[index]!) && (shownText === undefined || lines[index]!.includes(shownText.slice(0, 40)))) {
        return index;
      }
    }
  }
  for (const start of idLines) {
    for (let index = start; index < Math.min(lines.length, start + 80); index += 1) {
      if (field.test(lines[index]!)) {
        return index;
      }
    }
  }
  return idLines[0] ?? 0;
}

const requestTitle = /\btitle=(["'])(GET|POST|PUT|PATCH|DELETE) /;
const fenceDate = /\bstoryDate=(["'])(.*?)\1/;

/** Every JSON block of one page (figures filled in), compared with the story. `file` names the page. */
export function checkPageStory(
  file: string,
  source: string,
  table?: ReadonlyMap<string, Figure>,
  objects: ReadonlyMap<string, StoryObject> = storyObjects(),
): StoryProblem[] {
  const problems: StoryProblem[] = [];
  for (const block of extractCodeBlocks(substituteFigures(source, table))) {
    // A block titled as a request (```json title="POST /v2/contracts/{id}/edits"```) is what the caller
    // sends, not a state of the story.
    if (block.lang !== 'json' || requestTitle.test(block.meta)) {
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch {
      // Not JSON (an excerpt with comments or ellipses): the samples check reports what must parse.
      continue;
    }
    const declared = fenceDate.exec(block.meta)?.[2];
    const when = declared ? parseStoryDate(declared) : latestRecordTime(value);
    const lines = block.code.split('\n');
    for (const finding of compareWithStory(value, when, objects)) {
      problems.push({
        file,
        line: block.line + 1 + lineOf(lines, finding, (field) => new RegExp(`"${field}"\\s*:`)),
        path: finding.path,
        shown: finding.shown,
        expected: finding.expected,
        object: finding.object.key,
        at: when?.toISOString(),
      });
    }
  }
  return problems;
}

/** An example of a specification: its value, where it is, and the date its holder declares. */
export interface SpecExample {
  readonly location: string;
  readonly value: unknown;
  readonly declared?: string;
}

/**
 * Every example of a bundled (not dereferenced) specification: `example` values (media types,
 * parameters, schemas), `examples.*.value` maps and schema `examples` lists. Each example is found once,
 * where it is written; `x-story-date` on the object holding it declares its date.
 */
export function specExamples(document: unknown): SpecExample[] {
  const found: SpecExample[] = [];
  const walk = (node: unknown, location: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${location}/${index}`));
      return;
    }
    if (!isObject(node)) {
      return;
    }
    const declared = typeof node['x-story-date'] === 'string' ? node['x-story-date'] : undefined;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'example') {
        found.push({location: `${location}/example`, value: child, declared});
      } else if (key === 'examples' && isObject(child)) {
        for (const [name, example] of Object.entries(child)) {
          if (isObject(example) && 'value' in example) {
            const own = typeof example['x-story-date'] === 'string' ? example['x-story-date'] : declared;
            found.push({location: `${location}/examples/${name}`, value: example.value, declared: own});
          }
        }
      } else if (key === 'examples' && Array.isArray(child)) {
        child.forEach((value, index) => found.push({location: `${location}/examples/${index}`, value, declared}));
      } else if (key === 'value' && 'summary' in node) {
        // An Example Object under components/examples: `value` is the example itself.
        found.push({location: `${location}/value`, value: child, declared});
      } else {
        walk(child, `${location}/${key}`);
      }
    }
  };
  walk(document, '#');
  return found;
}

/** Every example of one specification compared with the story. `yaml` is its source, for line numbers. */
export function checkSpecStory(
  file: string,
  document: unknown,
  yaml: string,
  objects: ReadonlyMap<string, StoryObject> = storyObjects(),
): StoryProblem[] {
  const lines = yaml.split('\n');
  // A request body states what the caller asks for, not a state of the story: only answers and webhook
  // payloads are compared.
  const isRequest = (location: string): boolean =>
    location.includes('/requestBody/') && !location.startsWith('#/webhooks/');
  return specExamples(document)
    .filter((example) => !isRequest(example.location))
    .flatMap((example) => {
      const when = example.declared ? parseStoryDate(example.declared) : latestRecordTime(example.value);
      return compareWithStory(example.value, when, objects).map((finding) => ({
        file,
        line: lineOf(lines, finding, (field) => new RegExp(`^\\s*(- )?${field}:`)) + 1,
        path: `${example.location} ${finding.path}`,
        shown: finding.shown,
        expected: finding.expected,
        object: finding.object.key,
        at: when?.toISOString(),
      }));
    });
}

/** One line of a report: `file:line path: shows X, the model has Y (object at moment)`. */
export function formatStoryProblem(problem: StoryProblem): string {
  return (
    `${problem.file}:${problem.line} ${problem.path}: shows ${JSON.stringify(problem.shown)}, the model has ` +
    `${JSON.stringify(problem.expected)} (${problem.object}${problem.at ? ` at ${problem.at}` : ''})`
  );
}

/** Every page of the docs and every specification under `api/specs/`, compared with the story. */
export function checkSiteStory(
  siteDir: string,
  options: {objects?: ReadonlyMap<string, StoryObject>; table?: ReadonlyMap<string, Figure>} = {},
): StoryProblem[] {
  const objects = options.objects ?? storyObjects();
  const pages = docRoutes.flatMap((route) => {
    const file = docFilePath(route.id);
    return checkPageStory(file, readFileSync(path.join(siteDir, file), 'utf8'), options.table, objects);
  });
  const specDir = path.join(siteDir, 'api/specs');
  const specs = readdirSync(specDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const file = `api/specs/${name}`;
      const yaml = readFileSync(path.join(specDir, name), 'utf8');
      return checkSpecStory(file, readSpecFile(path.join(specDir, name)), yaml, objects);
    });
  // A YAML alias repeats an example where it is used: report each disagreement once.
  const seen = new Set<string>();
  return [...pages, ...specs].filter((problem) => {
    const text = formatStoryProblem(problem);
    return !seen.has(text) && Boolean(seen.add(text));
  });
}
