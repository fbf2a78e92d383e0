/**
 * Prism tokens → a compact list of coloured runs. The API page has hundreds of code blocks, so each
 * coloured token costs one short span and nothing else: punctuation and operators stay plain text,
 * neighbouring runs of one colour merge, and there are no per-line wrappers.
 */
import {Prism} from 'prism-react-renderer';

/** Colour classes, styled in styles.module.css: comment, string, number, keyword, function, property. */
export type TokenColour = 'tc' | 'ts' | 'tn' | 'tk' | 'tf' | 'tp';

export type ColouredRun = string | [TokenColour, string];

const colourOfType: Record<string, TokenColour> = {
  comment: 'tc',
  prolog: 'tc',
  doctype: 'tc',
  cdata: 'tc',
  string: 'ts',
  char: 'ts',
  'attr-value': 'ts',
  'template-string': 'ts',
  regex: 'ts',
  url: 'ts',
  number: 'tn',
  boolean: 'tn',
  constant: 'tn',
  null: 'tn',
  keyword: 'tk',
  builtin: 'tk',
  important: 'tk',
  atrule: 'tk',
  function: 'tf',
  'class-name': 'tf',
  property: 'tp',
  parameter: 'tp',
  variable: 'tp',
  'attr-name': 'tp',
  tag: 'tp',
};

type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

function colourOf(token: Exclude<PrismToken, string>, inherited: TokenColour | undefined): TokenColour | undefined {
  const aliases = token.alias === undefined ? [] : Array.isArray(token.alias) ? token.alias : [token.alias];
  for (const name of [token.type, ...aliases]) {
    const colour = colourOfType[name];
    if (colour !== undefined) {
      return colour;
    }
  }
  return inherited;
}

function flatten(
  tokens: PrismToken | PrismToken[],
  colour: TokenColour | undefined,
  out: Array<[TokenColour | undefined, string]>,
): void {
  for (const token of Array.isArray(tokens) ? tokens : [tokens]) {
    if (typeof token === 'string') {
      out.push([colour, token]);
    } else {
      flatten(token.content, colourOf(token, colour), out);
    }
  }
}

/** Coloured runs of `code` in `language`; plain text when Prism does not know the language. */
export function colourRuns(code: string, language: string): ColouredRun[] {
  const grammar = Prism.languages[language];
  if (grammar === undefined) {
    return [code];
  }
  const flat: Array<[TokenColour | undefined, string]> = [];
  flatten(Prism.tokenize(code, grammar) as PrismToken[], undefined, flat);
  const runs: ColouredRun[] = [];
  for (const [colour, text] of flat) {
    // Whitespace between two runs of one colour joins them rather than breaking them in two.
    const effective = colour === undefined && text.trim() === '' ? 'join' : colour;
    const last = runs[runs.length - 1];
    if (last === undefined) {
      runs.push(colour === undefined ? text : [colour, text]);
    } else if (typeof last === 'string' && colour === undefined) {
      runs[runs.length - 1] = last + text;
    } else if (Array.isArray(last) && (effective === last[0] || effective === 'join')) {
      last[1] += text;
    } else {
      runs.push(colour === undefined ? text : [colour, text]);
    }
  }
  // Trailing whitespace joined into a coloured run is harmless; nothing else to tidy.
  return runs;
}
