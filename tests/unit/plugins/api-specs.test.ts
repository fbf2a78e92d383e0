import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {ApiSpecEntry} from '../../../src/api-reference/spec/registry';
import {bundleSpecFile, loadSpecs} from '../../../src/api-reference/spec/load-specs';
import {headerRules, publishApiSpecs, publishFiles, serializeSpec} from '../../../src/api-reference/publish/publish';

const siteDir = path.resolve(__dirname, '../../..');

function entry(id: string, publishPath: string, source: string): ApiSpecEntry {
  return {id, label: id, route: `/api/${id}/`, publishPath, source};
}

describe('publishFiles', () => {
  it('writes a path with an extension once', () => {
    expect(publishFiles('/v1/openapi/seats.json')).toEqual(['v1/openapi/seats.json']);
  });

  it('writes an extensionless path as the exact file and as the .html sibling docusaurus serve resolves', () => {
    expect(publishFiles('/v1/docs/openapi')).toEqual(['v1/docs/openapi', 'v1/docs/openapi.html']);
  });

  it('refuses paths that are not files inside the build', () => {
    expect(() => publishFiles('/')).toThrow(/Cannot publish/);
    expect(() => publishFiles('/v1/docs/')).toThrow(/Cannot publish/);
    expect(() => publishFiles('/../outside.json')).toThrow(/Cannot publish/);
  });
});

describe('serializeSpec', () => {
  it('writes compact JSON with markup characters escaped, which parses to the same document', () => {
    const document = {
      openapi: '3.1.0',
      info: {title: 'A & B', version: '1', description: 'Authorization: Bearer <API_TOKEN>'},
      paths: {},
    } as never;
    const text = serializeSpec(document);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(document);
    // Compact: the only line break is the final one.
    expect(text.indexOf('\n')).toBe(text.length - 1);
  });
});

describe('headerRules', () => {
  it('answers every published path, the extensionless one included, as JSON', () => {
    const rules = headerRules(['/v1/docs/openapi', '/v2/openapi.json']);
    expect(rules).toBe(
      '/v1/docs/openapi\n  Content-Type: application/json; charset=utf-8\n  Access-Control-Allow-Origin: *\n' +
        '/v2/openapi.json\n  Content-Type: application/json; charset=utf-8\n  Access-Control-Allow-Origin: *\n',
    );
  });

  it('writes nothing for nothing published', () => {
    expect(headerRules([])).toBe('');
  });
});

describe('publishApiSpecs', () => {
  let outDir: string;
  let fixtureDir: string;
  const warnings: string[] = [];
  const warn = (message: string): void => {
    warnings.push(message);
  };

  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'api-specs-out-'));
    fixtureDir = mkdtempSync(path.join(tmpdir(), 'api-specs-site-'));
    warnings.length = 0;
  });

  afterEach(() => {
    rmSync(outDir, {recursive: true, force: true});
    rmSync(fixtureDir, {recursive: true, force: true});
  });

  it('writes the bundled specification as JSON at its publish path', async () => {
    const deltaStream = entry('delta-stream', '/v1/openapi/delta-stream.json', 'api/specs/delta-stream.yaml');
    const result = await publishApiSpecs({outDir, specs: await loadSpecs({siteDir}, [deltaStream]), warn});

    expect(result.skipped).toEqual([]);
    expect(result.published.map((spec) => spec.files)).toEqual([['v1/openapi/delta-stream.json']]);
    const written = JSON.parse(readFileSync(path.join(outDir, 'v1/openapi/delta-stream.json'), 'utf8'));
    expect(written).toEqual((await bundleSpecFile(path.join(siteDir, 'api/specs/delta-stream.yaml'))).document);
    expect(written.openapi).toMatch(/^3\.1\.\d+$/);
    expect(JSON.stringify(written)).not.toContain('common.yaml');
    expect(warnings).toEqual([]);
  });

  it('writes both copies of an extensionless publish path with the same body', async () => {
    const main = entry('v2', '/v1/docs/openapi', 'api/specs/v2.yaml');
    await publishApiSpecs({outDir, specs: await loadSpecs({siteDir}, [main]), warn});

    const exact = readFileSync(path.join(outDir, 'v1/docs/openapi'), 'utf8');
    const sibling = readFileSync(path.join(outDir, 'v1/docs/openapi.html'), 'utf8');
    expect(sibling).toBe(exact);
    expect(JSON.parse(exact).info.title).toBe('Meterstone API v2');
  });

  it('skips a missing source with a warning that names it, and publishes the others', async () => {
    const missing = entry('v9', '/v9/openapi.json', 'api/specs/does-not-exist.yaml');
    const seats = entry('seats', '/v1/openapi/seats.json', 'api/specs/seats.yaml');
    const result = await publishApiSpecs({outDir, specs: await loadSpecs({siteDir}, [missing, seats]), warn});

    expect(result.skipped.map((spec) => spec.id)).toEqual(['v9']);
    expect(result.published.map((spec) => spec.entry.id)).toEqual(['seats']);
    expect(existsSync(path.join(outDir, 'v9/openapi.json'))).toBe(false);
    expect(existsSync(path.join(outDir, 'v1/openapi/seats.json'))).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('api/specs/does-not-exist.yaml');
    expect(warnings[0]).toContain('/v9/openapi.json');
  });

  it('fails on a source that is not a valid OpenAPI document', async () => {
    writeFileSync(path.join(fixtureDir, 'broken.yaml'), 'openapi: 3.1.0\ninfo:\n  title: Broken\n');
    const broken = entry('broken', '/broken.json', 'broken.yaml');

    const specs = await loadSpecs({siteDir: fixtureDir}, [broken]);
    await expect(publishApiSpecs({outDir, specs, warn})).rejects.toThrow(
      /"broken" cannot be published: broken\.yaml is not a valid OpenAPI description/,
    );
    expect(existsSync(path.join(outDir, 'broken.json'))).toBe(false);
  });
});
