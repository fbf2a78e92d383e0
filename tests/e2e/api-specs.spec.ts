/**
 * The calls of the spec (section 7): the served build answers each specification's publish path with
 * the bundled JSON document, the one the API reference pages fetch when METERSTONE_API_HOST is unset.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {apiSpecs} from '../../src/api-reference/spec/registry';
import {bundleSpecFile} from '../../src/api-reference/spec/load-specs';

const siteDir = path.resolve(__dirname, '../..');

test.describe('published API specifications', () => {
  for (const entry of apiSpecs) {
    test(`${entry.publishPath} answers the ${entry.id} specification as JSON`, async ({request}) => {
      const source = path.join(siteDir, entry.source);
      // A specification that is not written yet is skipped by the build with a warning, not published.
      test.skip(!existsSync(source), `${entry.source} does not exist in this checkout`);

      const response = await request.get(entry.publishPath);
      expect(response.status()).toBe(200);
      const document = JSON.parse(await response.text()) as {openapi?: string};
      expect(document.openapi).toMatch(/^3\.1\.\d+$/);
      // The build's copy is the current source, bundled: a stale or hand-edited copy fails here.
      expect(document).toEqual((await bundleSpecFile(source)).document);
      if (path.extname(entry.publishPath) === '.json') {
        expect(response.headers()['content-type']).toMatch(/^application\/json/);
      }
    });
  }
});
