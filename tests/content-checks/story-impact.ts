/**
 * What one changed input of the shared example makes stale: the figures that change (pages that write
 * their `{ex.KEY}` follow by themselves), and every page line and specification field that shows a story
 * value by hand and would then disagree with the model. `npm run story:impact -- <input path>=<value>`
 * prints it; `tests/unit/content/story-impact.test.ts` runs it for a first-tier price of $0.0025.
 *
 * The input is changed in place on the example data object for the duration of the call (the model reads
 * it when it computes, not when it is imported), and restored before returning.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {exampleData} from '../../src/data/example-data';
import {buildFigureTable, figureReference, type Figure} from '../../src/example/figures';
import {computeAcmeYear} from '../../src/example/model';
import {buildStoryData} from '../../src/example/story-data';
import {storyTimeline} from '../../src/example/timeline';
import {readSpecFile} from '../../src/api-reference/spec/load-specs';
import {docFilePath, docRoutes} from '../../src/routes/docs-routes';
import {checkExampleValue, vocabularyOf} from '../unit/api/support/example-data-usage';
import {checkSiteStory, formatStoryProblem, specExamples} from './story-consistency';

/** A figure whose text changes, and the page lines that write its key (they follow by themselves). */
export interface ChangedFigure {
  readonly key: string;
  readonly before: string;
  readonly after: string;
  readonly uses: readonly string[];
}

export interface StoryImpact {
  readonly input: string;
  readonly figures: readonly ChangedFigure[];
  /** Page lines and specification fields that show a story value by hand and must be edited. */
  readonly stale: readonly string[];
}

const variant = /\.(api|plain|cents|credits|raw|iso|day|month|time)$/;

/** Parses `rateCard.rates.apiRequests.tiers.0.unitPrice=0.0025`. */
export function parseAssignment(text: string): {path: string[]; value: string | number} {
  const [inputPath, raw] = text.split('=', 2);
  if (!inputPath || raw === undefined) {
    throw new Error(
      `Write the change as <input path>=<value>, such as rateCard.rates.seats.unitPrice=45 (got "${text}")`,
    );
  }
  const value = raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  return {path: inputPath.split('.'), value};
}

/** Sets an input of the example data in place; returns the function that puts the old value back. */
function setInput(inputPath: readonly string[], value: string | number): () => void {
  let node = exampleData as unknown as Record<string, unknown>;
  for (const key of inputPath.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') {
      throw new Error(`No input ${inputPath.join('.')} in src/data/example-data.ts`);
    }
    node = next as Record<string, unknown>;
  }
  const leaf = inputPath.at(-1)!;
  if (!(leaf in node)) {
    throw new Error(`No input ${inputPath.join('.')} in src/data/example-data.ts`);
  }
  const previous = node[leaf];
  node[leaf] = value;
  return () => {
    node[leaf] = previous;
  };
}

/** Every `{ex.KEY…}` of the docs, by base key: `file:line` of each use. */
function figureUses(siteDir: string): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const route of docRoutes) {
    const file = docFilePath(route.id);
    readFileSync(path.join(siteDir, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        for (const match of text.matchAll(figureReference)) {
          const key = match[1]!.replace(variant, '');
          uses.set(key, [...(uses.get(key) ?? []), `${file}:${index + 1}`]);
        }
      });
  }
  return uses;
}

/** Specification values that are not in the example data (amounts, quantities, ids), by location. */
function specVocabularyProblems(siteDir: string, data: unknown): Set<string> {
  const vocabulary = vocabularyOf(data, {eventTypes: [], cursors: [], requestIds: []});
  const specDir = path.join(siteDir, 'api/specs');
  const problems = new Set<string>();
  for (const name of readdirSync(specDir).filter((entry) => entry.endsWith('.yaml'))) {
    for (const example of specExamples(readSpecFile(path.join(specDir, name)))) {
      for (const problem of checkExampleValue(example.value, '', vocabulary, `api/specs/${name} ${example.location}`)) {
        // Only values computed from the inputs: amounts and quantities.
        if (/: (amount|quantity) /.test(problem)) {
          problems.add(problem.replace(' is not in src/data/example-data.ts', ' is no longer a value of the example'));
        }
      }
    }
  }
  return problems;
}

/** The state of the site's checks under the current inputs. */
function snapshot(siteDir: string): {table: ReadonlyMap<string, Figure>; stale: Set<string>; spec: Set<string>} {
  const year = computeAcmeYear();
  const table = buildFigureTable(year);
  const objects = storyTimeline(year);
  const stale = new Set(checkSiteStory(siteDir, {objects, table}).map(formatStoryProblem));
  return {table, stale, spec: specVocabularyProblems(siteDir, buildStoryData(year, table))};
}

/** What changing one input (`path=value`) makes stale across the site. */
export function storyImpact(siteDir: string, assignment: string): StoryImpact {
  const {path: inputPath, value} = parseAssignment(assignment);
  const before = snapshot(siteDir);
  const restore = setInput(inputPath, value);
  let after: ReturnType<typeof snapshot>;
  try {
    after = snapshot(siteDir);
  } finally {
    restore();
  }
  const uses = figureUses(siteDir);
  const figures: ChangedFigure[] = [];
  for (const [key, figure] of after.table) {
    const old = before.table.get(key);
    if (!variant.test(key) && old && old.text !== figure.text) {
      figures.push({key, before: old.text, after: figure.text, uses: uses.get(key) ?? []});
    }
  }
  const stale = [
    ...[...after.stale].filter((problem) => !before.stale.has(problem)),
    ...[...after.spec].filter((problem) => !before.spec.has(problem)),
  ];
  return {input: assignment, figures, stale};
}

/** The impact as text: the stale places first (the edits to make), then the figures that follow. */
export function formatImpact(impact: StoryImpact): string {
  const files = new Set(impact.stale.map((line) => line.split(/[: ]/, 1)[0]));
  const pages = new Set(impact.figures.flatMap((figure) => figure.uses.map((use) => use.split(':', 1)[0])));
  return [
    `Changing ${impact.input}:`,
    '',
    `Edit by hand (${impact.stale.length} values in ${files.size} files besides src/data/example-data.ts):`,
    ...impact.stale.map((line) => `  ${line}`),
    '',
    `Figures that change (${impact.figures.length}; ${pages.size} pages write their keys and follow by themselves):`,
    ...impact.figures.map(
      (figure) =>
        `  {ex.${figure.key}}: ${figure.before} -> ${figure.after}` +
        (figure.uses.length > 0 ? `  (${figure.uses.join(', ')})` : ''),
    ),
  ].join('\n');
}
