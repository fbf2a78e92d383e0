import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {generatedModulePath} from '../../../src/plugins/generated-module-path';

const generatedFilesDir = path.join(path.sep, 'checkout', 'site', '.docusaurus');

describe('generatedModulePath', () => {
  it('names a file createData wrote by the @generated alias, without the checkout folder', () => {
    const file = path.join(generatedFilesDir, 'meterstone-api-reference', 'default', 'api-reference-v1.json');
    expect(generatedModulePath(file, generatedFilesDir)).toBe(
      '@generated/meterstone-api-reference/default/api-reference-v1.json',
    );
  });

  it('gives two checkouts of the same site the same path', () => {
    const other = path.join(path.sep, 'check', 'work', 'main', '.docusaurus');
    const relative = path.join('meterstone-api-changelog', 'default', 'api-changelog.json');
    expect(generatedModulePath(path.join(other, relative), other)).toBe(
      generatedModulePath(path.join(generatedFilesDir, relative), generatedFilesDir),
    );
  });

  it('refuses a file outside the generated-files folder, which the alias cannot reach', () => {
    expect(() => generatedModulePath(path.join(path.sep, 'checkout', 'site', 'data.json'), generatedFilesDir)).toThrow(
      /not inside the generated-files folder/,
    );
    expect(() => generatedModulePath(generatedFilesDir, generatedFilesDir)).toThrow(/not inside/);
  });
});
