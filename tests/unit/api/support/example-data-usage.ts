/**
 * Checks that the literal examples of the specifications use the shared example data
 * (src/data/example-data.ts): every id, name, e-mail, amount, quantity, event type, transaction id,
 * cursor and request id in an example must come from there. YAML cannot import TypeScript, so the
 * examples are written out and this check keeps the two in step.
 */
import {decimalAmountPattern, toDecimalAmount} from '../../../../src/api-reference/spec/money';
import type {FoundExample} from './examples';
import {isObject} from '../../../../src/lib/json';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emailPattern = /^[^@\s]+@[^@\s]+\.[a-z]+$/i;

export interface ExampleVocabulary {
  /** Every string of the example data. */
  readonly strings: ReadonlySet<string>;
  /** Every `name` of the example data. */
  readonly names: ReadonlySet<string>;
  /** Every number of the example data, written as an API amount. */
  readonly amounts: ReadonlySet<string>;
  /** Every number of the example data. */
  readonly numbers: ReadonlySet<number>;
  readonly eventTypes: ReadonlySet<string>;
  readonly cursors: ReadonlySet<string>;
  readonly requestIds: ReadonlySet<string>;
}

/** Builds the vocabulary from the example data object. */
export function vocabularyOf(
  data: unknown,
  extra: {eventTypes: string[]; cursors: string[]; requestIds: string[]},
): ExampleVocabulary {
  const strings = new Set<string>();
  const names = new Set<string>();
  const numbers = new Set<number>();
  const walk = (node: unknown, key: string): void => {
    if (typeof node === 'string') {
      strings.add(node);
      if (key === 'name') {
        names.add(node);
      }
    } else if (typeof node === 'number') {
      numbers.add(node);
    } else if (Array.isArray(node)) {
      node.forEach((item) => walk(item, key));
    } else if (isObject(node)) {
      for (const [childKey, value] of Object.entries(node)) {
        walk(value, childKey);
      }
    }
  };
  walk(data, '');
  return {
    strings,
    names,
    numbers,
    amounts: new Set([...numbers].map((n) => toDecimalAmount(Math.abs(n)))),
    eventTypes: new Set(extra.eventTypes),
    cursors: new Set(extra.cursors),
    requestIds: new Set(extra.requestIds),
  };
}

/**
 * Problems with one example value: values that do not come from the example data. `key` names the
 * property or parameter the value belongs to ('' for a whole body).
 */
export function checkExampleValue(
  value: unknown,
  key: string,
  vocabulary: ExampleVocabulary,
  location: string,
): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, key: string, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, key, `${where}/${index}`));
      return;
    }
    if (isObject(node)) {
      for (const [childKey, child] of Object.entries(node)) {
        walk(child, childKey, `${where}/${childKey}`);
      }
      return;
    }
    const fail = (what: string): void => {
      problems.push(`${where}: ${what} ${JSON.stringify(node)} is not in src/data/example-data.ts`);
    };
    if (typeof node === 'number') {
      if (key === 'quantity' && !vocabulary.numbers.has(node)) {
        fail('quantity');
      }
      return;
    }
    if (typeof node !== 'string') {
      return;
    }
    if (uuidPattern.test(node) && !vocabulary.strings.has(node)) {
      fail('id');
    } else if (emailPattern.test(node) && !vocabulary.strings.has(node)) {
      fail('e-mail address');
    } else if (decimalAmountPattern.test(node) && !vocabulary.amounts.has(node.replace(/^-/, ''))) {
      fail('amount');
    } else if (key === 'name' && !vocabulary.names.has(node)) {
      fail('name');
    } else if (key === 'event_type' && !vocabulary.eventTypes.has(node)) {
      fail('event type');
    } else if (key === 'transaction_id' && !vocabulary.strings.has(node)) {
      fail('transaction id');
    } else if ((key === 'next_page' || key === 'cursor') && !vocabulary.cursors.has(node)) {
      fail('cursor');
    } else if (key === 'request_id' && !vocabulary.requestIds.has(node)) {
      fail('request id');
    }
  };
  walk(value, key, location);
  return problems;
}

/** Checks every example found in a document. */
export function checkExamplesUseExampleData(
  examples: readonly FoundExample[],
  vocabulary: ExampleVocabulary,
): string[] {
  return examples.flatMap(({location, key, value}) => checkExampleValue(value, key, vocabulary, location));
}
