/**
 * The reference's sample convention (sample-conventions.ts) applied to the guides' code blocks: a
 * pasted guide sample calls the sandbox, reads the token with a guard, and makes its Idempotency-Key
 * with `od` rather than `uuidgen`. This module says which hosts are which and what breaks the
 * convention; `rewrite-guide-samples.ts` fixes what it can, and the samples check reports the rest.
 */
import {serverUrl} from '../view-model/build-page-data';
import {sampleServer, shellKeyVariable, tokenVariable, typescriptTokenLine} from '../view-model/sample-conventions';
import type {CodeBlock} from './code-blocks';

/** The host name samples call, and the host names that reach real billing data. */
export interface SampleHosts {
  readonly sandbox: string;
  readonly production: readonly string[];
}

interface ServerLike {
  readonly url?: unknown;
  readonly 'x-meterstone-environment'?: unknown;
}

/**
 * The hosts of the specifications' servers, by their `x-meterstone-environment` marker (never by their
 * wording): the server {@link sampleServer} picks, and every other server's host as production.
 */
export function sampleHosts(documents: readonly {servers?: readonly ServerLike[] | undefined}[]): SampleHosts {
  const servers = documents.flatMap((document) =>
    (document.servers ?? []).map((server) => ({
      host: new URL(serverUrl(server as Parameters<typeof serverUrl>[0])).host,
      environment:
        typeof server['x-meterstone-environment'] === 'string' ? server['x-meterstone-environment'] : undefined,
    })),
  );
  const sandbox = sampleServer(servers);
  if (sandbox === undefined) {
    throw new Error('no specification has a server: samples have no host to call');
  }
  const production = [...new Set(servers.map((server) => server.host))].filter((host) => host !== sandbox.host);
  return {sandbox: sandbox.host, production};
}

/** A page whose samples call production on purpose, and why; every other page calls the sandbox. */
export interface ProductionSamplePage {
  /** The page's path from the site root, such as `docs/home-page.mdx`. */
  readonly file: string;
  readonly reason: string;
}

/** The pages allowed to show a request to a production host. Keep it short: each entry is an exception. */
export const productionSamplePages: readonly ProductionSamplePage[] = [
  {
    file: 'docs/home-page.mdx',
    reason: 'the API overview names both hosts and shows a request to the live one ("A live request")',
  },
];

export function mayCallProduction(file: string): boolean {
  return productionSamplePages.some((page) => page.file === file.replace(/\\/g, '/'));
}

export const shellLanguages: readonly string[] = ['bash', 'sh', 'shell', 'zsh', 'console'];
export const pythonLanguages: readonly string[] = ['python', 'py'];
export const typescriptLanguages: readonly string[] = ['ts', 'typescript', 'js', 'javascript'];
/** The blocks a reader runs: shell, Python, TypeScript, and `http` (whose `Host:` names a server). */
const requestLanguages: readonly string[] = [...shellLanguages, ...pythonLanguages, ...typescriptLanguages, 'http'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A production host name as a whole name: `api.example.com` but not inside `sandbox.api.example.com`. */
export function productionHostPattern(hosts: SampleHosts): RegExp | undefined {
  return hosts.production.length === 0
    ? undefined
    : new RegExp(`(?<![\\w.-])(?:${hosts.production.map(escapeRegExp).join('|')})(?![\\w-])`, 'g');
}

/** `uuidgen` run by the shell (a `#` comment that names it is prose, not a command). */
const uuidgenCommand = /^[^#]*\buuidgen\b/;

/**
 * A curl Authorization argument that sends the token without the `${VAR:?message}` guard: when the
 * variable is unset, curl sends `Bearer ` and the reader gets a 401 instead of a message.
 */
export const unguardedShellToken = new RegExp(
  `["']Authorization: Bearer \\$(?:${tokenVariable}\\b|\\{${tokenVariable}\\})`,
);

/** Python reads that give None for a missing variable, sent as `Bearer None`. */
const unguardedPythonToken = new RegExp(`os\\.(?:environ\\.get|getenv)\\(\\s*["']${tokenVariable}["']`);

/** A TypeScript read of the token; it is guarded only when the block has the conventions' token line. */
const typescriptTokenRead = new RegExp(`process\\.env(?:\\.${tokenVariable}\\b|\\[["']${tokenVariable}["']\\])`);

export interface ConventionProblem {
  /** 1-based line in the page. */
  readonly line: number;
  readonly message: string;
}

/** What keeps a guide code block from running as pasted against the sandbox. */
export function sampleConventionProblems(file: string, block: CodeBlock, hosts: SampleHosts): ConventionProblem[] {
  if (!requestLanguages.includes(block.lang)) {
    return [];
  }
  const production = mayCallProduction(file) ? undefined : productionHostPattern(hosts);
  const lines = block.code.split('\n');
  const problems = lines.flatMap((text, index): ConventionProblem[] => {
    const line = block.line + 1 + index;
    const found: ConventionProblem[] = [];
    if (production && new RegExp(production.source).test(text)) {
      found.push({
        line,
        message:
          `calls production: guide samples call the sandbox (${hosts.sandbox}); list the page in ` +
          'productionSamplePages with a reason if it is about production',
      });
    }
    if (shellLanguages.includes(block.lang) && uuidgenCommand.test(text)) {
      found.push({
        line,
        message: `runs uuidgen, which stock Debian lacks (the key goes out empty): make the key with ${shellKeyVariable}=$(od ...)`,
      });
    }
    if (shellLanguages.includes(block.lang) && unguardedShellToken.test(text)) {
      found.push({
        line,
        message: `sends the token unguarded: write "Authorization: Bearer \${${tokenVariable}:?...}"`,
      });
    }
    if (pythonLanguages.includes(block.lang) && unguardedPythonToken.test(text)) {
      found.push({line, message: `reads the token unguarded (None when unset): use os.environ['${tokenVariable}']`});
    }
    return found;
  });
  if (
    typescriptLanguages.includes(block.lang) &&
    typescriptTokenRead.test(block.code) &&
    !block.code.includes(typescriptTokenLine)
  ) {
    const index = lines.findIndex((text) => typescriptTokenRead.test(text));
    problems.push({
      line: block.line + 1 + index,
      message:
        'reads the token unguarded (fetch sends "Bearer undefined"): start with the token line of sample-conventions',
    });
  }
  return problems;
}
