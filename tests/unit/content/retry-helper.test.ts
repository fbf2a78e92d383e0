/**
 * One retry helper, shown the same way everywhere: every code sample in docs/ that retries (it loops
 * over attempts and sleeps) contains the canonical helper of its language verbatim, from
 * tests/content-checks/snippets/. A page that grows its own retry loop, or edits the helper in place
 * (dropping Retry-After, retrying a 400), fails here.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, type CodeBlock} from '../../../src/api-reference/guides/code-blocks';

const root = path.resolve(__dirname, '../../..');
const docsDir = path.join(root, 'docs');
const snippet = (file: string) =>
  readFileSync(path.join(root, 'tests/content-checks/snippets', file), 'utf8').trimEnd();
const canonical: Record<string, string> = {
  python: snippet('request_with_retries.py'),
  ts: snippet('requestWithRetries.ts'),
};

/** A block that retries: it counts attempts and waits between them. */
export function retries(block: CodeBlock): boolean {
  return /attempt/i.test(block.code) && /time\.sleep|setTimeout|asyncio\.sleep/.test(block.code);
}

export function retryProblem(block: CodeBlock): string | undefined {
  const helper = canonical[block.lang];
  if (!helper) {
    return `a retry loop in ${block.lang}: show retries in Python or TypeScript with the shared helper`;
  }
  return block.code.includes(helper) ? undefined : 'a retry loop that is not the shared helper, verbatim';
}

const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx'));
const retrying = files.flatMap((file) =>
  extractCodeBlocks(readFileSync(path.join(docsDir, file), 'utf8'))
    .filter(retries)
    .map((block) => [`${file}:${block.line}`, block] as const),
);

describe('retry samples', () => {
  it('exist in both languages', () => {
    const languages = new Set(retrying.map(([, block]) => block.lang));
    expect([...languages].sort()).toEqual(['python', 'ts']);
  });

  it.each(retrying)('%s uses the shared retry helper verbatim', (_where, block) => {
    expect(retryProblem(block)).toBeUndefined();
  });

  it('catch a loop of its own that ignores Retry-After', () => {
    const own: CodeBlock = {
      lang: 'python',
      line: 1,
      code: 'for attempt in range(4):\n    try:\n        return send()\n    except OSError:\n        time.sleep(2**attempt)',
    } as CodeBlock;
    expect(retries(own)).toBe(true);
    expect(retryProblem(own)).toMatch(/not the shared helper/);
  });
});
