/**
 * The held-out quarter of the outside question bank (issue #42): a question is held out when a seeded
 * hash of its id falls in one of four buckets. The seed is fixed, so the split is reproducible and does
 * not depend on the order of the files; those who write pages do not read the held-out questions.
 */

/** The seed of the split; changing it would mix questions writers have read into the held-out set. */
export const heldOutSeed = 'issue-42-held-out-2026-12-07';

/** FNV-1a, 32 bits: a small, stable hash with no dependency. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** True for about one question id in four. */
export function isHeldOut(id: string, seed = heldOutSeed): boolean {
  return fnv1a(`${seed}:${id}`) % 4 === 0;
}
