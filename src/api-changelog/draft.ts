/**
 * A draft changelog entry for the changes a specification has no entry for yet: the writer pastes it
 * into api/changelog.yaml and replaces the title and note with what a reader needs to know.
 */
import {stringify} from 'yaml';
import type {SpecChange} from './changes';
import type {ChangelogEntry} from './changelog-file';

export function draftEntry(specId: string, changes: readonly SpecChange[], date: string): ChangelogEntry {
  return {
    date,
    spec: specId,
    title: 'What changed, in a reader’s words',
    note: 'What a client must do about it, and why the API changed.',
    changes: changes.map((change) => ({...change})),
  };
}

/** The draft as YAML list items, indented to paste under `entries:`. */
export function draftYaml(entries: readonly ChangelogEntry[]): string {
  return stringify(entries, {lineWidth: 0})
    .split('\n')
    .map((line) => (line === '' ? line : `  ${line}`))
    .join('\n');
}
