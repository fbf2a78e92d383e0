/**
 * Serialises a query or header parameter's value the way its `style` and `explode` say (OpenAPI 3.1,
 * "Style Values"), so that generated samples send what the specification describes: an array query
 * parameter with the default `form` style and `explode: true` repeats the parameter
 * (`object_types=invoice&object_types=contract`), not one comma-joined value.
 */
import type {NameValue} from './code-samples';

export interface ParameterStyle {
  readonly name: string;
  readonly in: 'query' | 'header' | 'path' | 'cookie';
  readonly style?: string;
  readonly explode?: boolean;
}

const scalarText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The default style of each location, and whether it explodes by default (only `form` does). */
function resolvedStyle(parameter: ParameterStyle): {style: string; explode: boolean} {
  const style = parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple');
  return {style, explode: parameter.explode ?? style === 'form'};
}

const delimiters: Record<string, string> = {form: ',', simple: ',', spaceDelimited: ' ', pipeDelimited: '|'};

/** The name-value pairs one parameter adds to a query string or to the headers. */
export function serializeParameter(parameter: ParameterStyle, value: unknown): NameValue[] {
  const {style, explode} = resolvedStyle(parameter);
  const {name} = parameter;
  if (Array.isArray(value)) {
    if (explode && parameter.in !== 'header') {
      return value.map((item) => ({name, value: scalarText(item)}));
    }
    return [{name, value: value.map(scalarText).join(delimiters[style] ?? ',')}];
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (style === 'deepObject') {
      return entries.map(([key, item]) => ({name: `${name}[${key}]`, value: scalarText(item)}));
    }
    if (explode && parameter.in !== 'header') {
      return entries.map(([key, item]) => ({name: key, value: scalarText(item)}));
    }
    const separator = explode ? '=' : ',';
    return [{name, value: entries.map(([key, item]) => `${key}${separator}${scalarText(item)}`).join(',')}];
  }
  return [{name, value: scalarText(value)}];
}
