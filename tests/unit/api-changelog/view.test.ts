import {describe, expect, it} from 'vitest';
import type {Changelog} from '../../../src/api-changelog/changelog-file';
import {changelogView, changeText, dayLabel} from '../../../src/api-changelog/view';
import {apiSpecs} from '../../../src/api-reference/spec/registry';

const changelog: Changelog = {
  entries: [
    {
      date: '2026-03-01',
      spec: 'v1',
      title: 'Amendments are deprecated',
      note: '  createAmendment is deprecated; use contract edits.  ',
      changes: [
        {
          kind: 'add',
          type: 'deprecated',
          pointer: '/paths/~1v1~1contracts~1{contract_id}~1amendments/post/deprecated',
          operation: 'createAmendment',
          summary: '[Added] deprecated status',
        },
        {
          kind: 'add',
          type: 'non-breaking',
          pointer: '/paths/~1v1~1contracts~1{contract_id}~1amendments/post/responses/201/headers/Sunset',
          operation: 'createAmendment',
          summary: '',
        },
      ],
    },
    {
      date: '2026-05-04',
      spec: 'seats',
      title: 'Seat changes need a region',
      note: 'Send the region of every seat change.',
      changes: [
        {
          kind: 'remove',
          type: 'breaking',
          pointer: '/paths/~1v1~1seats/delete',
          operation: 'removeSeats',
          summary: '[Removed] operation DELETE /v1/seats',
        },
        {kind: 'add', type: 'non-breaking', pointer: '/components/schemas/Seat/properties/region', summary: ''},
      ],
    },
    {
      date: '2026-03-01',
      spec: 'v1',
      title: 'A second v1 entry on the same day',
      note: 'Another change to version 1 on the same day.',
      changes: [
        {kind: 'add', type: 'non-breaking', pointer: '/components/schemas/Customer/properties/email', summary: ''},
      ],
    },
  ],
};

// createAmendment still exists; removeSeats is gone from the current seats specification.
const operationIds = new Map([
  ['v1', new Set(['createAmendment'])],
  ['seats', new Set<string>()],
]);

describe('changelogView', () => {
  const view = changelogView(changelog, apiSpecs, operationIds);

  it('groups entries by day, newest day first, keeping the file order within a day', () => {
    expect(view.days.map((day) => day.date)).toEqual(['2026-05-04', '2026-03-01']);
    expect(view.days[1]!.entries.map((entry) => entry.title)).toEqual([
      'Amendments are deprecated',
      'A second v1 entry on the same day',
    ]);
    expect(view.days[1]!.label).toBe('March 1, 2026');
  });

  it('gives each entry a unique anchor', () => {
    const anchors = view.days.flatMap((day) => day.entries.map((entry) => entry.anchor));
    expect(anchors).toEqual(['2026-05-04-seats', '2026-03-01-v1', '2026-03-01-v1-2']);
  });

  it('marks an entry breaking when one of its changes is', () => {
    const [seats, amendments, second] = view.days.flatMap((day) => day.entries);
    expect([seats!.breaking, amendments!.breaking, second!.breaking]).toEqual([true, false, false]);
    expect(seats!.specLabel).toBe('Seats');
    expect(seats!.specRoute).toBe('/api/seats/');
  });

  it('links a change to its operation only while the operation exists', () => {
    const [seats, amendments] = view.days.flatMap((day) => day.entries);
    expect(amendments!.changes[0]).toEqual({
      operation: 'createAmendment',
      href: '/api/#createAmendment',
      breaking: false,
      description: '[Added] deprecated status',
    });
    expect(seats!.changes[0]).not.toHaveProperty('href');
  });

  it('describes a change without the library summary by its kind and place, counted from the operation', () => {
    const [seats, amendments] = view.days.flatMap((day) => day.entries);
    expect(amendments!.changes[1]!.description).toBe('Added responses › 201 › headers › Sunset');
    expect(seats!.changes[1]!.description).toBe('Added components › schemas › Seat › properties › region');
  });

  it('trims the note', () => {
    expect(view.days[1]!.entries[0]!.note).toBe('createAmendment is deprecated; use contract edits.');
  });

  it('rejects an entry for a specification the registry does not have', () => {
    const unknown = {entries: [{...changelog.entries[0]!, spec: 'v9'}]};
    expect(() => changelogView(unknown, apiSpecs, operationIds)).toThrow(/unknown specification v9/);
  });
});

describe('changeText', () => {
  it('names the operation and says when the change breaks clients', () => {
    expect(changeText({operation: 'removeSeats', breaking: true, description: '[Removed] operation'})).toBe(
      'removeSeats: [Removed] operation (breaking)',
    );
    expect(changeText({breaking: false, description: 'Added a field'})).toBe('Added a field');
  });
});

describe('dayLabel', () => {
  it('reads the day in UTC, whatever the machine zone', () => {
    expect(dayLabel('2026-12-31')).toBe('December 31, 2026');
  });
});
