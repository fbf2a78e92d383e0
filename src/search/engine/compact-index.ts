/**
 * A smaller serialization of MiniSearch's `toJSON()`. MiniSearch writes each posting as an object keyed
 * by document id (`{"1": {"23": 2, "45": 1}}`); here each term's postings per field are one flat array
 * of id gaps and term frequencies (`[1, 23, 2, 22, 1]`), and ids that are simply 0..n-1 are not written
 * at all. On this site that takes about a third off the gzipped index. `expandIndex` gives back exactly
 * what `toJSON()` produced, for `MiniSearch.loadJS`.
 */
import type {AsPlainObject} from 'minisearch';

export interface CompactIndex {
  readonly documentCount: number;
  readonly nextId: number;
  readonly fieldIds: Readonly<Record<string, number>>;
  /** Field lengths by document id. */
  readonly fieldLength: readonly (readonly number[])[];
  readonly averageFieldLength: readonly number[];
  readonly dirtCount: number;
  readonly serializationVersion: number;
  /** `[term, [fieldId, idGap, frequency, idGap, frequency, ...], ...]` per term. */
  readonly postings: readonly (readonly [string, ...(readonly number[])[]])[];
}

/** Documents in a field's list `[fieldId, idGap, frequency, ...]`. */
export function fieldEntryCount(field: readonly number[]): number {
  return (field.length - 1) >> 1;
}

/** Calls `visit` with each document id (gaps summed), its frequency and its position in a field's list. */
export function forEachFieldEntry(
  field: readonly number[],
  visit: (documentId: number, frequency: number, position: number) => void,
): void {
  let shortId = 0;
  const count = fieldEntryCount(field);
  for (let position = 0; position < count; position += 1) {
    shortId += field[1 + 2 * position];
    visit(shortId, field[2 + 2 * position], position);
  }
}

/** `[documentId, frequency]` of each document in a field's list `[fieldId, idGap, frequency, ...]`. */
export function fieldEntries(field: readonly number[]): [number, number][] {
  const entries: [number, number][] = [];
  forEachFieldEntry(field, (shortId, frequency) => entries.push([shortId, frequency]));
  return entries;
}

/** A field's list `[fieldId, idGap, frequency, ...]` of `[documentId, frequency]` entries in ascending id order. */
export function fieldList(fieldId: number, entries: Iterable<readonly [number, number]>): number[] {
  const list = [fieldId];
  let previous = 0;
  for (const [shortId, frequency] of entries) {
    list.push(shortId - previous, frequency);
    previous = shortId;
  }
  return list;
}

/** Packs `toJSON()` output whose document ids are 0..n-1, as the index builder assigns them. */
export function compactIndex(plain: AsPlainObject): CompactIndex {
  const ids = Object.keys(plain.documentIds).map(Number);
  ids.forEach((shortId, position) => {
    if (shortId !== position || plain.documentIds[shortId] !== shortId) {
      throw new Error('compactIndex expects document ids 0..n-1 equal to their short ids');
    }
  });
  if (Object.keys(plain.storedFields).length > 0) {
    throw new Error('compactIndex does not keep stored fields');
  }
  const postings = plain.index.map(([term, byField]): [string, ...number[][]] => {
    const fields = Object.entries(byField).map(([fieldId, byDocument]) =>
      fieldList(
        Number(fieldId),
        Object.keys(byDocument)
          .map(Number)
          .sort((a, b) => a - b)
          .map((shortId) => [shortId, byDocument[shortId]] as const),
      ),
    );
    return [term, ...fields];
  });
  return {
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    fieldIds: plain.fieldIds,
    fieldLength: ids.map((shortId) => plain.fieldLength[shortId]),
    averageFieldLength: plain.averageFieldLength,
    dirtCount: plain.dirtCount ?? 0,
    serializationVersion: plain.serializationVersion,
    postings,
  };
}

/** Unpacks a {@link CompactIndex} into the object `MiniSearch.loadJS` reads. */
export function expandIndex(compact: CompactIndex): AsPlainObject {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  compact.fieldLength.forEach((lengths, shortId) => {
    documentIds[shortId] = shortId;
    fieldLength[shortId] = [...lengths];
  });
  const index = compact.postings.map(([term, ...fields]): [string, Record<string, Record<string, number>>] => {
    const byField: Record<string, Record<string, number>> = {};
    for (const field of fields) {
      byField[field[0]] = Object.fromEntries(fieldEntries(field));
    }
    return [term, byField];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.nextId,
    documentIds,
    fieldIds: {...compact.fieldIds},
    fieldLength,
    averageFieldLength: [...compact.averageFieldLength],
    storedFields: {},
    dirtCount: compact.dirtCount,
    index,
    serializationVersion: compact.serializationVersion,
  };
}

/** Documents per term, from compact postings (`[fieldId, idGap, frequency, ...]`: (length - 1) / 2 each). */
export function documentCountOf([, ...fields]: CompactIndex['postings'][number]): number {
  // A document with the word in two fields counts twice, which is close enough to tell a rare word from a
  // common one.
  return fields.reduce((sum, postings) => sum + fieldEntryCount(postings), 0);
}
