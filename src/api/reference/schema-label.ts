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

/** One-line label of a schema's type. Named objects show their name, other types their JSON type. */
export function schemaTypeLabel(node: SchemaNode, schemas: SchemaTable, depth = 0): string {
  const view = resolveSchemaNode(node, schemas);
  if ('ref' in node && isNamedObject(view)) {
    return node.ref;
  }
  if (view.circular === true) {
    return view.title ?? 'circular';
  }
  let base: string;
  if (view.type === 'array' || (view.type === undefined && view.items !== undefined)) {
    base =
      view.items === undefined || depth > 3 ? 'array' : `array of ${schemaTypeLabel(view.items, schemas, depth + 1)}`;
  } else if (view.type !== undefined) {
    base = view.type;
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
