import {describe, expect, it} from 'vitest';
import type {SpecChange} from '../../../src/api-changelog/changes';
import type {ChangelogEntry} from '../../../src/api-changelog/changelog-file';
import {describeChange, uncoveredChanges, uncoveredReport} from '../../../src/api-changelog/coverage';

const addedParameter: SpecChange = {
  kind: 'add',
  type: 'breaking',
  pointer: '/paths/~1v1~1customers/get/parameters/2',
  operation: 'listCustomers',
  summary: '[Added] required query parameter `status`',
};
const addedField: SpecChange = {
  kind: 'add',
  type: 'non-breaking',
  pointer: '/components/schemas/Customer/properties/email',
  summary: '',
};

function entry(spec: string, changes: readonly SpecChange[]): ChangelogEntry {
  return {
    date: '2026-03-01',
    spec,
    title: 'Customers can be filtered',
    note: 'List customers by status.',
    changes: [...changes],
  };
}

describe('uncoveredChanges', () => {
  it('keeps the changes no entry of the same specification lists', () => {
    expect(uncoveredChanges('v1', [addedParameter, addedField], [entry('v1', [addedField])])).toEqual([addedParameter]);
  });

  it('does not count an entry of another specification', () => {
    expect(uncoveredChanges('v1', [addedField], [entry('v2', [addedField])])).toEqual([addedField]);
  });

  it('does not count an entry that calls a breaking change non-breaking', () => {
    const relabelled = {...addedParameter, type: 'non-breaking' as const};
    expect(uncoveredChanges('v1', [addedParameter], [entry('v1', [relabelled])])).toEqual([addedParameter]);
  });
});

describe('uncoveredReport', () => {
  it('says nothing when every change is covered', () => {
    expect(uncoveredReport('v1', [])).toBeUndefined();
  });

  it('names the specification, the command to run and each change', () => {
    const report = uncoveredReport('v1', [addedParameter, addedField])!;
    expect(report).toMatch(/^v1: 2 change\(s\) .*`npm run changelog -- draft v1`/);
    expect(report).toContain(`  - ${describeChange(addedParameter)}`);
    expect(describeChange(addedParameter)).toBe(
      'breaking add /paths/~1v1~1customers/get/parameters/2 (listCustomers): [Added] required query parameter `status`',
    );
    expect(describeChange(addedField)).toBe('non-breaking add /components/schemas/Customer/properties/email');
  });
});
