/**
 * The request body of a console: what its editor starts with (the operation's first example) and the
 * check it passes before sending, so that a typo is reported here rather than as a 400 from the API.
 */
import {isJsonMediaType} from '../view-model/media-types';
import type {RequestBodyView} from '../view-model/types';

export interface BodyDraft {
  /** Media type sent as `Content-Type`; JSON unless the operation takes only something else. */
  mediaType: string;
  text: string;
  required: boolean;
}

/** The editor's starting point, or undefined when the operation takes no body. */
export function initialBody(body: RequestBodyView | undefined): BodyDraft | undefined {
  if (body === undefined) {
    return undefined;
  }
  const media = body.content.find((entry) => isJsonMediaType(entry.mediaType)) ?? body.content[0];
  return {
    mediaType: media?.mediaType ?? 'application/json',
    text: media?.examples[0]?.value ?? '',
    required: body.required === true,
  };
}

export type BodyCheck = {ok: true; body: string | undefined} | {ok: false; message: string};

/** Line and column (from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return {line: lines.length, column: lines[lines.length - 1]!.length + 1};
}

interface JsonError {
  offset: number;
  expected: string;
}

/**
 * Finds the first error of a text that `JSON.parse` rejected. Engines word and place their errors
 * differently (V8 often gives neither line nor offset), so this small scanner says where and what.
 */
export function locateJsonError(text: string): JsonError | undefined {
  let index = 0;
  const fail = (expected: string): never => {
    throw {offset: index, expected} satisfies JsonError;
  };
  const skipSpace = () => {
    while (index < text.length && ' \t\n\r'.includes(text[index]!)) {
      index++;
    }
  };
  const string = () => {
    index++;
    while (index < text.length) {
      const char = text[index]!;
      if (char === '"') {
        index++;
        return;
      }
      if (char === '\\') {
        const next = text[index + 1] ?? '';
        if ('"\\/bfnrt'.includes(next) && next !== '') {
          index += 2;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) {
          index += 6;
        } else {
          fail('a valid escape sequence after the backslash');
        }
      } else if (char.charCodeAt(0) < 0x20) {
        fail('a closing double quote before this line break or tab (write them as \\n or \\t inside strings)');
      } else {
        index++;
      }
    }
    fail('a closing double quote');
  };
  const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const value = (): void => {
    skipSpace();
    const char = text[index];
    if (char === '{') {
      index++;
      skipSpace();
      if (text[index] === '}') {
        index++;
        return;
      }
      for (;;) {
        skipSpace();
        if (text[index] !== '"') {
          fail('a property name in double quotes');
        }
        string();
        skipSpace();
        if (text[index] !== ':') {
          fail("':' after the property name");
        }
        index++;
        value();
        skipSpace();
        if (text[index] === ',') {
          index++;
        } else if (text[index] === '}') {
          index++;
          return;
        } else {
          fail("',' or '}'");
        }
      }
    }
    if (char === '[') {
      index++;
      skipSpace();
      if (text[index] === ']') {
        index++;
        return;
      }
      for (;;) {
        value();
        skipSpace();
        if (text[index] === ',') {
          index++;
        } else if (text[index] === ']') {
          index++;
          return;
        } else {
          fail("',' or ']'");
        }
      }
    }
    if (char === '"') {
      string();
      return;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, index)) {
        index += literal.length;
        return;
      }
    }
    numberPattern.lastIndex = index;
    const number = numberPattern.exec(text);
    if (number === null) {
      fail('a value (object, array, string in double quotes, number, true, false or null)');
    }
    index += number![0].length;
  };
  try {
    value();
    skipSpace();
    if (index < text.length) {
      fail('the end of the body: only one JSON value is allowed');
    }
    return undefined;
  } catch (error) {
    return error as JsonError;
  }
}

/**
 * Checks the editor's text. An empty optional body is sent as no body; a JSON media type must parse.
 * The text is sent as typed (its formatting is the reader's), never re-serialized.
 */
export function checkBody(text: string, mediaType: string, required: boolean): BodyCheck {
  if (text.trim() === '') {
    return required
      ? {ok: false, message: 'This operation needs a request body: enter one (the example is a good start).'}
      : {ok: true, body: undefined};
  }
  if (!isJsonMediaType(mediaType)) {
    return {ok: true, body: text};
  }
  try {
    JSON.parse(text);
  } catch (error) {
    const located = locateJsonError(text);
    if (located === undefined) {
      return {
        ok: false,
        message: `The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}. Nothing was sent.`,
      };
    }
    const {line, column} = lineAndColumn(text, located.offset);
    const where = located.offset >= text.length ? 'the body ends too early' : `line ${line}, column ${column}`;
    return {
      ok: false,
      message: `The request body is not valid JSON (${where}): expected ${located.expected}. Nothing was sent.`,
    };
  }
  return {ok: true, body: text};
}
