/**
 * `npm run bench:search`: builds the search index from the built site (`build/`) and prints its size
 * (raw and gzip), the time to load and parse it, the query latency (median and p99 over the relevance
 * queries, in Node and in Chromium) and the relevance figures. Run `npm run build` first.
 */
import {existsSync, readFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';
import config from '../docusaurus.config';
import {createApiSpecSource} from '../src/api-reference/spec/spec-source';
import {apiOperationDocuments} from '../src/api-reference/plugin/search-documents';
import {siteDocuments, siteKeywords} from '../src/search/plugin/site-documents';
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

const siteDir = path.resolve(__dirname, '..');
const outDir = path.join(siteDir, 'build');
const rounds = 30;
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

async function chromiumLatency(indexJson: string, queries: string[]): Promise<{loadMs: number; timings: number[]}> {
  const bundle = await build({
    entryPoints: [path.join(__dirname, 'bench-search', 'browser-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
  });
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

async function main(): Promise<void> {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error('bench:search needs the built site: run `npm run build` first.');
    process.exit(1);
  }
  const {baseUrl} = config;
  const ignoredKeywords = siteKeywords(config.themeConfig.metadata);

  const buildStarted = performance.now();
  const documents = [
    ...(await siteDocuments(outDir, baseUrl, ignoredKeywords)),
    ...(await apiOperationDocuments(createApiSpecSource())({siteDir, outDir, baseUrl})),
  ];
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
