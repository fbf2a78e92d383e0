/**
 * The API changelog's source, `api/changelog.yaml`: dated entries, each about one specification, with
 * the writer's note and the contract changes it covers (as `specChanges` computed them). Read by the
 * changelog page, the feed, the coverage test and `npm run changelog`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {parse as parseYaml} from 'yaml';
import {apiSpecs} from '../api-reference/spec/registry';
import {changeKinds, changeTypes} from './spec-change';

/** Where the changelog lives, relative to the site. */
export const changelogSource = 'api/changelog.yaml';

const specIds = apiSpecs.map((entry) => entry.id) as [string, ...string[]];

const changeSchema = z.strictObject({
  kind: z.enum(changeKinds),
  type: z.enum(changeTypes),
  pointer: z.string().startsWith('/'),
  operation: z.string().min(1).optional(),
  summary: z.string(),
});

const entrySchema = z.strictObject({
  // YAML 1.2 (the `yaml` package's default) reads 2026-03-01 as a string, not a Date.
  date: z.iso.date(),
  spec: z.enum(specIds),
  title: z.string().min(5).max(120),
  note: z.string().min(20),
  changes: z.array(changeSchema).min(1),
});

const changelogSchema = z.strictObject({entries: z.array(entrySchema)});

export type ChangelogChange = z.infer<typeof changeSchema>;
export type ChangelogEntry = z.infer<typeof entrySchema>;
export type Changelog = z.infer<typeof changelogSchema>;

/** Checks parsed YAML; the error names the entry and field that is wrong. */
export function parseChangelog(value: unknown, displayPath = changelogSource): Changelog {
  const result = changelogSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${displayPath} is not a valid changelog: ${problems.join('; ')}`);
  }
  return result.data;
}

export function readChangelog(siteDir: string): Changelog {
  return parseChangelog(parseYaml(readFileSync(path.join(siteDir, changelogSource), 'utf8')));
}
