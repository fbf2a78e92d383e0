/**
 * Which contract changes of a specification the changelog does not cover yet. A change is covered when
 * an entry for the same specification lists it with the same kind, type and pointer: the writer copies
 * what `npm run changelog -- draft` printed, and may not reclassify a breaking change.
 */
import type {SpecChange} from './changes';
import type {ChangelogEntry} from './changelog-file';

type Keyed = Pick<SpecChange, 'kind' | 'type' | 'pointer'>;

function changeKey({kind, type, pointer}: Keyed): string {
  return `${kind} ${type} ${pointer}`;
}

export function uncoveredChanges(
  specId: string,
  changes: readonly SpecChange[],
  entries: readonly ChangelogEntry[],
): SpecChange[] {
  const covered = new Set(
    entries.filter((entry) => entry.spec === specId).flatMap((entry) => entry.changes.map(changeKey)),
  );
  return changes.filter((change) => !covered.has(changeKey(change)));
}

/** One line per change, as the test failure and the command show them. */
export function describeChange(change: SpecChange): string {
  const where = change.operation === undefined ? change.pointer : `${change.pointer} (${change.operation})`;
  const summary = change.summary === '' ? '' : `: ${change.summary}`;
  return `${change.type} ${change.kind} ${where}${summary}`;
}

/** The failure message for one specification, or undefined when every change is covered. */
export function uncoveredReport(specId: string, uncovered: readonly SpecChange[]): string | undefined {
  if (uncovered.length === 0) {
    return undefined;
  }
  const lines = uncovered.map((change) => `  - ${describeChange(change)}`);
  return [
    `${specId}: ${uncovered.length} change(s) since the published snapshot have no entry in api/changelog.yaml ` +
      `(run \`npm run changelog -- draft ${specId}\`):`,
    ...lines,
  ].join('\n');
}
