/**
 * What changed between two versions of one API specification, as api-smart-diff computes it: each
 * change with its action, where it is (a JSON pointer into the document), whether it breaks clients, and
 * the operation it belongs to. Descriptions, summaries and examples (`annotation`) are left out: they
 * change the reference's wording, not the contract, and need no changelog entry.
 */
import {apiDiff, type Diff} from 'api-smart-diff';
import type {OpenApiDocument} from '../api-reference/spec/document';
import {operationIdAt, toPointer, type SpecChange} from './spec-change';

export {operationIdsOf, toPointer} from './spec-change';
export type {SpecChange} from './spec-change';

/**
 * Whether a path is inside an `example` or `examples` value. api-smart-diff classifies a change of the
 * example keyword itself as an annotation, but a change deeper inside the example's value (one field of
 * an example body) as `unclassified`; either way it is documentation, not contract. A schema property
 * that happens to be named `example` (`properties/example`) is contract and stays.
 */
export function isInsideExample(path: readonly (string | number)[]): boolean {
  return path.some(
    (segment, index) => (segment === 'example' || segment === 'examples') && path[index - 1] !== 'properties',
  );
}

function toChange(diff: Diff, before: OpenApiDocument, after: OpenApiDocument): SpecChange | undefined {
  if (diff.type === 'annotation' || isInsideExample(diff.path)) {
    return undefined;
  }
  // A removed operation is found in the older document only.
  const operation = operationIdAt(after, diff.path) ?? operationIdAt(before, diff.path);
  return {
    kind: diff.action,
    type: diff.type,
    pointer: toPointer(diff.path),
    ...(operation === undefined ? {} : {operation}),
    summary: diff.description ?? '',
  };
}

/**
 * The contract changes from `before` to `after` (two bundled documents of one specification), in
 * document order. `$ref`s are followed, so a changed shared schema shows where it is used too.
 */
export function specChanges(before: OpenApiDocument, after: OpenApiDocument): SpecChange[] {
  return apiDiff(before, after).flatMap((diff) => toChange(diff, before, after) ?? []);
}
