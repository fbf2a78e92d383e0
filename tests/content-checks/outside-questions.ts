/**
 * The outside question bank (`data/questions/`) and the capability map against peers
 * (`data/capabilities/`) of issue #42: their schema, loading, and the page facts their verdicts rely on.
 * A question keeps its public source and the asker's words; its verdict is the section that answers it,
 * or the section that says Meterstone cannot do it (`not_supported.says` is a phrase of that sentence).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import * as z from 'zod';
import {apiSpecs} from '../../src/api-reference/spec/registry';
import {docFilePath, docRoutes} from '../../src/routes/docs-routes';

const siteRoot = path.resolve(__dirname, '../..');
export const questionsDir = path.join(siteRoot, 'data/questions');
export const heldOutDir = path.join(questionsDir, 'held-out');
export const capabilitiesDir = path.join(siteRoot, 'data/capabilities');

/**
 * A route with its heading anchor, such as `/developer-resources/use-api/idempotency/#worked-example`, or
 * a route alone for the page's lead (its opening paragraphs), as the search index names them.
 */
const section = z.string().regex(/^\/([\w.-]+\/)*(#[\w-]+)?$/, 'a section is /route/#anchor or /route/');

const notSupported = z.strictObject({
  section,
  /** A phrase of the sentence on that page that states the boundary, as the page's source has it. */
  says: z.string().min(12),
});

const source = z.url({protocol: /^https?$/});

const personas = ['developer', 'billing-admin', 'finance', 'administrator'] as const;
const kinds = [
  'how-to',
  'can-i',
  'what-if',
  'how-fresh',
  'how-long',
  'why-does',
  'troubleshooting',
  'navigational',
] as const;

const question = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+-\d+$/),
  project: z.string().min(2),
  source,
  asked: z.string().min(8),
  question: z.string().min(8),
  persona: z.enum(personas),
  kind: z.enum(kinds),
  section: section.optional(),
  not_supported: notSupported.optional(),
  /**
   * Other sections that answer the question as completely as its verdict's, each read and confirmed by a
   * reviewer who wrote none of the pages; search counts a landing on any of them as a landing on the answer.
   */
  also_answers: z.array(section).min(1).optional(),
});

const capability = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+-\d+$/),
  peer: z.string().min(2),
  source,
  capability: z.string().min(8),
  section: section.optional(),
  not_supported: notSupported.optional(),
  /** A capability the specifications have but no page showed when the map was made. */
  gap: z.string().optional(),
});

export type OutsideQuestion = z.infer<typeof question> & {readonly file: string; readonly heldOut: boolean};
export type Capability = z.infer<typeof capability> & {readonly file: string};

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(dir, name));
}

function entriesOf<T>(file: string, schema: z.ZodType<T>): T[] {
  const parsed = z.array(schema).safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${path.relative(siteRoot, file)}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Every question of the bank, the held-out quarter included (marked `heldOut`). */
export function loadQuestions(): OutsideQuestion[] {
  const load = (dir: string, heldOut: boolean) =>
    yamlFiles(dir).flatMap((file) =>
      entriesOf(file, question).map((entry) => ({...entry, file: path.relative(siteRoot, file), heldOut})),
    );
  return [...load(questionsDir, false), ...load(heldOutDir, true)];
}

export function loadCapabilities(): Capability[] {
  return yamlFiles(capabilitiesDir).flatMap((file) =>
    entriesOf(file, capability).map((entry) => ({...entry, file: path.relative(siteRoot, file)})),
  );
}

/** The section a verdict sends the reader to: the answer, or the sentence that says no. */
export function verdictSection(entry: {section?: string; not_supported?: {section: string}}): string | undefined {
  return entry.section ?? entry.not_supported?.section;
}

/** True when an entry has exactly one verdict. */
export function hasOneVerdict(entry: {section?: string; not_supported?: unknown}): boolean {
  return (entry.section === undefined) !== (entry.not_supported === undefined);
}

const docFileByRoute = new Map(docRoutes.map((route) => [route.path, docFilePath(route.id)]));
const apiRoutes = new Set(apiSpecs.map((entry) => entry.route));

/** Split `/route/#anchor` into its route and anchor (empty for a page's lead). */
export function splitSection(value: string): {route: string; anchor: string} {
  const [route = '', anchor = ''] = value.split('#');
  return {route, anchor};
}

/** True when the route is a docs page or an API reference page of the site. */
export function isSiteRoute(route: string): boolean {
  return docFileByRoute.has(route) || apiRoutes.has(route);
}

/** Whitespace and Markdown emphasis collapsed, so a phrase matches across line breaks and `**bold**`. */
export function plainText(text: string): string {
  return text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The source text of a docs route, as the writer edits it; undefined for a route that is not a docs page. */
export function pageSource(route: string): string | undefined {
  const file = docFileByRoute.get(route);
  return file === undefined ? undefined : readFileSync(path.join(siteRoot, file), 'utf8');
}
