/**
 * Applies the per-object notes (./notes.ts) to the lifecycles derived from a specification: changes
 * through another specification's operation, creation elsewhere, the owning guide and the alternatives.
 */
import {deriveLifecycles} from './derive';
import {lifecycleNotes, type LifecycleNote} from './notes';
import type {ObjectChanges, ObjectLifecycle, OperationRef} from './types';
import type {OpenApiDocument} from '../spec/document';

export function noteKey(specId: string, name: string): string {
  return `${specId}:${name}`;
}

/** The docs route of a guide path of the notes (`a/b/index` is served at `/a/b/`). */
export function guideRoute(guide: string): string {
  return `/${guide.replace(/(^|\/)index$/, '')}/`;
}

/** The reference anchor where an operation is, relative to the specification that names it. */
function foreign(specId: string | undefined, ownSpecId: string): Pick<OperationRef, 'specId'> {
  return specId === undefined || specId === ownSpecId ? {} : {specId};
}

/** One object's lifecycle with its note applied (or as derived, without a note). */
export function applyNote(specId: string, lifecycle: ObjectLifecycle, note: LifecycleNote | undefined): ObjectChanges {
  const fields = lifecycle.fields.map((field) => ({...field, changedBy: [...field.changedBy]}));
  const createdBy = [...lifecycle.createdBy];
  if (note?.createdElsewhere !== undefined) {
    const elsewhere = note.createdElsewhere;
    createdBy.push({...foreign(elsewhere.specId, specId), operationId: elsewhere.operationId});
    for (const field of fields) {
      field.atCreation ||= elsewhere.fields.includes(field.name);
    }
  }
  for (const change of note?.alsoChangedBy ?? []) {
    const ref: OperationRef = {
      ...foreign(change.specId, specId),
      operationId: change.operationId,
      ...(change.part === undefined ? {} : {part: change.part}),
    };
    for (const field of fields) {
      if (change.fields.includes(field.name)) {
        field.changedBy.push(ref);
      }
    }
  }
  return {
    ...lifecycle,
    specId,
    createdBy,
    fields,
    ...(note === undefined ? {} : {guidePath: guideRoute(note.guide)}),
    instead: (note?.instead ?? []).map(({fields: names, text}) => ({fields: [...names], text})),
    ...(note?.general === undefined ? {} : {general: note.general}),
    ...(note?.app === undefined ? {} : {app: note.app}),
  };
}

/** Every object of a specification with what can change on it, in name order. */
export function objectChanges(
  specId: string,
  document: OpenApiDocument,
  notes: Readonly<Record<string, LifecycleNote>> = lifecycleNotes,
): ObjectChanges[] {
  return deriveLifecycles(document).map((lifecycle) =>
    applyNote(specId, lifecycle, notes[noteKey(specId, lifecycle.name)]),
  );
}

/** Fields set when the object is created that no operation changes afterwards. */
export function createOnlyFields(changes: ObjectChanges): string[] {
  return changes.fields.filter((field) => field.atCreation && field.changedBy.length === 0).map((field) => field.name);
}
