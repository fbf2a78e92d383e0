/** Finding the words of a text that a search matched, for snippets and for highlighting on the page. */
import {foldCase} from './terms';

export interface TextRange {
  readonly start: number;
  readonly end: number;
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Ranges of the words of `text` that equal one of `terms` (case and accents ignored). */
export function findTermRanges(text: string, terms: Iterable<string>): TextRange[] {
  const wanted = new Set([...terms].map(foldCase));
  if (wanted.size === 0) {
    return [];
  }
  const ranges: TextRange[] = [];
  for (const match of text.matchAll(wordPattern)) {
    if (wanted.has(foldCase(match[0]))) {
      ranges.push({start: match.index, end: match.index + match[0].length});
    }
  }
  return ranges;
}
