/**
 * What the "What can change" table and its sentences say, as small inline pieces that the reference
 * (React) and the guides (Markdown) each render their way, so both say the same.
 */
import {apiSpecs} from '../spec/registry';
import {objectAnchor} from '../view-model/anchors';
import type {FieldLifecycle, ObjectChanges, OperationRef} from './types';
import {brand} from '../../config/brand';

/** Text, code, or a link whose label is code (an operation or an object). */
export type Inline = string | {code: string} | {href: string; code: string};

export interface ChangesRow {
  fields: string[];
  atCreation: Inline[];
  later: Inline[];
}

export interface ChangesSummary {
  /** "Created by createCustomer." */
  created: Inline[];
  /** "Archive with archiveCustomer. No operation deletes it." */
  retired: Inline[];
  rows: ChangesRow[];
}

export const changesColumns = ['Fields', 'When created', 'Afterwards'] as const;

function specRoute(specId: string): string {
  return apiSpecs.find((entry) => entry.id === specId)?.route ?? '/api/';
}

/** Link to an operation's section on its reference page. */
export function operationHref(ref: OperationRef, ownSpecId: string): string {
  return `${specRoute(ref.specId ?? ownSpecId)}#${ref.operationId}`;
}

export function objectHref(specId: string, name: string): string {
  return `${specRoute(specId)}#${objectAnchor(name)}`;
}

function operationInline(ref: OperationRef, specId: string): Inline[] {
  const link: Inline = {href: operationHref(ref, specId), code: ref.operationId};
  return ref.part === undefined ? [link] : [link, ' (', {code: ref.part}, ')'];
}

/** `a`, `b` and `c`: joins groups of inline pieces. */
function joined(groups: Inline[][], last = ' and '): Inline[] {
  return groups.flatMap((group, index) => [
    ...(index === 0 ? [] : [index === groups.length - 1 ? last : ', ']),
    ...group,
  ]);
}

const refKey = (ref: OperationRef): string => `${ref.specId ?? ''}:${ref.operationId}:${ref.part ?? ''}`;

/** Fields that behave the same share a row: changed by the same operations, or never changed. */
function rowsOf(changes: ObjectChanges): ChangesRow[] {
  const groups = new Map<string, FieldLifecycle[]>();
  for (const field of changes.fields) {
    const key = `${field.changedBy.length === 0 ? 'z' : 'a'}${field.atCreation ? 1 : 2}|${field.changedBy.map(refKey).join(',')}`;
    groups.set(key, [...(groups.get(key) ?? []), field]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a.slice(0, 2) < b.slice(0, 2) ? -1 : a.slice(0, 2) > b.slice(0, 2) ? 1 : 0))
    .map(([, fields]) => {
      const first = fields[0]!;
      return {
        fields: fields.map((field) => field.name),
        atCreation: [first.atCreation ? 'You set it' : `${brand.name} sets it`],
        later:
          first.changedBy.length === 0
            ? ['Never']
            : joined(
                first.changedBy.map((ref) => operationInline(ref, changes.specId)),
                ', ',
              ),
      };
    });
}

const retireVerbs: Record<string, string> = {
  archive: 'Archive',
  void: 'Void',
  end: 'End',
  cancel: 'Cancel',
  delete: 'Delete',
  remove: 'Remove',
};

export function summarise(changes: ObjectChanges): ChangesSummary {
  const {specId} = changes;
  const created: Inline[] =
    changes.createdBy.length === 0
      ? [`${brand.name} creates it; no operation does.`]
      : [
          'Created by ',
          ...joined(
            changes.createdBy.map((ref) => operationInline(ref, specId)),
            ' or ',
          ),
          '.',
        ];
  const retired: Inline[] = changes.retiredBy.flatMap((retire, index) => [
    ...(index === 0 ? [] : [' ']),
    `${retireVerbs[retire.kind] ?? `${retire.kind.charAt(0).toUpperCase()}${retire.kind.slice(1)}`} it with `,
    ...operationInline(retire.operation, specId),
    '.',
  ]);
  if (!changes.retiredBy.some((retire) => retire.kind === 'delete')) {
    retired.push(
      `${retired.length === 0 ? '' : ' '}${changes.retiredBy.length === 0 ? 'No operation archives, voids or deletes it.' : 'No operation deletes it.'}`,
    );
  }
  return {created, retired, rows: rowsOf(changes)};
}

/** The object's name for readers: `RateCard` → `Rate card`. */
export function readableName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ');
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}
