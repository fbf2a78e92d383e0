/**
 * Finding one operation of the built API pages by what an agent knows: its operationId
 * (`createCustomer`) or its method and path (`POST /v1/customers`, `post /v1/customers/{customer_id}`).
 * Pure: view models in, the match or the closest names out.
 */
import type {OperationView} from '../../api-reference/view-model/types';
import {closestNames} from '../site/closest-names';

export interface ApiOperations<Api> {
  readonly api: Api;
  readonly operations: readonly OperationView[];
}

export type OperationMatch<Api> =
  | {readonly found: true; readonly api: Api; readonly operation: OperationView}
  | {readonly found: false; readonly suggestions: readonly string[]};

const methodAndPath = /^([A-Za-z]+)\s+(\/\S*)$/;

/** `METHOD /path` of an operation, as agents and the docs write it. */
export function operationLabel(operation: OperationView): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

/** Path parameters written with any name match: `/v1/customers/{id}` finds `/v1/customers/{customer_id}`. */
function samePath(wanted: string, path: string): boolean {
  const shape = (text: string) => text.replace(/\/+$/, '').replace(/\{[^}]*\}/g, '{}');
  return shape(wanted) === shape(path);
}

export function findOperation<Api>(wanted: string, apis: readonly ApiOperations<Api>[]): OperationMatch<Api> {
  const text = wanted.trim();
  const route = methodAndPath.exec(text);
  for (const {api, operations} of apis) {
    const operation = operations.find((candidate) =>
      route === null
        ? candidate.operationId === text
        : candidate.method === route[1]!.toLowerCase() && samePath(route[2]!, candidate.path),
    );
    if (operation !== undefined) {
      return {found: true, api, operation};
    }
  }
  const names = apis.flatMap(({operations}) =>
    operations.flatMap((operation) => [operation.operationId ?? operationLabel(operation)]),
  );
  return {found: false, suggestions: closestNames(text, names)};
}
