/**
 * Sections repeated across sibling pages: the data-export destination pages are generated from one
 * template, so each has a "Tables", "Network access" and "Limits" section that says mostly what the
 * others say. Sixteen near copies would fill the result list for a query about that topic and push out
 * the page that owns it (the data-export overview). Each such section is scored down by how much of it
 * its siblings share; a section whose text is its own keeps its full score.
 */
import {repeatedSectionMinBoost, repeatedSectionMinPages} from '../engine/constants';
import {pageOf} from '../engine/rank';
import {indexWords} from '../engine/terms';
import type {SearchDocument} from '../engine/types';

/** The folder of a page (`/docs/data-export/` for `/docs/data-export/snowflake/`): siblings share it. */
function folderOf(pageUrl: string): string {
  const trimmed = pageUrl.replace(/\/+$/, '');
  return trimmed.slice(0, trimmed.lastIndexOf('/') + 1);
}

/** Key of a section's group: same folder, same anchor. */
function groupKey(ref: string): string | undefined {
  const hash = ref.indexOf('#');
  return hash === -1 ? undefined : `${folderOf(pageOf(ref))}#${ref.slice(hash + 1)}`;
}

/**
 * Share of a section's distinct words that at least half of its siblings' same sections also have
 * (1 for a section with no words of its own: its heading is all it has, and the siblings have it too).
 */
function sharedShare(words: ReadonlySet<string>, siblings: readonly ReadonlySet<string>[]): number {
  if (words.size === 0) {
    return 1;
  }
  const needed = Math.ceil(siblings.length / 2);
  let shared = 0;
  for (const word of words) {
    if (siblings.filter((sibling) => sibling.has(word)).length >= needed) {
      shared += 1;
    }
  }
  return shared / words.size;
}

/**
 * The documents with a `boost` below 1 on each section repeated, under the same anchor, on at least
 * {@link repeatedSectionMinPages} pages of one folder: from 1 (nothing shared) down to
 * {@link repeatedSectionMinBoost} (everything shared).
 */
export function weighRepeatedSections(documents: readonly SearchDocument[]): SearchDocument[] {
  const groups = new Map<string, number[]>();
  documents.forEach((document, position) => {
    const key = groupKey(document.ref);
    if (key !== undefined) {
      groups.set(key, [...(groups.get(key) ?? []), position]);
    }
  });
  const boosts = new Map<number, number>();
  for (const positions of groups.values()) {
    if (positions.length < repeatedSectionMinPages) {
      continue;
    }
    const wordSets = positions.map((position) => new Set(indexWords(documents[position].content)));
    positions.forEach((position, index) => {
      const share = sharedShare(
        wordSets[index],
        wordSets.filter((_, other) => other !== index),
      );
      const boost = Math.round((1 - share * (1 - repeatedSectionMinBoost)) * 100) / 100;
      if (boost < 1) {
        boosts.set(position, boost);
      }
    });
  }
  return documents.map((document, position) => {
    const boost = boosts.get(position);
    return boost === undefined ? document : {...document, boost};
  });
}
