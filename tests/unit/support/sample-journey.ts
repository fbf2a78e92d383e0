/**
 * The order an integrator runs the reference's operations in: specification by specification, resource
 * (tag) by resource, creates first, then reads (lists through every page), then changes, and what
 * archives, removes or deletes last. Each step says how many requests its sample sends against the
 * mocks of sample-runs: two for a paginated list (its first page has a cursor, its `last_page` example
 * ends the list), one otherwise (and always one in curl, which shows the first page only).
 */
import type {ValidApiSpec} from '../../../src/api-reference/spec/load-specs';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';
import type {CodeSamples, OperationView} from '../../../src/api-reference/view-model/types';

export interface JourneyStep {
  readonly specId: string;
  readonly operationId: string;
  readonly samples: CodeSamples;
  /** Requests a sample that reads every page sends. */
  readonly pages: number;
}

/** When in a resource's journey an operation runs: 0 creates, 1 reads, 2 changes, 3 ends. */
function phaseOf(operation: OperationView): number {
  const verb = /^[a-z]+/.exec(operation.operationId ?? '')?.[0] ?? '';
  if (operation.method === 'delete' || ['archive', 'remove', 'delete', 'cancel', 'void', 'end'].includes(verb)) {
    return 3;
  }
  if (operation.method === 'get') {
    return 1;
  }
  return ['create', 'add', 'ingest', 'set'].includes(verb) ? 0 : 2;
}

/** Two pages when the success response has a `last_page` example (the page a cursor leads to). */
function pagesOf(operation: OperationView): number {
  const success = operation.responses.find((response) => response.status.startsWith('2'));
  const examples = success !== undefined && 'content' in success ? (success.content ?? []) : [];
  return examples.some((media) => media.examples.some((example) => example.name === 'last_page')) ? 2 : 1;
}

/** Every operation of every loaded specification, in journey order. */
export function journeyOf(specs: readonly ValidApiSpec[]): JourneyStep[] {
  return specs.flatMap((spec) =>
    buildPageContent(spec.bundled, {specId: spec.entry.id, fallbackTitle: spec.entry.label}).tags.flatMap((tag) =>
      // A stable sort: operations of one phase keep the specification's order.
      [...tag.operations]
        .sort((a, b) => phaseOf(a) - phaseOf(b))
        .map((operation) => ({
          specId: spec.entry.id,
          operationId: operation.operationId ?? operation.anchor,
          samples: operation.codeSamples,
          pages: pagesOf(operation),
        })),
    ),
  );
}
