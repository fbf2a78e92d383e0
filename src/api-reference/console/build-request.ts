/**
 * Turns what the reader filled in (base URL, parameters, token, body) into the request to send, or
 * into the list of problems that stop it from being sent. Every problem is found here, before the
 * network, so that a `TypeError` from `fetch` can only mean the network or CORS.
 */
import type {HttpMethod} from '../view-model/types';
import {checkBaseUrl} from './base-url';
import {checkBody} from './request-body';
import {idempotencyHeader, type ParameterField} from './parameter-fields';

export interface ConsoleRequest {
  method: string;
  url: string;
  headers: Array<[name: string, value: string]>;
  body?: string;
}

export interface RequestDraft {
  method: HttpMethod;
  /** Path template of the operation, such as `/v1/customers/{customer_id}`. */
  path: string;
  baseUrl: string;
  /** `location.protocol` of the page, for the mixed-content check. */
  pageProtocol: string;
  fields: readonly ParameterField[];
  /** Current text of each field, by {@link ParameterField.key}. */
  values: Readonly<Record<string, string>>;
  /** The bearer token; undefined when the operation needs no authentication. */
  token?: string;
  body?: {text: string; mediaType: string; required: boolean};
}

export type BuildResult = {ok: true; request: ConsoleRequest} | {ok: false; problems: string[]};

/** `fetch` rejects header values outside Latin-1 and any control character but tab. */
const headerValuePattern = /^[\t\x20-\x7e\x80-\xff]*$/;

function locationLabel(field: ParameterField): string {
  return field.in === 'path' ? 'path parameter' : field.in === 'query' ? 'query parameter' : 'header';
}

/** Values of an array field: comma-separated, trimmed, empty ones dropped. */
function listValues(text: string): string[] {
  return text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The Idempotency-Key a request was sent with, to show beside its outcome; undefined without one. */
export function sentIdempotencyKey(request: ConsoleRequest): string | undefined {
  return request.headers.find(([name]) => name.toLowerCase() === idempotencyHeader)?.[1];
}

/** The token as the `Authorization` value: a pasted `Bearer ` prefix is not doubled. */
export function bearerToken(token: string): string {
  return token.trim().replace(/^bearer\s+/i, '');
}

export function buildRequest(draft: RequestDraft): BuildResult {
  const problems: string[] = [];
  const base = checkBaseUrl(draft.baseUrl, draft.pageProtocol);
  if (!base.ok) {
    problems.push(base.message);
  }

  const missing: ParameterField[] = [];
  let path = draft.path;
  const query: string[] = [];
  const headers: Array<[string, string]> = [['Accept', 'application/json']];
  for (const field of draft.fields) {
    const text = (draft.values[field.key] ?? '').trim();
    if (text === '') {
      if (field.required) {
        missing.push(field);
      }
      continue;
    }
    if (field.in === 'path') {
      path = path.split(`{${field.name}}`).join(encodeURIComponent(text));
    } else if (field.in === 'query') {
      for (const value of field.array ? listValues(text) : [text]) {
        query.push(`${encodeURIComponent(field.name)}=${encodeURIComponent(value)}`);
      }
    } else if (headerValuePattern.test(text)) {
      headers.push([field.name, text]);
    } else {
      problems.push(`The ${field.name} header can hold only printable Latin-1 characters (no line breaks or emoji).`);
    }
  }
  if (missing.length > 0) {
    problems.push(
      `Fill in the required ${missing.map((field) => `${locationLabel(field)} ${field.name}`).join(', ')}.`,
    );
  }

  if (draft.token !== undefined) {
    const token = bearerToken(draft.token);
    if (!headerValuePattern.test(token) || /\s/.test(token)) {
      problems.push('The token can hold only printable Latin-1 characters, without spaces or line breaks.');
    } else if (token !== '') {
      headers.push(['Authorization', `Bearer ${token}`]);
    }
  }

  let body: string | undefined;
  if (draft.body !== undefined && draft.method !== 'get' && draft.method !== 'head') {
    const checked = checkBody(draft.body.text, draft.body.mediaType, draft.body.required);
    if (checked.ok) {
      body = checked.body;
      if (body !== undefined) {
        headers.push(['Content-Type', draft.body.mediaType]);
      }
    } else {
      problems.push(checked.message);
    }
  }

  if (!base.ok || problems.length > 0) {
    return {ok: false, problems};
  }
  const url = `${base.url}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  return {
    ok: true,
    request: {method: draft.method.toUpperCase(), url, headers, ...(body === undefined ? {} : {body})},
  };
}
