import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {brand} from '../../../src/config/brand';

const srcDir = path.resolve(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(file);
    }
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

/** The code without comments: what the site shows or sends, not what explains it. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('product name', () => {
  it('comes from brand.ts: no other source writes it in text the site shows', () => {
    // A whole word only: component names such as MeterstoneFlowDiagram are code, not text.
    const written = new RegExp(`(?<![\\w$])${brand.name}(?![\\w$])`);
    const offenders = sourceFiles(srcDir)
      .filter((file) => path.relative(srcDir, file) !== path.join('config', 'brand.ts'))
      .filter((file) => written.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(srcDir, file));
    expect(offenders).toEqual([]);
  });
});
