/**
 * Stable HTML ids for tags and operations. Operation ids come from the `operationId`, so links such as
 * `/api/#createCustomer` survive reordering and rewording of the specification.
 */

/** Lower-case words joined by hyphens: `Billable metrics` → `billable-metrics`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const validId = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** Id of a tag's section: `tag-` plus the slug of its name. */
export function tagAnchor(tagName: string): string {
  return `tag-${slugify(tagName) || 'untitled'}`;
}

/**
 * Id of an operation's section: the operationId itself when it is a valid, readable id; otherwise a
 * slug of it, or of the method and path when the operation has no id.
 */
export function operationAnchor(operationId: string | undefined, method: string, path: string): string {
  if (operationId !== undefined && validId.test(operationId)) {
    return operationId;
  }
  const slug = slugify(operationId ?? `${method} ${path}`);
  return `operation-${slug || method}`;
}

/** Hands out ids, adding `-2`, `-3`... when one is already taken on the page. */
export class AnchorRegistry {
  private readonly taken = new Set<string>();

  claim(candidate: string): string {
    let id = candidate;
    for (let suffix = 2; this.taken.has(id); suffix++) {
      id = `${candidate}-${suffix}`;
    }
    this.taken.add(id);
    return id;
  }
}

/** Id of the section describing a shared response (`components/responses/<name>`). */
export function sharedResponseAnchor(name: string): string {
  return `response-${slugify(name) || 'shared'}`;
}

/** Id of the section that lists the shared responses. */
export const sharedResponsesAnchor = 'shared-responses';

/** Id of the section that describes the page's named objects once each. */
export const objectsAnchor = 'objects';

/** Id of a named object's section (`components/schemas/<name>`): `object-Invoice`. */
export function objectAnchor(name: string): string {
  return `object-${validId.test(name) ? name : slugify(name) || 'schema'}`;
}

/** Id of the section that describes the headers many responses share. */
export const sharedHeadersAnchor = 'response-headers';

/** Id of a shared response header's entry: `header-ratelimit-limit`. */
export function sharedHeaderAnchor(name: string): string {
  return `header-${slugify(name) || 'unnamed'}`;
}
