/**
 * Mobile Lighthouse of this site against a stock Docusaurus site holding the same pages (issue 16):
 *
 *   npm run bench:lighthouse -- [--runs 3] [--pages home,quickstart] [--out DIR] [--no-build] [--keep]
 *
 * The stock site is written to /tmp/bench-stock-XXXX from the project's Markdown (components dropped,
 * figures filled in; the data-export page from the project's built HTML) with the plugins and theme the
 * classic preset gives, and built with this project's Docusaurus. Both builds are served the same way,
 * gzip, from one loopback server each; Lighthouse (default config: mobile, simulated throttling) audits
 * the pairs interleaved, stock then project, `--runs` times each, in one Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Prints the medians of each side and project/stock ratios. `--no-build` reuses
 * build/ when it exists; `--out` keeps every Lighthouse report; `--keep` keeps the stock site's folder.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launch, type LaunchedChrome} from 'chrome-launcher';
import {substituteFigures} from '../src/example/figures';
import {formatNumber, formatRatio, formatTable, median, ratio} from './lib/bench-stats';
import {serveBuild, type BuildServer} from './lib/serve-build';
import {htmlToStockMarkdown, mdxToStockMarkdown} from './lib/stock-markdown';

const root = path.resolve(__dirname, '..');

interface Pair {
  name: string;
  projectPath: string;
  stockPath: string;
}

const pairs: Pair[] = [
  {name: 'home', projectPath: '/', stockPath: '/'},
  {name: 'quickstart', projectPath: '/launch-guides/quickstart/', stockPath: '/launch-guides/quickstart/'},
  {
    name: 'webhooks',
    projectPath: '/developer-resources/use-api/webhooks/',
    stockPath: '/developer-resources/use-api/webhooks/',
  },
  {
    name: 'data-export',
    projectPath: '/developer-resources/data-export/snowflake/',
    stockPath: '/developer-resources/data-export/snowflake/',
  },
  // The API reference has no stock counterpart; the stock quickstart is a long docs page with code.
  {name: 'api', projectPath: '/api/', stockPath: '/launch-guides/quickstart/'},
];

/** The stock site's docs: the file under its docs/ and where its text comes from. */
const stockDocs: {file: string; from: {mdx: string} | {builtHtml: string}}[] = [
  {file: 'home-page.mdx', from: {mdx: 'docs/home-page.mdx'}},
  {file: 'launch-guides/quickstart.mdx', from: {mdx: 'docs/launch-guides/quickstart.mdx'}},
  {file: 'developer-resources/use-api/webhooks.mdx', from: {mdx: 'docs/developer-resources/use-api/webhooks.mdx'}},
  {
    file: 'developer-resources/data-export/snowflake.mdx',
    from: {builtHtml: 'build/developer-resources/data-export/snowflake/index.html'},
  },
];

// Stock: the plugins and theme of @docusaurus/preset-classic (less the blog), no `future` flags.
const stockConfig = `// Written by scripts/bench-lighthouse.ts: a stock Docusaurus site with the project's pages.
module.exports = {
  title: 'Meterstone Docs',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  trailingSlash: true,
  // Links to project pages that this copy does not hold must not fail its build.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  markdown: {hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'}},
  plugins: [
    ['@docusaurus/plugin-content-docs', {path: 'docs', routeBasePath: '/'}],
    '@docusaurus/plugin-content-pages',
    '@docusaurus/plugin-sitemap',
  ],
  themes: ['@docusaurus/theme-classic'],
  themeConfig: {navbar: {title: 'Meterstone Docs'}},
};
`;

/** Lighthouse's main-thread groups (audit `mainthread-work-breakdown`), with its labels. */
const mainThreadGroups: [group: string, label: string][] = [
  ['scriptEvaluation', 'script evaluation'],
  ['styleLayout', 'style & layout'],
  ['paintCompositeRender', 'rendering'],
  ['scriptParseCompile', 'script parse & compile'],
  ['parseHTML', 'parse HTML & CSS'],
  ['garbageCollection', 'garbage collection'],
  ['other', 'other'],
];

interface Sample {
  score: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
  mainThread: Record<string, number>;
}

type Side = 'project' | 'stock';

function fail(message: string): never {
  throw new Error(message);
}

function run(command: string, args: string[], cwd: string): void {
  console.log(`$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, {cwd, stdio: 'inherit', env: process.env});
  if (result.error !== undefined || result.status !== 0) {
    fail(`${command} ${args.join(' ')} failed in ${cwd} (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

/** Writes the stock site into a new temp folder and builds it; returns the folder. */
function buildStockSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-stock-'));
  console.log(`Stock site: ${dir}`);
  writeFileSync(path.join(dir, 'docusaurus.config.js'), stockConfig);
  writeFileSync(path.join(dir, 'package.json'), '{"name": "bench-stock", "private": true}\n');
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const doc of stockDocs) {
    const target = path.join(dir, 'docs', doc.file);
    mkdirSync(path.dirname(target), {recursive: true});
    const markdown =
      'mdx' in doc.from
        ? mdxToStockMarkdown(readFileSync(path.join(root, doc.from.mdx), 'utf8'), (text) => substituteFigures(text))
        : htmlToStockMarkdown(readFileSync(path.join(root, doc.from.builtHtml), 'utf8'));
    writeFileSync(target, markdown);
  }
  run(path.join(root, 'node_modules/.bin/docusaurus'), ['build'], dir);
  return dir;
}

async function audit(url: string, port: number, reportFile: string | undefined): Promise<Sample> {
  // Imported at run time: tsx compiles a static import of this ESM package to CommonJS with esbuild's
  // keepNames, whose `__name(...)` calls then break the functions Lighthouse runs inside the page.
  const {default: lighthouse} = await import('lighthouse');
  // The default config is Lighthouse's mobile one: a Moto G Power screen, 4x CPU slowdown, slow 4G.
  const result = await lighthouse(url, {port, onlyCategories: ['performance'], logLevel: 'error', output: 'json'});
  if (result === undefined) {
    fail(`Lighthouse returned nothing for ${url}`);
  }
  const {lhr} = result;
  if (lhr.runtimeError !== undefined) {
    fail(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (reportFile !== undefined) {
    writeFileSync(reportFile, JSON.stringify(lhr, null, 1));
  }
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details as
    {items?: {group: string; duration: number}[]} | undefined;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
    mainThread: Object.fromEntries((breakdown?.items ?? []).map((item) => [item.group, item.duration])),
  };
}

function report(selected: Pair[], samples: Map<string, Sample[]>): string {
  const rows: string[][] = [['median of the runs', 'project', 'stock', 'project/stock']];
  for (const pair of selected) {
    const project = samples.get(`${pair.name}:project`) ?? [];
    const stock = samples.get(`${pair.name}:stock`) ?? [];
    const row = (label: string, pick: (sample: Sample) => number, digits = 0) => {
      const [p, s] = [median(project.map(pick)), median(stock.map(pick))];
      rows.push([label, formatNumber(p, digits), formatNumber(s, digits), formatRatio(ratio(p, s))]);
    };
    rows.push([pair.name, '', '', '']);
    row('  performance score', (sample) => sample.score);
    row('  LCP (ms)', (sample) => sample.lcpMs);
    row('  TBT (ms)', (sample) => sample.tbtMs);
    row('  transfer (KB)', (sample) => sample.bytes / 1024, 1);
    row('  main thread (ms)', (sample) =>
      Object.values(sample.mainThread).reduce((sum, duration) => sum + duration, 0),
    );
    for (const [group, label] of mainThreadGroups) {
      row(`    ${label}`, (sample) => sample.mainThread[group] ?? 0);
    }
  }
  const legend = selected.map((pair) => `${pair.name}: ${pair.projectPath} vs stock ${pair.stockPath}`);
  return `${legend.join('\n')}\n\n${formatTable(rows)}`;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      pages: {type: 'string'},
      out: {type: 'string'},
      'no-build': {type: 'boolean', default: false},
      keep: {type: 'boolean', default: false},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    fail(`--runs must be a whole number of 1 or more, not "${values.runs}"`);
  }
  const names = values.pages?.split(',').map((name) => name.trim()) ?? pairs.map((pair) => pair.name);
  const unknown = names.filter((name) => !pairs.some((pair) => pair.name === name));
  if (unknown.length > 0) {
    fail(`unknown --pages ${unknown.join(', ')}; known: ${pairs.map((pair) => pair.name).join(', ')}`);
  }
  const selected = pairs.filter((pair) => names.includes(pair.name));
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    fail(`Chromium not found at ${chromePath}: run apt-get install -y chromium, or set CHROME_PATH`);
  }
  const outDir = values.out === undefined ? undefined : path.resolve(values.out);
  if (outDir !== undefined) {
    mkdirSync(outDir, {recursive: true});
  }

  const started = Date.now();
  if (!values['no-build'] || !existsSync(path.join(root, 'build/index.html'))) {
    run('npm', ['run', 'build'], root);
  }
  const servers: BuildServer[] = [];
  let chrome: LaunchedChrome | undefined;
  let stockDir: string | undefined;
  try {
    // The data-export copy reads the project's built page, so the stock site is written after the build.
    stockDir = buildStockSite();
    const origins = {} as Record<Side, string>;
    for (const [side, dir] of [
      ['project', path.join(root, 'build')],
      ['stock', path.join(stockDir, 'build')],
    ] as const) {
      const server = await serveBuild(dir);
      servers.push(server);
      origins[side] = server.origin;
    }
    chrome = await launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const samples = new Map<string, Sample[]>();
    for (let index = 1; index <= runs; index += 1) {
      for (const pair of selected) {
        for (const side of ['stock', 'project'] as const) {
          const pagePath = side === 'stock' ? pair.stockPath : pair.projectPath;
          const reportFile = outDir && path.join(outDir, `${pair.name}-${side}-run${index}.json`);
          const sample = await audit(`${origins[side]}${pagePath}`, chrome.port, reportFile);
          const key = `${pair.name}:${side}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          console.log(
            `run ${index}/${runs} ${pair.name.padEnd(11)} ${side.padEnd(7)} score ${formatNumber(sample.score)}` +
              `  LCP ${formatNumber(sample.lcpMs)} ms  TBT ${formatNumber(sample.tbtMs)} ms` +
              `  ${formatNumber(sample.bytes / 1024, 1)} KB`,
          );
        }
      }
    }
    console.log(`\nMobile Lighthouse ${runs} run(s) per side, interleaved; medians:\n`);
    console.log(report(selected, samples));
    console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all${outDir ? `; reports in ${outDir}` : ''}`);
  } finally {
    chrome?.kill();
    for (const server of servers) {
      server.close();
    }
    if (stockDir !== undefined && !values.keep) {
      rmSync(stockDir, {recursive: true, force: true});
    }
  }
}

main().catch((error: unknown) => {
  console.error(`bench:lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
