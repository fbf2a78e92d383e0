/**
 * Walks the paths of an OpenAPI document into a flat, ordered list of operations grouped by tag, with
 * their anchors. The page builder and the search index both start here, so their anchors agree.
 */
import {AnchorRegistry, operationAnchor, tagAnchor} from './anchors';
import {
  arrayField,
  dereferenceObject,
  isObject,
  objectField,
  stringField,
  type JsonObject,
  type OpenApiDocument,
} from '../spec/document';
import type {HttpMethod} from './types';

export const httpMethods: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Group of operations that name no tag. */
export const untaggedGroupName = 'Other operations';

export interface NormalisedOperation {
  anchor: string;
  operationId?: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** Markdown, as the specification gives it. */
  description?: string;
  /** The operation object itself. */
  operation: JsonObject;
  /** Parameters of the path item and the operation, the operation's winning on name and location. */
  parameters: JsonObject[];
}

export interface NormalisedTag {
  name: string;
  anchor: string;
  /** Markdown, as the specification gives it. */
  description?: string;
  operations: NormalisedOperation[];
}

function isMethod(key: string): key is HttpMethod {
  return (httpMethods as readonly string[]).includes(key);
}

function mergeParameters(document: OpenApiDocument, pathLevel: unknown[], operationLevel: unknown[]): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const raw of [...pathLevel, ...operationLevel]) {
    const parameter = dereferenceObject(document, raw);
    const name = parameter === undefined ? undefined : stringField(parameter, 'name');
    const location = parameter === undefined ? undefined : stringField(parameter, 'in');
    if (parameter !== undefined && name !== undefined && location !== undefined) {
      byKey.set(`${location}:${name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/**
 * The operations of a document grouped by tag: declared tags in their declared order, then tags only
 * operations name, then untagged operations. An operation with several tags is listed under its first,
 * so that it has one section and one anchor.
 */
export function collectOperations(
  document: OpenApiDocument,
  anchors: AnchorRegistry = new AnchorRegistry(),
): NormalisedTag[] {
  const groups = new Map<string, NormalisedTag>();
  const declared = arrayField(document, 'tags').filter(isObject);
  const declaredDescriptions = new Map<string, string | undefined>();
  for (const tag of declared) {
    const name = stringField(tag, 'name');
    if (name !== undefined) {
      declaredDescriptions.set(name, stringField(tag, 'description'));
    }
  }
  // Declared tags keep their declared order even when their first operation comes late.
  const order = [...declaredDescriptions.keys()];
  const operationsByTag = new Map<string, NormalisedOperation[]>();
  const paths = objectField(document, 'paths') ?? {};

  const pending: Array<{tag: string; build: () => NormalisedOperation}> = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = dereferenceObject(document, rawItem);
    if (pathItem === undefined) {
      continue;
    }
    for (const [key, rawOperation] of Object.entries(pathItem)) {
      if (!isMethod(key) || !isObject(rawOperation)) {
        continue;
      }
      const tags = arrayField(rawOperation, 'tags').filter((tag): tag is string => typeof tag === 'string');
      const tag = tags[0] ?? untaggedGroupName;
      if (!order.includes(tag) && tag !== untaggedGroupName) {
        order.push(tag);
      }
      pending.push({
        tag,
        build: () => {
          const operationId = stringField(rawOperation, 'operationId');
          const summary = stringField(rawOperation, 'summary') ?? operationId ?? `${key.toUpperCase()} ${path}`;
          const normalised: NormalisedOperation = {
            anchor: '',
            method: key,
            path,
            summary,
            operation: rawOperation,
            parameters: mergeParameters(
              document,
              arrayField(pathItem, 'parameters'),
              arrayField(rawOperation, 'parameters'),
            ),
          };
          if (operationId !== undefined) {
            normalised.operationId = operationId;
          }
          const description = stringField(rawOperation, 'description');
          if (description !== undefined) {
            normalised.description = description;
          }
          return normalised;
        },
      });
    }
  }
  if (pending.some((entry) => entry.tag === untaggedGroupName)) {
    order.push(untaggedGroupName);
  }

  // Tag anchors are claimed before operation anchors, so a tag's id never depends on operation names.
  for (const name of order) {
    if (!pending.some((entry) => entry.tag === name)) {
      continue;
    }
    const group: NormalisedTag = {name, anchor: anchors.claim(tagAnchor(name)), operations: []};
    const description = declaredDescriptions.get(name);
    if (description !== undefined) {
      group.description = description;
    }
    groups.set(name, group);
    operationsByTag.set(name, group.operations);
  }
  for (const entry of pending) {
    const operation = entry.build();
    operation.anchor = anchors.claim(operationAnchor(operation.operationId, operation.method, operation.path));
    operationsByTag.get(entry.tag)!.push(operation);
  }
  return [...groups.values()];
}

/** An event of the document's `webhooks`: what Meterstone sends to a reader's endpoint. */
export interface NormalisedWebhook {
  anchor: string;
  /** The key under `webhooks`: the event type, such as `invoice.finalized`. */
  event: string;
  operationId?: string;
  summary: string;
  /** Markdown, as the specification gives it. */
  description?: string;
  /** The operation object of the delivery (its first method, `post` in practice). */
  operation: JsonObject;
  parameters: JsonObject[];
}

/** Name of the section that holds the webhook events. */
export const webhookGroupName = 'Webhook events';

/** The section of the webhook events: its anchor and the events in document order. */
export interface NormalisedWebhookGroup {
  anchor: string;
  events: NormalisedWebhook[];
}

/**
 * The events of the document's `webhooks`, with anchors from the same registry as the operations
 * (claim the operations' first, so adding webhooks never renames an operation's anchor). The section's
 * anchor is claimed before the events', so an event cannot take it.
 */
export function collectWebhooks(document: OpenApiDocument, anchors: AnchorRegistry): NormalisedWebhookGroup {
  const anchor = anchors.claim('webhook-events');
  const webhooks = objectField(document, 'webhooks') ?? {};
  const events = Object.entries(webhooks).flatMap(([event, rawItem]): NormalisedWebhook[] => {
    const pathItem = dereferenceObject(document, rawItem);
    const entry = pathItem === undefined ? undefined : Object.entries(pathItem).find(([key]) => isMethod(key));
    if (pathItem === undefined || entry === undefined || !isObject(entry[1])) {
      return [];
    }
    const [method, operation] = entry;
    const operationId = stringField(operation, 'operationId');
    const webhook: NormalisedWebhook = {
      anchor: anchors.claim(operationAnchor(operationId, method, event)),
      event,
      summary: stringField(operation, 'summary') ?? operationId ?? event,
      operation,
      parameters: mergeParameters(document, arrayField(pathItem, 'parameters'), arrayField(operation, 'parameters')),
    };
    if (operationId !== undefined) {
      webhook.operationId = operationId;
    }
    const description = stringField(operation, 'description');
    if (description !== undefined) {
      webhook.description = description;
    }
    return [webhook];
  });
  return {anchor, events};
}
