/** A parsed JSON or YAML object: what specifications, catalogues and examples are read into. */
export type JsonObject = {[key: string]: unknown};

/** Whether a parsed value is an object (not null, not an array), so its keys can be read. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
