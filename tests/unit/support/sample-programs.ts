/**
 * Builds the samples of the slow toolchains once for many runs, changing only what a reader's setup
 * would (file and package names), never the code of a sample:
 *
 * - Go: one module, each sample a package of its own whose `main` is renamed `Main`, and one program
 *   that runs the sample its argument names. One link instead of one per sample (linking a hundred
 *   `net/http` programs took 55 s of CPU here, one takes 5).
 * - Java: each sample gets a `package` line (its class stays `Sample`), one `javac` compiles them all
 *   with SampleHarness.java, which then runs them in one JVM.
 * - TypeScript: esbuild strips the types of each sample (what tsx does before it runs a file), and node
 *   runs the result.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {transform} from 'esbuild';
import {runToolchain, writeAll, type SourceFile} from './toolchain-checks';

/** A Go or Java package name for a run name (letters, digits and `_`). */
export function packageName(run: string): string {
  return `sample_${run.replace(/\W/g, '_')}`;
}

/** Fails with the toolchain's output when a build did not succeed. */
function expectBuilt(what: string, output: {code: number; stdout: string; stderr: string}): void {
  if (output.code !== 0) {
    throw new Error(`${what} failed:\n${`${output.stdout}\n${output.stderr}`.trim().slice(0, 4000)}`);
  }
}

/** Builds the Go samples (named by run) into one program; `<program> <packageName(run)>` runs one. */
export async function buildGoSamples(dir: string, samples: readonly SourceFile[]): Promise<string> {
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'go.mod'), 'module samples\n\ngo 1.19\n');
  const packages = samples.map((sample) => packageName(sample.name));
  samples.forEach((sample, index) => {
    const text = sample.text
      .replace(/^package main$/m, `package ${packages[index]}`)
      .replace(/^func main\(\) \{$/m, 'func Main() {');
    writeAll(path.join(dir, packages[index]!), [{name: 'main', text}], '.go');
  });
  writeFileSync(
    path.join(dir, 'main.go'),
    `package main

import (
\t"os"
${packages.map((name) => `\t"samples/${name}"`).join('\n')}
)

var samples = map[string]func(){
${packages.map((name) => `\t"${name}": ${name}.Main,`).join('\n')}
}

func main() {
\tsamples[os.Args[1]]()
}
`,
  );
  const program = path.join(dir, 'samples');
  // Offline, and the build cache stays where it is between runs (the standard library compiles once).
  const env = {GOFLAGS: '-mod=mod', GOPROXY: 'off', GOTOOLCHAIN: 'local'};
  expectBuilt('go build', await runToolchain('go', ['build', '-o', program, '.'], dir, env));
  return program;
}

const harness = path.join(import.meta.dirname, 'SampleHarness.java');

/**
 * Compiles the Java samples (named by run) and the harness; returns the arguments of `java` that run
 * them all, in order, in one JVM (for SampleRunner.runMany).
 */
export async function buildJavaSamples(dir: string, samples: readonly SourceFile[]): Promise<string[]> {
  const sources = samples.map((sample) => {
    const name = packageName(sample.name);
    const file = path.join(dir, name, 'Sample.java');
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, `package ${name};\n${sample.text}`);
    return file;
  });
  const classes = path.join(dir, 'classes');
  expectBuilt('javac', await runToolchain('javac', ['-d', classes, '-nowarn', harness, ...sources], dir));
  return [
    '-Djava.security.manager=allow',
    // A short-lived JVM: the quick compiler and one GC thread spend the least CPU.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-cp',
    classes,
    'SampleHarness',
    ...samples.flatMap((sample) => [sample.name, packageName(sample.name)]),
  ];
}

/** Strips the types of each TypeScript sample; returns the path of each one's JavaScript, by run name. */
export async function buildTypeScriptSamples(
  dir: string,
  samples: readonly SourceFile[],
): Promise<ReadonlyMap<string, string>> {
  const built = await Promise.all(
    samples.map(async (sample) => {
      const {code} = await transform(sample.text, {loader: 'ts', format: 'esm', target: 'node20'});
      const file = path.join(dir, packageName(sample.name), 'sample.mjs');
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, code);
      return [sample.name, file] as const;
    }),
  );
  return new Map(built);
}
