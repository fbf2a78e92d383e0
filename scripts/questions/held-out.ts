/**
 * The held-out quarter of the outside question bank (issue #42): a question is held out when a seeded
 * hash of its id falls in one of four buckets. The seed is fixed, so the split is reproducible and does
 * not depend on the order of the files; those who write pages do not read the held-out questions.
 */
import {fnv1a} from '../../src/search/engine/operation-route';

/** The seed of the split; changing it would mix questions writers have read into the held-out set. */
export const heldOutSeed = 'issue-42-held-out-2026-12-07';

/** True for about one question id in four. */
export function isHeldOut(id: string, seed = heldOutSeed): boolean {
  return fnv1a(`${seed}:${id}`) % 4 === 0;
}
