/** Turns the synonym list into extra query parts for the phrases a query contains. */
import type {Query} from 'minisearch';
import {matchWeights, minPrefixTermLength} from './constants';
import {equivalentPhrases, readerPhrases} from './synonyms';
import {indexWords} from './terms';

/** A phrase as the words the index holds for it (folded, stop words left out). */
const wordsOf = (phrase: string): readonly string[] => indexWords(phrase);

/** Each phrase a reader may type, with the phrases it also searches for. */
const expansions: readonly {readonly words: readonly string[]; readonly alsoSearch: readonly (readonly string[])[]}[] =
  [
    ...equivalentPhrases.flatMap((group) =>
      group.map((phrase) => ({
        words: wordsOf(phrase),
        alsoSearch: group.filter((other) => other !== phrase).map(wordsOf),
      })),
    ),
    ...Object.entries(readerPhrases).map(([phrase, meanings]) => ({
      words: wordsOf(phrase),
      alsoSearch: meanings.map(wordsOf),
    })),
  ].filter((expansion) => expansion.words.length > 0);

/** Whether `words` occur in `terms` one after another. */
function containsPhrase(terms: readonly string[], words: readonly string[]): boolean {
  for (let start = 0; start + words.length <= terms.length; start += 1) {
    if (words.every((word, offset) => terms[start + offset] === word)) {
      return true;
    }
  }
  return false;
}

const synonymWeight = () => matchWeights.synonym;

/** A phrase as a query: every word must match, itself or a longer form (`memo` finds `memos`), no typos. */
function phraseQuery(words: readonly string[]): Query {
  const parts = words.map((word): Query => ({
    queries: [word],
    prefix: word.length >= minPrefixTermLength,
    fuzzy: false,
    boostTerm: synonymWeight,
  }));
  return parts.length === 1 ? parts[0] : {combineWith: 'AND', queries: parts};
}

/** Query parts for the synonyms of the phrases in `terms`; none when no phrase of the list occurs. */
export function synonymQueries(terms: readonly string[]): Query[] {
  const seen = new Set<string>();
  const queries: Query[] = [];
  for (const expansion of expansions) {
    if (!containsPhrase(terms, expansion.words)) {
      continue;
    }
    for (const words of expansion.alsoSearch) {
      const key = words.join(' ');
      if (words.length > 0 && !seen.has(key) && !containsPhrase(terms, words)) {
        seen.add(key);
        queries.push(phraseQuery(words));
      }
    }
  }
  return queries;
}
