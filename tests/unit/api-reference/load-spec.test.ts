import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ApiSpecEntry} from '../../../src/api-reference/spec/registry';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import apiReferencePlugin, {contentDataFile} from '../../../src/api-reference/plugin';
import {loadApiPage} from '../../../src/api-reference/plugin/page-data';
import {validateOptions} from '../../../src/api-reference/plugin/options';
import {specSourcePath} from '../../../src/api-reference/spec/load-specs';
import {createApiSpecSource} from '../../../src/api-reference/spec/spec-source';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {fixturesDir} from './fixtures';

const siteDir = path.resolve(__dirname, '../../..');
const entry = (id: string): ApiSpecEntry => apiSpecs.find((spec) => spec.id === id)!;
const fixtureSite = {siteDir, specsDir: path.relative(siteDir, path.join(fixturesDir, 'site'))};

describe('specSourcePath', () => {
  it('reads the registry source, or the same file name in the test folder', () => {
    expect(specSourcePath(entry('seats'), {siteDir: '/site'})).toBe('/site/api/specs/seats.yaml');
    expect(specSourcePath(entry('seats'), {siteDir: '/site', specsDir: 'tests/x'})).toBe('/site/tests/x/seats.yaml');
  });
});

describe('loadApiPage', () => {
  it('renders a valid specification', async () => {
    const page = await loadApiPage(entry('v2'), fixtureSite);
    expect(page.problem).toBeUndefined();
    expect(page.data).toMatchObject({status: 'ok', specId: 'v2', title: 'Constructs fixture'});
  });

  it('says when the file does not exist', async () => {
    const page = await loadApiPage(entry('delta-stream'), fixtureSite);
    expect(page.data).toEqual({
      status: 'error',
      specId: 'delta-stream',
      title: 'Delta stream',
      reason: 'tests/fixtures/openapi/site/delta-stream.yaml does not exist',
      fingerprint: null,
    });
    expect(page.problem).toBe('tests/fixtures/openapi/site/delta-stream.yaml does not exist');
  });

  it('says when the YAML does not parse, with the line', async () => {
    const page = await loadApiPage(entry('prepaid-credits'), fixtureSite);
    expect(page.data.status).toBe('error');
    expect(page.problem).toMatch(
      /^tests\/fixtures\/openapi\/site\/prepaid-credits\.yaml is not valid YAML \(line \d+\)/,
    );
  });

  it('says why a document is not valid OpenAPI, without the code frames', async () => {
    const page = await loadApiPage(entry('seats'), fixtureSite);
    expect(page.problem).toBe(
      "tests/fixtures/openapi/site/seats.yaml is not a valid OpenAPI description: must have required property 'info'; must have required property 'description'",
    );
  });

  it('names a referenced file that is missing, relative to the site', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-spec-'));
    writeFileSync(
      path.join(dir, 'v1.yaml'),
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /x:\n    get:\n      responses:\n        "404":\n          $ref: "./missing.yaml#/components/responses/NotFound"\n',
    );
    const page = await loadApiPage(entry('v1'), {siteDir: dir, specsDir: '.'});
    expect(page.problem).toMatch(/^v1\.yaml references a file that cannot be read: .*'missing\.yaml'/);
    expect(page.problem).not.toContain(dir);
  });

  it('turns a document that is not an object into an error page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-spec-'));
    writeFileSync(path.join(dir, 'v1.yaml'), '- just\n- a list\n');
    const page = await loadApiPage(entry('v1'), {siteDir: dir, specsDir: '.'});
    expect(page.problem).toBe('v1.yaml does not contain an OpenAPI document');
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({validate: normalizePluginOptions, options: options as never});

  it('defaults to a source of the registry', () => {
    const resolved = validate(undefined);
    expect(resolved.id).toBe('default');
    expect(resolved.source.entries).toBe(apiSpecs);
    expect(resolved.source.specsDir).toBeUndefined();
  });

  it('keeps the given source itself, so the plugins of one build share its cache', () => {
    const source = createApiSpecSource({specsDir: 'tests/fixtures'});
    expect(validate({source}).source).toBe(source);
  });

  it('rejects unknown or malformed options with a message that names them', () => {
    expect(() => validate({specDir: 'x'})).toThrow(/"specDir" is not allowed/);
    expect(() => validate({source: {}})).toThrow(/must be an API specification source/);
  });
});

describe('the plugin', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds one route per specification, failures included, and warns about each failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const generatedFilesDir = path.join(siteDir, '.docusaurus');
    const pluginDataDir = path.join(generatedFilesDir, 'meterstone-api-reference', 'default');
    const plugin = (await apiReferencePlugin({siteDir, generatedFilesDir, baseUrl: '/docs/'} as never, {
      source: createApiSpecSource({specsDir: fixtureSite.specsDir}),
    }))!;
    const content = await plugin.loadContent!();
    const routes: Array<{path: string; component: string; data: {status: string; specId: string}}> = [];
    const data = new Map<string, string>();
    await plugin.contentLoaded!({
      content,
      actions: {
        createData: async (name: string, json: string) => {
          data.set(name, json);
          return path.join(pluginDataDir, name);
        },
        addRoute: (route: {path: string; component: string; modules: {data: string}}) => {
          // The registry gets the alias, never the checkout's absolute path.
          const json = data.get(route.modules.data.replace('@generated/meterstone-api-reference/default/', ''))!;
          routes.push({path: route.path, component: route.component, data: JSON.parse(json)});
        },
      },
    } as never);
    expect(routes.map((route) => [route.path, route.data.status])).toEqual([
      ['/docs/api/', 'ok'],
      ['/docs/api/v2/', 'ok'],
      ['/docs/api/seats/', 'error'],
      ['/docs/api/prepaid-credits/', 'error'],
      ['/docs/api/invoice-breakdowns/', 'error'],
      ['/docs/api/spend-breakdowns/', 'error'],
      ['/docs/api/delta-stream/', 'error'],
    ]);
    expect(new Set(routes.map((route) => route.component))).toEqual(new Set(['@theme/ApiReferencePage']));
    // A route carries the page's shell; the operations' view model is a file of its own, for pages that have one.
    const v1Route = routes[0]!.data as unknown as Record<string, unknown>;
    expect(v1Route).toHaveProperty('outline');
    expect(v1Route).not.toHaveProperty('tags');
    expect(v1Route).not.toHaveProperty('schemas');
    expect([...data.keys()].filter((name) => name.startsWith('api-reference-content-')).sort()).toEqual([
      contentDataFile('v1'),
      contentDataFile('v2'),
    ]);
    const v1Content = JSON.parse(data.get(contentDataFile('v1'))!) as {tags: unknown[]; fingerprint: string};
    expect(v1Content.tags.length).toBeGreaterThan(0);
    expect(v1Content.fingerprint).toBe(v1Route.fingerprint);
    const warnings = warn.mock.calls.map((call) => String(call.join(' ')));
    expect(warnings).toHaveLength(5);
    expect(warnings.join('\n')).toContain('delta-stream.yaml does not exist');
  });
});
