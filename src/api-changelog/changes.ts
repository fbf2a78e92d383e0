/**
 * What changed between two versions of one API specification, as api-smart-diff computes it: each
 * change with its action, where it is (a JSON pointer into the document), whether it breaks clients, and
 * the operation it belongs to. Descriptions, summaries and examples (`annotation`) are left out: they
 * change the reference's wording, not the contract, and need no changelog entry.
 */
import {apiDiff, type Diff} from 'api-smart-diff';
import {isObject} from '../lib/json';
import type {OpenApiDocument} from '../api-reference/spec/document';
import {httpMethods} from '../api-reference/view-model/operations';

/** How a change affects clients; `breaking` means a client that worked before may fail now. */
export const changeTypes = ['breaking', 'non-breaking', 'deprecated', 'unclassified'] as const;
export type ChangeType = (typeof changeTypes)[number];

export const changeKinds = ['add', 'remove', 'replace', 'rename'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** One change of a specification's contract. */
export interface SpecChange {
  readonly kind: ChangeKind;
  readonly type: ChangeType;
  /** JSON pointer (RFC 6901) into the newer document, or into the older one for a removal. */
  readonly pointer: string;
  /** The `operationId` of the operation the change is in, when it is in one. */
  readonly operation?: string;
  /** What changed, in the library's words (`[Added] Response 410`); empty when it gives none. */
  readonly summary: string;
}

/** RFC 6901: `~` and `/` inside a segment are escaped. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The operationId at `paths/<path>/<method>` of a document, if the change is inside an operation. */
function operationIdAt(document: OpenApiDocument, path: readonly (string | number)[]): string | undefined {
  const [root, urlPath, method] = path;
  const isMethod = (httpMethods as readonly unknown[]).includes(method);
  if (root !== 'paths' || typeof urlPath !== 'string' || typeof method !== 'string' || !isMethod) {
    return undefined;
  }
  const pathItem = (document.paths as Record<string, unknown> | undefined)?.[urlPath];
  const operation = isObject(pathItem) ? pathItem[method] : undefined;
  return isObject(operation) && typeof operation.operationId === 'string' ? operation.operationId : undefined;
}

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

/** Every operationId of a document: the operations a changelog entry can link to. */
export function operationIdsOf(document: OpenApiDocument): Set<string> {
  const paths = isObject(document.paths) ? document.paths : {};
  return new Set(
    Object.keys(paths).flatMap((urlPath) =>
      httpMethods.flatMap((method) => operationIdAt(document, ['paths', urlPath, method]) ?? []),
    ),
  );
}
