/**
 * A short fingerprint of a specification, so the browser can tell whether the live copy on the API
 * host differs from the copy the page was built from without shipping the build's copy.
 */

/** JSON text with object keys sorted, so that key order alone never counts as a change. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast, well-distributed 53-bit string hash (not cryptographic; change detection only). */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Fingerprint of a text: two seeded hashes. */
export function textFingerprint(text: string): string {
  return `${cyrb53(text, 1).toString(36)}-${cyrb53(text, 2).toString(36)}`;
}

/** Fingerprint of a parsed specification document: the fingerprint of its canonical JSON. */
export function specFingerprint(document: unknown): string {
  return textFingerprint(canonicalJson(document));
}
