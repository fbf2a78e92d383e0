/**
 * Short type labels for schema views (`string (date-time)`, `array of Customer`), shared by the page
 * components and the tests.
 */
import type {SchemaNode, SchemaView} from './types';

export type SchemaTable = Readonly<Record<string, SchemaView>>;

/** The view a node stands for: itself, or the named schema it refers to. */
export function resolveSchemaNode(node: SchemaNode, schemas: SchemaTable): SchemaView {
  return 'ref' in node ? (schemas[node.ref] ?? {}) : node;
}

function isNamedObject(view: SchemaView): boolean {
  return (
    view.properties !== undefined || view.oneOf !== undefined || view.anyOf !== undefined || view.allOf !== undefined
  );
}

/** An object whose keys are free and whose values share one schema: `{[key]: string}`. */
export function isMap(view: SchemaView): view is SchemaView & {additionalProperties: SchemaNode} {
  return (
    view.properties === undefined &&
    view.additionalProperties !== undefined &&
    view.additionalProperties !== true &&
    (view.type === undefined || view.type === 'object')
  );
}

/**
 * Whether a schema has an inside worth opening: properties, variants, a map's values, or items that
 * have one. Plain values (strings, numbers, lists of them) show everything on their own line.
 */
export function isComplexNode(node: SchemaNode, schemas: SchemaTable, depth = 0): boolean {
  const view = resolveSchemaNode(node, schemas);
  // A map is opened like an object even when its values are plain strings: the values' description
  // and limits are in the block.
  if (isNamedObject(view) || isMap(view)) {
    return true;
  }
  return view.items !== undefined && depth < 4 && isComplexNode(view.items, schemas, depth + 1);
}

/** The JSON type of a `const` value (kept as JSON text), for a schema that states no type of its own. */
function constType(json: string): string | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (value === null) {
      return 'null';
    }
    if (Array.isArray(value)) {
      return 'array';
    }
    return typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
  } catch {
    return undefined;
  }
}

/** One-line label of a schema's type. Named objects show their name, other types their JSON type. */
export function schemaTypeLabel(node: SchemaNode, schemas: SchemaTable, depth = 0): string {
  const view = resolveSchemaNode(node, schemas);
  if ('ref' in node && isNamedObject(view)) {
    return node.ref;
  }
  if (view.circular === true) {
    return view.title ?? 'circular';
  }
  const typeOfConst = view.const === undefined ? undefined : constType(view.const);
  let base: string;
  if (isMap(view)) {
    base = `map of ${schemaTypeLabel(view.additionalProperties, schemas, depth + 1)}`;
  } else if (view.type === 'array' || (view.type === undefined && view.items !== undefined)) {
    base =
      view.items === undefined || depth > 3 ? 'array' : `array of ${schemaTypeLabel(view.items, schemas, depth + 1)}`;
  } else if (view.type !== undefined) {
    base = view.type;
  } else if (typeOfConst !== undefined) {
    base = typeOfConst;
  } else if (view.oneOf !== undefined) {
    base = 'one of';
  } else if (view.anyOf !== undefined) {
    base = 'any of';
  } else if (view.allOf !== undefined) {
    base = 'all of';
  } else {
    base = 'any';
  }
  return view.format === undefined ? base : `${base} (${view.format})`;
}
