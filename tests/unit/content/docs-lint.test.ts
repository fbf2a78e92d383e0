import {describe, expect, it} from 'vitest';
import {spawnSync} from 'node:child_process';
import path from 'node:path';

// The spelling and Markdown checks are CLIs that `npm run lint:docs` runs over docs/; these tests prove
// that their configuration catches a real problem (a linter that passes everything would pass docs/ too).
const siteDir = path.resolve(import.meta.dirname, '../../..');
const fixtures = 'tests/unit/content/fixtures';

function run(bin: string, args: string[]): {status: number | null; output: string} {
  const result = spawnSync(path.join(siteDir, 'node_modules/.bin', bin), args, {cwd: siteDir, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

describe('spelling (cspell with project-words.txt)', {timeout: 90_000}, () => {
  it('fails on a misspelled word in prose and ignores tokens in code', () => {
    const {status, output} = run('cspell', ['--no-progress', '--no-summary', `${fixtures}/misspelled.mdx`]);
    expect(status).not.toBe(0);
    expect(output).toContain('Unknown word (invoise)');
    expect(output).not.toContain('METERSTONE');
  });
});

describe('markdown lint (markdownlint-cli2)', {timeout: 90_000}, () => {
  it('fails on blank-line, heading-level and fence-language problems', () => {
    const {status, output} = run('markdownlint-cli2', ['--no-globs', `${fixtures}/lint-errors.mdx`]);
    expect(status).not.toBe(0);
    for (const rule of ['MD012/no-multiple-blanks', 'MD001/heading-increment', 'MD040/fenced-code-language']) {
      expect(output).toContain(rule);
    }
  });

  it('fails on a fence language that only the server bundle highlights (a hydration mismatch)', () => {
    const {status, output} = run('markdownlint-cli2', ['--no-globs', `${fixtures}/server-only-fence.mdx`]);
    expect(status).not.toBe(0);
    expect(output).toContain('MD040/fenced-code-language');
    expect(output).toContain('ruby');
  });
});
