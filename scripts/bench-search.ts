/**
 * `npm run bench:search`: builds the search index from the built site (`build/`) and prints its size
 * (raw and gzip), the time to load and parse it, the query latency (median and p99 over the relevance
 * queries, in Node and in Chromium) and the relevance figures. Run `npm run build` first.
 *
 * Then the split index the search box fetches (issue #31): bytes of a first search (engine chunk,
 * manifest and the parts fetched while typing) and of each further distinct three-term query, the
 * parts' sizes, the ratio to the whole index; and the same on a generated corpus of 10,000 pages (see
 * bench-search/corpus.ts) with its query p99 in Chromium at 4x CPU throttling and the heap of the
 * loaded parts. Budgets (issue #31) are printed beside each figure.
 */
import {existsSync, readFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';
import config from '../docusaurus.config';
import {builtSiteDocuments} from './bench-search/site-documents';
import {weighRepeatedSections} from '../src/search/plugin/repeated-sections';
import {pageOf} from '../src/search/engine/rank';
import {buildSearchIndex, engineFromIndexFile} from '../src/search/engine/index-file';
import {listedDocRoutes} from '../src/routes/docs-routes';
import {
  describeFigures,
  describeMisses,
  evaluateRelevance,
  figuresByKind,
} from '../tests/unit/search/relevance/evaluate';
import {relevanceQueries} from '../tests/unit/search/relevance/queries';
import {splitSearchIndex} from '../src/search/engine/split-build';
import {queryTerms} from '../src/search/engine/terms';
import {
  agreementWithWhole,
  brotliBytes,
  describeAgreement,
  distribution,
  engineChunkBytes,
  partSizes,
  queryBytes,
  splitSession,
} from './bench-search/split-figures';
import {generatedCorpus} from './bench-search/corpus';
import {cachedIndexFigures, type IndexFigures} from './bench-search/corpus-cache';
import type {SearchDocument} from '../src/search/engine/types';

const siteDir = path.resolve(__dirname, '..');
const outDir = path.join(siteDir, 'build');
const rounds = 30;
/** Brotli quality of the generated corpus's byte figures (see `splitFigures`). */
const corpusBrotliQuality = 9;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function latency(timings: readonly number[], unit = 'queries'): string {
  const sorted = [...timings].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(3)} ms, p99 ${percentile(sorted, 0.99).toFixed(3)} ms, max ${sorted[sorted.length - 1].toFixed(3)} ms (${sorted.length} ${unit})`;
}

/**
 * Each query's fastest run out of the rounds: its cost when no other process takes the CPU. The machine
 * is shared, so the raw samples also measure the neighbours; both are printed.
 */
function bestPerQuery(timings: readonly number[], queryCount: number): number[] {
  const best = Array.from({length: queryCount}, () => Number.POSITIVE_INFINITY);
  timings.forEach((time, index) => {
    const query = index % queryCount;
    best[query] = Math.min(best[query], time);
  });
  return best;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function benchBundle() {
  return build({
    entryPoints: [path.join(__dirname, 'bench-search', 'browser-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
  });
}

async function chromiumLatency(indexJson: string, queries: string[]): Promise<{loadMs: number; timings: number[]}> {
  const bundle = await benchBundle();
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--headless']});
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>search benchmark</title>');
    await page.addScriptTag({content: bundle.outputFiles[0].text});
    return await page.evaluate(([json, list, count]) => window.benchSearch(json, list, count), [
      indexJson,
      queries,
      rounds,
    ] as const);
  } finally {
    await browser.close();
  }
}

/**
 * Rounds of the sampled queries timed on the corpus: each query ranks in a few milliseconds now, and 20
 * rounds (460 timings) keep the p99 from resting on two timings, which a busy machine's pauses decide.
 */
const splitRounds = 20;

/** The split engine in Chromium at 4x CPU throttling (a mid-range phone): heap of the loaded parts and query times. */
async function chromiumSplit(
  manifestJson: string,
  parts: Record<string, string>,
  queries: string[],
): Promise<{heapBytes: number; coldMs: number; timings: number[]}> {
  const bundle = await benchBundle();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--headless', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>split search benchmark</title>');
    await page.addScriptTag({content: bundle.outputFiles[0].text});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    return await page.evaluate(([manifest, files, list, rounds]) => window.benchSplit(manifest, files, list, rounds), [
      manifestJson,
      parts,
      queries,
      splitRounds,
    ] as const);
  } finally {
    await browser.close();
  }
}

const threeTermQueries = (queries: readonly string[]) => queries.filter((query) => queryTerms(query).length === 3);

/**
 * The split index of `documents` with the Brotli bytes of its parts and of the whole index, and the
 * whole index's first results for `exactQueries` (what the split index's cut postings are compared with).
 */
function indexFigures(
  documents: readonly SearchDocument[],
  quality = 11,
  exactQueries: readonly string[] = [],
): IndexFigures {
  const built = buildSearchIndex(documents);
  const wholeJson = JSON.stringify({...built, hash: 'bench'});
  const wholeBrotli = brotliBytes(wholeJson, quality);
  const split = splitSearchIndex(built);
  const whole = exactQueries.length > 0 ? engineFromIndexFile({...built, hash: 'bench'}) : undefined;
  const exactTop = Object.fromEntries(
    exactQueries.map((query) => [query, whole?.search(query).map((result) => result.ref) ?? []]),
  );
  return {split, partBytes: partSizes(split, quality), wholeBrotli, exactTop};
}

async function splitReport(
  label: string,
  {split, partBytes: sizes, wholeBrotli}: IndexFigures,
  queries: readonly string[],
  engineBytes: number,
  budgets: {first: number; further?: number},
): Promise<void> {
  const partBytes = (kind: string) =>
    split.files.filter((file) => file.path.includes(`/${kind}-`)).map((file) => sizes.get(file.path) ?? 0);
  const shards = partBytes('terms');
  const chunks = partBytes('results');
  const {first, further} = await queryBytes(split, queries, threeTermQueries(queries), sizes);
  const firstTotals = first.map((bytes) => bytes + engineBytes);
  const sortedFirst = [...firstTotals].sort((a, b) => a - b);
  const over = (values: readonly number[], budget: number) => values.filter((value) => value > budget).length;
  console.log(`Split index, ${label}`);
  console.log(`  whole index (search.json): ${kb(wholeBrotli)} Brotli`);
  console.log(`  manifest: ${kb(brotliBytes(JSON.stringify(split.manifest)))} Brotli; engine chunk ${kb(engineBytes)}`);
  console.log(`  term shards: ${distribution(shards)}`);
  console.log(`  metadata chunks: ${distribution(chunks)}`);
  console.log(
    `  first search, typed (engine + manifest + parts): ${distribution(firstTotals)}; over ${kb(budgets.first)}: ${over(firstTotals, budgets.first)} of ${firstTotals.length}`,
  );
  console.log(
    `  ratio of a median first search to the whole index: ${((sortedFirst[sortedFirst.length >> 1] / wholeBrotli) * 100).toFixed(1)}%`,
  );
  const furtherBudget =
    budgets.further === undefined
      ? 'no budget at this size (issue #31 sets 30 KB for this site)'
      : `over ${kb(budgets.further)}: ${over(further, budgets.further)} of ${further.length}`;
  console.log(`  each further distinct three-term query: ${distribution(further)}; ${furtherBudget}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error('bench:search needs the built site: run `npm run build` first.');
    process.exit(1);
  }
  const {baseUrl} = config;

  const buildStarted = performance.now();
  const documents = await builtSiteDocuments(siteDir, outDir);
  const built = buildSearchIndex(weighRepeatedSections(documents));
  const buildMs = performance.now() - buildStarted;
  const indexJson = JSON.stringify({...built, hash: 'bench'});
  const raw = Buffer.byteLength(indexJson);
  const gzip = gzipSync(indexJson, {level: 9}).length;
  const refs = Object.keys(built.results);
  const pages = new Set(refs.map(pageOf)).size;
  const stubPages = refs.filter((ref) => !ref.includes('#') && built.results[ref].text.includes('STUB-PAGE')).length;

  const loadTimings: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    engineFromIndexFile(JSON.parse(indexJson));
    loadTimings.push(performance.now() - started);
  }
  const engine = engineFromIndexFile(JSON.parse(indexJson));

  const queries = relevanceQueries.map((query) => query.query);
  queries.forEach((query) => engine.search(query));
  const nodeTimings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      engine.search(query).forEach((result) => engine.snippet(result));
      nodeTimings.push(performance.now() - started);
    }
  }

  const report = evaluateRelevance(engine, relevanceQueries, baseUrl);

  console.log('Search benchmark on the built site');
  console.log(
    `  machine load:         ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} (1, 5, 15 min) on ${cpus().length} cores`,
  );
  console.log(
    `  pages indexed:        ${pages}: ${listedDocRoutes.length} listed docs pages (${stubPages} still stubs) and ${pages - listedDocRoutes.length} API reference pages; ${documents.length} documents`,
  );
  console.log(
    `  index build:          ${buildMs.toFixed(0)} ms (read HTML, split sections, load API specifications, index)`,
  );
  console.log(
    `  index size:           ${kb(raw)} raw, ${kb(gzip)} gzip (${kb((gzip / pages) * 100)} gzip per 100 pages)`,
  );
  const builtFile = path.join(outDir, 'search.json');
  if (existsSync(builtFile)) {
    const shipped = readFileSync(builtFile);
    console.log(`  build/search.json:    ${kb(shipped.length)} raw, ${kb(gzipSync(shipped, {level: 9}).length)} gzip`);
  }
  console.log(`  load and parse, Node: ${latency(loadTimings, 'loads')}`);
  console.log(`  query latency, Node, all runs:          ${latency(nodeTimings)}`);
  console.log(`  query latency, Node, best of ${rounds} each:  ${latency(bestPerQuery(nodeTimings, queries.length))}`);
  try {
    const browserRun = await chromiumLatency(indexJson, queries);
    console.log(`  load and parse, Chromium: ${browserRun.loadMs.toFixed(1)} ms (first load)`);
    console.log(`  query latency, Chromium, all runs:         ${latency(browserRun.timings)}`);
    console.log(
      `  query latency, Chromium, best of ${rounds} each: ${latency(bestPerQuery(browserRun.timings, queries.length))}`,
    );
  } catch (error) {
    console.log(`  Chromium: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  await splitFigures(documents, queries);
  console.log(
    `  relevance:            ${relevanceQueries.length} queries, hit rate in top 8 ${(report.hitRate * 100).toFixed(1)}%, MRR ${report.meanReciprocalRank.toFixed(3)}`,
  );
  describeFigures(figuresByKind(report)).forEach((line) => console.log(`    ${line}`));
  const misses = describeMisses(report);
  if (misses.length > 0) {
    console.log('  not first:');
    misses.forEach((line) => console.log(`    ${line}`));
  }
}

async function splitFigures(documents: readonly SearchDocument[], queries: readonly string[]): Promise<void> {
  const engineBytes = engineChunkBytes(outDir);
  if (engineBytes === 0) {
    console.log('  engine chunk: not found in build/assets/js (a build from before the split index); counted as 0');
  }
  const budgets = {first: 60 * 1024, further: 30 * 1024};
  const site = indexFigures(weighRepeatedSections(documents));
  await splitReport('this site (the 180 relevance queries)', site, queries, engineBytes, budgets);
  const corpus = generatedCorpus(documents);
  // Every eighth relevance query (23): typing 45 keystroke by keystroke on 10,000 pages and ranking them
  // in throttled Chromium took twelve minutes on a busy two-core machine.
  const sample = queries.filter((_, position) => position % 8 === 0);
  const corpusStarted = performance.now();
  // Brotli at quality 9 for the corpus's 26,000 parts and its 9 MB whole index: quality 11 (the build's)
  // is ten times slower (2.9 s against 0.28 s for this site's search.json); on this site's parts 9 gives
  // 12% more bytes than 11, so these figures err high.
  const {figures, cached} = cachedIndexFigures(corpus, () => indexFigures(corpus, corpusBrotliQuality, sample));
  const {split} = figures;
  await splitReport(
    `generated corpus (${corpus.length} documents, 10,000 pages; ${sample.length} of the relevance queries; Brotli quality ${corpusBrotliQuality})`,
    figures,
    sample,
    engineBytes,
    // Issue #31's budgets at 10,000 pages: the first search's bytes, query time and memory.
    {first: 300 * 1024},
  );
  console.log(
    `  corpus index, split and byte figures: ${((performance.now() - corpusStarted) / 1000).toFixed(0)} s${cached ? ' (index and part sizes from node_modules/.cache/bench-search)' : ''}`,
  );
  console.log(
    `  first results against the whole index's: ${describeAgreement(await agreementWithWhole(split, figures.exactTop))}`,
  );
  const session = splitSession(split, figures.partBytes);
  for (const query of sample) {
    await session.engine.prepare(query);
  }
  const texts = new Map(split.files.map((file) => [file.path, file.text]));
  const parts = Object.fromEntries(
    [...texts.keys()].filter((part) => session.engine.partial.has(part)).map((part) => [part, texts.get(part) ?? '']),
  );
  try {
    const run = await chromiumSplit(JSON.stringify(split.manifest), parts, sample);
    console.log(
      `  Chromium, 4x CPU throttling: ${latency(run.timings)} (budget p99 15 ms); the first ranking after loading: ${run.coldMs.toFixed(1)} ms`,
    );
    console.log(
      `  heap of the parts the sampled queries loaded (${Object.keys(parts).length} files): ${(run.heapBytes / 1024 / 1024).toFixed(1)} MB (budget 30 MB)`,
    );
  } catch (error) {
    console.log(`  Chromium: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
