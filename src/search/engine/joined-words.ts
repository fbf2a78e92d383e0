/** A word typed without its space (`ratecard`) read as the two words the index holds (`rate card`). */
import type {Query} from 'minisearch';
import {matchWeights} from './constants';
import {stopWords} from './terms';

/** Shortest part of a joined word: shorter parts (`a`, `in`) would split almost any word somewhere. */
const minPartLength = 3;

/**
 * A joined word found in at most this many documents is still read as two words: `ratecard` may stand
 * in one code sample while the pages say "rate card". A common word (`salesforce`, `database`) is not.
 */
const maxJoinedWordDocuments = 2;

/**
 * The two indexed words a term joins, most even split first; `undefined` when the term is a common
 * indexed word itself, has anything but letters, or has no split into two indexed words. `vocabulary`
 * maps each indexed word to the number of documents holding it. The index keeps no word positions, so
 * "the index has it" means both words are indexed, not that they stand side by side.
 */
export function splitJoinedWord(term: string, vocabulary: ReadonlyMap<string, number>): [string, string] | undefined {
  const splits = joinedWordSplits(term, vocabulary).filter(
    ([left, right]) => vocabulary.has(left) && vocabulary.has(right) && !stopWords.has(left) && !stopWords.has(right),
  );
  const evenness = ([left, right]: [string, string]) => Math.min(left.length, right.length);
  return splits.sort((a, b) => evenness(b) - evenness(a))[0];
}

/**
 * Every way to cut `term` into two words of at least `minPartLength` letters, when it may be a joined
 * word: only letters, and in at most `maxJoinedWordDocuments` documents. The split index fetches the
 * shards of these parts before it reads the term as two words.
 */
export function joinedWordSplits(term: string, vocabulary: ReadonlyMap<string, number>): [string, string][] {
  if (
    term.length < minPartLength * 2 ||
    /[^\p{L}]/u.test(term) ||
    (vocabulary.get(term) ?? 0) > maxJoinedWordDocuments
  ) {
    return [];
  }
  const splits: [string, string][] = [];
  for (let at = minPartLength; at <= term.length - minPartLength; at += 1) {
    splits.push([term.slice(0, at), term.slice(at)]);
  }
  return splits;
}

const joinedWordWeight = () => matchWeights.synonym;

/** Query parts for the joined words among `terms`: both words must match, weighted as a synonym. */
export function joinedWordQueries(terms: readonly string[], vocabulary: ReadonlyMap<string, number>): Query[] {
  return terms.flatMap((term): Query[] => {
    const split = splitJoinedWord(term, vocabulary);
    return split === undefined
      ? []
      : [
          {
            combineWith: 'AND',
            queries: split.map((word) => ({queries: [word], prefix: false, fuzzy: false, boostTerm: joinedWordWeight})),
          },
        ];
  });
}
