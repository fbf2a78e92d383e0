/**
 * How much of the API the guides show: an operation counts as shown when a page of `docs/` has a request
 * sample that calls it (a curl or http block, or a JSON block titled with its request), matched with the
 * same operation index as the samples check; it counts as answered when a page also shows a response
 * example (```json title="Response: 200"```) after such a request. `npm run coverage:api` prints both.
 */
import type {OperationIndex} from '../../src/api-reference/guides/operation-index';
import {operationKey} from '../../src/api-reference/guides/used-in';
import type {RequestSample} from '../../src/api-reference/guides/request-samples';
import type {ResponseSample} from './response-samples';

export interface ApiOperation {
  readonly specId: string;
  readonly method: string;
  readonly template: string;
}

export interface PageSamples {
  readonly page: string;
  readonly samples: readonly RequestSample[];
  readonly responses?: readonly ResponseSample[];
}

export interface Coverage {
  /** Each operation with the pages that show it, in the order of `operations`. */
  readonly operations: readonly {operation: ApiOperation; pages: readonly string[]; answered: boolean}[];
  readonly shown: number;
  /** Shown operations with a response example too. */
  readonly answered: number;
  readonly total: number;
}

const key = (operation: {specId: string; method: string; template: string}) =>
  operationKey(operation.specId, operation.method, operation.template);

export function apiCoverage(
  operations: readonly ApiOperation[],
  pages: readonly PageSamples[],
  index: OperationIndex,
): Coverage {
  const shownOn = new Map<string, Set<string>>();
  const answered = new Set<string>();
  for (const {page, samples, responses = []} of pages) {
    for (const {request} of responses) {
      const operation = request && index.find(request.method, request.path);
      if (operation) {
        answered.add(key(operation));
      }
    }
    for (const sample of samples) {
      const operation = index.find(sample.method, sample.path);
      if (operation) {
        const pagesOf = shownOn.get(key(operation)) ?? new Set<string>();
        shownOn.set(key(operation), pagesOf.add(page));
      }
    }
  }
  const rows = operations.map((operation) => ({
    operation,
    pages: [...(shownOn.get(key(operation)) ?? [])].sort(),
    answered: answered.has(key(operation)),
  }));
  const shown = rows.filter((row) => row.pages.length > 0);
  return {
    operations: rows,
    shown: shown.length,
    answered: shown.filter((row) => row.answered).length,
    total: rows.length,
  };
}
