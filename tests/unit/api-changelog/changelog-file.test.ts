import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {parseChangelog, readChangelog, type ChangelogEntry} from '../../../src/api-changelog/changelog-file';
import {uncoveredChanges} from '../../../src/api-changelog/coverage';
import {draftEntry, draftYaml} from '../../../src/api-changelog/draft';
import type {SpecChange} from '../../../src/api-changelog/changes';

const siteDir = path.resolve(__dirname, '../../..');

const change: SpecChange = {
  kind: 'remove',
  type: 'breaking',
  pointer: '/paths/~1v1~1seats/delete',
  operation: 'removeSeats',
  summary: '[Removed] operation DELETE /v1/seats',
};

const valid: ChangelogEntry = {
  date: '2026-03-01',
  spec: 'v1',
  title: 'Amendments are deprecated',
  note: 'Use contract edits of API v2 instead.',
  changes: [change],
};

describe('parseChangelog', () => {
  it('reads the repository changelog', () => {
    expect(readChangelog(siteDir).entries.length).toBeGreaterThan(0);
  });

  it('accepts a valid entry', () => {
    expect(parseChangelog({entries: [valid]}).entries).toEqual([valid]);
  });

  it.each([
    ['a date that is not a day', {...valid, date: '1 March 2026'}, /entries\.0\.date/],
    ['an unknown specification', {...valid, spec: 'v9'}, /entries\.0\.spec/],
    ['an entry without changes', {...valid, changes: []}, /entries\.0\.changes/],
    ['an unknown change type', {...valid, changes: [{...change, type: 'minor'}]}, /entries\.0\.changes\.0\.type/],
    ['a misspelt key', {...valid, notes: 'x'}, /entries\.0/],
  ])('rejects %s, naming where', (_label, entry, where) => {
    expect(() => parseChangelog({entries: [entry]})).toThrow(where);
  });
});

describe('draftEntry and draftYaml', () => {
  it('prints entries that, pasted under entries:, parse and cover the changes', () => {
    const yaml = draftYaml([draftEntry('seats', [change], '2026-11-27')]);
    expect(yaml.startsWith('  - date: 2026-11-27\n    spec: seats\n')).toBe(true);
    const {entries} = parseChangelog(parseYaml(`entries:\n${yaml}`));
    expect(uncoveredChanges('seats', [change], entries)).toEqual([]);
  });
});
