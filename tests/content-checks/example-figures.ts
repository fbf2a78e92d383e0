/**
 * Finds figures of the shared example that a page types by hand instead of taking them from the model
 * (`{ex.KEY}`, see src/example/figures.ts). Two kinds of problem:
 * - a literal equal to a figure of the model: a money amount ("$3,375", "3375.00"), a quantity of 1,000 or
 *   more ("1,250,000", 1250000 in code), or a moment the model computes (a top-up, an alert);
 * - a money amount that is not a figure of the model and not in the reviewed list of other amounts
 *   (`other-amounts.ts`): a stale or invented story figure, such as a balance that no month has.
 * A literal listed for its page in `other-amounts.ts` (an illustration that happens to equal a figure,
 * such as a month of 800,000 requests) is accepted.
 * Returns problems as data, so one test lists every page at once.
 */
import {figureReference, type Figure} from '../../src/example/figures';
import {otherAmounts} from './other-amounts';

export interface FigureProblem {
  readonly file: string;
  readonly line: number;
  readonly literal: string;
  readonly message: string;
}

/** Values of the model by kind, for matching literals. */
export interface FigureValues {
  /** Money in cents, with the keys that produce each. */
  readonly money: ReadonlyMap<number, readonly string[]>;
  /** Unit prices in dollars, with their keys. */
  readonly prices: ReadonlyMap<number, readonly string[]>;
  /** Quantities of 1,000 or more, with their keys. */
  readonly quantities: ReadonlyMap<number, readonly string[]>;
  /** Display and ISO texts of computed moments. */
  readonly moments: ReadonlyMap<string, string>;
}

const variantSuffix = /\.(api|plain|cents|credits|raw|day|month|time|iso)$/;

/** Indexes a figure table by value. Zero and small quantities are too common to be a story figure. */
export function figureValues(table: ReadonlyMap<string, Figure>): FigureValues {
  const money = new Map<number, string[]>();
  const prices = new Map<number, string[]>();
  const quantities = new Map<number, string[]>();
  const moments = new Map<string, string>();
  const add = (map: Map<number, string[]>, value: number, key: string) =>
    map.set(value, [...(map.get(value) ?? []), key]);
  for (const [key, figure] of table) {
    // Page arithmetic and January's day-by-day figures are not matched: their small or partial numbers
    // (100,000 requests by January 2) collide with illustrations and limits elsewhere.
    if (figure.incidental || /^jan\d+\./.test(key)) {
      continue;
    }
    if (variantSuffix.test(key)) {
      if (figure.kind === 'moment' && key.endsWith('.iso')) {
        moments.set(figure.text, key.slice(0, -'.iso'.length));
      }
    } else if (figure.kind === 'money' && figure.value !== 0) {
      add(money, Math.abs(figure.value), key);
    } else if (figure.kind === 'price') {
      add(prices, figure.value, key);
    } else if (figure.kind === 'quantity' && figure.value >= 1000) {
      add(quantities, figure.value, key);
    } else if (figure.kind === 'moment') {
      moments.set(figure.text, key);
    }
  }
  return {money, prices, quantities, moments};
}

/** "{ex.jan.total}" or "one of {ex.jan.total}, {ex.jan.fees}" for a message. */
function keyAdvice(keys: readonly string[], suffix = ''): string {
  const shown = keys.slice(0, 4).map((key) => `{ex.${key}${suffix}}`);
  return keys.length === 1
    ? `write ${shown[0]}`
    : `write the key that means it: one of ${shown.join(', ')}${keys.length > 4 ? ', …' : ''}`;
}

const moneyLiteral = /(?<![\w.])-?\$(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d,]*\d)/g;
const apiAmountLiteral = /"(-?\d+\.\d{2})"/g;
const groupedNumber = /(?<![\w$.,-])(\d{1,3}(?:,\d{3})+)(?![\d,]*\d|\.\d)/g;
const codeInteger = /(?<![\w.$"-])(\d{4,})(?![\w.])/g;

const toCents = (text: string): number => Math.round(Number(text.replace(/,/g, '')) * 100);

/** Blanks out `{ex.KEY}` references, front matter delimiters and import lines, keeping line numbers. */
function authoredText(source: string): string {
  return source.replace(figureReference, (match) => ' '.repeat(match.length)).replace(/^import .*$/gm, '');
}

/** Line numbers of the lines that are inside fenced code blocks. */
function codeLines(lines: readonly string[]): Set<number> {
  const inCode = new Set<number>();
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      inCode.add(index);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = undefined;
      }
    } else if (marker) {
      fence = marker;
      inCode.add(index);
    }
  });
  return inCode;
}

/** Every hand-typed figure of one page. `file` is the page's path relative to `docs/`. */
export function findHandTypedFigures(file: string, source: string, values: FigureValues): FigureProblem[] {
  const problems: FigureProblem[] = [];
  const allowed = otherAmounts[file] ?? {};
  const lines = authoredText(source).split('\n');
  const code = codeLines(lines);
  const report = (line: number, literal: string, message: string) =>
    problems.push({file, line: line + 1, literal, message});
  lines.forEach((text, index) => {
    for (const match of text.matchAll(moneyLiteral)) {
      // In code, `$1` and `$2` are a shell function's arguments, not dollars.
      if (match[0].replace('-', '') in allowed || (code.has(index) && /^\$\d$/.test(match[0]))) {
        continue;
      }
      const dollars = Number(`${match[1]!.replace(/,/g, '')}${match[2] ?? ''}`);
      const keys = values.money.get(Math.round(dollars * 100)) ?? values.prices.get(dollars);
      if (dollars === 0) {
        continue;
      }
      if (keys) {
        report(index, match[0], `${keyAdvice(keys)} instead of the literal`);
      } else {
        report(
          index,
          match[0],
          'a money amount that no figure of the example model has: take it from the model, or list it with a ' +
            'reason in tests/content-checks/other-amounts.ts if it is not part of the example',
        );
      }
    }
    for (const match of text.matchAll(apiAmountLiteral)) {
      if (match[0] in allowed) {
        continue;
      }
      const keys = values.money.get(Math.abs(toCents(match[1]!)));
      if (keys) {
        report(index, match[0], `${keyAdvice(keys, '.api')} instead of the literal`);
      }
    }
    for (const match of text.matchAll(groupedNumber)) {
      if (match[0] in allowed) {
        continue;
      }
      const value = Number(match[1]!.replace(/,/g, ''));
      const keys = values.quantities.get(value);
      if (keys) {
        report(index, match[0], `${keyAdvice(keys)} instead of the literal`);
      }
    }
    if (code.has(index)) {
      for (const match of text.matchAll(codeInteger)) {
        const keys = values.quantities.get(Number(match[1]));
        if (keys) {
          report(index, match[0], `${keyAdvice(keys, '.raw')} instead of the literal`);
        }
      }
    }
    for (const [moment, key] of values.moments) {
      if (text.includes(moment)) {
        report(index, moment, `write {ex.${key}} instead of the literal`);
      }
    }
  });
  return problems;
}
