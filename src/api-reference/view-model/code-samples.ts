/**
 * Request samples in curl, Python (requests) and TypeScript (fetch), generated from an operation's
 * example values with @scalar/snippetz's generators, so quoting and escaping are theirs, not ours.
 */
import {nodeFetch} from '@scalar/snippetz/plugins/node/fetch';
import {pythonRequests} from '@scalar/snippetz/plugins/python/requests';
import {shellCurl} from '@scalar/snippetz/plugins/shell/curl';
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
}

/** Placeholder shown where the reader's API token goes; never a real-looking secret. */
export const tokenPlaceholder = '<API_TOKEN>';

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
  return `import requests\n\nresponse = ${call}\nresponse.raise_for_status()\n${output}\n`;
}

function typescriptSample(request: SampleRequest, call: string): string {
  const output = request.respondsWithJson ? 'console.log(await response.json());' : 'console.log(response.status);';
  return `const response = await ${call};\nif (!response.ok) {\n  throw new Error(\`Request failed: \${response.status}\`);\n}\n${output}\n`;
}

/** The three samples of one request. */
export function codeSamples(request: SampleRequest): CodeSamples {
  const har = harRequest(request);
  return {
    curl: `${shellCurl.generate(har)}\n`,
    python: pythonSample(request, pythonRequests.generate(har)),
    typescript: typescriptSample(request, nodeFetch.generate(har)),
  };
}
