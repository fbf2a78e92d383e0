/**
 * Which guides show each operation: a guide shows an operation when one of its request samples calls
 * it (a curl or http block, or a JSON block titled with its request), matched with the same operation
 * index as the content checks. The reference lists these under each operation ("Used in").
 */
import {extractCodeBlocks} from './code-blocks';
import type {OperationIndex} from './operation-index';
import {requestSamples} from './request-samples';

/** A guide as the reference links to it. */
export interface GuideLink {
  title: string;
  /** Route of the page, such as `/launch-guides/quickstart/`. */
  path: string;
}

/** A guide's source, with the example's figures already filled in. */
export interface GuideSource extends GuideLink {
  source: string;
}

/** The key of an operation in the map `guidesByOperation` returns. */
export function operationKey(specId: string, method: string, template: string): string {
  return `${specId} ${method.toUpperCase()} ${template}`;
}

/** The guides that show each operation, in the order of `guides`, each guide once per operation. */
export function guidesByOperation(guides: readonly GuideSource[], index: OperationIndex): Map<string, GuideLink[]> {
  const shownIn = new Map<string, GuideLink[]>();
  for (const {title, path, source} of guides) {
    for (const sample of extractCodeBlocks(source).flatMap(requestSamples)) {
      const operation = index.find(sample.method, sample.path);
      if (operation === undefined) {
        continue;
      }
      const key = operationKey(operation.specId, operation.method, operation.template);
      const links = shownIn.get(key) ?? [];
      if (!links.some((link) => link.path === path)) {
        shownIn.set(key, [...links, {title, path}]);
      }
    }
  }
  return shownIn;
}

/** The operations of a reference page that guides show, by the operation's anchor. */
export function usedInByAnchor(
  specId: string,
  operations: readonly {anchor: string; method: string; path: string}[],
  shownIn: ReadonlyMap<string, GuideLink[]>,
): Record<string, GuideLink[]> {
  return Object.fromEntries(
    operations.flatMap((operation) => {
      const links = shownIn.get(operationKey(specId, operation.method, operation.path));
      return links === undefined ? [] : [[operation.anchor, links]];
    }),
  );
}
