/**
 * Checks that what the specifications say can change on each object is reflected by the notes
 * (src/api-reference/lifecycle/notes.ts) and the guides: every object has a note and an owning guide
 * whose `## Changing it later` section holds its `<ChangingItLater>` marker; every field set only at
 * creation has an alternative, and no alternative is left for a field that an operation now changes.
 * A specification that gains an update operation or field therefore fails until the notes follow.
 */
import type {LifecycleNote} from '../../src/api-reference/lifecycle/notes';
import {applyNote, createOnlyFields, noteKey} from '../../src/api-reference/lifecycle/resolve';
import {deriveLifecycles} from '../../src/api-reference/lifecycle/derive';
import {markerName} from '../../src/api-reference/lifecycle/remark-changing-it-later';
import {isObject, objectField, type OpenApiDocument} from '../../src/api-reference/spec/document';

export interface SpecDocument {
  specId: string;
  document: OpenApiDocument;
}

/** The text of a guide by its path of the notes (`manage-product-access/provision-customer`), or undefined. */
export type ReadGuide = (guide: string) => string | undefined;

function operationIds(document: OpenApiDocument): Set<string> {
  const ids = new Set<string>();
  for (const item of Object.values(objectField(document, 'paths') ?? {})) {
    for (const operation of isObject(item) ? Object.values(item) : []) {
      if (isObject(operation) && typeof operation.operationId === 'string') {
        ids.add(operation.operationId);
      }
    }
  }
  return ids;
}

/** The marker of an object: `spec` is written for every specification but v1. */
function markerPattern(specId: string, name: string): RegExp {
  const spec = specId === 'v1' ? '' : `\\s+spec="${specId}"`;
  return new RegExp(`<${markerName}\\s+object="${name}"${spec}\\s*/>`);
}

/** The part of a guide after its `## Changing it later` heading, up to the next `##` heading. */
export function changingItLaterSection(text: string): string | undefined {
  const start = text.search(/^## Changing it later\s*$/m);
  if (start < 0) {
    return undefined;
  }
  const rest = text.slice(start).split('\n').slice(1).join('\n');
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

export function lifecycleProblems(
  specs: readonly SpecDocument[],
  notes: Readonly<Record<string, LifecycleNote>>,
  readGuide: ReadGuide,
): string[] {
  const problems: string[] = [];
  const ids = new Map(specs.map(({specId, document}) => [specId, operationIds(document)]));
  const objects = new Set<string>();
  for (const {specId, document} of specs) {
    for (const lifecycle of deriveLifecycles(document)) {
      const key = noteKey(specId, lifecycle.name);
      objects.add(key);
      const note = notes[key];
      if (note === undefined) {
        problems.push(`${key}: no note in src/api-reference/lifecycle/notes.ts (its owning guide and alternatives)`);
        continue;
      }
      const fieldNames = new Set(lifecycle.fields.map((field) => field.name));
      const extra = [
        ...(note.createdElsewhere === undefined ? [] : [note.createdElsewhere]),
        ...(note.alsoChangedBy ?? []),
      ];
      for (const change of extra) {
        if (!(ids.get(change.specId ?? specId)?.has(change.operationId) ?? false)) {
          problems.push(
            `${key}: the note names ${change.specId ?? specId}:${change.operationId}, which does not exist`,
          );
        }
        for (const field of change.fields.filter((name) => !fieldNames.has(name))) {
          problems.push(`${key}: the note names the field ${field}, which the object does not have`);
        }
      }
      const changes = applyNote(specId, lifecycle, note);
      const createOnly = new Set(createOnlyFields(changes));
      const explained = new Set(note.instead?.flatMap((alternative) => alternative.fields) ?? []);
      for (const field of createOnly) {
        if (!explained.has(field)) {
          problems.push(`${key}.${field} is set only at creation: add what to do instead to its note`);
        }
      }
      for (const field of explained) {
        if (!createOnly.has(field)) {
          problems.push(
            `${key}.${field} has an alternative in its note but is not a field set only at creation (an operation changes it now, or it is not a field): remove or update the note`,
          );
        }
      }
      const text = readGuide(note.guide);
      if (text === undefined) {
        problems.push(`${key}: its guide docs/${note.guide}.mdx does not exist`);
        continue;
      }
      const section = changingItLaterSection(text);
      if (section === undefined) {
        problems.push(`${key}: docs/${note.guide}.mdx has no "## Changing it later" section`);
      } else if (!markerPattern(specId, lifecycle.name).test(section)) {
        problems.push(
          `${key}: the "Changing it later" section of docs/${note.guide}.mdx has no <${markerName} object="${lifecycle.name}"${specId === 'v1' ? '' : ` spec="${specId}"`} />`,
        );
      }
    }
  }
  for (const key of Object.keys(notes).filter((name) => !objects.has(name))) {
    problems.push(`${key}: the note names no object of the specifications`);
  }
  return problems;
}
