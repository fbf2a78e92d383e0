/**
 * The short excerpt under a result, with matched words marked. It returns segments, never HTML, so the
 * page renders them as text and a `<mark>` element: nothing in the index can inject markup.
 */
import {snippetLength} from './constants';
import {findTermRanges, type TextRange} from './marks';
import {foldCase} from './terms';

export interface SnippetSegment {
  readonly text: string;
  readonly marked: boolean;
}

/** Characters shown before the first match of the window, so the excerpt starts with some context. */
const leadIn = 30;

const ellipsis = '…';

const maxRangesConsidered = 200;

/** Start of the window of `length` characters that holds the most distinct matched words. */
function bestWindowStart(text: string, ranges: readonly TextRange[], length: number): number {
  let bestStart = ranges[0].start;
  let bestCount = 0;
  for (let i = 0; i < ranges.length; i += 1) {
    const seen = new Set<string>();
    for (let j = i; j < ranges.length && ranges[j].end - ranges[i].start <= length - leadIn; j += 1) {
      seen.add(foldCase(text.slice(ranges[j].start, ranges[j].end)));
    }
    if (seen.size > bestCount) {
      bestCount = seen.size;
      bestStart = ranges[i].start;
    }
  }
  return bestStart;
}

/** Moves `index` forward to just after a space, unless that would skip more than `limit` characters. */
function afterSpace(text: string, index: number, limit: number): number {
  const space = text.indexOf(' ', index);
  return space === -1 || space - index > limit ? index : space + 1;
}

/** Moves `end` back to a space, unless that would drop more than `limit` characters. */
function beforeSpace(text: string, end: number, limit: number): number {
  const space = text.lastIndexOf(' ', end);
  return space === -1 || end - space > limit ? end : space;
}

/**
 * An excerpt of about `length` characters of `text` around the matched `terms`: the window holding the
 * most distinct terms, cut at word boundaries, with an ellipsis where text was left out.
 */
export function extractSnippet(
  text: string,
  terms: readonly string[],
  length: number = snippetLength,
): SnippetSegment[] {
  if (text === '') {
    return [];
  }
  // A long section can repeat a term hundreds of times; the first matches are enough to place the window.
  const allRanges = findTermRanges(text, terms).slice(0, maxRangesConsidered);
  let start = 0;
  if (allRanges.length > 0 && text.length > length) {
    const windowStart = bestWindowStart(text, allRanges, length);
    start = windowStart <= leadIn ? 0 : afterSpace(text, windowStart - leadIn, leadIn);
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    end = beforeSpace(text, end, 20);
  }
  const segments: SnippetSegment[] = [];
  const push = (segmentText: string, marked: boolean) => {
    if (segmentText === '') {
      return;
    }
    const last = segments[segments.length - 1];
    if (last !== undefined && !last.marked && !marked) {
      segments[segments.length - 1] = {text: last.text + segmentText, marked: false};
    } else {
      segments.push({text: segmentText, marked});
    }
  };
  if (start > 0) {
    push(ellipsis, false);
  }
  let cursor = start;
  for (const range of allRanges) {
    if (range.start < start || range.end > end) {
      continue;
    }
    push(text.slice(cursor, range.start), false);
    push(text.slice(range.start, range.end), true);
    cursor = range.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) {
    push(ellipsis, false);
  }
  return segments;
}
