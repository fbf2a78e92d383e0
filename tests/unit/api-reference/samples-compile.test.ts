/**
 * Every request sample of every operation, in every language with a compiler or parser of its own,
 * passes its toolchain: Node parses the JavaScript as an ES module, `go vet` type-checks the Go, `javac`
 * compiles the Java, Ruby and PHP compile theirs without running them. One process per language (see
 * toolchain-checks); a planted sample with a typical generator bug shares each batch and must be the
 * one failure. (The TypeScript samples are parsed in samples-as-pasted; curl and Python run in
 * samples-run.) `npm run test:unit` installs missing toolchains (scripts/ensure-apt-package.sh).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';
import type {CodeSamples} from '../../../src/api-reference/view-model/types';
import {
  checkGo,
  checkJava,
  checkJavaScript,
  checkPhp,
  checkRuby,
  type CheckFailures,
  type SourceFile,
} from '../support/toolchain-checks';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const specs = await loadApiSpecs(siteDir);
const operations = specs.flatMap((spec) =>
  buildPageContent(spec.bundled, {specId: spec.entry.id, fallbackTitle: spec.entry.label}).tags.flatMap((tag) =>
    tag.operations.map((operation) => ({
      // A Java class name and a Go directory: letters, digits and `_` only.
      name: `${spec.entry.id}_${operation.anchor}`.replace(/\W/g, '_'),
      samples: operation.codeSamples,
    })),
  ),
);

const tempDir = mkdtempSync(path.join(tmpdir(), 'samples-compile-'));
afterAll(() => rmSync(tempDir, {recursive: true, force: true}));

type Checked = 'javascript' | 'go' | 'java' | 'ruby' | 'php';

/** Each language's check, and a sample with a bug a generator makes (unescaped quote, unused import...). */
const toolchains: Record<
  Checked,
  {check: (dir: string, files: SourceFile[]) => Promise<CheckFailures>; planted: string}
> = {
  javascript: {check: checkJavaScript, planted: "const memo = 'January's seats';\nconsole.log(await memo);\n"},
  go: {
    check: checkGo,
    planted: 'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tfmt.Println("no token")\n}\n',
  },
  java: {
    check: checkJava,
    planted:
      'public class Sample {\n    public static void main(String[] args) {\n        HttpClient.newHttpClient();\n    }\n}\n',
  },
  ruby: {check: checkRuby, planted: "request['Authorization'] = 'Bearer #{token}\n"},
  php: {
    check: checkPhp,
    planted: "<?php\n$ch = curl_init('https://sandbox.api.meterstone.com/v1/customers')\ncurl_exec($ch);\n",
  },
};

describe.concurrent('reference samples, each through its toolchain', {timeout: 300_000}, () => {
  it('cover every operation of every specification', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  for (const [language, {check, planted}] of Object.entries(toolchains) as [Checked, (typeof toolchains)[Checked]][]) {
    it(`${language}: every sample passes, and a planted bug fails`, async () => {
      const files = [
        ...operations.map(({name, samples}) => ({name, text: samples[language satisfies keyof CodeSamples]})),
        {name: 'planted_bug', text: planted},
      ];
      const failures = await check(path.join(tempDir, language), files);
      expect(Object.keys(failures), JSON.stringify(failures, null, 2).slice(0, 4000)).toEqual(['planted_bug']);
    });
  }
});
