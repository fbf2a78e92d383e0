/**
 * Measures what the API reference costs a reader: the JavaScript and JSON that a built /api/ page
 * loads beyond what a plain docs page loads, gzip-compressed, against the 100 KB budget of issue 3.
 *
 * It serves build/ on loopback, opens both pages in Chromium, records every script and JSON response
 * until the network is idle (route chunks, data chunks, the live specification fetch), and gzips each
 * file as a server would. The request console is not counted: it must not load until a reader opens
 * one, and the script fails if it does. Run after a build:
 *
 *   npm run measure:api-weight -- [--page /api/] [--baseline /how-meterstone-works/] [--budget-kb 100]
 *
 * Exits 1 when the page is over budget. CHROME_PATH overrides the browser (default /usr/bin/chromium).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {apiSpecs} from '../src/api-reference/spec/registry';
import {fileForPath, serveBuild} from './lib/serve-build';

interface Options {
  page: string;
  baseline: string;
  budgetKb: number;
  buildDir: string;
}

function parseArguments(argv: readonly string[]): Options {
  const options: Options = {page: '/api/', baseline: '/how-meterstone-works/', budgetKb: 100, buildDir: 'build'};
  for (let index = 0; index < argv.length; index += 2) {
    const [flag, value] = [argv[index], argv[index + 1]];
    if (value === undefined) {
      throw new Error(`missing value for ${flag}`);
    }
    if (flag === '--page') options.page = value;
    else if (flag === '--baseline') options.baseline = value;
    else if (flag === '--budget-kb') options.budgetKb = Number(value);
    else if (flag === '--build-dir') options.buildDir = value;
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

interface Load {
  /** URL path → gzip size in bytes, for every script and JSON response of the page. */
  files: Map<string, number>;
}

const gzipSize = (file: string): number => gzipSync(readFileSync(file)).length;

/** A valid specification unlike any build's copy: serving it makes the page load its live-refresh builder. */
const changedSpecification = {openapi: '3.1.0', info: {title: 'Changed specification', version: '0'}, paths: {}};

async function loadPage(origin: string, pagePath: string, buildDir: string, liveSpecChanged = false): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const files = new Map<string, number>();
    if (liveSpecChanged) {
      await page.route(/\/openapi(\.json)?$|\/openapi\/[\w-]+\.json$/, (route) =>
        route.fulfill({contentType: 'application/json', body: JSON.stringify(changedSpecification)}),
      );
    }
    page.on('response', (response) => {
      const url = new URL(response.url());
      const kind = response.request().resourceType();
      if (url.origin !== origin || !['script', 'fetch', 'xhr'].includes(kind) || response.status() !== 200) {
        return;
      }
      const file = fileForPath(buildDir, url.pathname);
      if (file !== undefined) {
        files.set(url.pathname, gzipSize(file));
      }
    });
    await page.goto(`${origin}${pagePath}`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated]', {timeout: 15_000});
    if (liveSpecChanged) {
      await page.waitForSelector('[data-live-status="updated"]', {timeout: 15_000});
    }
    await page.waitForLoadState('networkidle');
    return {files};
  } finally {
    await browser.close();
  }
}

/** The request console's chunk (webpackChunkName in ConsoleSlots): fetched on the first "Try it" only. */
const consoleChunk = /\/api-request-console\.[\w]+\.js$/;

/**
 * A page's operations' view model (builtContent.ts): fetched on a client-side navigation to the page or
 * the first "Try it", never on a first visit, whose operations are the server's HTML.
 */
const contentChunk = (page: string): RegExp => {
  const specId = apiSpecs.find((entry) => entry.route === page)?.id ?? 'none';
  return new RegExp(`/api-reference-content-${specId}-json\\.\\w+\\.js$`);
};

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const total = (sizes: Iterable<number>): number => [...sizes].reduce((sum, size) => sum + size, 0);

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const buildDir = path.resolve(options.buildDir);
  const server = await serveBuild(buildDir);
  const origin = server.origin;
  try {
    const baseline = await loadPage(origin, options.baseline, buildDir);
    const api = await loadPage(origin, options.page, buildDir);
    const extra = [...api.files].filter(([url]) => !baseline.files.has(url));
    const extraBytes = total(extra.map(([, size]) => size));
    console.log(`JS + JSON loaded, gzip:`);
    console.log(
      `  ${options.baseline.padEnd(28)} ${kb(total(baseline.files.values()))} in ${baseline.files.size} files`,
    );
    console.log(`  ${options.page.padEnd(28)} ${kb(total(api.files.values()))} in ${api.files.size} files`);
    console.log(`Loaded by ${options.page} and not by ${options.baseline}:`);
    for (const [url, size] of extra.sort((a, b) => b[1] - a[1])) {
      console.log(`  ${kb(size).padStart(9)}  ${url}`);
    }
    console.log(`  ${kb(extraBytes).padStart(9)}  total beyond a plain docs page (budget ${options.budgetKb} KB)`);
    const changed = await loadPage(origin, options.page, buildDir, true);
    const builder = [...changed.files].filter(([url]) => !api.files.has(url) && url.endsWith('.js'));
    console.log(
      `Not counted: loaded only when the live specification differs from the build: ${kb(total(builder.map(([, size]) => size)))} in ${builder.length} files`,
    );
    const consoleFiles = readdirSync(path.join(buildDir, 'assets', 'js')).filter((name) =>
      consoleChunk.test(`/${name}`),
    );
    const consoleBytes = total(consoleFiles.map((name) => gzipSize(path.join(buildDir, 'assets', 'js', name))));
    console.log(`Not counted: the request console, loaded on the first "Try it": ${kb(consoleBytes)}`);
    const jsDir = path.join(buildDir, 'assets', 'js');
    const contentFiles = readdirSync(jsDir).filter((name) => contentChunk(options.page).test(`/${name}`));
    const contentBytes = total(contentFiles.map((name) => gzipSize(path.join(jsDir, name))));
    console.log(
      `Not counted: the operations' view model, loaded on a client-side navigation to the page or the first "Try it": ${kb(contentBytes)}`,
    );
    const loadedEarly = [...api.files.keys()].filter(
      (url) => consoleChunk.test(url) || contentChunk(options.page).test(url),
    );
    if (loadedEarly.length > 0) {
      console.error(`Loaded on a first visit, before any console was opened: ${loadedEarly.join(', ')}`);
      process.exitCode = 1;
    }
    const htmlFile = fileForPath(buildDir, options.page);
    if (htmlFile !== undefined) {
      console.log(`HTML of ${options.page}: ${kb(gzipSize(htmlFile))} gzip (${kb(statSync(htmlFile).size)} raw)`);
    }
    if (extraBytes > options.budgetKb * 1024) {
      console.error(`Over budget: ${kb(extraBytes)} > ${options.budgetKb} KB`);
      process.exitCode = 1;
    }
  } finally {
    server.close();
  }
}

void main();
