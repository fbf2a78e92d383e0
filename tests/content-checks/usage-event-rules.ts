/**
 * Rules the Design usage events page states, held in the usage events that pages show (ingest request
 * bodies and stored events):
 * - numbers in `properties` are plain digits in strings: `"5400"`, never `"5,400"`, which a metric that
 *   sums or takes a maximum cannot read;
 * - a batch never holds two events with one `transaction_id`, whatever their event types: the second is
 *   dropped as a duplicate.
 * A curl body is read as written (`"$REQUEST_ID"` stays itself), so two different shell variables are
 * two different IDs.
 */
import {extractCodeBlocks, type CodeBlock} from '../../src/api-reference/guides/code-blocks';
import {requestSamples} from '../../src/api-reference/guides/request-samples';
import {isObject} from '../../src/lib/json';

export interface UsageEventProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

type Event = Record<string, unknown>;

/** A usage event: it has a transaction ID and an event type. */
function isUsageEvent(node: unknown): node is Event {
  return isObject(node) && typeof node.transaction_id === 'string' && typeof node.event_type === 'string';
}

/** A number written with a thousands separator or as a decimal comma: "5,400", "1.5,0". */
const separatedNumber = /^-?\d{1,3}(,\d{3})+(\.\d+)?$|^-?\d+,\d+$/;

/** Problems of the usage events in one parsed JSON value. */
export function usageEventRuleProblems(value: unknown): string[] {
  const problems: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      const ids = node.filter(isUsageEvent).map((event) => event.transaction_id as string);
      const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
      for (const id of new Set(repeated)) {
        problems.push(
          `two events of one batch share the transaction_id "${id}": the second is dropped as a duplicate; ` +
            'keep IDs unique across event types',
        );
      }
      node.forEach(visit);
      return;
    }
    if (!isObject(node)) {
      return;
    }
    if (isUsageEvent(node) && isObject(node.properties)) {
      for (const [key, property] of Object.entries(node.properties)) {
        if (typeof property === 'string' && separatedNumber.test(property)) {
          problems.push(
            `the property ${key} is "${property}": write numbers as plain digits in strings ` +
              `("${property.replace(/,/g, '')}"), so a metric can sum them`,
          );
        }
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(value);
  return problems;
}

/** The JSON texts of a block: request bodies as written, or the block itself when it is JSON. */
function jsonTexts(block: CodeBlock): string[] {
  return [
    ...requestSamples(block).flatMap((sample) => sample.bodySource ?? sample.bodyText ?? []),
    ...(block.lang === 'json' ? [block.code] : []),
  ];
}

/** Every usage event of a page's samples that breaks the rules. */
export function usageEventProblems(file: string, source: string): UsageEventProblem[] {
  return extractCodeBlocks(source).flatMap((block) =>
    jsonTexts(block).flatMap((text) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return [];
      }
      return usageEventRuleProblems(value).map((message) => ({file, line: block.line, message}));
    }),
  );
}
