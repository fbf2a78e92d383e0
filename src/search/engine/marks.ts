/** Finding the words of a text that a search matched, for snippets and for highlighting on the page. */
import {foldCase} from './terms';

export interface TextRange {
  readonly start: number;
  readonly end: number;
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Text whose case folding is `toLowerCase` alone, with every index kept (no accents, no ligatures). */
const asciiOnly = /^[^\u0080-\uffff]*$/;

/** A word of ASCII text: letters and digits, what `wordPattern` matches there. */
const asciiWord = /^[a-z0-9]+$/;

const isAsciiWordCharacter = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * `findTermRanges` on ASCII text, by looking for each term rather than folding every word: a term is
 * found where it stands between characters that are not letters or digits.
 */
function findAsciiTermRanges(text: string, wanted: ReadonlySet<string>): TextRange[] {
  const lower = text.toLowerCase();
  const ranges: TextRange[] = [];
  for (const term of wanted) {
    if (!asciiWord.test(term)) {
      continue;
    }
    for (let start = lower.indexOf(term); start !== -1; start = lower.indexOf(term, start + 1)) {
      const end = start + term.length;
      if (!isAsciiWordCharacter(lower.charCodeAt(start - 1)) && !isAsciiWordCharacter(lower.charCodeAt(end))) {
        ranges.push({start, end});
      }
    }
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/** Ranges of the words of `text` that equal one of `terms` (case and accents ignored), in text order. */
export function findTermRanges(text: string, terms: Iterable<string>): TextRange[] {
  const wanted = new Set([...terms].map(foldCase));
  if (wanted.size === 0) {
    return [];
  }
  // Folding each word of a text costs more than ranking a query on a large site: most texts are ASCII.
  if (asciiOnly.test(text)) {
    return findAsciiTermRanges(text, wanted);
  }
  const ranges: TextRange[] = [];
  for (const match of text.matchAll(wordPattern)) {
    if (wanted.has(foldCase(match[0]))) {
      ranges.push({start: match.index, end: match.index + match[0].length});
    }
  }
  return ranges;
}
