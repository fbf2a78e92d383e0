/** Loads the fixture specifications of tests/fixtures/openapi as parsed documents. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {OpenApiDocument} from '../../../src/api-reference/spec/document';

export const fixturesDir = path.resolve(__dirname, '../../fixtures/openapi');

export function loadFixture(name: string): OpenApiDocument {
  return parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as OpenApiDocument;
}
