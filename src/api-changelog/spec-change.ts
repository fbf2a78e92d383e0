/**
 * The vocabulary of a specification change (its kind, its type, where it is) and the operations a change
 * can point at, without the diff library: the changelog page's plugin needs these at build time, and the
 * diff library is a development dependency (a production install leaves it out).
 */
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
export function operationIdAt(document: OpenApiDocument, path: readonly (string | number)[]): string | undefined {
  const [root, urlPath, method] = path;
  const isMethod = (httpMethods as readonly unknown[]).includes(method);
  if (root !== 'paths' || typeof urlPath !== 'string' || typeof method !== 'string' || !isMethod) {
    return undefined;
  }
  const pathItem = (document.paths as Record<string, unknown> | undefined)?.[urlPath];
  const operation = isObject(pathItem) ? pathItem[method] : undefined;
  return isObject(operation) && typeof operation.operationId === 'string' ? operation.operationId : undefined;
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
