/**
 * Mobile Lighthouse performance of the API reference pages, against issue 3's targets (score >= 95,
 * total blocking time < 200 ms). Serves build/ on loopback and drives the system Chromium through
 * chrome-launcher (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded. Run after a build:
 *
 *   npm run lighthouse:api -- [/api/ /api/v2/ ...]
 *
 * With no paths it checks every route of the API registry. Each page is audited LIGHTHOUSE_RUNS times
 * (default 3) and the run with the median score is kept, as Lighthouse's own guidance advises: a single
 * run varies by several points. Exits 1 when a page misses a target.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {launch} from 'chrome-launcher';
import {apiSpecs} from '../src/api-reference/spec/registry';
import {serveBuild} from './lib/serve-build';

const minimumScore = 95;
const maximumBlockingMs = 200;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface Result {
  path: string;
  score: number;
  blockingMs: number;
  lcpMs: number;
  cls: number;
}

async function audit(url: string, port: number): Promise<Omit<Result, 'path'>> {
  // The default config is Lighthouse's mobile one: a Moto G Power screen, 4x CPU slowdown, slow 4G.
  // Imported when it runs: tsx compiles a static import with esbuild's keepNames, and the __name() calls it
  // injects break the functions Lighthouse evaluates in the page ("__name is not defined").
  const {default: lighthouse} = await import('lighthouse');
  const result = await lighthouse(url, {port, onlyCategories: ['performance'], logLevel: 'error', output: 'json'});
  if (result === undefined) {
    throw new Error(`Lighthouse returned nothing for ${url}`);
  }
  const {lhr} = result;
  // LIGHTHOUSE_REPORT_DIR keeps each full report, to see where blocking time goes.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir !== undefined) {
    mkdirSync(reportDir, {recursive: true});
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    blockingMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
  };
}

/** The run with the median score (the lower middle one for an even count). */
function medianRun(results: Omit<Result, 'path'>[]): Omit<Result, 'path'> {
  const sorted = [...results].sort((a, b) => a.score - b.score || b.blockingMs - a.blockingMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : apiSpecs.map((entry) => entry.route);
  const server = await serveBuild('build');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: Result[] = [];
  try {
    for (const pagePath of paths) {
      const pageRuns: Omit<Result, 'path'>[] = [];
      for (let run = 0; run < runs; run += 1) {
        pageRuns.push(await audit(`${server.origin}${pagePath}`, chrome.port));
      }
      results.push({path: pagePath, ...medianRun(pageRuns)});
      console.log(`${pagePath}: scores ${pageRuns.map((run) => run.score).join(', ')}`);
    }
  } finally {
    chrome.kill();
    server.close();
  }
  let failed = false;
  for (const result of results) {
    const ok = result.score >= minimumScore && result.blockingMs < maximumBlockingMs;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${result.path.padEnd(26)} performance ${result.score}  TBT ${result.blockingMs} ms  LCP ${result.lcpMs} ms  CLS ${result.cls}`,
    );
  }
  if (failed) {
    process.exitCode = 1;
  }
}

void main();
