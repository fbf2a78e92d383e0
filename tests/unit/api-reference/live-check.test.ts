import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import {specFingerprint, textFingerprint} from '../../../src/api-reference/view-model/fingerprint';
import {compareLiveText} from '../../../src/api-reference/view-model/live-check';
import type {ApiPageContent} from '../../../src/api-reference/view-model/types';
import {loadApiPage} from '../../../src/api-reference/plugin/page-data';
import {publishApiSpecs} from '../../../src/api-reference/publish/publish';
import {loadSpecs} from '../../../src/api-reference/spec/load-specs';

const siteDir = path.resolve(__dirname, '../../..');
const document = {openapi: '3.1.0', info: {title: 'T', version: '1'}, paths: {}};
const publishedText = `${JSON.stringify(document)}\n`;

function built(overrides: Partial<ApiPageContent> = {}): ApiPageContent {
  return {
    status: 'ok',
    specId: 'v2',
    title: 'T',
    version: '1',
    servers: [],
    tags: [],
    schemas: {},
    responses: {},
    fingerprint: specFingerprint(document),
    publishedTextFingerprint: textFingerprint(publishedText),
    ...overrides,
  };
}

describe('compareLiveText', () => {
  it('recognises the published text without parsing it', () => {
    // Not JSON at all: the only way to answer "same" is the text fingerprint.
    const page = built({publishedTextFingerprint: textFingerprint('not json')});
    expect(compareLiveText(page, 'not json')).toEqual({same: true});
  });

  it('treats the same document formatted differently as the same', () => {
    const reformatted = JSON.stringify({paths: {}, info: {version: '1', title: 'T'}, openapi: '3.1.0'}, null, 2);
    expect(compareLiveText(built(), reformatted)).toEqual({same: true});
  });

  it('returns the parsed document when it differs', () => {
    const changed = {...document, info: {title: 'T', version: '2'}};
    expect(compareLiveText(built(), JSON.stringify(changed))).toEqual({same: false, document: changed});
  });

  it('throws on a differing text that is not JSON', () => {
    expect(() => compareLiveText(built(), '<html>')).toThrow(SyntaxError);
  });
});

describe('published text fingerprint', () => {
  it('is the fingerprint of exactly the file the API-specs plugin publishes, for every specification', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'live-check-'));
    try {
      const {published} = await publishApiSpecs({outDir, specs: await loadSpecs({siteDir}), warn: () => {}});
      expect(published).toHaveLength(apiSpecs.length);
      for (const {entry, files} of published) {
        const page = await loadApiPage(entry, {siteDir});
        const text = readFileSync(path.join(outDir, files[0]!), 'utf8');
        expect(page.data.status === 'ok' && page.data.publishedTextFingerprint, entry.id).toBe(textFingerprint(text));
      }
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  }, 60_000);
});
