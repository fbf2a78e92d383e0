/**
 * What can change on an object after it is created, derived from the specifications: the fields of the
 * object that the request body of an update operation (`PATCH` or `PUT`) returning that object accepts.
 * Pure: view models in, field names by operation out.
 */
import {resolveSchemaNode} from '../../api-reference/view-model/schema-label';
import type {ApiPageContent, OperationView, ResponseView, SchemaNode} from '../../api-reference/view-model/types';

export interface UpdateOperation {
  readonly operation: OperationView;
  /** Fields of the object that this operation's request body accepts, in the object's order. */
  readonly fields: readonly string[];
}

function refersTo(node: SchemaNode | undefined, name: string): boolean {
  return node !== undefined && 'ref' in node && node.ref === name;
}

function returns(responses: readonly ResponseView[], name: string): boolean {
  return responses.some(
    (response) =>
      /^2/.test(response.status) &&
      'content' in response &&
      (response.content ?? []).some((media) => refersTo(media.schema, name)),
  );
}

function bodyFields(operation: OperationView, content: ApiPageContent): string[] {
  return (operation.requestBody?.content ?? []).flatMap((media) =>
    media.schema === undefined
      ? []
      : (resolveSchemaNode(media.schema, content.schemas).properties ?? []).map((property) => property.name),
  );
}

/** The update operations of schema `name` on one API page, each with the object's fields it accepts. */
export function updateOperationsOf(name: string, content: ApiPageContent): UpdateOperation[] {
  const objectFields = (content.schemas[name]?.properties ?? []).map((property) => property.name);
  return content.tags
    .flatMap((tag) => tag.operations)
    .filter(
      (operation) => (operation.method === 'patch' || operation.method === 'put') && returns(operation.responses, name),
    )
    .map((operation) => {
      const accepted = new Set(bodyFields(operation, content));
      return {operation, fields: objectFields.filter((field) => accepted.has(field))};
    });
}
