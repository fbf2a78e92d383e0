/**
 * `read_page` over a small fake build: a section read with and without the rest of its page, and `find`
 * (literal, case-insensitive, capped, with each match's section anchor). The built-site suite runs the
 * same arguments over both transports; this one pins the exact text without a build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {describe, expect, it} from 'vitest';
import {mcpLimits} from '../../../src/mcp/limits';
import type {DocsBuild, IndexedSection} from '../../../src/mcp/site/docs-build';
import {findInPage} from '../../../src/mcp/site/find-in-page';
import {readPage, restOfPageMarkers} from '../../../src/mcp/tools/read-page';
import {splitAtHeading} from '../../../src/markdown-export/sections';

const page = [
  '# Keys',
  '',
  '> Retry writes safely.',
  '',
  'URL: https://docs.example.com/keys/',
  '',
  '## Send a key',
  '',
  '| Rule | Detail |',
  '| --- | --- |',
  '| Header | `Idempotency-Key` |',
  '| Retention | Meterstone remembers a key for **24 hours** |',
  '',
  '## What Meterstone does',
  '',
  'It stores the response. See [retries](https://docs.example.com/retries/) for (a|b)* and more.',
  '',
  '```bash',
  '## not a heading: remembers',
  '```',
  '',
  '### Replays',
  '',
  'A replay returns the stored response.',
  '',
  '## Worked example',
  '',
  'The job sends the same key twice.',
  '',
].join('\n');

const indexed: IndexedSection[] = [
  {anchor: 'send', title: 'Send a key'},
  {anchor: 'what-meterstone-does', title: 'What Meterstone does'},
];

const site: DocsBuild = {
  siteUrl: 'https://docs.example.com/',
  search: () => {
    throw new Error('not used');
  },
  resultTitle: (ref) => indexed.find((section) => ref === `/keys/#${section.anchor}`)?.title,
  indexedSections: (pagePath) => (pagePath === '/keys/' ? indexed : []),
  markdown: (route) => (route === '/keys/' ? page : undefined),
  llmsTxt: () => '',
  listedPages: () => [{title: 'Keys', markdownUrl: 'https://docs.example.com/keys/index.md', description: ''}],
  apis: () => [],
};

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('splitAtHeading', () => {
  it('cuts the page around the section, ignoring headings in code', () => {
    const split = splitAtHeading(page, (heading) => heading === 'What Meterstone does')!;
    expect(split.before).toMatch(/^# Keys[\s\S]*24 hours\*\* \|\n$/);
    expect(split.section).toMatch(
      /^## What Meterstone does\n[\s\S]*## not a heading[\s\S]*### Replays[\s\S]*stored response\.\n$/,
    );
    expect(split.after).toBe('## Worked example\n\nThe job sends the same key twice.\n');
    expect(splitAtHeading(page, () => false)).toBeUndefined();
  });
});

describe('read_page with an anchor', () => {
  it('returns the section, then the page after it, then the page before it, each marked', () => {
    const text = textOf(readPage(site, {url: '/keys/#what-meterstone-does'}));
    const section = text.indexOf('## What Meterstone does');
    const after = text.indexOf(restOfPageMarkers.after);
    const worked = text.indexOf('## Worked example');
    const before = text.indexOf(restOfPageMarkers.before);
    const retention = text.indexOf('24 hours');
    expect(section).toBe(0);
    expect(
      [section, after, worked, before, retention].every((at, index, all) => index === 0 || at > all[index - 1]!),
    ).toBe(true);
  });

  it('returns the section alone with include "section", and the slug finds sections the index leaves out', () => {
    const text = textOf(readPage(site, {url: '/keys/', anchor: 'what-meterstone-does', include: 'section'}));
    expect(text).toMatch(/^## What Meterstone does[\s\S]*stored response\.\n$/);
    expect(text).not.toContain('---');
    expect(textOf(readPage(site, {url: '/keys/#worked-example'}))).toMatch(
      new RegExp(`^## Worked example[\\s\\S]*twice\\.\\n\\n${restOfPageMarkers.before}\\n\\n# Keys`),
    );
  });

  it('pages a long section-and-rest text, continuing with the same arguments and the offset', () => {
    const first = textOf(readPage(site, {url: '/keys/#send', maxChars: 1000}));
    expect(first).not.toMatch(/offset \d+ for the rest/);
    const long = {...site, markdown: () => `${page}\n${'Filler line.\n'.repeat(200)}`};
    const part = textOf(readPage(long, {url: '/keys/#send', maxChars: 1000}));
    const next = Number(/same arguments and offset (\d+) for the rest/.exec(part)?.[1]);
    expect(next).toBeGreaterThan(0);
    expect(textOf(readPage(long, {url: '/keys/#send', maxChars: 1000, offset: next}))).toContain('Filler line.');
  });
});

describe('read_page find', () => {
  it('finds a phrase across Markdown formatting, case-insensitively, with its section link and table header', () => {
    const text = textOf(readPage(site, {url: '/keys/', find: 'REMEMBERS a key for 24 hours'}));
    expect(text).toContain('"REMEMBERS a key for 24 hours" is on 1 line of /keys/.');
    expect(text).toContain('In [Send a key](https://docs.example.com/keys/#send):');
    expect(text).toContain('   > | Rule | Detail |\n   > | Retention | Meterstone remembers a key for 24 hours |');
  });

  it('names the innermost section, the slug for headings the index leaves out, and the opening', () => {
    const {matches, total} = findInPage(page, 'stored response', indexed, {maxMatches: 5, maxExcerptChars: 400});
    expect(total).toBe(1);
    expect(matches[0]).toMatchObject({heading: 'Replays', anchor: 'replays'});
    expect(findInPage(page, 'retry writes', indexed, {maxMatches: 5, maxExcerptChars: 400}).matches[0]).toEqual({
      excerpt: '> Retry writes safely.',
    });
  });

  it('matches literally: pattern characters are plain text, and the URL line and fences are left out', () => {
    expect(textOf(readPage(site, {url: '/keys/', find: '(a|b)*'}))).toContain('In [What Meterstone does]');
    expect(textOf(readPage(site, {url: '/keys/', find: '**24 hours**'}))).toContain('**24 hours**');
    expect(textOf(readPage(site, {url: '/keys/', find: '.*'}))).toMatch(/^No line of \/keys\/ contains/);
    expect(textOf(readPage(site, {url: '/keys/', find: 'docs.example.com/keys'}))).toMatch(/^No line/);
    expect(findInPage(page, 'bash', indexed, {maxMatches: 5, maxExcerptChars: 400}).total).toBe(0);
  });

  it('caps the matches and cuts long lines around the phrase', () => {
    const long = `${'word '.repeat(300)}needle ${'word '.repeat(300)}`;
    const many = `# Many\n\n${'needle here\n'.repeat(30)}\n${long}\n`;
    const found = findInPage(many, 'needle', [], {maxMatches: mcpLimits.maxFindMatches, maxExcerptChars: 100});
    expect(found.total).toBe(31);
    expect(found.matches).toHaveLength(mcpLimits.maxFindMatches);
    const cut = findInPage(`# One\n\n${long}`, 'needle', [], {maxMatches: 5, maxExcerptChars: 100}).matches[0]!;
    expect(cut.excerpt).toMatch(/^….*needle.*…$/);
    expect(cut.excerpt.length).toBeLessThanOrEqual(102);
    const capped = textOf(readPage({...site, markdown: () => many}, {url: '/keys/', find: 'needle'}));
    expect(capped).toContain(`on 31 lines of /keys/; the first ${mcpLimits.maxFindMatches} shown`);
  });

  it('refuses offset, maxChars and include with find, and an unknown page', () => {
    for (const extra of [{offset: 10}, {maxChars: 5000}, {include: 'section' as const}]) {
      const result = readPage(site, {url: '/keys/', find: 'key', ...extra});
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/leave out offset, maxChars and include/);
    }
    expect(readPage(site, {url: '/nope/', find: 'key'}).isError).toBe(true);
  });
});

describe('the agents page', () => {
  it('states the find limits the server enforces', () => {
    const mdx = readFileSync(path.resolve(__dirname, '../../../docs/developer-resources/docs-for-agents.mdx'), 'utf8');
    const number = (value: number) => value.toLocaleString('en-US');
    expect(mdx).toContain(`| \`find\` phrase | ${mcpLimits.minFindLength} to ${mcpLimits.maxFindLength} characters |`);
    expect(mdx).toContain(
      `| \`find\` matches | ${mcpLimits.maxFindMatches} lines per call, each cut to ${number(mcpLimits.maxFindExcerptChars)} characters`,
    );
  });
});
