/**
 * One section of a page's Markdown by its anchor, with the text before and after it. The search index
 * knows each section's heading by its `#anchor` (explicit ids included), so the heading is looked up
 * there; a heading whose slug is the anchor matches too, for sections the index leaves out. Pure.
 */
import {splitAtHeading, type SectionSplit} from '../../markdown-export/sections';

/** Heading text without Markdown: no code ticks, escapes, explicit `{#id}` or link syntax. */
export function plainHeading(text: string): string {
  return text
    .replace(/\\?\{#[^}]*\\?\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`\\*_]/g, '')
    .trim()
    .toLowerCase();
}

/** The slug Docusaurus gives a heading without an explicit id (lower case, punctuation dropped, dashes). */
export function slugOf(text: string): string {
  return plainHeading(text)
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

export function findSection(
  markdown: string,
  anchor: string,
  indexedTitle: string | undefined,
): SectionSplit | undefined {
  const title = indexedTitle === undefined ? undefined : plainHeading(indexedTitle);
  return (
    (title === undefined ? undefined : splitAtHeading(markdown, (heading) => plainHeading(heading) === title)) ??
    splitAtHeading(markdown, (heading) => slugOf(heading) === anchor.toLowerCase())
  );
}
