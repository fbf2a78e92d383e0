/**
 * Finds every example of a dereferenced OpenAPI document (media-type, parameter and header examples,
 * `examples` maps, and `example`/`examples` inside schemas) and validates each against the schema it
 * illustrates, with Ajv on JSON Schema draft 2020-12 (the dialect of OpenAPI 3.1).
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {isObject, type JsonObject} from '../../../../src/lib/json';

export interface FoundExample {
  /** JSON-pointer-like location of the example in the document. */
  readonly location: string;
  /** Name of the property, parameter or header the example illustrates ('' for a whole body). */
  readonly key: string;
  readonly value: unknown;
  readonly schema: JsonObject;
}

export interface ExampleProblem {
  readonly location: string;
  readonly message: string;
}

// Keywords of a schema whose values are subschemas, maps of subschemas or lists of subschemas.
const subschemaKeys = ['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else', 'propertyNames'];
const subschemaMapKeys = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const subschemaListKeys = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

function collectFromSchema(
  schema: JsonObject,
  location: string,
  key: string,
  found: FoundExample[],
  seen: Set<object>,
): void {
  if (seen.has(schema)) {
    return;
  }
  seen.add(schema);
  if ('example' in schema) {
    found.push({location: `${location}/example`, key, value: schema.example, schema});
  }
  if (Array.isArray(schema.examples)) {
    schema.examples.forEach((value, index) =>
      found.push({location: `${location}/examples/${index}`, key, value, schema}),
    );
  }
  for (const keyword of subschemaKeys) {
    const sub = schema[keyword];
    if (isObject(sub)) {
      collectFromSchema(sub, `${location}/${keyword}`, keyword === 'items' ? key : '', found, seen);
    }
  }
  for (const keyword of subschemaMapKeys) {
    const map = schema[keyword];
    if (isObject(map)) {
      for (const [name, sub] of Object.entries(map)) {
        if (isObject(sub)) {
          collectFromSchema(sub, `${location}/${keyword}/${name}`, name, found, seen);
        }
      }
    }
  }
  for (const keyword of subschemaListKeys) {
    const list = schema[keyword];
    if (Array.isArray(list)) {
      list.forEach((sub, index) => {
        if (isObject(sub)) {
          collectFromSchema(sub, `${location}/${keyword}/${index}`, key, found, seen);
        }
      });
    }
  }
}

/**
 * Every example of a dereferenced document. An object with a `schema` (media type, parameter, header)
 * contributes its `example` and each `examples.*.value`; every schema contributes its own examples.
 */
export function collectExamples(document: unknown): FoundExample[] {
  const found: FoundExample[] = [];
  const seenSchemas = new Set<object>();
  const seenNodes = new Set<object>();
  const walk = (node: unknown, location: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${location}/${index}`));
      return;
    }
    if (!isObject(node) || seenNodes.has(node)) {
      return;
    }
    seenNodes.add(node);
    if (isObject(node.schema)) {
      const schema = node.schema;
      // A parameter is named by `name`; a header by its key in the `headers` map; a body by nothing.
      const headerMatch = /\/headers\/([^/]+)$/.exec(location);
      const key = typeof node.in === 'string' ? String(node.name) : (headerMatch?.[1] ?? '');
      if ('example' in node) {
        found.push({location: `${location}/example`, key, value: node.example, schema});
      }
      if (isObject(node.examples)) {
        for (const [name, example] of Object.entries(node.examples)) {
          if (isObject(example) && 'value' in example) {
            found.push({location: `${location}/examples/${name}`, key, value: example.value, schema});
          }
        }
      }
      collectFromSchema(schema, `${location}/schema`, key, found, seenSchemas);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema' || key === 'example' || key === 'examples') {
        continue;
      }
      if (key === 'schemas' && isObject(value)) {
        for (const [name, schema] of Object.entries(value)) {
          if (isObject(schema)) {
            collectFromSchema(schema, `${location}/schemas/${name}`, '', found, seenSchemas);
          }
        }
        continue;
      }
      walk(value, `${location}/${key}`);
    }
  };
  walk(document, '#');
  return found;
}

const compositionKeys = ['allOf', 'anyOf', 'oneOf'];

/**
 * A copy of `schema` in which every object schema that does not say otherwise rejects undeclared
 * properties (`unevaluatedProperties: false`), so that an example with a misspelt or invented field
 * fails. The published specifications stay open, so that adding a field is not a breaking change.
 * Branches of allOf/anyOf/oneOf stay open; their parent is closed instead, which 2020-12 evaluates
 * across the branches.
 */
export function closeSchema(schema: JsonObject): JsonObject {
  const close = (node: JsonObject, inComposition: boolean): JsonObject => {
    const copy: JsonObject = {...node};
    for (const key of subschemaKeys) {
      if (isObject(copy[key])) {
        copy[key] = close(copy[key], false);
      }
    }
    for (const key of subschemaMapKeys) {
      const map = copy[key];
      if (isObject(map)) {
        copy[key] = Object.fromEntries(
          Object.entries(map).map(([name, sub]) => [name, isObject(sub) ? close(sub, false) : sub]),
        );
      }
    }
    for (const key of subschemaListKeys) {
      const list = copy[key];
      if (Array.isArray(list)) {
        const branch = compositionKeys.includes(key);
        copy[key] = list.map((sub) => (isObject(sub) ? close(sub, branch) : sub));
      }
    }
    const describesObject = isObject(copy.properties) || compositionKeys.some((key) => Array.isArray(copy[key]));
    const open = 'additionalProperties' in copy || 'unevaluatedProperties' in copy;
    if (!inComposition && describesObject && !open) {
      copy.unevaluatedProperties = false;
    }
    return copy;
  };
  return close(schema, false);
}

/** Ajv for OpenAPI 3.1 schemas: draft 2020-12, strict, standard formats plus OpenAPI's own. */
export function createSchemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: true,
    strictTypes: false,
    strictTuples: false,
    validateFormats: true,
  });
  addFormats(ajv);
  // OpenAPI keywords that annotate a schema without constraining it.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  ajv.addFormat('int32', {type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31});
  ajv.addFormat('int64', {type: 'number', validate: (n: number) => Number.isInteger(n)});
  return ajv;
}

/**
 * Validates every example against its schema, closed with {@link closeSchema}; returns one problem per
 * invalid example (empty when all are valid).
 */
export function validateExamples(examples: readonly FoundExample[], ajv = createSchemaValidator()): ExampleProblem[] {
  const compiled = new WeakMap<object, ValidateFunction>();
  const problems: ExampleProblem[] = [];
  for (const {location, value, schema} of examples) {
    let validateFn = compiled.get(schema);
    if (!validateFn) {
      try {
        validateFn = ajv.compile(closeSchema(schema));
      } catch (error) {
        problems.push({location, message: `schema does not compile: ${(error as Error).message}`});
        continue;
      }
      compiled.set(schema, validateFn);
    }
    if (!validateFn(value)) {
      problems.push({location, message: ajv.errorsText(validateFn.errors, {separator: '; '})});
    }
  }
  return problems;
}
