/**
 * How much of the API the guides show: an operation counts as shown when a page of `docs/` has a request
 * sample that calls it (a curl or http block, or a JSON block titled with its request), matched with the
 * same operation index as the samples check. `npm run coverage:api` prints the result.
 */
import type {OperationIndex} from './operation-index';
import type {RequestSample} from './request-samples';

export interface ApiOperation {
  readonly specId: string;
  readonly method: string;
  readonly template: string;
}

export interface PageSamples {
  readonly page: string;
  readonly samples: readonly RequestSample[];
}

export interface Coverage {
  /** Each operation with the pages that show it, in the order of `operations`. */
  readonly operations: readonly {operation: ApiOperation; pages: readonly string[]}[];
  readonly shown: number;
  readonly total: number;
}

const key = (operation: {specId: string; method: string; template: string}) =>
  `${operation.specId} ${operation.method} ${operation.template}`;

export function apiCoverage(
  operations: readonly ApiOperation[],
  pages: readonly PageSamples[],
  index: OperationIndex,
): Coverage {
  const shownOn = new Map<string, Set<string>>();
  for (const {page, samples} of pages) {
    for (const sample of samples) {
      const operation = index.find(sample.method, sample.path);
      if (operation) {
        const pagesOf = shownOn.get(key(operation)) ?? new Set<string>();
        shownOn.set(key(operation), pagesOf.add(page));
      }
    }
  }
  const rows = operations.map((operation) => ({operation, pages: [...(shownOn.get(key(operation)) ?? [])].sort()}));
  return {operations: rows, shown: rows.filter((row) => row.pages.length > 0).length, total: rows.length};
}
