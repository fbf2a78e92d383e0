/**
 * The input fields of a request console, one per path, query and header parameter of an operation,
 * with the value each starts with. Required parameters (every path parameter) start from the
 * parameter's own example (the specifications quote the example data, so path parameters get the
 * customer, contract... used across the docs), else the schema's example, else its default. Optional
 * ones start from their default only, with the example as a placeholder: a console that pre-filled
 * them would send filters and page cursors the reader never chose.
 */
import {resolveSchemaNode, schemaTypeLabel, type SchemaTable} from '../view-model/schema-label';
import type {ParameterView} from '../view-model/types';

export type FieldLocation = 'path' | 'query' | 'header';

export interface ParameterField {
  /** Unique within the operation: `query:limit`. */
  key: string;
  name: string;
  in: FieldLocation;
  required: boolean;
  /** Type as the reference shows it, such as `string (uuid)`, for the field's hint. */
  type: string;
  /** Allowed values, for a select (the empty value means "not set"); undefined for free text. */
  options?: string[];
  /** An array: the field takes comma-separated values, sent as repeated query parameters. */
  array: boolean;
  /** The `Idempotency-Key` header, which starts with a fresh key rather than the shared example. */
  idempotencyKey: boolean;
  initial: string;
  /** The example, shown while the field is empty. */
  placeholder?: string;
}

export interface ParameterFields {
  fields: ParameterField[];
  /** Names of cookie parameters: a page cannot set cookies on another site's requests. */
  unsupported: string[];
}

/** The header that makes a retried write safe; each console gets its own key. */
export const idempotencyHeader = 'idempotency-key';

/** The text a field shows for a value: strings as they are, lists comma-separated, objects as JSON. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) {
    return '';
  }
  if (Array.isArray(value)) {
    return value.map(fieldText).join(',');
  }
  if (typeof value === 'object') {
    return JSON.stringify(value);
  }
  return String(value);
}

/** Parses the JSON text the view model stores examples, defaults and enum values as. */
function jsonTextValue(text: string | undefined): unknown {
  if (text === undefined) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function parameterFields(
  parameters: readonly ParameterView[],
  schemas: SchemaTable,
  newIdempotencyKey: () => string,
): ParameterFields {
  const fields: ParameterField[] = [];
  const unsupported: string[] = [];
  for (const parameter of parameters) {
    if (parameter.in === 'cookie') {
      unsupported.push(parameter.name);
      continue;
    }
    const schema = resolveSchemaNode(parameter.schema, schemas);
    const items = schema.items === undefined ? undefined : resolveSchemaNode(schema.items, schemas);
    const array = schema.type === 'array' || (schema.type === undefined && items !== undefined);
    const idempotencyKey = parameter.in === 'header' && parameter.name.toLowerCase() === idempotencyHeader;
    const required = parameter.required === true || parameter.in === 'path';
    const example = parameter.example ?? schema.example;
    const given = required ? (example ?? schema.default) : schema.default;
    const field: ParameterField = {
      key: `${parameter.in}:${parameter.name}`,
      name: parameter.name,
      in: parameter.in,
      required,
      type: schemaTypeLabel(parameter.schema, schemas),
      array,
      idempotencyKey,
      initial: idempotencyKey ? newIdempotencyKey() : fieldText(jsonTextValue(given)),
    };
    if (example !== undefined && !idempotencyKey) {
      field.placeholder = fieldText(jsonTextValue(example));
    }
    if (!array && schema.enum !== undefined) {
      field.options = ['', ...schema.enum.map((value) => fieldText(jsonTextValue(value)))];
    } else if (!array && schema.type === 'boolean') {
      field.options = ['', 'true', 'false'];
    }
    fields.push(field);
  }
  return {fields, unsupported};
}

/**
 * A random version 4 UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS or loopback);
 * the fallback builds the same format from `crypto.getRandomValues`, which exists everywhere.
 */
export function newUuid(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>): string {
  if (typeof source.randomUUID === 'function') {
    return source.randomUUID();
  }
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The values for the next send after a write was answered: every Idempotency-Key field gets a new key,
 * because the next send is a new write (resending the old key with a changed body answers `409`). After a
 * send that got no answer the caller keeps the values, so sending again is a safe retry of the same write.
 */
export function valuesWithFreshKeys(
  values: Readonly<Record<string, string>>,
  fields: readonly ParameterField[],
  newKey: () => string,
): Record<string, string> {
  const next = {...values};
  for (const field of fields) {
    if (field.idempotencyKey) {
      next[field.key] = newKey();
    }
  }
  return next;
}
