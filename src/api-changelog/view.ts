/**
 * What the changelog page and the feed show: entries grouped by day, newest first, each with its
 * specification, whether it breaks clients, the note, and its changes linking to the operation's anchor
 * in the API reference when the operation is still there (a removed one has no anchor to link to).
 */
import type {ApiSpecEntry} from '../api-reference/spec/registry';
import {operationAnchor} from '../api-reference/view-model/anchors';
import type {Changelog, ChangelogChange} from './changelog-file';

export interface ChangeView {
  readonly operation?: string;
  /** `/api/v2/#createContractEdit`, when the operation exists in the current specification. */
  readonly href?: string;
  readonly breaking: boolean;
  /** What changed, in words. */
  readonly description: string;
}

export interface EntryView {
  /** Fragment id of the entry on the page, also the end of its feed id. */
  readonly anchor: string;
  readonly date: string;
  readonly spec: string;
  readonly specLabel: string;
  readonly specRoute: string;
  readonly title: string;
  readonly note: string;
  readonly breaking: boolean;
  readonly changes: readonly ChangeView[];
}

export interface DayView {
  readonly date: string;
  /** `March 1, 2026` */
  readonly label: string;
  readonly entries: readonly EntryView[];
}

export interface ChangelogView {
  readonly days: readonly DayView[];
}

const kindLabels: Readonly<Record<string, string>> = {
  add: 'Added',
  remove: 'Removed',
  replace: 'Changed',
  rename: 'Renamed',
};

function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The reference's anchor of the operation a change is in (`createContractEdit`). */
function anchorOf(change: ChangelogChange & {operation: string}): string {
  const [, urlPath = '', method = ''] = pointerSegments(change.pointer);
  return operationAnchor(change.operation, method, urlPath);
}

/** The library's summary, or the kind and where, counted from the operation when it is in one. */
function describe(change: ChangelogChange): string {
  if (change.summary !== '') {
    return change.summary;
  }
  const segments = pointerSegments(change.pointer);
  const where = change.operation === undefined ? segments : segments.slice(3);
  return `${kindLabels[change.kind] ?? change.kind} ${where.join(' › ')}`;
}

/** One line per change, for the feed. */
export function changeText(change: ChangeView): string {
  const prefix = change.operation === undefined ? '' : `${change.operation}: `;
  return `${prefix}${change.description}${change.breaking ? ' (breaking)' : ''}`;
}

export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(`${date}T00:00:00Z`));
}

/**
 * @param operationIds the operationIds of each current specification, by spec id: a change links to
 *   the reference only where the anchor exists (the build fails on a broken anchor).
 */
export function changelogView(
  changelog: Changelog,
  specs: readonly ApiSpecEntry[],
  operationIds: ReadonlyMap<string, ReadonlySet<string>>,
): ChangelogView {
  const usedAnchors = new Map<string, number>();
  const entries = changelog.entries.map((entry): EntryView => {
    const spec = specs.find((candidate) => candidate.id === entry.spec);
    if (spec === undefined) {
      throw new Error(`The changelog entry "${entry.title}" names an unknown specification ${entry.spec}`);
    }
    const base = `${entry.date}-${entry.spec}`;
    const seen = usedAnchors.get(base) ?? 0;
    usedAnchors.set(base, seen + 1);
    const changes = entry.changes.map((change): ChangeView => {
      const {operation} = change;
      const linked = operation !== undefined && operationIds.get(entry.spec)?.has(operation) === true;
      return {
        ...(operation === undefined ? {} : {operation}),
        ...(linked ? {href: `${spec.route}#${anchorOf({...change, operation})}`} : {}),
        breaking: change.type === 'breaking',
        description: describe(change),
      };
    });
    return {
      anchor: seen === 0 ? base : `${base}-${seen + 1}`,
      date: entry.date,
      spec: entry.spec,
      specLabel: spec.label,
      specRoute: spec.route,
      title: entry.title,
      note: entry.note.trim(),
      breaking: changes.some((change) => change.breaking),
      changes,
    };
  });
  const dates = [...new Set(entries.map((entry) => entry.date))].sort().reverse();
  return {
    days: dates.map((date) => ({
      date,
      label: dayLabel(date),
      entries: entries.filter((entry) => entry.date === date),
    })),
  };
}
