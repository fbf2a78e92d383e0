/**
 * Request samples in curl, Python (requests) and TypeScript (fetch), generated from an operation's
 * example values: curl and Python with @scalar/snippetz's generators, TypeScript by typescript-literals
 * (the generator's fetch sample left quotes in strings unescaped, so a body with "January's" did not
 * parse).
 */
import {pythonRequests} from '@scalar/snippetz/plugins/python/requests';
import {shellCurl} from '@scalar/snippetz/plugins/shell/curl';
import {pythonListSample, typescriptListSample} from './list-samples';
import {typescriptKey, typescriptLiteral, typescriptString} from './typescript-literals';
import type {CodeSamples} from './types';

export interface NameValue {
  name: string;
  value: string;
}

/** Everything a sample shows: one concrete request with example values filled in. */
export interface SampleRequest {
  method: string;
  /** Absolute URL with path parameters filled in, without the query string. */
  url: string;
  query: NameValue[];
  headers: NameValue[];
  body?: {mediaType: string; text: string};
  /** The successful response has a JSON body, so the samples print it as JSON. */
  respondsWithJson: boolean;
  /** A paginated list: the query parameter of the cursor and the response fields of items and cursor. */
  pagination?: {cursor: string; items: string};
}

/** Placeholder shown where the reader's API token goes; never a real-looking secret. */
export const tokenPlaceholder = '<API_TOKEN>';

/**
 * The value a request gives its `Idempotency-Key` header: each sample replaces it with code that makes a
 * new key when the sample runs (`$(uuidgen)`, `uuid.uuid4()`, `crypto.randomUUID()`), so two samples
 * pasted one after the other are two writes, not a `409 idempotency_key_reused`.
 */
export const freshIdempotencyKey = '<fresh-idempotency-key>';

/** Each language's generated text for the key, and the code that makes a fresh one instead. */
const freshKeyCode = {
  curl: [`'Idempotency-Key: ${freshIdempotencyKey}'`, '"Idempotency-Key: $(uuidgen)"'],
  python: [`"Idempotency-Key": "${freshIdempotencyKey}"`, '"Idempotency-Key": str(uuid.uuid4())'],
  typescript: [`'Idempotency-Key': '${freshIdempotencyKey}'`, "'Idempotency-Key': crypto.randomUUID()"],
} as const;

function withFreshKey(language: keyof typeof freshKeyCode, sample: string): string {
  if (!sample.includes(freshIdempotencyKey)) {
    return sample;
  }
  const [generated, code] = freshKeyCode[language];
  const replaced = sample.split(generated).join(code);
  if (replaced.includes(freshIdempotencyKey)) {
    // The generator quoted the header differently: fail the build rather than publish a fixed key.
    throw new Error(`The ${language} sample writes the Idempotency-Key in an unexpected form`);
  }
  return replaced;
}

/** Text of a parameter value in a URL or header: scalars as they are, lists comma-separated. */
export function parameterText(value: unknown): string {
  if (Array.isArray(value)) {
    return value.map(parameterText).join(',');
  }
  if (typeof value === 'object' && value !== null) {
    return JSON.stringify(value);
  }
  return value === undefined ? '' : String(value);
}

/** Fills `{name}` segments of a path template with URL-encoded values. */
export function fillPath(path: string, values: Readonly<Record<string, unknown>>): string {
  return path.replace(/\{([^}]+)\}/g, (segment, name: string) =>
    name in values ? encodeURIComponent(parameterText(values[name])) : segment,
  );
}

function harRequest(request: SampleRequest) {
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    queryString: request.query,
    headers: request.headers,
    ...(request.body === undefined ? {} : {postData: {mimeType: request.body.mediaType, text: request.body.text}}),
  };
}

function pythonSample(request: SampleRequest, call: string): string {
  const output = request.respondsWithJson ? 'print(response.json())' : 'print(response.status_code)';
  // uuid makes the fresh Idempotency-Key of a write (see freshKeyCode).
  const imports = request.headers.some((header) => header.value === freshIdempotencyKey)
    ? 'import uuid\n\nimport requests'
    : 'import requests';
  return `${imports}\n\nresponse = ${call}\nresponse.raise_for_status()\n${output}\n`;
}

/** The body argument of `fetch`: JSON as an object literal, anything else as a string. */
function typescriptBody(body: NonNullable<SampleRequest['body']>): string {
  if (/^application\/(.+\+)?json\b/.test(body.mediaType)) {
    try {
      return `JSON.stringify(${typescriptLiteral(JSON.parse(body.text), '  ')})`;
    } catch {
      // Not valid JSON after all: sent as the text it is.
    }
  }
  return typescriptString(body.text);
}

function typescriptSample(request: SampleRequest): string {
  const query = new URLSearchParams(request.query.map(({name, value}) => [name, value])).toString();
  const url = query === '' ? request.url : `${request.url}?${query}`;
  const options = [
    ...(request.method.toLowerCase() === 'get' ? [] : [`  method: ${typescriptString(request.method.toUpperCase())},`]),
    ...(request.headers.length === 0
      ? []
      : [
          `  headers: {\n${request.headers.map(({name, value}) => `    ${typescriptKey(name)}: ${typescriptString(value)},\n`).join('')}  },`,
        ]),
    ...(request.body === undefined ? [] : [`  body: ${typescriptBody(request.body)},`]),
  ];
  const call =
    options.length === 0
      ? `fetch(${typescriptString(url)})`
      : `fetch(${typescriptString(url)}, {\n${options.join('\n')}\n})`;
  const output = request.respondsWithJson ? 'console.log(await response.json());' : 'console.log(response.status);';
  return `const response = await ${call};\nif (!response.ok) {\n  throw new Error(\`Request failed: \${response.status}\`);\n}\n${output}\n`;
}

/** The three samples of one request; a paginated list's Python and TypeScript read every page. */
export function codeSamples(request: SampleRequest): CodeSamples {
  const har = harRequest(request);
  const list =
    request.pagination === undefined
      ? undefined
      : {url: request.url, query: request.query, headers: request.headers, ...request.pagination};
  return {
    curl: withFreshKey('curl', `${shellCurl.generate(har)}\n`),
    python: withFreshKey(
      'python',
      list === undefined ? pythonSample(request, pythonRequests.generate(har)) : pythonListSample(list),
    ),
    typescript: withFreshKey('typescript', list === undefined ? typescriptSample(request) : typescriptListSample(list)),
  };
}
