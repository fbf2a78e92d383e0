/**
 * The API changelog's two writer commands (see CONTRIBUTING.md):
 *
 * - `npm run changelog -- draft [spec id...]` prints, as a draft entry per specification, the contract
 *   changes since the published snapshot that api/changelog.yaml does not cover yet;
 * - `npm run changelog -- publish` copies api/specs/ to api/published/ once every change has its entry;
 *   `publish --without-entries` copies them anyway, for an edit that only describes what the API already
 *   did (a missing operation written down): clients see no change, so readers get no entry.
 */
import path from 'node:path';
import {apiSpecs} from '../src/api-reference/spec/registry';
import {readChangelog} from '../src/api-changelog/changelog-file';
import {uncoveredChanges} from '../src/api-changelog/coverage';
import {draftEntry, draftYaml} from '../src/api-changelog/draft';
import {diffWithSnapshot, publishSnapshot} from '../src/api-changelog/snapshot';

const siteDir = path.resolve(__dirname, '..');
const [command, ...specIds] = process.argv.slice(2);

async function uncoveredEntries(ids: readonly string[]) {
  const unknown = ids.filter((id) => !apiSpecs.some((entry) => entry.id === id));
  if (unknown.length > 0) {
    throw new Error(`Unknown specification(s): ${unknown.join(', ')}; known: ${apiSpecs.map((e) => e.id).join(', ')}`);
  }
  const entries = apiSpecs.filter((entry) => ids.length === 0 || ids.includes(entry.id));
  const {entries: written} = readChangelog(siteDir);
  const today = new Date().toISOString().slice(0, 10);
  const diffs = await Promise.all(entries.map((entry) => diffWithSnapshot(siteDir, entry)));
  return diffs.flatMap(({entry, changes}) => {
    const uncovered = uncoveredChanges(entry.id, changes, written);
    return uncovered.length === 0 ? [] : [draftEntry(entry.id, uncovered, today)];
  });
}

async function main(): Promise<number> {
  if (command === 'draft') {
    const drafts = await uncoveredEntries(specIds);
    if (drafts.length === 0) {
      console.log('Every change since the published snapshot has an entry in api/changelog.yaml.');
      return 0;
    }
    console.log('# Paste under `entries:` in api/changelog.yaml, then write each title and note.');
    console.log(draftYaml(drafts));
    return 0;
  }
  if (command === 'publish') {
    const drafts = specIds.includes('--without-entries') ? [] : await uncoveredEntries([]);
    if (drafts.length > 0) {
      console.error(`Not published: ${drafts.map((draft) => draft.spec).join(', ')} have changes without an entry.`);
      console.error('Run `npm run changelog -- draft` and add the entries first.');
      return 1;
    }
    const files = publishSnapshot(siteDir);
    console.log(`Published ${files.length} files to api/published/. Commit them with the changelog entries.`);
    return 0;
  }
  console.error('Usage: npm run changelog -- draft [spec id...] | publish [--without-entries]');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
