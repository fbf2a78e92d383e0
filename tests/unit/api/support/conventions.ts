/**
 * The conventions every Meterstone API operation follows, as checks that return readable problems
 * (empty list = all good): documentation fields, the seven error responses through the shared
 * components, Idempotency-Key on writes, cursor pagination on lists, described fields.
 */
import {isObject, type JsonObject} from '../../../../src/lib/json';
import {httpMethods} from '../../../../src/api-reference/view-model/operations';

export const writeMethods = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Status code → the shared response component it must reference: these errors read the same for every
 * operation.
 */
export const sharedErrorResponses: Readonly<Record<string, string>> = {
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '429': 'TooManyRequests',
  '500': 'InternalServerError',
  '502': 'BadGateway',
  '503': 'ServiceUnavailable',
  '504': 'GatewayTimeout',
};

/** Shared answers only some operations give: `410` once a deprecated operation reaches its sunset. */
export const optionalSharedErrorResponses: Readonly<Record<string, string>> = {
  '410': 'Gone',
};

/**
 * Status codes whose answer depends on the operation (which parameter or field is invalid, which object
 * is missing, which state conflicts): written inline with the operation's own example. `400` is on every
 * operation; `404` and `409` only where the operation can return them.
 */
export const ownErrorResponses = ['400', '404', '409'] as const;

export interface OperationRef {
  readonly method: string;
  readonly path: string;
  readonly operation: JsonObject;
  /** Parameters of the path item followed by those of the operation. */
  readonly parameters: unknown[];
}

/** The operations under `paths` (webhooks are listed by {@link listWebhooks}). */
export function listOperations(document: JsonObject): OperationRef[] {
  const operations: OperationRef[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) {
      continue;
    }
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of httpMethods) {
      const operation = item[method];
      if (isObject(operation)) {
        const own = Array.isArray(operation.parameters) ? operation.parameters : [];
        operations.push({method, path, operation, parameters: [...shared, ...own]});
      }
    }
  }
  return operations;
}

/** The webhook operations of an OpenAPI 3.1 document, by event name. */
export function listWebhooks(document: JsonObject): OperationRef[] {
  const webhooks = isObject(document.webhooks) ? document.webhooks : {};
  return Object.entries(webhooks).flatMap(([name, item]) =>
    isObject(item) && isObject(item.post)
      ? [{method: 'post', path: name, operation: item.post, parameters: item.post.parameters as unknown[]}]
      : [],
  );
}

function label(ref: OperationRef): string {
  return `${ref.method.toUpperCase()} ${ref.path}`;
}

/** operationId, summary, description and declared tags on every operation and webhook. */
export function checkDocumentation(document: JsonObject): string[] {
  const problems: string[] = [];
  const declaredTags = new Set(
    (Array.isArray(document.tags) ? document.tags : []).map((tag) => (isObject(tag) ? tag.name : undefined)),
  );
  const seenIds = new Map<string, string>();
  for (const ref of [...listOperations(document), ...listWebhooks(document)]) {
    const {operation} = ref;
    for (const field of ['operationId', 'summary', 'description'] as const) {
      if (typeof operation[field] !== 'string' || (operation[field] as string).trim() === '') {
        problems.push(`${label(ref)}: missing ${field}`);
      }
    }
    const id = operation.operationId;
    if (typeof id === 'string') {
      const previous = seenIds.get(id);
      if (previous) {
        problems.push(`${label(ref)}: operationId ${id} is also used by ${previous}`);
      }
      seenIds.set(id, label(ref));
    }
    const tags = Array.isArray(operation.tags) ? operation.tags : [];
    if (tags.length === 0) {
      problems.push(`${label(ref)}: no tags`);
    }
    for (const tag of tags) {
      if (!declaredTags.has(tag)) {
        problems.push(`${label(ref)}: tag "${String(tag)}" is not declared in the top-level tags`);
      }
    }
  }
  return problems;
}

/**
 * On the bundled document (local `$ref`s kept): each operation answers 401/403/429/500/502/503/504 (and
 * 410 after a sunset) by referencing
 * the shared response components, and 400 (and 404 and 409 where it has them) with a response of its
 * own; every error response has the shared Error schema.
 */
export function checkErrorResponses(bundled: JsonObject): string[] {
  const problems: string[] = [];
  const components = isObject(bundled.components) ? bundled.components : {};
  const shared = isObject(components.responses) ? components.responses : {};
  const errorSchemaOf = (response: unknown): unknown => {
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    const json = content['application/json'];
    return isObject(json) && isObject(json.schema) ? json.schema.$ref : undefined;
  };
  for (const ref of listOperations(bundled)) {
    const responses = isObject(ref.operation.responses) ? ref.operation.responses : {};
    for (const [status, component] of Object.entries(sharedErrorResponses)) {
      const response = responses[status];
      const expected = `#/components/responses/${component}`;
      if (!isObject(response) || response.$ref !== expected) {
        problems.push(`${label(ref)}: response ${status} must be {$ref: '${expected}'}`);
      }
    }
    for (const status of ownErrorResponses) {
      const response = responses[status];
      if (response === undefined && status !== '400') {
        continue;
      }
      if (!isObject(response) || '$ref' in response) {
        problems.push(`${label(ref)}: response ${status} must be written inline, with an example of its own`);
      } else if (errorSchemaOf(response) !== '#/components/schemas/Error') {
        problems.push(`${label(ref)}: response ${status} must have the shared Error schema`);
      }
    }
    for (const [status, component] of Object.entries(optionalSharedErrorResponses)) {
      const response = responses[status];
      const expected = `#/components/responses/${component}`;
      if (response !== undefined && (!isObject(response) || response.$ref !== expected)) {
        problems.push(`${label(ref)}: response ${status} must be {$ref: '${expected}'}`);
      }
    }
    const other = Object.keys(responses).filter(
      (status) =>
        /^[45]/.test(status) &&
        !(status in sharedErrorResponses) &&
        !(status in optionalSharedErrorResponses) &&
        !(ownErrorResponses as readonly string[]).includes(status),
    );
    for (const status of other) {
      problems.push(`${label(ref)}: response ${status} is not one of the documented status codes`);
    }
  }
  // An optional component is bundled only into documents whose operations use it.
  const optional = Object.values(optionalSharedErrorResponses).filter((component) => component in shared);
  for (const component of [...Object.values(sharedErrorResponses), ...optional]) {
    if (errorSchemaOf(shared[component]) !== '#/components/schemas/Error') {
      problems.push(`components.responses.${component}: body must be the shared Error schema`);
    }
  }
  return problems;
}

function parameterRefs(ref: OperationRef): string[] {
  return ref.parameters.flatMap((parameter) =>
    isObject(parameter) && typeof parameter.$ref === 'string' ? [parameter.$ref] : [],
  );
}

/** On the bundled document: writes take the shared Idempotency-Key header parameter. */
export function checkIdempotency(bundled: JsonObject): string[] {
  return listOperations(bundled)
    .filter((ref) => writeMethods.has(ref.method))
    .filter((ref) => !parameterRefs(ref).includes('#/components/parameters/IdempotencyKey'))
    .map((ref) => `${label(ref)}: a write must reference #/components/parameters/IdempotencyKey`);
}

function successSchema(operation: JsonObject): JsonObject | undefined {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const ok = responses['200'];
  const content = isObject(ok) && isObject(ok.content) ? ok.content : {};
  const json = content['application/json'];
  return isObject(json) && isObject(json.schema) ? json.schema : undefined;
}

/**
 * On the dereferenced document plus the bundled one: a GET whose answer holds a `data` array (and
 * every operation named list*) takes the shared `limit` and `next_page` parameters and answers with
 * the `{data, next_page}` envelope.
 */
export function checkPagination(bundled: JsonObject, dereferenced: JsonObject): string[] {
  const problems: string[] = [];
  const bundledOps = new Map(listOperations(bundled).map((ref) => [label(ref), ref]));
  for (const ref of listOperations(dereferenced)) {
    const schema = successSchema(ref.operation);
    const properties = schema && isObject(schema.properties) ? schema.properties : {};
    const data = properties.data;
    const isList =
      (ref.method === 'get' && isObject(data) && data.type === 'array') ||
      String(ref.operation.operationId).startsWith('list');
    if (!isList) {
      continue;
    }
    const refs = parameterRefs(bundledOps.get(label(ref))!);
    for (const parameter of ['Limit', 'NextPage']) {
      if (!refs.includes(`#/components/parameters/${parameter}`)) {
        problems.push(`${label(ref)}: a list must reference #/components/parameters/${parameter}`);
      }
    }
    if (!isObject(data) || data.type !== 'array') {
      problems.push(`${label(ref)}: a list must answer with a "data" array`);
    }
    const nextPage = properties.next_page;
    const types = isObject(nextPage) ? [nextPage.type].flat() : [];
    if (!types.includes('string') || !schema?.required || !(schema.required as string[]).includes('next_page')) {
      problems.push(`${label(ref)}: a list must answer with a required "next_page" cursor`);
    }
  }
  return problems;
}

/**
 * On the dereferenced document: every parameter, request body and schema property has a description,
 * and every operation answers some 2xx.
 */
export function checkDescriptions(dereferenced: JsonObject): string[] {
  const problems: string[] = [];
  const seen = new Set<object>();
  const checkSchema = (schema: unknown, where: string): void => {
    if (!isObject(schema) || seen.has(schema)) {
      return;
    }
    seen.add(schema);
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const [name, property] of Object.entries(properties)) {
      if (!isObject(property) || typeof property.description !== 'string' || property.description.trim() === '') {
        problems.push(`${where}: property "${name}" has no description`);
      }
      checkSchema(property, `${where}.${name}`);
    }
    for (const key of ['items', 'additionalProperties']) {
      checkSchema(schema[key], `${where}[]`);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const list = schema[key];
      if (Array.isArray(list)) {
        list.forEach((sub, index) => checkSchema(sub, `${where}.${key}[${index}]`));
      }
    }
  };
  for (const ref of [...listOperations(dereferenced), ...listWebhooks(dereferenced)]) {
    for (const parameter of ref.parameters ?? []) {
      if (isObject(parameter) && (typeof parameter.description !== 'string' || parameter.description === '')) {
        problems.push(`${label(ref)}: parameter ${String(parameter.name)} has no description`);
      }
    }
    const body = ref.operation.requestBody;
    if (isObject(body)) {
      if (typeof body.description !== 'string' || body.description === '') {
        problems.push(`${label(ref)}: request body has no description`);
      }
      for (const media of Object.values(isObject(body.content) ? body.content : {})) {
        if (isObject(media)) {
          checkSchema(media.schema, `${label(ref)} body`);
        }
      }
    }
    const responses = isObject(ref.operation.responses) ? ref.operation.responses : {};
    if (!Object.keys(responses).some((status) => /^2(\d\d|XX)$/.test(status))) {
      problems.push(`${label(ref)}: no 2xx response`);
    }
    for (const [status, response] of Object.entries(responses)) {
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      for (const media of Object.values(content)) {
        if (isObject(media)) {
          checkSchema(media.schema, `${label(ref)} ${status}`);
        }
      }
    }
  }
  return problems;
}
