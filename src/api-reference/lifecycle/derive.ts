/**
 * Derives, from one bundled specification, what can change on each of its objects. The specification
 * says it implicitly: a create operation's body sets fields, an update operation's body (or the path
 * it writes to) changes some, a contract edit changes others through its `add_*`, `update_*` and
 * `archive_*` parts, and `archive`, `void`, `end`, `cancel` and `DELETE` operations end an object.
 *
 * An object is a named schema that an operation returns (alone or as the items of a list) and that has
 * an `id` or is written with PUT or PATCH, plus the objects inside it that a contract edit adds,
 * updates or archives. Pure: reads the document, nothing else.
 */
import {arrayField, dereferenceObject, isObject, objectField, stringField, type JsonObject} from '../spec/document';
import type {OpenApiDocument} from '../spec/document';
import {itemsRefName, jsonSchema, refName, schemaProperties} from './schema-props';
import type {FieldLifecycle, ObjectLifecycle, OperationRef, RetireOperation} from './types';

const methods = ['post', 'put', 'patch', 'delete', 'get'] as const;
/** Operation verbs and path endings that end an object's life rather than change it. */
const retireVerbs = new Set(['archive', 'void', 'end', 'cancel', 'delete']);
/** Prefixes of a contract edit's parts: `update_commits` changes the contract's `commits`. */
const partPattern = /^(add|update|archive|remove|set)_(.+)$/;

interface Operation {
  operationId: string;
  method: (typeof methods)[number];
  segments: string[];
  body: JsonObject | undefined;
  /** Status and schema of the first success response with a JSON body. */
  status: string | undefined;
  response: JsonObject | undefined;
}

function collectOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(objectField(document, 'paths') ?? {})) {
    if (!isObject(item)) {
      continue;
    }
    for (const method of methods) {
      const operation = objectField(item, method);
      const operationId = operation === undefined ? undefined : stringField(operation, 'operationId');
      if (operation === undefined || operationId === undefined) {
        continue;
      }
      const success = Object.entries(objectField(operation, 'responses') ?? {}).find(([status]) =>
        status.startsWith('2'),
      );
      operations.push({
        operationId,
        method,
        segments: path.split('/').filter(Boolean),
        body: jsonSchema(document, operation.requestBody),
        status: success?.[0],
        response: success === undefined ? undefined : jsonSchema(document, success[1]),
      });
    }
  }
  return operations;
}

const isParam = (segment: string): boolean => /^\{.+\}$/.test(segment);
const snake = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const fieldOfSegment = (segment: string): string => segment.replace(/-/g, '_');

/**
 * The object a schema stands for: itself, or the object it extends when it is `allOf` [that object,
 * extra fields] (a created webhook endpoint is an endpoint plus its secret).
 */
function canonicalName(document: OpenApiDocument, name: string): string {
  const schema = dereferenceObject(document, {$ref: `#/components/schemas/${name}`});
  const first = schema === undefined ? undefined : arrayField(schema, 'allOf')[0];
  const base = refName(first);
  return base !== undefined &&
    schemaProperties(document, first).has('id') &&
    objectField(schema!, 'properties') === undefined
    ? base
    : name;
}

/** The object a response returns, alone or as the `data` items of a list. */
function returnedObject(document: OpenApiDocument, response: JsonObject | undefined): string | undefined {
  const direct = refName(response);
  if (direct === undefined) {
    return undefined;
  }
  const properties = schemaProperties(document, response);
  const items = properties.has('next_page') ? itemsRefName(document, properties.get('data')) : undefined;
  return canonicalName(document, items ?? direct);
}

/** Field names of a request body that are properties of the object. */
function bodyFields(document: OpenApiDocument, body: JsonObject | undefined, object: Set<string>): string[] {
  return [...schemaProperties(document, body).keys()].filter((name) => object.has(name));
}

class LifecycleBuilder {
  readonly objects = new Map<string, {properties: Map<string, unknown>; lifecycle: ObjectLifecycle}>();

  constructor(private readonly document: OpenApiDocument) {}

  add(name: string): void {
    if (this.objects.has(name)) {
      return;
    }
    const properties = schemaProperties(this.document, {$ref: `#/components/schemas/${name}`});
    const fields = [...properties.keys()].map((field): FieldLifecycle => ({
      name: field,
      atCreation: false,
      changedBy: [],
    }));
    this.objects.set(name, {properties, lifecycle: {name, createdBy: [], fields, retiredBy: []}});
  }

  fieldNames(name: string): Set<string> {
    return new Set(this.objects.get(name)?.properties.keys() ?? []);
  }

  created(name: string, operation: OperationRef, fields: readonly string[]): void {
    const object = this.objects.get(name);
    if (object === undefined) {
      return;
    }
    object.lifecycle.createdBy.push(operation);
    for (const field of object.lifecycle.fields) {
      field.atCreation ||= fields.includes(field.name);
    }
  }

  changed(name: string, operation: OperationRef, fields: readonly string[]): void {
    for (const field of this.objects.get(name)?.lifecycle.fields ?? []) {
      if (fields.includes(field.name) && !field.changedBy.some((known) => sameRef(known, operation))) {
        field.changedBy.push(operation);
      }
    }
  }

  retired(name: string, retire: RetireOperation): void {
    this.objects.get(name)?.lifecycle.retiredBy.push(retire);
  }

  /** The object a path parameter such as `{contract_id}` or `{subscription_id}` identifies. */
  objectOfParam(segment: string): string | undefined {
    const base = segment.slice(1, -1).replace(/_id$/, '');
    const names = [...this.objects.keys()];
    return (
      names.find((name) => snake(name) === base) ??
      names.filter((name) => snake(name).endsWith(`_${base}`)).find((_, __, all) => all.length === 1)
    );
  }
}

function sameRef(a: OperationRef, b: OperationRef): boolean {
  return a.operationId === b.operationId && a.part === b.part;
}

/** The operation verb (`archive` of `archiveCustomer`). */
function verbOf(operationId: string): string {
  return /^[a-z]+/.exec(operationId)?.[0] ?? '';
}

function retireKind(operation: Operation, object: string): string | undefined {
  const last = operation.segments.at(-1) ?? '';
  const verb = verbOf(operation.operationId);
  if (operation.method === 'delete' && isParam(last)) {
    // DELETE /webhook-endpoints/{webhook_endpoint_id} ends the endpoint; DELETE /customers/{id}/ingest-aliases/{alias}
    // changes the customer.
    const base = last.slice(1, -1).replace(/_id$/, '');
    return snake(object) === base || snake(object).endsWith(`_${base}`)
      ? retireVerbs.has(verb)
        ? verb
        : 'delete'
      : undefined;
  }
  const before = operation.segments.at(-2) ?? '';
  return operation.method === 'post' && retireVerbs.has(last) && isParam(before) ? last : undefined;
}

/** The body's contract-edit parts (`add_commits`, `update_ends_at`) that name a field of the parent. */
function applyParts(builder: LifecycleBuilder, operation: Operation, parent: string, document: OpenApiDocument): void {
  const parentFields = builder.fieldNames(parent);
  for (const [part, schema] of schemaProperties(document, operation.body)) {
    const match = partPattern.exec(part);
    const field = match?.[2];
    if (match === null || field === undefined || !parentFields.has(field)) {
      continue;
    }
    const ref: OperationRef = {operationId: operation.operationId, part};
    builder.changed(parent, ref, [field]);
    const childSchema = builder.objects.get(parent)?.properties.get(field);
    const child = itemsRefName(document, childSchema);
    if (child === undefined || !schemaProperties(document, {$ref: `#/components/schemas/${child}`}).has('id')) {
      continue;
    }
    const partFields = [
      ...schemaProperties(
        document,
        itemsRefName(document, schema) === undefined
          ? undefined
          : {$ref: `#/components/schemas/${itemsRefName(document, schema)}`},
      ).keys(),
    ];
    builder.add(child);
    const childFields = builder.fieldNames(child);
    const shared = partFields.filter((name) => name !== 'id' && childFields.has(name));
    if (match[1] === 'add') {
      builder.created(child, ref, shared);
    } else if (match[1] === 'update') {
      builder.changed(child, ref, shared);
    } else if (match[1] === 'archive' || match[1] === 'remove') {
      builder.retired(child, {kind: match[1], operation: ref});
    }
  }
}

/** Objects whose custom fields an operation sets for any `entity_type` (`setCustomFieldValues`). */
function applyEntityTargeted(builder: LifecycleBuilder, operation: Operation, document: OpenApiDocument): boolean {
  const body = schemaProperties(document, operation.body);
  // `entity_id` too: a body with only `entity_type` defines something for a kind (a custom field key).
  const entityType = body.has('entity_id') ? dereferenceObject(document, body.get('entity_type')) : undefined;
  const kinds = entityType === undefined ? [] : arrayField(entityType, 'enum').filter((v) => typeof v === 'string');
  if (kinds.length === 0) {
    return false;
  }
  const written = [...schemaProperties(document, operation.response).keys()].filter(
    (name) => name !== 'entity_type' && name !== 'entity_id',
  );
  for (const kind of kinds) {
    const object = [...builder.objects.keys()].find((name) => snake(name) === kind);
    if (object !== undefined) {
      builder.changed(object, {operationId: operation.operationId}, written);
    }
  }
  return true;
}

/** Every object of a bundled specification and what can change on it, objects in name order. */
export function deriveLifecycles(document: OpenApiDocument): ObjectLifecycle[] {
  const operations = collectOperations(document);
  const builder = new LifecycleBuilder(document);
  const returned = operations.map((operation) => returnedObject(document, operation.response));
  operations.forEach((operation, index) => {
    const name = returned[index];
    if (name === undefined) {
      return;
    }
    const hasId = schemaProperties(document, {$ref: `#/components/schemas/${name}`}).has('id');
    if (hasId || operation.method === 'put' || operation.method === 'patch') {
      builder.add(name);
    }
  });
  operations.forEach((operation, index) => {
    if (operation.method === 'get' || applyEntityTargeted(builder, operation, document)) {
      return;
    }
    const object = returned[index];
    if (object === undefined || !builder.objects.has(object)) {
      return;
    }
    const ref: OperationRef = {operationId: operation.operationId};
    const fields = builder.fieldNames(object);
    const body = bodyFields(document, operation.body, fields);
    const kind = retireKind(operation, object);
    const collection = operation.segments.filter((segment) => !isParam(segment)).at(-1) ?? '';
    const parentParam = [...operation.segments].reverse().find(isParam);
    const parent = parentParam === undefined ? undefined : builder.objectOfParam(parentParam);
    if (kind !== undefined) {
      builder.retired(object, {kind, operation: ref});
      builder.changed(object, ref, body);
    } else if (operation.method === 'post' && operation.status === '201' && parent === object) {
      // POST /invoices/{invoice_id}/regenerate makes a replacement of that object: an end of its life.
      builder.retired(object, {kind: operation.segments.at(-1) ?? verbOf(operation.operationId), operation: ref});
    } else if (operation.method === 'post' && operation.status === '201') {
      builder.created(object, ref, body);
      if (parent !== undefined && parent !== object) {
        // POST /contracts/{contract_id}/overrides also changes the contract's `overrides`.
        builder.changed(
          parent,
          ref,
          builder.fieldNames(parent).has(fieldOfSegment(collection)) ? [fieldOfSegment(collection)] : [],
        );
        applyParts(builder, operation, parent, document);
      }
    } else {
      // A body names the fields it changes; a body-less write names its field in the path (`/spend-threshold`).
      const fromPath = fields.has(fieldOfSegment(collection)) ? [fieldOfSegment(collection)] : [];
      builder.changed(object, ref, body.length > 0 ? body : fromPath);
    }
  });
  return [...builder.objects.values()].map(({lifecycle}) => lifecycle).sort((a, b) => a.name.localeCompare(b.name));
}
