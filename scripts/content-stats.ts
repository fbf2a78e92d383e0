/**
 * Words and code blocks of the docs per section, for the before/after figures of content work.
 * Usage: npm run content:stats [-- --ref <git revision>]   (default: the working tree)
 * With `--ref`, the pages are read from that revision with git, so two revisions compare on one method.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks} from '../src/api-reference/guides/code-blocks';

const siteDir = path.resolve(__dirname, '..');

interface PageSource {
  readonly file: string;
  readonly source: string;
}

function pagesAt(ref: string | undefined): PageSource[] {
  if (ref === undefined) {
    const docsDir = path.join(siteDir, 'docs');
    return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => ({file, source: readFileSync(path.join(docsDir, file), 'utf8')}));
  }
  const git = (...args: string[]) => execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', maxBuffer: 1 << 26});
  return git('ls-tree', '-r', '--name-only', ref, 'docs/')
    .split('\n')
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({file: file.slice('docs/'.length), source: git('show', `${ref}:${file}`)}));
}

/** Words a reader reads: the page without front matter, imports and JSX tags, code included. */
function wordCount(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import .*$/gm, '')
    .replace(/<\/?[A-Z][^>]*>/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

interface SectionStats {
  pages: number;
  words: number;
  codeBlocks: number;
  pagesWithoutCode: number;
  pagesWithTabs: number;
}

function sectionOf(file: string): string {
  return file.includes('/') ? file.split('/')[0] : '(top level)';
}

function stats(pages: readonly PageSource[]): Map<string, SectionStats> {
  const bySection = new Map<string, SectionStats>();
  for (const {file, source} of pages) {
    const section = sectionOf(file);
    const entry = bySection.get(section) ?? {pages: 0, words: 0, codeBlocks: 0, pagesWithoutCode: 0, pagesWithTabs: 0};
    const blocks = extractCodeBlocks(source).length;
    entry.pages += 1;
    entry.words += wordCount(source);
    entry.codeBlocks += blocks;
    entry.pagesWithoutCode += blocks === 0 ? 1 : 0;
    entry.pagesWithTabs += source.includes('groupId="task-method"') ? 1 : 0;
    bySection.set(section, entry);
  }
  return bySection;
}

function main(): void {
  const refIndex = process.argv.indexOf('--ref');
  const ref = refIndex >= 0 ? process.argv[refIndex + 1] : undefined;
  const bySection = stats(pagesAt(ref));
  const total: SectionStats = {pages: 0, words: 0, codeBlocks: 0, pagesWithoutCode: 0, pagesWithTabs: 0};
  console.log(`docs at ${ref ?? 'the working tree'}\n`);
  console.log('| section | pages | words | code blocks | pages without code | pages with app/API tabs |');
  console.log('|---|---|---|---|---|---|');
  for (const [section, entry] of [...bySection].sort(([left], [right]) => left.localeCompare(right))) {
    console.log(
      `| ${section} | ${entry.pages} | ${entry.words} | ${entry.codeBlocks} | ${entry.pagesWithoutCode} | ${entry.pagesWithTabs} |`,
    );
    for (const key of Object.keys(total) as (keyof SectionStats)[]) {
      total[key] += entry[key];
    }
  }
  console.log(
    `| all | ${total.pages} | ${total.words} | ${total.codeBlocks} | ${total.pagesWithoutCode} | ${total.pagesWithTabs} |`,
  );
}

main();
