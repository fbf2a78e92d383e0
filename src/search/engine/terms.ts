/**
 * Turning text into search terms: the same word rules for the index and for queries, so that what a
 * reader types meets what the builder stored.
 */
import {maxQueryLength, maxQueryTerms, maxTermLength} from './constants';

/** Query separators named by the spec: whitespace, hyphen (and its Unicode dashes) and slash. */
const querySeparators = /[\s\-\u2010-\u2015\u2212/]+/u;

/** Anything that is not a letter or a digit separates words and carries no meaning of its own. */
const nonWordCharacters = /[^\p{L}\p{N}]+/u;

/** A possessive ending (`customer's`, `customers’`): the word is the same without it. */
const possessive = /['\u2019]s?$/u;

const combiningMarks = /\p{M}+/gu;

/**
 * Words too common to tell sections apart. They are left out of the index (smaller file, no noise), and
 * left out of queries unless they could be the start of a longer word still being typed.
 */
export const stopWords: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'for',
  'from',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'our',
  'so',
  'than',
  'that',
  'the',
  'their',
  'then',
  'there',
  'these',
  'this',
  'to',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
]);

/** Lower case without accents, so `Résumé` and `resume` are one word. */
export function foldCase(text: string): string {
  return text.normalize('NFKD').replace(combiningMarks, '').toLowerCase();
}

/** Cuts the raw input to the accepted length (typed or pasted). */
export function capQuery(query: string): string {
  return query.length > maxQueryLength ? query.slice(0, maxQueryLength) : query;
}

/** Splits a query into raw terms on whitespace, hyphens and slashes (spec section 5). */
export function splitQuery(query: string): string[] {
  return capQuery(query)
    .split(querySeparators)
    .filter((part) => part !== '');
}

/**
 * An identifier as written in code: words joined by dots or underscores (`invoice.finalized`,
 * `transaction_id`) or in camelCase (`createCustomer`). Each joined word has two characters or more, so
 * `e.g.` and `1.5` stay plain text.
 */
const joinedIdentifier = /^[\p{L}\p{N}]{2,}(?:[._][\p{L}\p{N}]{2,})+$/u;
const camelCaseIdentifier = /^\p{Ll}[\p{Ll}\p{N}]*(?:\p{Lu}[\p{Ll}\p{N}]+)+$/u;
const camelCaseBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/** Dots and underscores at the ends of a chunk are punctuation (`invoice.`), not part of a name. */
const edgePunctuation = /^[._]+|[._]+$/gu;

/** Characters that separate identifiers in running text: anything but letters, digits, dots and underscores. */
const nonIdentifierCharacters = /[^\p{L}\p{N}._]+/u;

const cutWord = (word: string): string => (word.length > maxTermLength ? word.slice(0, maxTermLength) : word);

/**
 * The words of one chunk of text: an identifier gives its whole form (folded, dots and underscores
 * kept, camelCase joined) and then each of its parts, so `createCustomer` is found by `createcustomer`,
 * `create` and `customer`; any other chunk gives its words split on punctuation.
 */
function chunkWords(chunk: string, identifiers: IdentifierForms): string[] {
  const trimmed = chunk.replace(edgePunctuation, '');
  let whole: string | undefined;
  let parts: string[] = [];
  if (joinedIdentifier.test(trimmed) && /\p{L}/u.test(trimmed)) {
    whole = foldCase(trimmed);
    parts = whole.split(/[._]/u);
  } else if (camelCaseIdentifier.test(trimmed)) {
    parts = trimmed.split(camelCaseBoundary).map(foldCase);
    whole = parts.join('');
  }
  if (whole !== undefined) {
    return identifiers === 'whole' ? [whole] : identifiers === 'parts' ? parts : [whole, ...parts];
  }
  return foldCase(trimmed)
    .split(nonWordCharacters)
    .filter((word) => word !== '');
}

/** Which words an identifier gives: itself, its parts, or both. */
type IdentifierForms = 'whole' | 'parts' | 'both';

/** Words of a text, identifiers as `identifiers` says (see {@link chunkWords}). */
function textWords(text: string, identifiers: IdentifierForms = 'both'): string[] {
  return text.split(nonIdentifierCharacters).flatMap((chunk) => chunkWords(chunk, identifiers));
}

/**
 * Cleans one raw term into the words it contains: folded case, punctuation dropped (it splits, as in
 * the index), an identifier whole and by its parts (`transaction_id` gives `transaction_id`,
 * `transaction` and `id`), each word cut to {@link maxTermLength}.
 */
export function cleanTerm(term: string): string[] {
  return textWords(term.replace(possessive, '')).map(cutWord);
}

/**
 * The terms a query searches for: split, cleaned, de-duplicated, stop words dropped, capped at
 * {@link maxQueryTerms}. A stop word survives only as the last term of a query that does not end in a
 * separator, because the reader may still be typing it (`the` on the way to `theme`).
 */
export function queryTerms(query: string): string[] {
  const capped = capQuery(query);
  const words = splitQuery(capped).flatMap(cleanTerm);
  const stillTyping = capped !== '' && !/[^\p{L}\p{N}]$/u.test(capped);
  const terms: string[] = [];
  words.forEach((word, index) => {
    const isLast = index === words.length - 1;
    if (stopWords.has(word) && !(isLast && stillTyping)) {
      return;
    }
    if (!terms.includes(word)) {
      terms.push(word);
    }
  });
  return terms.slice(0, maxQueryTerms);
}

const indexable = (word: string): boolean => word.length <= maxTermLength && !stopWords.has(word);

/** Words of a text as the index stores them in titles: identifiers whole and by their parts. */
export function indexWords(text: string): string[] {
  return textWords(text).filter(indexable);
}

/**
 * Words of the tags field: identifiers whole only. An operation's tag `createCreditMemo` must score
 * the tags boost for `createCreditMemo`, not for every query with "credit" or "memo" in it; its parts
 * are found in its summary and content like any other words.
 */
export function tagWords(text: string): string[] {
  return textWords(text, 'whole').filter(indexable);
}

/**
 * Words of running text: identifiers by their parts only. Code samples and tables hold thousands of
 * `snake_case` names; kept whole they would grow the index past its budget and let one long table win
 * every prefix (`idempot` completing to each `idempotency_*` name). An identifier that names a section or
 * an operation is whole in its title or tags.
 */
export function contentWords(text: string): string[] {
  return textWords(text, 'parts').filter(indexable);
}

const wordFormSuffixes = ['ations', 'ation', 'ings', 'ing', 'ions', 'ion', 'ies', 'ed', 'es', 's', 'e', 'y'];

/**
 * A crude stem for matching other forms of a word by prefix: `invoices` and `invoicing` both give
 * `invoic`. Only used at query time, so the index stays small; `undefined` when nothing is stripped.
 */
export function wordStem(term: string): string | undefined {
  if (term.length < 5 || /\d/.test(term)) {
    return undefined;
  }
  for (const suffix of wordFormSuffixes) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 4) {
      return term.slice(0, -suffix.length);
    }
  }
  return undefined;
}

/** Every word with two neighbouring letters swapped (`invocie` gives `invoice`), without repeats. */
export function transpositions(term: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < term.length - 1; i += 1) {
    if (term[i] !== term[i + 1]) {
      variants.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
    }
  }
  return [...variants];
}
