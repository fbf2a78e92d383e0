/**
 * TypeScript source for values, written here because a generator that forgets to escape a quote
 * (`'January's'`) publishes samples that do not parse. Every string goes through one escaping function.
 */

/** A TypeScript string literal in single quotes. */
export function typescriptString(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/** An object key: bare when it is an identifier (`Authorization`), quoted otherwise (`'Idempotency-Key'`). */
export const typescriptKey = (name: string): string => (identifier.test(name) ? name : typescriptString(name));

/** `page.data`, or `page['odd-name']` when the field is not an identifier. */
export const typescriptField = (object: string, field: string): string =>
  identifier.test(field) ? `${object}.${field}` : `${object}[${typescriptString(field)}]`;

/** A JSON value as a TypeScript literal, indented as Prettier would, with trailing commas. */
export function typescriptLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (typeof value === 'string') {
    return typescriptString(value);
  }
  if (Array.isArray(value)) {
    return value.length === 0
      ? '[]'
      : `[\n${value.map((item) => `${inner}${typescriptLiteral(item, inner)},\n`).join('')}${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0
      ? '{}'
      : `{\n${entries.map(([key, item]) => `${inner}${typescriptKey(key)}: ${typescriptLiteral(item, inner)},\n`).join('')}${indent}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
