import {cpSync, mkdtempSync, rmSync, utimesSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import {createApiSpecSource} from '../../../src/api-reference/spec/spec-source';

const siteDir = path.resolve(__dirname, '../../..');
const v2 = apiSpecs.filter((entry) => entry.id === 'v2');

describe('createApiSpecSource', () => {
  let copyDir: string;
  beforeEach(() => {
    copyDir = mkdtempSync(path.join(tmpdir(), 'spec-source-'));
    cpSync(path.join(siteDir, 'api/specs'), path.join(copyDir, 'api/specs'), {recursive: true});
  });
  afterEach(() => {
    rmSync(copyDir, {recursive: true, force: true});
  });

  it('loads once: the pages, the published copies and the index get the same result', async () => {
    const source = createApiSpecSource({entries: v2});
    const [first, second] = await Promise.all([source.load(copyDir), source.load(copyDir)]);
    const third = await source.load(copyDir);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first[0]!.document).toBeDefined();
    // The source and the shared components it references are what a change is watched in.
    expect(first[0]!.files.map((file) => path.basename(file)).sort()).toEqual(['common.yaml', 'v2.yaml']);
  });

  it('loads again when a file it read changes, such as the shared components', async () => {
    const source = createApiSpecSource({entries: v2});
    const first = await source.load(copyDir);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(copyDir, 'api/specs/common.yaml'), later, later);
    const second = await source.load(copyDir);
    expect(second).not.toBe(first);
    expect(second[0]!.document).toEqual(first[0]!.document);
  });

  it('reports a missing source as a problem, not a throw', async () => {
    rmSync(path.join(copyDir, 'api/specs/v2.yaml'));
    const [loaded] = await createApiSpecSource({entries: v2}).load(copyDir);
    expect(loaded!.document).toBeUndefined();
    expect(loaded!.problem).toEqual({kind: 'missing', message: 'api/specs/v2.yaml does not exist'});
  });

  it("writes only its specifications' ids into the site config's JSON, which the browser bundle carries", () => {
    const json = JSON.stringify({options: {source: createApiSpecSource({specsDir: copyDir})}});
    expect(JSON.parse(json)).toEqual({options: {source: {specs: apiSpecs.map((entry) => entry.id)}}});
    expect(json).not.toContain(copyDir);
  });
});
