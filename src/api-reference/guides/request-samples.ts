/**
 * Turns code blocks into the API requests they show: an `http` block (request line, headers, body), a
 * `bash` block with `curl` commands, or a `json` block whose fence names the request it is the body of
 * (```json title="POST /v1/usage/events"). Only requests to an API path (`/v1/...`, `/v2/...`) count;
 * other blocks are not samples of the API and are skipped.
 */
import type {CodeBlock} from './code-blocks';

export interface RequestSample {
  readonly method: string;
  /** The path without host and query string, such as `/v1/customers/9f1c.../usage`. */
  readonly path: string;
  /** The JSON body as text, when the sample has one. */
  readonly bodyText?: string;
  /** 1-based line of the block in its page. */
  readonly line: number;
  readonly kind: 'http' | 'curl' | 'json';
  /** Request headers by lower-case name, as written (a shell sample keeps `$(uuidgen)` unexpanded). */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as written, before shell expansions were replaced for validation. */
  readonly bodySource?: string;
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const apiPath = /^\/v\d+\//;

/** Strips scheme, host, shell variables standing for the base URL, and the query string. */
export function toApiPath(target: string): string | null {
  const withoutBase = target
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\$\{?[A-Z_]+\}?/, '')
    .replace(/[?#].*$/, '');
  return apiPath.test(withoutBase) ? withoutBase : null;
}

function fromHttp(block: CodeBlock): RequestSample[] {
  const [requestLine = '', ...rest] = block.code.split('\n');
  const match = /^([A-Z]+)\s+(\S+)/.exec(requestLine.trim());
  const path = match ? toApiPath(match[2] ?? '') : null;
  if (!match || !path) {
    return [];
  }
  const blank = rest.findIndex((text) => text.trim() === '');
  const headers = headersOf((blank === -1 ? rest : rest.slice(0, blank)).map((text) => text.trim()));
  const bodyText =
    blank === -1
      ? ''
      : rest
          .slice(blank + 1)
          .join('\n')
          .trim();
  return [
    {
      method: match[1] ?? '',
      path,
      bodyText: bodyText || undefined,
      bodySource: bodyText || undefined,
      line: block.line,
      kind: 'http',
      headers,
    },
  ];
}

/** Joins backslash-continued lines and splits the script into the `curl` commands it runs. */
function curlCommands(script: string): string[] {
  const joined = script.replace(/\\\r?\n/g, ' ');
  const commands: string[] = [];
  let current: string | null = null;
  let quote: string | null = null;
  for (const text of joined.split('\n')) {
    if (current === null || quote === null) {
      const start = /(^|\s|\$\()curl\s/.exec(text);
      if (current !== null) {
        commands.push(current);
        current = null;
      }
      if (start) {
        current = text.slice(start.index + start[0].indexOf('curl'));
      }
    } else {
      current += `\n${text}`;
    }
    if (current !== null) {
      // Track an open single or double quote across lines (a multi-line --data '...').
      quote = null;
      for (const char of current) {
        if (quote === null && (char === "'" || char === '"')) {
          quote = char;
        } else if (char === quote) {
          quote = null;
        }
      }
    }
  }
  if (current !== null) {
    commands.push(current);
  }
  return commands;
}

/** Splits a command into words, honouring single and double quotes (no other shell syntax). */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: string | null = null;
  let inWord = false;
  for (const char of command) {
    if (quote) {
      if (char === quote) {
        quote = null;
      } else {
        word += char;
      }
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) {
        words.push(word);
        word = '';
        inWord = false;
      }
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) {
    words.push(word);
  }
  return words;
}

const dataFlags = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json']);

/** `Name: value` lines as a map by lower-case name. */
function headersOf(lines: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/** The here-documents of a script (`<<EOF … EOF`), in order: what `--data @-` reads. */
function hereDocuments(script: string): string[] {
  return [...script.matchAll(/<<-?\s*(['"]?)(\w+)\1[^\n]*\n([\s\S]*?)\n\s*\2\s*(?:\n|$)/g)].map(
    (match) => match[3] ?? '',
  );
}

/**
 * Replaces the shell expansions of a body (`$NOW`, `${NOW}`, `$(date -u +%FT%TZ)`, `$(uuidgen)`, an id
 * the reader sets such as `${CUSTOMER_ID:?set CUSTOMER_ID to ...}`) with values of the right shape, so
 * the body can be validated against the schema: a time for a time, a UUID for `$(uuidgen)` or a `…_ID`
 * variable, `x` otherwise. The page keeps the expansions; the reader's shell fills them in when the
 * sample runs.
 */
export function expandShellForValidation(body: string, now: Date = new Date()): string {
  const time = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    body
      // A guarded expansion stands for its variable: `${CUSTOMER_ID:?message}` is `$CUSTOMER_ID`.
      .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*):[?-][^}]*\}/g, '$$$1')
      .replace(/\$\(date[^)]*\)|\$\{?(?:NOW|[A-Z_]*(?:TIME|START|END)[A-Z_]*|[A-Z_]*_AT)\}?/g, time)
      .replace(/\$\(uuidgen\)|\$\{?[A-Z_]*_ID\}?/g, '00000000-0000-4000-8000-000000000000')
      .replace(/\$\([^)]*\)|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/g, 'x')
  );
}

function fromCurl(block: CodeBlock): RequestSample[] {
  const documents = hereDocuments(block.code);
  return curlCommands(block.code).flatMap((command) => {
    const words = shellWords(command);
    let method: string | null = null;
    let target: string | null = null;
    let bodyText: string | undefined;
    const headerLines: string[] = [];
    for (let index = 1; index < words.length; index += 1) {
      const word = words[index] ?? '';
      if (word === '-X' || word === '--request') {
        method = (words[index + 1] ?? '').toUpperCase();
        index += 1;
      } else if (dataFlags.has(word)) {
        bodyText = words[index + 1];
        index += 1;
      } else if (word === '-H' || word === '--header') {
        headerLines.push(words[index + 1] ?? '');
        index += 1;
      } else if (word === '-o' || word === '--output' || word === '-u') {
        index += 1;
      } else if (!word.startsWith('-') && target === null) {
        target = word;
      }
    }
    const path = target ? toApiPath(target) : null;
    if (!path) {
      return [];
    }
    const resolvedMethod = method ?? (bodyText === undefined ? 'GET' : 'POST');
    // `--data @-` reads the here-document that follows the command.
    const bodySource = bodyText === '@-' ? documents.shift() : bodyText;
    return [
      {
        method: resolvedMethod,
        path,
        bodyText: bodySource === undefined ? undefined : expandShellForValidation(bodySource),
        bodySource,
        line: block.line,
        kind: 'curl' as const,
        headers: headersOf(headerLines),
      },
    ];
  });
}

function fromJson(block: CodeBlock): RequestSample[] {
  const named = new RegExp(`(${methods.join('|')})\\s+(\\S+?)["'\\s]*$`).exec(block.meta.replace(/^title=/, ''));
  const path = named ? toApiPath(named[2] ?? '') : null;
  if (!named || !path) {
    return [];
  }
  const bodyText = block.code.trim();
  return [{method: named[1] ?? '', path, bodyText, bodySource: bodyText, line: block.line, kind: 'json', headers: {}}];
}

export function requestSamples(block: CodeBlock): RequestSample[] {
  if (block.lang === 'http') {
    return fromHttp(block);
  }
  if ((block.lang === 'bash' || block.lang === 'sh' || block.lang === 'shell') && /\bcurl\s/.test(block.code)) {
    return fromCurl(block);
  }
  if (block.lang === 'json') {
    return fromJson(block);
  }
  return [];
}
