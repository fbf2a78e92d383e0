/**
 * What a reader needs to run the API reference's samples as pasted, and nothing more: the commands
 * and the libraries beyond each language's standard library that the README names and the test
 * command installs (`npm test` installs each with `apt-get` when it is missing; see
 * scripts/ensure-sample-tools.sh). The sample runs see only these commands on their PATH, and the Python samples may
 * import only the standard library and these libraries, so a sample that needs anything else (jq,
 * uuidgen, httpx) fails its run with the tool it needed, even on a machine that happens to have it.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, symlinkSync} from 'node:fs';
import path from 'node:path';

/**
 * The commands the runs find on their PATH: the shell samples' `sh`, `curl`, `od` and `tr` (a key from
 * /dev/urandom, portable where `uuidgen` is missing) and the interpreters of Ruby, PHP and Java. Python
 * and Node runs start their interpreter by its path (the one running the tests), so need no entry.
 */
export const sampleCommands = ['sh', 'curl', 'od', 'tr', 'ruby', 'php', 'java'] as const;

/** The Python samples' one library beyond the standard library (Debian: `python3-requests`). */
export const pythonLibraries = ['requests'] as const;

/**
 * Makes `dir` a PATH of exactly {@link sampleCommands}, each a link to the machine's own, and returns
 * it. A command the machine lacks stops the run with what to install.
 */
export function samplePath(dir: string): string {
  mkdirSync(dir, {recursive: true});
  for (const command of sampleCommands) {
    const found = execFileSync('sh', ['-c', `command -v ${command} || true`], {encoding: 'utf8'}).trim();
    if (!found.startsWith('/')) {
      throw new Error(`${command} is missing: the README's test command installs it (npm test)`);
    }
    symlinkSync(found, path.join(dir, command));
  }
  return dir;
}

/** A message of a shell, Python, Ruby or Node that a command or library is missing. */
const missingTool = [
  /^(?:sh|bash|dash)?[^:\n]*?:(?: line)? ?\d*:? ?([\w.+-]+): (?:command )?not found$/m,
  /^ModuleNotFoundError: No module named '([\w.]+)'/m,
  /cannot load such file -- ([\w/.-]+)/,
  /Cannot find (?:package|module) '([^']+)'/,
];

/** The command or library a run's standard error says is missing, if it says so. */
export function missingToolOf(stderr: string): string | undefined {
  for (const pattern of missingTool) {
    const found = pattern.exec(stderr)?.[1];
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}

/**
 * The modules each Python sample imports beyond the standard library and {@link pythonLibraries}, by
 * sample name (only the samples with any); parsed by Python's own `ast`, in one process for all.
 */
export function undeclaredPythonImports(
  python: string,
  samples: readonly {name: string; text: string}[],
): Record<string, string[]> {
  const script = `
import ast, json, sys
allowed = set(sys.stdlib_module_names) | set(${JSON.stringify(pythonLibraries)})
found = {}
for sample in json.load(sys.stdin):
    names = set()
    for node in ast.walk(ast.parse(sample["text"])):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    extra = sorted(names - allowed)
    if extra:
        found[sample["name"]] = extra
print(json.dumps(found))
`;
  return JSON.parse(execFileSync(python, ['-c', script], {input: JSON.stringify(samples), encoding: 'utf8'})) as Record<
    string,
    string[]
  >;
}
