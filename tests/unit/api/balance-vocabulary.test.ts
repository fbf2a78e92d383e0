/**
 * One commit, two names: a commit's own `type` is `prepaid` or `postpaid` (v1 `Commit`, API v2), while
 * the balance lists name the kind of balance in full (`prepaid_commit`, `postpaid_commit`, `credit`: v1
 * `listBalances`, the prepaid credits API). Every enum that uses the full names must state the mapping
 * in its description, so a reader of either reference can tell that the two are the same commit.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';

const specsDir = path.resolve(__dirname, '../../../api/specs');

/** Each full balance name, and what its description must say it is in the commit's own vocabulary. */
const mappings: Record<string, string> = {
  prepaid_commit: '`type: prepaid`',
  postpaid_commit: '`type: postpaid`',
};

/** The enums naming a balance kind in full whose description does not state the commit `type` it maps to. */
export function unmappedBalanceNames(document: unknown, file: string): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, trail: readonly string[], description: string | undefined): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...trail, String(index)], description));
      return;
    }
    if (typeof node !== 'object' || node === null) {
      return;
    }
    const schema = node as Record<string, unknown>;
    // An enum's description may sit on the schema itself or on the property that wraps it.
    const own = typeof schema.description === 'string' ? schema.description : description;
    if (Array.isArray(schema.enum)) {
      for (const [name, mapped] of Object.entries(mappings)) {
        if (schema.enum.includes(name) && !(own ?? '').includes(mapped)) {
          problems.push(`${file}#/${trail.join('/')}: names ${name} without saying it is a commit of ${mapped}`);
        }
      }
    }
    for (const [key, value] of Object.entries(schema)) {
      walk(value, [...trail, key], key === 'items' ? own : undefined);
    }
  };
  walk(document, [], undefined);
  return problems;
}

describe('commit and credit vocabulary across the specifications', () => {
  it.each(readdirSync(specsDir).filter((file) => file.endsWith('.yaml')))(
    '%s maps every full balance name to the commit type it is',
    (file) => {
      expect(unmappedBalanceNames(parse(readFileSync(path.join(specsDir, file), 'utf8')), file)).toEqual([]);
    },
  );

  it('fails an enum of balance kinds that does not state the mapping', () => {
    const planted = {
      components: {
        schemas: {Grant: {type: 'string', enum: ['prepaid_commit', 'credit'], description: 'What kind of grant.'}},
      },
    };
    expect(unmappedBalanceNames(planted, 'planted.yaml')).toEqual([
      'planted.yaml#/components/schemas/Grant: names prepaid_commit without saying it is a commit of `type: prepaid`',
    ]);
  });
});
