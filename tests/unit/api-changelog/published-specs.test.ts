/**
 * The check of issue #30: every contract change of a specification since its published snapshot
 * (api/published/) has an entry in api/changelog.yaml. Fails naming the specification and each change;
 * `npm run changelog -- draft` prints the missing entries.
 */
import {copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parse as parseYaml, stringify} from 'yaml';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import {readChangelog} from '../../../src/api-changelog/changelog-file';
import {uncoveredChanges, uncoveredReport} from '../../../src/api-changelog/coverage';
import {diffWithSnapshot} from '../../../src/api-changelog/snapshot';

const siteDir = path.resolve(__dirname, '../../..');
// Bundling and diffing the largest specification twice takes seconds; more on a loaded machine.
const timeout = 120_000;

describe('the API changelog covers every change since the published snapshot', () => {
  const {entries} = readChangelog(siteDir);

  for (const entry of apiSpecs) {
    it(
      `${entry.id}: every change has an entry`,
      async () => {
        const {changes} = await diffWithSnapshot(siteDir, entry);
        expect(uncoveredReport(entry.id, uncoveredChanges(entry.id, changes, entries))).toBeUndefined();
      },
      timeout,
    );
  }
});

describe('a planted undocumented change fails the check', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'api-changelog-'));
  afterAll(() => rmSync(workDir, {recursive: true, force: true}));
  const seats = apiSpecs.find((entry) => entry.id === 'seats')!;

  it(
    'names the specification and each change: an added required parameter and a removed operation',
    async () => {
      // The seats specification with one more required parameter on its first operation and its last
      // operation removed, beside a copy of common.yaml so its references resolve.
      copyFileSync(path.join(siteDir, 'api/specs/common.yaml'), path.join(workDir, 'common.yaml'));
      const document = parseYaml(readFileSync(path.join(siteDir, seats.source), 'utf8')) as {
        paths: Record<string, Record<string, {operationId?: string; parameters?: unknown[]}>>;
      };
      const operations = Object.values(document.paths).flatMap((item) =>
        ['get', 'post', 'put', 'patch', 'delete'].flatMap((method) =>
          item[method] === undefined ? [] : [{item, method, operation: item[method]}],
        ),
      );
      const first = operations[0]!;
      const last = operations.at(-1)!;
      first.operation.parameters = [
        ...(first.operation.parameters ?? []),
        {name: 'region', in: 'query', required: true, description: 'Planted.', schema: {type: 'string', maxLength: 8}},
      ];
      delete last.item[last.method];
      const planted = path.join(workDir, 'seats.yaml');
      writeFileSync(planted, stringify(document));

      const {changes} = await diffWithSnapshot(siteDir, seats, planted);
      const report = uncoveredReport('seats', uncoveredChanges('seats', changes, readChangelog(siteDir).entries));

      expect(report).toBeDefined();
      expect(report).toMatch(/^seats: 2 change\(s\) since the published snapshot have no entry/);
      expect(report).toContain(`breaking add`);
      expect(report).toContain(`(${first.operation.operationId!}): [Added] required query parameter \`region\``);
      expect(report).toContain(`breaking remove`);
      expect(report).toContain(`(${last.operation.operationId!})`);
    },
    timeout,
  );
});
