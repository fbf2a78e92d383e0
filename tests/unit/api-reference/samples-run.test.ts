/**
 * Every operation's generated samples, of every specification, run as pasted in curl (POSIX `sh`),
 * Python, TypeScript, JavaScript (node), Go, Java, Ruby and PHP against Prism mocks of the
 * specifications, in journey order (sample-journey: creates, reads with lists through every page,
 * changes, deletes last). Prism answers from the specifications' examples and rejects a request whose
 * body, parameters or token the specification does not allow; the proxy in front pages like the API (see
 * sample-runs.ts). A run fails when it hangs, needs a tool the README does not install (runs see only
 * sample-tools' commands on their PATH; Python samples may import only the standard library and
 * `requests`), sends a literal placeholder or no token, or writes without an Idempotency-Key; planted
 * samples prove each of those is caught. Go, Java and TypeScript are built
 * once for all their samples (sample-programs); the other languages run a process per sample.
 */
import {mkdirSync, writeFileSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {execFileSync, type ChildProcess} from 'node:child_process';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import type {CodeSamples} from '../../../src/api-reference/view-model/types';
import {freePort, spawnPrism, waitForMock} from '../support/prism-mock';
import {journeyOf, type JourneyStep} from '../support/sample-journey';
import {buildGoSamples, buildJavaSamples, buildTypeScriptSamples, packageName} from '../support/sample-programs';
import {runName, runProblems, SampleRunner, type SampleRun} from '../support/sample-runs';
import {samplePath, undeclaredPythonImports} from '../support/sample-tools';
import type {SourceFile} from '../support/toolchain-checks';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const sandbox = 'https://sandbox.api.meterstone.com';
const specs = await loadApiSpecs(siteDir);

/** Every operation of every specification, in the order an integrator runs them. */
const journey = journeyOf(specs);

function step(specId: string, operationId: string): JourneyStep {
  const found = journey.find((entry) => entry.specId === specId && entry.operationId === operationId);
  if (found === undefined) {
    throw new Error(`no operation ${operationId} in ${specId}`);
  }
  return found;
}

/** The interpreter `python3` starts: resolved once, as a version manager's shim costs 0.1 s of CPU a run. */
const pythonPath = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {encoding: 'utf8'}).trim();

const tempDir = mkdtempSync(path.join(tmpdir(), 'samples-run-'));
const mocks: ChildProcess[] = [];
let runner: SampleRunner;

type Language = keyof CodeSamples;

/** The sample as the run sends it: its API host is the proxy, under the run's name. */
function pointedAtMock(name: string, sample: string): string {
  return sample.replaceAll(sandbox, `${runner.origin}/${name}`);
}

/** Runs one sample of `language` under the run name `name` (languages run by a process per sample). */
function runSample(name: string, language: Exclude<Language, 'go' | 'java' | 'typescript'>, sample: string) {
  const text = pointedAtMock(name, sample);
  switch (language) {
    case 'curl':
      // sh, not bash: the samples must run in any POSIX shell.
      return runner.run(name, 'sh', ['-s'], text);
    case 'python':
      return runner.run(name, pythonPath, ['-'], text);
    case 'javascript':
      // As the sample's first line says: saved as sample.mjs, run with node.
      return runner.run(name, process.execPath, [sampleFile(name, 'sample.mjs', text)], '');
    case 'ruby':
      return runner.run(name, 'ruby', ['-'], text);
    case 'php':
      return runner.run(name, 'php', [], text);
  }
}

/** Saves a sample as a reader would, in a folder of its own, and returns the file's path. */
function sampleFile(name: string, fileName: string, text: string): string {
  const dir = path.join(tempDir, packageName(name));
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, fileName);
  writeFileSync(file, text);
  return file;
}

/**
 * Runs the samples `samples` (named by run) of `language` in order, building them in `tempDir/folder`.
 * Go, Java and TypeScript build them all first, in one pass of their toolchain (see sample-programs).
 */
async function runAll(
  language: Language,
  samples: readonly SourceFile[],
  folder: string = language,
): Promise<Map<string, SampleRun>> {
  const runs = new Map<string, SampleRun>();
  const dir = path.join(tempDir, folder);
  const files = samples.map((sample) => ({name: sample.name, text: pointedAtMock(sample.name, sample.text)}));
  switch (language) {
    case 'java':
      return runner.runMany(
        files.map((file) => file.name),
        'java',
        await buildJavaSamples(dir, files),
        480_000,
      );
    case 'go': {
      const program = await buildGoSamples(dir, files);
      for (const file of files) {
        runs.set(file.name, await runner.run(file.name, program, [packageName(file.name)], ''));
      }
      return runs;
    }
    case 'typescript': {
      const built = await buildTypeScriptSamples(dir, files);
      for (const file of files) {
        runs.set(file.name, await runner.run(file.name, process.execPath, [built.get(file.name)!], ''));
      }
      return runs;
    }
    default:
      for (const file of files) {
        runs.set(file.name, await runSample(file.name, language, file.text));
      }
      return runs;
  }
}

beforeAll(async () => {
  const specIds = [...new Set(journey.map((entry) => entry.specId))];
  const ports = new Map<string, number>();
  for (const specId of specIds) {
    const port = await freePort();
    ports.set(specId, port);
    mocks.push(spawnPrism(specs.find((spec) => spec.entry.id === specId)!.entry.source, port));
  }
  runner = new SampleRunner(ports, samplePath(path.join(tempDir, 'bin')));
  await runner.start();
  await Promise.all([...ports.values()].map((port) => waitForMock(`http://127.0.0.1:${port}/`, 80_000)));
}, 90_000);

afterAll(async () => {
  mocks.forEach((mock) => mock.kill());
  await runner.stop();
  rmSync(tempDir, {recursive: true, force: true});
});

// Prism validates every request against the large v1 specification: the mocks set the pace. The slow
// toolchains first, so that their builds overlap the other languages' runs.
describe.concurrent('generated samples against the mock API', {timeout: 600_000}, () => {
  it('cover every operation of every specification', () => {
    expect(journey.length).toBeGreaterThan(90);
    expect(new Set(journey.map((entry) => entry.specId)).size).toBe(specs.length);
    // A resource's journey: create, read (lists through every page), change, then archive or remove.
    const customers = journey.slice(journey.indexOf(step('v1', 'createCustomer')));
    expect(customers.slice(0, 6).map((entry) => `${entry.operationId} ${entry.pages}`)).toEqual([
      'createCustomer 1',
      'createDashboardUrl 1',
      'addIngestAlias 1',
      'listCustomers 2',
      'getCustomer 1',
      'getCustomerControls 1',
    ]);
    expect(customers.slice(8, 10).map((entry) => entry.operationId)).toEqual(['archiveCustomer', 'removeIngestAlias']);
  });

  /**
   * A planted sample built and run in the same batch as a language's real ones (no second build): a Go
   * write with an empty key (Go sends the empty header; the API sees no key), and a Java feed loop
   * that waits for a null cursor (the delta stream's old bug), which only the proxy's 503 ends.
   */
  const planted: Partial<Record<Language, {step: JourneyStep; edit: [string, string]; problem: RegExp}>> = {
    go: {
      step: step('v1', 'createCustomer'),
      edit: ['hex.EncodeToString(key)', 'hex.EncodeToString(key[:0])'],
      problem: /^POST \/v1\/customers: a write without an Idempotency-Key$/,
    },
    java: {
      step: step('delta-stream', 'listDeltaStreamChanges'),
      edit: ['if (noItems.matcher(response.body()).find()) {', 'if (cursor == null) {'],
      problem: /^hangs: more than \d+ requests/,
    },
  };

  const languages = ['java', 'go', 'typescript', 'python', 'javascript', 'ruby', 'php', 'curl'] as const;
  for (const language of languages) {
    const plant = planted[language];
    it(`run in ${language}, in order, and each ends${plant ? '; a planted bug fails' : ''}`, async () => {
      const files = journey.map((entry) => ({
        name: runName(entry.specId, entry.operationId, language),
        text: entry.samples[language],
      }));
      const plantedName = runName(plant?.step.specId ?? '', 'planted', language);
      const plantedText = plant?.step.samples[language].replace(...plant.edit);
      const runs = await runAll(language, [
        ...files,
        ...(plantedText === undefined ? [] : [{name: plantedName, text: plantedText}]),
      ]);
      const problems = journey.flatMap((entry, index) =>
        runProblems(runs.get(files[index]!.name)!, {requests: language === 'curl' ? 1 : entry.pages}).map(
          (problem) => `${entry.specId} ${entry.operationId}: ${problem}`,
        ),
      );
      expect(problems).toEqual([]);
      if (plant !== undefined) {
        expect(plantedText).not.toBe(plant.step.samples[language]);
        expect(runProblems(runs.get(plantedName)!, {requests: plant.step.pages})).toEqual([
          expect.stringMatching(plant.problem),
        ]);
      }
    });
  }

  it('catch a sample that hangs, one that sends a placeholder, and a write without a key', async () => {
    const deltaUrl = `${sandbox}/v1/delta-stream/changes`;
    // The delta stream's old loop: its cursor is never null, so it never ends.
    const hangs = await runSample(
      runName('delta-stream', 'planted-hang'),
      'python',
      [
        'import os',
        'import requests',
        'params = {}',
        'while True:',
        `    page = requests.get("${deltaUrl}", params=params,`,
        `        headers={"Authorization": f"Bearer {os.environ['METERSTONE_API_TOKEN']}"}).json()`,
        '    if page["next_page"] is None:',
        '        break',
        '    params["next_page"] = page["next_page"]',
      ].join('\n'),
    );
    expect(runProblems(hangs, {requests: 2})).toEqual([expect.stringMatching(/^hangs: more than \d+ requests/)]);

    const placeholder = await runSample(
      runName('v1', 'planted-placeholder'),
      'curl',
      `curl ${sandbox}/v1/customers --header 'Authorization: Bearer <API_TOKEN>'\n`,
    );
    expect(runProblems(placeholder, {requests: 1})).toEqual(['GET /v1/customers: sends a literal placeholder']);

    // uuidgen missing (stock Debian): the substitution is empty, curl drops the empty header, and the
    // write goes out without a key.
    const create = step('v1', 'createCustomer').samples.curl;
    const withoutKey = await runSample(
      runName('v1', 'planted-no-key'),
      'curl',
      create.replace(/^IDEMPOTENCY_KEY=.*\n/, '').replace(/"Idempotency-Key: [^"]*"/, '"Idempotency-Key: $(uuidgen)"'),
    );
    expect(runProblems(withoutKey, {requests: 1})).toEqual([
      'needs uuidgen, which the README does not install',
      'POST /v1/customers: a write without an Idempotency-Key',
    ]);
  });

  it('catch a sample that needs a tool the README does not install, even where the machine has it', async () => {
    // jq is on this machine; the runs' PATH has only what the README installs.
    const read = step('v1', 'getCustomer').samples.curl;
    const withJq = await runSample(runName('v1', 'planted-jq'), 'curl', `${read.trimEnd()} | jq -r .id\n`);
    expect(runProblems(withJq, {requests: 1})).toEqual(['needs jq, which the README does not install']);

    const python = journey.map((entry) => ({
      name: runName(entry.specId, entry.operationId),
      text: entry.samples.python,
    }));
    const plantedPython = {
      name: 'planted-httpx',
      text: step('v1', 'getCustomer').samples.python.replace('import requests', 'import httpx as requests'),
    };
    expect(undeclaredPythonImports(pythonPath, [...python, plantedPython])).toEqual({'planted-httpx': ['httpx']});
  });

  it('catch the same in the new languages: a Ruby loop to a null cursor, a PHP placeholder (Go and Java: above)', async () => {
    const feed = step('delta-stream', 'listDeltaStreamChanges').samples.ruby;
    const rubyHangs = await runSample(
      runName('delta-stream', 'planted-ruby-hang'),
      'ruby',
      feed.replace(
        / {2}cursor = page\['next_page'\]\n {2}break if .*\n/,
        "  break if page['next_page'].nil?\n  cursor = page['next_page']\n",
      ),
    );
    expect(runProblems(rubyHangs, {requests: 2})).toEqual([expect.stringMatching(/^hangs: more than \d+ requests/)]);

    const phpPlaceholder = await runSample(
      runName('v1', 'planted-php-placeholder'),
      'php',
      step('v1', 'getCustomer').samples.php.replace(
        "'Authorization: Bearer ' . $token",
        "'Authorization: Bearer <API_TOKEN>'",
      ),
    );
    expect(runProblems(phpPlaceholder, {requests: 1})).toEqual([
      expect.stringMatching(/^GET \/v1\/customers\/\S+: sends a literal placeholder$/),
    ]);
  });
});
