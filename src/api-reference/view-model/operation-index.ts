/**
 * The operations of a specification as search entries, for the site search to index: one entry per
 * operation, pointing at its anchor on the reference page.
 */
import type {OpenApiDocument} from '../spec/document';
import {markdownToPlainText} from './markdown';
import {collectOperations} from './operations';
import type {HttpMethod} from './types';

export interface OperationEntry {
  operationId?: string;
  summary: string;
  method: HttpMethod;
  path: string;
  /** Description as plain text (Markdown removed). */
  description: string;
  tag: string;
  /** Site URL of the operation: the page route plus its anchor, e.g. `/api/#createCustomer`. */
  url: string;
}

/** Lists the operations of `document`, rendered at `route` (with trailing slash, e.g. `/api/`). */
export function listOperations(document: OpenApiDocument, route: string): OperationEntry[] {
  return collectOperations(document).flatMap((tag) =>
    tag.operations.map((operation) => {
      const entry: OperationEntry = {
        summary: operation.summary,
        method: operation.method,
        path: operation.path,
        description: operation.description === undefined ? '' : markdownToPlainText(operation.description),
        tag: tag.name,
        url: `${route}#${operation.anchor}`,
      };
      if (operation.operationId !== undefined) {
        entry.operationId = operation.operationId;
      }
      return entry;
    }),
  );
}
