/**
 * Syntax checks and compilations of many source files with each language's own toolchain, ONE process
 * per language (a process per file took 33 s for Node alone here): `node` parses each file as an ES
 * module, `go vet` type-checks every program of one module, `javac` compiles every file at once,
 * Ruby compiles each file to bytecode (`ruby -c`), PHP compiles each file without running it
 * (OPcache; `php -l` is one file per process). Each returns the names of the files that failed, with
 * the toolchain's message, so a test can expect exactly its planted failures.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** A file to check: a name (letters, digits, `_`) and its text. */
export interface SourceFile {
  readonly name: string;
  readonly text: string;
}

/** What failed, by file name. */
export type CheckFailures = Record<string, string>;

export interface Output {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a toolchain's command in `cwd`; says how to install the toolchain when it is missing. */
export function runToolchain(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<Output> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {cwd, env: {...process.env, ...env}, maxBuffer: 64 * 1024 * 1024, timeout: 300_000},
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number') {
          reject(
            new Error(
              `${command} could not run (${error.message}). \`npm run test:unit\` installs the toolchains; ` +
                'or see scripts/ensure-apt-package.sh',
            ),
          );
          return;
        }
        resolve({code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr});
      },
    );
  });
}

/** Each `name` that a line of `output` mentions (as the toolchain names files), with those lines. */
function failuresIn(output: string, files: readonly SourceFile[], mention: (name: string) => string): CheckFailures {
  const failures: CheckFailures = {};
  for (const file of files) {
    const lines = output.split('\n').filter((line) => line.includes(mention(file.name)));
    if (lines.length > 0) {
      failures[file.name] = lines.join('\n');
    }
  }
  return failures;
}

/** Writes `files` as `<dir>/<name><suffix>` and returns their paths. */
export function writeAll(dir: string, files: readonly SourceFile[], suffix: string): string[] {
  mkdirSync(dir, {recursive: true});
  return files.map((file) => {
    const target = path.join(dir, `${file.name}${suffix}`);
    writeFileSync(target, file.text);
    return target;
  });
}

/** A run whose exit says failure but whose output names no file: reported under `*`. */
function withUnexplained(output: Output, failures: CheckFailures): CheckFailures {
  return output.code !== 0 && Object.keys(failures).length === 0
    ? {'*': `${output.stdout}\n${output.stderr}`.trim().slice(0, 2000)}
    : failures;
}

const nodeParser = `
const vm = require('node:vm');
const fs = require('node:fs');
for (const file of process.argv.slice(1)) {
  try {
    new vm.SourceTextModule(fs.readFileSync(file, 'utf8'), {identifier: file});
  } catch (error) {
    console.log('FAIL ' + file + ': ' + error.message);
  }
}`;

/** Node parses each file as an ES module (what `node --check sample.mjs` does, in one process). */
export async function checkJavaScript(dir: string, files: readonly SourceFile[]): Promise<CheckFailures> {
  const paths = writeAll(dir, files, '.mjs');
  const output = await runToolchain(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings', '-e', nodeParser, ...paths],
    dir,
  );
  return withUnexplained(
    output,
    failuresIn(output.stdout, files, (name) => `/${name}.mjs:`),
  );
}

/** `go vet ./...` of one module with a `package main` per directory: parses, type-checks and vets all. */
export async function checkGo(dir: string, files: readonly SourceFile[]): Promise<CheckFailures> {
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'go.mod'), 'module samples\n\ngo 1.19\n');
  files.forEach((file) => writeAll(path.join(dir, file.name), [{name: 'main', text: file.text}], '.go'));
  // Offline, and the build cache stays where it is between runs (the standard library compiles once).
  const output = await runToolchain('go', ['vet', './...'], dir, {
    GOFLAGS: '-mod=mod',
    GOPROXY: 'off',
    GOTOOLCHAIN: 'local',
  });
  return withUnexplained(
    output,
    failuresIn(output.stderr, files, (name) => `${name}/main.go`),
  );
}

/**
 * `javac` of every file at once. Each sample is `public class Sample` (what `java Sample.java` runs);
 * here each file and class gets the sample's name, as classes of one compilation must differ.
 */
export async function checkJava(dir: string, files: readonly SourceFile[]): Promise<CheckFailures> {
  const renamed = files.map((file) => ({
    name: file.name,
    text: file.text.replace(/\bpublic class Sample\b/, `public class ${file.name}`),
  }));
  const paths = writeAll(dir, renamed, '.java');
  const output = await runToolchain('javac', ['-d', path.join(dir, 'classes'), '-Xmaxerrs', '1000', ...paths], dir);
  return withUnexplained(
    output,
    failuresIn(output.stderr, files, (name) => `/${name}.java:`),
  );
}

const rubyCompiler = `
ARGV.each do |file|
  RubyVM::InstructionSequence.compile_file(file)
rescue SyntaxError => error
  puts "FAIL #{file}: #{error.message}"
end`;

/** Ruby compiles each file to bytecode without running it (what `ruby -c` does, in one process). */
export async function checkRuby(dir: string, files: readonly SourceFile[]): Promise<CheckFailures> {
  const paths = writeAll(dir, files, '.rb');
  const output = await runToolchain('ruby', ['-W0', '-e', rubyCompiler, ...paths], dir);
  return withUnexplained(
    output,
    failuresIn(`${output.stdout}\n${output.stderr}`, files, (name) => `/${name}.rb`),
  );
}

const phpCompiler = `
foreach (array_slice($argv, 1) as $file) {
    try {
        if (!opcache_compile_file($file)) {
            echo "FAIL $file: not compiled\\n";
        }
    } catch (Throwable $error) {
        echo "FAIL $file: ", $error->getMessage(), "\\n";
    }
}`;

/** PHP compiles each file without running it (what `php -l` does, in one process, with OPcache). */
export async function checkPhp(dir: string, files: readonly SourceFile[]): Promise<CheckFailures> {
  const paths = writeAll(dir, files, '.php');
  const output = await runToolchain('php', ['-d', 'opcache.enable_cli=1', '-r', phpCompiler, ...paths], dir);
  return withUnexplained(
    output,
    failuresIn(`${output.stdout}\n${output.stderr}`, files, (name) => `/${name}.php`),
  );
}
