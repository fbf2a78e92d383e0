/**
 * Request samples in curl, Python (requests), TypeScript and JavaScript (fetch), Go (net/http), Java
 * (java.net.http), Ruby (net/http) and PHP (curl), generated from an operation's example values: curl
 * and Python with @scalar/snippetz's generators, TypeScript and JavaScript by typescript-literals (the
 * generator's fetch samples, node and js alike, left quotes in strings unescaped, so a body with
 * "January's" did not parse), Go, Java, Ruby and PHP by their modules here (each says which bug of the
 * generator's sample it avoids). Every language gets the token and the key the same way: the request
 * carries placeholders, and the language's run-time code replaces them.
 */
import {pythonRequests} from '@scalar/snippetz/plugins/python/requests';
import {shellCurl} from '@scalar/snippetz/plugins/shell/curl';
import {goSample} from './go-sample';
import {javaSample} from './java-sample';
import {pythonListSample, typescriptListSample, type ListEnd} from './list-samples';
import {doubleQuotedString, singleQuotedString, urlWithQuery, type SampleUses} from './native-literals';
import {phpSample} from './php-sample';
import {rubySample} from './ruby-sample';
import {
  goAuthorization,
  goFreshKey,
  javaAuthorization,
  javaFreshKey,
  javascriptRunLine,
  phpAuthorizationHeader,
  phpKeyHeader,
  pythonAuthorization,
  pythonFreshKey,
  rubyAuthorization,
  rubyFreshKey,
  shellAuthorizationArgument,
  shellKeyArgument,
  shellKeyLine,
  typescriptAuthorization,
  typescriptFreshKey,
  typescriptTokenLine,
} from './sample-conventions';
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
  /**
   * A paginated list: the query parameter of the cursor, the response fields of items and cursor, and
   * how the last page shows (a null cursor, or for a feed that is never done, a page without items).
   */
  pagination?: {cursor: string; items: string; endsWith: ListEnd};
}

/** Placeholder of the reader's API token in a request; each sample reads the token from the environment instead. */
export const tokenPlaceholder = '<API_TOKEN>';

/**
 * The value a request gives its `Idempotency-Key` header: each sample replaces it with code that makes a
 * new key when the sample runs, so two samples pasted one after the other are two writes, not a `409
 * idempotency_key_reused`.
 */
export const freshIdempotencyKey = '<fresh-idempotency-key>';

type Language = keyof CodeSamples;

/**
 * Each language's generated text for the token and the key, and the code that reads or makes them when
 * the sample runs (see sample-conventions). The generators quote the placeholders as below.
 */
const fetchRunTimeCode = {
  token: [`Authorization: 'Bearer ${tokenPlaceholder}'`, `Authorization: ${typescriptAuthorization}`],
  key: [`'Idempotency-Key': '${freshIdempotencyKey}'`, `'Idempotency-Key': ${typescriptFreshKey}`],
} satisfies RunTimeCode;

interface RunTimeCode {
  token: [string, string];
  key: [string, string];
}

const runTimeCode: Record<Language, RunTimeCode> = {
  curl: {
    token: [`'Authorization: Bearer ${tokenPlaceholder}'`, shellAuthorizationArgument],
    key: [`'Idempotency-Key: ${freshIdempotencyKey}'`, shellKeyArgument],
  },
  python: {
    token: [`"Authorization": "Bearer ${tokenPlaceholder}"`, `"Authorization": ${pythonAuthorization}`],
    key: [`"Idempotency-Key": "${freshIdempotencyKey}"`, `"Idempotency-Key": ${pythonFreshKey}`],
  },
  typescript: fetchRunTimeCode,
  javascript: fetchRunTimeCode,
  go: {
    token: [doubleQuotedString(`Bearer ${tokenPlaceholder}`), goAuthorization],
    key: [doubleQuotedString(freshIdempotencyKey), goFreshKey],
  },
  java: {
    token: [doubleQuotedString(`Bearer ${tokenPlaceholder}`), javaAuthorization],
    key: [doubleQuotedString(freshIdempotencyKey), javaFreshKey],
  },
  ruby: {
    token: [singleQuotedString(`Bearer ${tokenPlaceholder}`), rubyAuthorization],
    key: [singleQuotedString(freshIdempotencyKey), rubyFreshKey],
  },
  php: {
    token: [singleQuotedString(`Authorization: Bearer ${tokenPlaceholder}`), phpAuthorizationHeader],
    key: [singleQuotedString(`Idempotency-Key: ${freshIdempotencyKey}`), phpKeyHeader],
  },
};

/**
 * What a sample needs before its request: the key line (curl), imports (Python), the token check
 * (TypeScript, JavaScript). Go, Java, Ruby and PHP programs write theirs in place (inside `main`).
 */
function prelude(language: Language, uses: SampleUses): string {
  switch (language) {
    case 'curl':
      return uses.key ? `${shellKeyLine}\n` : '';
    case 'python':
      return `${uses.token ? 'import os\n' : ''}${uses.key ? 'import uuid\n' : ''}${uses.token || uses.key ? '\n' : ''}import requests\n\n`;
    case 'typescript':
      return uses.token ? `${typescriptTokenLine}\n` : '';
    case 'javascript':
      return `${javascriptRunLine}\n${uses.token ? typescriptTokenLine : ''}\n`;
    case 'go':
    case 'java':
    case 'ruby':
    case 'php':
      return '';
  }
}

/** Replaces the placeholders of a generated sample with run-time code, and adds what that code needs. */
function withRunTimeValues(language: Language, sample: string): string {
  const uses = usesOf(sample);
  let replaced = sample;
  for (const [generated, code] of Object.values(runTimeCode[language])) {
    replaced = replaced.split(generated).join(code);
  }
  if (replaced.includes(tokenPlaceholder) || replaced.includes(freshIdempotencyKey)) {
    // The generator quoted a header differently: fail the build rather than publish a placeholder.
    throw new Error(`The ${language} sample writes the Authorization or Idempotency-Key header in an unexpected form`);
  }
  return `${prelude(language, uses)}${replaced}`;
}

/** What a request or sample text carries placeholders for. */
function usesOf(text: string): SampleUses {
  return {token: text.includes(tokenPlaceholder), key: text.includes(freshIdempotencyKey)};
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

/** The Python sample without its imports (withRunTimeValues adds them). */
function pythonSample(request: SampleRequest, call: string): string {
  const output = request.respondsWithJson ? 'print(response.json())' : 'print(response.status_code)';
  return `response = ${call}\nresponse.raise_for_status()\n${output}\n`;
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
  const url = urlWithQuery(request.url, request.query);
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

/** The samples of one request in every language; a paginated list's (but curl's) read every page. */
export function codeSamples(request: SampleRequest): CodeSamples {
  const har = harRequest(request);
  const list =
    request.pagination === undefined
      ? undefined
      : {url: request.url, query: request.query, headers: request.headers, ...request.pagination};
  const uses = usesOf(request.headers.map(({value}) => value).join('\n'));
  return {
    curl: withRunTimeValues('curl', `${shellCurl.generate(har)}\n`),
    python: withRunTimeValues(
      'python',
      list === undefined ? pythonSample(request, pythonRequests.generate(har)) : pythonListSample(list),
    ),
    typescript: withRunTimeValues(
      'typescript',
      list === undefined ? typescriptSample(request) : typescriptListSample(list),
    ),
    javascript: withRunTimeValues(
      'javascript',
      list === undefined ? typescriptSample(request) : typescriptListSample(list, {typed: false}),
    ),
    go: withRunTimeValues('go', goSample(request, uses)),
    java: withRunTimeValues('java', javaSample(request, uses)),
    ruby: withRunTimeValues('ruby', rubySample(request, uses)),
    php: withRunTimeValues('php', phpSample(request, uses)),
  };
}
