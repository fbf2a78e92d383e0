/**
 * OpenAPI schema objects → {@link SchemaView}s. Named schemas (`#/components/schemas/X`) are converted
 * once into a table and referenced by name, which keeps the route data small and makes recursive
 * schemas safe. `allOf` parts are merged into one object where they can be.
 */
import {componentName, isObject, resolvePointer, type JsonObject, type OpenApiDocument} from '../spec/document';
import type {PropertyView, RichText, SchemaNode, SchemaRef, SchemaView} from './types';

export type DescribeMarkdown = (markdown: string) => RichText | undefined;

/** JSON text of a value for display (`"monthly"`, `0`, `null`, `{"a":1}`). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

function typesOf(schema: JsonObject): string[] {
  if (Array.isArray(schema.type)) {
    return schema.type.filter((type): type is string => typeof type === 'string');
  }
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function isNullSchema(value: unknown): boolean {
  return isObject(value) && typesOf(value).length === 1 && typesOf(value)[0] === 'null';
}

function numberConstraint(schema: JsonObject, bound: 'minimum' | 'maximum'): string | undefined {
  const exclusiveKey = bound === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum';
  const inclusive = bound === 'minimum' ? '>=' : '<=';
  const exclusive = bound === 'minimum' ? '>' : '<';
  const exclusiveValue = schema[exclusiveKey];
  // OpenAPI 3.1 (JSON Schema 2020-12) gives the exclusive bound as a number; 3.0 as a flag on the bound.
  if (typeof exclusiveValue === 'number') {
    return `${exclusive} ${exclusiveValue}`;
  }
  const value = schema[bound];
  if (typeof value !== 'number') {
    return undefined;
  }
  return `${exclusiveValue === true ? exclusive : inclusive} ${value}`;
}

/** A count with its noun, singular for one: `1 character`, `255 characters`. */
function counted(count: number, [singular, plural]: readonly [string, string]): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

function rangeConstraint(
  schema: JsonObject,
  minKey: string,
  maxKey: string,
  noun: readonly [string, string],
): string[] {
  const min = schema[minKey];
  const max = schema[maxKey];
  if (typeof min === 'number' && typeof max === 'number' && min === max) {
    return [`exactly ${counted(min, noun)}`];
  }
  const result: string[] = [];
  if (typeof min === 'number') {
    result.push(`at least ${counted(min, noun)}`);
  }
  if (typeof max === 'number') {
    result.push(`at most ${counted(max, noun)}`);
  }
  return result;
}

/** Human-readable validation limits of a schema, in a fixed order. */
export function constraintsOf(schema: JsonObject): string[] {
  const result: string[] = [];
  for (const bound of ['minimum', 'maximum'] as const) {
    const text = numberConstraint(schema, bound);
    if (text !== undefined) {
      result.push(text);
    }
  }
  if (typeof schema.multipleOf === 'number') {
    result.push(`multiple of ${schema.multipleOf}`);
  }
  result.push(...rangeConstraint(schema, 'minLength', 'maxLength', ['character', 'characters']));
  if (typeof schema.pattern === 'string') {
    result.push(`pattern ${schema.pattern}`);
  }
  result.push(...rangeConstraint(schema, 'minItems', 'maxItems', ['item', 'items']));
  if (schema.uniqueItems === true) {
    result.push('unique items');
  }
  result.push(...rangeConstraint(schema, 'minProperties', 'maxProperties', ['property', 'properties']));
  if (isObject(schema.propertyNames) && typeof schema.propertyNames.pattern === 'string') {
    result.push(`keys match ${schema.propertyNames.pattern}`);
  }
  return result;
}

/** Keys that may sit beside a `$ref` (OpenAPI 3.1) or around a one-part `allOf`, and override it. */
function refOverrides(schema: JsonObject, describe: DescribeMarkdown): Omit<SchemaRef, 'ref'> {
  return annotations(schema, describe, schema.nullable === true);
}

/**
 * What a schema and a `$ref` beside it both carry: title, description, the nullable, read-only,
 * write-only and deprecated flags, and the default.
 */
function annotations(schema: JsonObject, describe: DescribeMarkdown, nullable: boolean): Omit<SchemaRef, 'ref'> {
  const result: Omit<SchemaRef, 'ref'> = {};
  if (typeof schema.title === 'string') {
    result.title = schema.title;
  }
  if (typeof schema.description === 'string') {
    const description = describe(schema.description);
    if (description !== undefined) {
      result.description = description;
    }
  }
  if (nullable) {
    result.nullable = true;
  }
  for (const flag of ['readOnly', 'writeOnly', 'deprecated'] as const) {
    if (schema[flag] === true) {
      result[flag] = true;
    }
  }
  if (schema.default !== undefined) {
    result.default = jsonText(schema.default);
  }
  return result;
}

function isObjectLike(schema: JsonObject): boolean {
  const types = typesOf(schema).filter((type) => type !== 'null');
  if (types.length > 0) {
    return types.length === 1 && types[0] === 'object';
  }
  return (
    schema.items === undefined && schema.oneOf === undefined && schema.anyOf === undefined && schema.enum === undefined
  );
}

/**
 * Builds schema views for one document. Call {@link node} for every schema an operation uses; read
 * {@link schemas} at the end for the table of named schemas they refer to.
 */
export class SchemaConverter {
  readonly schemas: Record<string, SchemaView> = {};

  constructor(
    private readonly document: OpenApiDocument,
    private readonly describe: DescribeMarkdown,
  ) {}

  /** View of a schema as it appears in an operation (a reference stays a reference). */
  node(raw: unknown): SchemaNode {
    return this.convert(raw, new Set());
  }

  /** The view a node stands for, following a reference into the table. */
  resolve(node: SchemaNode): SchemaView | undefined {
    return 'ref' in node ? this.schemas[node.ref] : node;
  }

  private convert(raw: unknown, visiting: ReadonlySet<string>): SchemaNode {
    if (!isObject(raw)) {
      // `true`, `{}` and anything malformed accept any value.
      return {};
    }
    if (typeof raw.$ref === 'string') {
      return this.convertRef(raw, raw.$ref, visiting);
    }
    return this.convertView(raw, visiting);
  }

  private convertRef(raw: JsonObject, ref: string, visiting: ReadonlySet<string>): SchemaNode {
    const name = componentName(ref, 'schemas');
    const target = resolvePointer(this.document, ref);
    if (!isObject(target)) {
      return {type: 'unknown', description: `Unresolved reference ${ref}`};
    }
    if (name === undefined) {
      // A pointer into another schema: inline it, and stop at the first cycle.
      if (visiting.has(ref)) {
        return {circular: true, title: ref.split('/').pop()};
      }
      const view = this.convert(target, new Set([...visiting, ref]));
      return 'ref' in view ? view : {...view, ...refOverrides(raw, this.describe)};
    }
    if (!(name in this.schemas)) {
      // Placeholder first: a schema that refers to itself then finds its own entry and stops there.
      const placeholder: SchemaView = {};
      this.schemas[name] = placeholder;
      Object.assign(placeholder, this.convertView(target, new Set()));
    }
    return {ref: name, ...refOverrides(raw, this.describe)};
  }

  /** Follows references to the object a part of an `allOf` stands for, recording what it passed. */
  private followForMerge(raw: unknown, visiting: Set<string>): JsonObject | undefined {
    let current = raw;
    while (isObject(current) && typeof current.$ref === 'string') {
      if (visiting.has(current.$ref)) {
        return undefined;
      }
      visiting.add(current.$ref);
      current = resolvePointer(this.document, current.$ref);
    }
    return isObject(current) ? current : undefined;
  }

  /** Merges the parts of an `allOf` of objects into one object schema, or returns undefined. */
  private mergeAllOf(schema: JsonObject, visiting: Set<string>): JsonObject | undefined {
    const parts: JsonObject[] = [];
    const queue = [...(schema.allOf as unknown[])];
    while (queue.length > 0) {
      const part = this.followForMerge(queue.shift(), visiting);
      if (part === undefined || !isObjectLike(part)) {
        return undefined;
      }
      if (Array.isArray(part.allOf)) {
        // Nested allOf: its parts join this merge, its own keys count as one more part.
        queue.unshift(...part.allOf);
        const {allOf: _nested, ...rest} = part;
        parts.push(rest);
      } else {
        parts.push(part);
      }
    }
    const {allOf: _allOf, ...outer} = schema;
    const properties: JsonObject = {};
    const required = new Set<string>();
    const merged: JsonObject = {};
    for (const part of [...parts, outer]) {
      for (const [key, value] of Object.entries(part)) {
        if (key === 'properties' && isObject(value)) {
          Object.assign(properties, value);
        } else if (key === 'required' && Array.isArray(value)) {
          value.forEach((name) => typeof name === 'string' && required.add(name));
        } else if (part === outer || !(key in merged)) {
          // The outer schema's own keys (description, title...) win over those of its parts.
          merged[key] = value;
        }
      }
    }
    return {...merged, type: 'object', properties, required: [...required]};
  }

  private variants(raw: unknown, visiting: ReadonlySet<string>): {nodes: SchemaNode[]; nullable: boolean} {
    const list = Array.isArray(raw) ? raw : [];
    const nonNull = list.filter((variant) => !isNullSchema(variant));
    return {nodes: nonNull.map((variant) => this.convert(variant, visiting)), nullable: nonNull.length < list.length};
  }

  private convertView(input: JsonObject, visiting: ReadonlySet<string>): SchemaNode {
    let schema = input;
    if (Array.isArray(schema.allOf)) {
      const onlyPart = schema.allOf.length === 1 ? schema.allOf[0] : undefined;
      if (isObject(onlyPart) && typeof onlyPart.$ref === 'string' && schema.properties === undefined) {
        // `allOf: [$ref]` is the OpenAPI 3.0 way to describe a reference in place: keep the reference.
        const node = this.convertRef(onlyPart, onlyPart.$ref, visiting);
        return {...node, ...refOverrides(schema, this.describe)};
      }
      const mergeVisits = new Set(visiting);
      const merged = this.mergeAllOf(schema, mergeVisits);
      if (merged !== undefined) {
        schema = merged;
        visiting = mergeVisits;
      }
    }

    const view: SchemaView = {};
    const types = typesOf(schema);
    let nullable = schema.nullable === true || types.includes('null');
    let type = types.filter((name) => name !== 'null');

    if (Array.isArray(schema.enum)) {
      nullable ||= schema.enum.includes(null);
      view.enum = schema.enum.filter((value) => value !== null).map(jsonText);
    }
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      if (Array.isArray(schema[keyword])) {
        const {nodes, nullable: hasNull} = this.variants(schema[keyword], visiting);
        nullable ||= hasNull;
        if (nodes.length === 1 && type.length === 0 && schema.properties === undefined) {
          // `oneOf: [X, {type: null}]` is a nullable X.
          const only = nodes[0]!;
          const extra = refOverrides(schema, this.describe);
          return {...only, ...extra, ...(nullable ? {nullable: true} : {})};
        }
        view[keyword] = nodes;
      }
    }
    if (Array.isArray(schema.allOf)) {
      view.allOf = schema.allOf.map((part) => this.convert(part, visiting));
    }

    if (type.length === 0) {
      if (isObject(schema.properties) || schema.additionalProperties !== undefined) {
        type = ['object'];
      } else if (schema.items !== undefined) {
        type = ['array'];
      } else if (view.enum !== undefined && Array.isArray(schema.enum)) {
        const first = schema.enum.find((value) => value !== null);
        type = first === undefined ? [] : [typeof first === 'number' ? 'number' : typeof first];
      }
    }
    if (type.length > 0) {
      view.type = type.join(' | ');
    }
    Object.assign(view, annotations(schema, this.describe, nullable));
    if (typeof schema.format === 'string') {
      view.format = schema.format;
    }
    if (schema.const !== undefined) {
      view.const = jsonText(schema.const);
    }
    const example = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
    if (example !== undefined) {
      view.example = jsonText(example);
    }
    const constraints = constraintsOf(schema);
    if (constraints.length > 0) {
      view.constraints = constraints;
    }
    if (isObject(schema.properties)) {
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      view.properties = Object.entries(schema.properties).map(([name, property]): PropertyView => {
        const entry: PropertyView = {name, schema: this.convert(property, visiting)};
        if (required.has(name)) {
          entry.required = true;
        }
        return entry;
      });
    }
    if (
      schema.additionalProperties === true ||
      (isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length === 0)
    ) {
      view.additionalProperties = true;
    } else if (isObject(schema.additionalProperties)) {
      view.additionalProperties = this.convert(schema.additionalProperties, visiting);
    }
    if (schema.items !== undefined) {
      view.items = this.convert(schema.items, visiting);
    }
    if (isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string') {
      view.discriminator = schema.discriminator.propertyName;
    }
    return view;
  }
}
