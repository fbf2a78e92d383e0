/**
 * The reference's generated samples run as pasted, in order (create, read, list through every page), in
 * curl (POSIX `sh`), Python, TypeScript, JavaScript (node), Go (`go run`), Java (`java Sample.java`), Ruby
 * and PHP, against Prism mocks of the v1 and delta-stream
 * specifications. Prism answers from the specifications' examples and rejects a request whose body,
 * parameters or token the specification does not allow; the proxy in front pages like the API (see
 * sample-runs.ts). A run fails when it hangs, sends a literal placeholder or no token, or writes without
 * an Idempotency-Key; planted samples prove each of those is caught.
 */
import {mkdirSync, writeFileSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {ChildProcess} from 'node:child_process';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';
import type {CodeSamples, OperationView} from '../../../src/api-reference/view-model/types';
import {freePort, spawnPrism, waitForMock} from '../support/prism-mock';
import {runProblems, SampleRunner, type SampleRun} from '../support/sample-runs';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const sandbox = 'https://sandbox.api.meterstone.com';
const specs = await loadApiSpecs(siteDir);

function operation(specId: string, operationId: string): OperationView {
  const spec = specs.find((entry) => entry.entry.id === specId)!;
  const content = buildPageContent(spec.bundled, {specId, fallbackTitle: spec.entry.label});
  const found = content.tags.flatMap((tag) => tag.operations).find((op) => op.operationId === operationId);
  if (found === undefined) {
    throw new Error(`no operation ${operationId} in ${specId}`);
  }
  return found;
}

/** The journey, in order, and the requests each sample sends (a list sample in curl reads one page). */
const journey = [
  {name: 'createCustomer', samples: operation('v1', 'createCustomer').codeSamples, pages: 1},
  {name: 'getCustomer', samples: operation('v1', 'getCustomer').codeSamples, pages: 1},
  {name: 'listCustomers', samples: operation('v1', 'listCustomers').codeSamples, pages: 2},
  {name: 'listDeltaStreamChanges', samples: operation('delta-stream', 'listDeltaStreamChanges').codeSamples, pages: 2},
];

const tempDir = mkdtempSync(path.join(tmpdir(), 'samples-run-'));
const mocks: ChildProcess[] = [];
let runner: SampleRunner;

/** Runs one sample of `language`, its API host pointed at the proxy under `name`. */
function runSample(name: string, language: keyof CodeSamples, sample: string): Promise<SampleRun> {
  const text = sample.replaceAll(sandbox, `${runner.origin}/${name}`);
  switch (language) {
    case 'curl':
      // sh, not bash: the samples must run in any POSIX shell.
      return runner.run(name, 'sh', ['-s'], text);
    case 'python':
      return runner.run(name, 'python3', ['-'], text);
    case 'typescript':
      return runner.run(name, path.join(siteDir, 'node_modules/.bin/tsx'), [sampleFile(name, 'sample.mts', text)], '');
    case 'javascript':
      // As the sample's first line says: saved as sample.mjs, run with node.
      return runner.run(name, process.execPath, [sampleFile(name, 'sample.mjs', text)], '');
    case 'go':
      return runner.run(name, 'go', ['run', sampleFile(name, 'main.go', text)], '', 120_000);
    case 'java':
      // A single-file program: `java Sample.java` compiles and runs it.
      return runner.run(name, 'java', [sampleFile(name, 'Sample.java', text)], '', 120_000);
    case 'ruby':
      return runner.run(name, 'ruby', ['-'], text);
    case 'php':
      return runner.run(name, 'php', [], text);
  }
}

/** Saves a sample as a reader would, in a folder of its own, and returns the file's path. */
function sampleFile(name: string, fileName: string, text: string): string {
  const dir = path.join(tempDir, name);
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, fileName);
  writeFileSync(file, text);
  return file;
}

beforeAll(async () => {
  const [v1Port, deltaPort] = [await freePort(), await freePort()];
  mocks.push(spawnPrism('api/specs/v1.yaml', v1Port), spawnPrism('api/specs/delta-stream.yaml', deltaPort));
  runner = new SampleRunner([
    {prefix: '/v1/delta-stream/', port: deltaPort},
    {prefix: '/', port: v1Port},
  ]);
  await runner.start();
  await Promise.all([
    waitForMock(`http://127.0.0.1:${v1Port}/v1/customers`, 50_000),
    waitForMock(`http://127.0.0.1:${deltaPort}/v1/delta-stream/changes`, 50_000),
  ]);
}, 60_000);

afterAll(async () => {
  mocks.forEach((mock) => mock.kill());
  await runner.stop();
  rmSync(tempDir, {recursive: true, force: true});
});

// Prism validates every request against the large v1 specification: seconds each on a busy machine.
describe.concurrent('generated samples against the mock API', {timeout: 240_000}, () => {
  const languages = ['curl', 'python', 'typescript', 'javascript', 'go', 'java', 'ruby', 'php'] as const;
  for (const language of languages) {
    it(`run in ${language}, in order, and each ends`, async () => {
      const problems: string[] = [];
      for (const step of journey) {
        const run = await runSample(`${language}-${step.name}`, language, step.samples[language]);
        const requests = language === 'curl' ? 1 : step.pages;
        problems.push(...runProblems(run, {requests}).map((problem) => `${step.name}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }

  it('catch a sample that hangs, one that sends a placeholder, and a write without a key', async () => {
    const deltaUrl = `${sandbox}/v1/delta-stream/changes`;
    // The delta stream's old loop: its cursor is never null, so it never ends.
    const hangs = await runSample(
      'planted-hang',
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
      'planted-placeholder',
      'curl',
      `curl ${sandbox}/v1/customers --header 'Authorization: Bearer <API_TOKEN>'\n`,
    );
    expect(runProblems(placeholder, {requests: 1})).toEqual(['GET /v1/customers: sends a literal placeholder']);

    // uuidgen missing: the substitution is empty, curl drops the empty header, and the write goes out.
    const create = journey[0]!.samples.curl;
    const withoutKey = await runSample(
      'planted-no-key',
      'curl',
      create
        .replace(/^IDEMPOTENCY_KEY=.*\n/, '')
        .replace(/"Idempotency-Key: [^"]*"/, '"Idempotency-Key: $(uuidgen-not-installed)"'),
    );
    expect(runProblems(withoutKey, {requests: 1})).toEqual(['POST /v1/customers: a write without an Idempotency-Key']);
  });

  it('catch the same three in the new languages: a Ruby loop to a null cursor, a PHP placeholder, a keyless Go write', async () => {
    const feed = journey[3]!.samples.ruby;
    const rubyHangs = await runSample(
      'planted-ruby-hang',
      'ruby',
      feed.replace(
        / {2}cursor = page\['next_page'\]\n {2}break if .*\n/,
        "  break if page['next_page'].nil?\n  cursor = page['next_page']\n",
      ),
    );
    expect(runProblems(rubyHangs, {requests: 2})).toEqual([expect.stringMatching(/^hangs: more than \d+ requests/)]);

    const phpPlaceholder = await runSample(
      'planted-php-placeholder',
      'php',
      journey[1]!.samples.php.replace("'Authorization: Bearer ' . $token", "'Authorization: Bearer <API_TOKEN>'"),
    );
    expect(runProblems(phpPlaceholder, {requests: 1})).toEqual([
      expect.stringMatching(/^GET \/v1\/customers\/\S+: sends a literal placeholder$/),
    ]);

    // A careless edit that sends an empty key (Go sends the empty header; the API sees no key).
    const goWithoutKey = await runSample(
      'planted-go-no-key',
      'go',
      journey[0]!.samples.go.replace('hex.EncodeToString(key)', 'hex.EncodeToString(key[:0])'),
    );
    expect(runProblems(goWithoutKey, {requests: 1})).toEqual([
      'POST /v1/customers: a write without an Idempotency-Key',
    ]);
  });
});
