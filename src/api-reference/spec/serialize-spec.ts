/**
 * How a specification is published: compact JSON. The API-specs plugin writes exactly this text, and
 * the reference pages know its fingerprint, so the browser can recognise an unchanged live copy from
 * its text alone.
 */

/**
 * Serialises a specification as compact JSON: the reference pages fetch it on every visit, so no
 * indentation. `<`, `>` and `&` are written as Unicode escapes (still the same JSON value), so the copy
 * served as `text/html` can never be read by a browser as markup.
 */
export function serializeSpec(document: unknown): string {
  return `${JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  })}\n`;
}
