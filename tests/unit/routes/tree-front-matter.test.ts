import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {DefaultParseFrontMatter} from '@docusaurus/types';
import {docIdOf, frontMatterFromTree} from '../../../src/routes/tree-front-matter';

const docsDir = path.resolve('/site/docs');
const parsed =
  (frontMatter: Record<string, unknown>): DefaultParseFrontMatter =>
  async () => ({frontMatter, content: 'Body'});
const hook = frontMatterFromTree(docsDir);
const run = (file: string, frontMatter: Record<string, unknown>) =>
  hook({filePath: path.join(docsDir, file), fileContent: '', defaultParseFrontMatter: parsed(frontMatter)});

describe('docIdOf', () => {
  it('gives the doc id of a file below the docs folder, and nothing outside it', () => {
    expect(docIdOf(path.join(docsDir, 'reports-insights/in-app-reports.mdx'), docsDir)).toBe(
      'reports-insights/in-app-reports',
    );
    expect(docIdOf('/site/src/pages/index.mdx', docsDir)).toBeUndefined();
  });
});

describe('frontMatterFromTree', () => {
  it('marks a page unlisted when its route in the tree is', async () => {
    const result = await run('reports-insights/in-app-reports.mdx', {title: 'In-app reports'});
    expect(result.frontMatter).toEqual({title: 'In-app reports', unlisted: true});
  });

  it('leaves a listed page as it is', async () => {
    const result = await run('launch-guides/quickstart.mdx', {title: 'Quickstart'});
    expect(result.frontMatter).toEqual({title: 'Quickstart'});
  });

  it('fails on a page that sets "unlisted" itself, naming the tree', async () => {
    await expect(run('launch-guides/quickstart.mdx', {title: 'Quickstart', unlisted: false})).rejects.toThrow(
      /set it in src\/routes\/docs-tree\.ts/,
    );
  });

  it('leaves files outside the docs folder alone', async () => {
    const result = await hook({
      filePath: '/site/src/pages/about.mdx',
      fileContent: '',
      defaultParseFrontMatter: parsed({unlisted: true}),
    });
    expect(result.frontMatter).toEqual({unlisted: true});
  });
});
