/**
 * The request body of a console: what its editor starts with (the operation's first example) and the
 * check it passes before sending, so that a typo is reported here rather than as a 400 from the API.
 */
import {ParseErrorCode, visit} from 'jsonc-parser';
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

const anyValue = 'a value (object, array, string in double quotes, number, true, false or null)';

/** What the reader should have written where jsonc-parser found an error. */
function expectation(code: ParseErrorCode, next: ParseErrorCode | undefined, container: '{' | '[' | undefined): string {
  switch (code) {
    case ParseErrorCode.InvalidSymbol:
      // An unquoted or single-quoted word: a property name where the parser next wanted one.
      return next === ParseErrorCode.PropertyNameExpected ? 'a property name in double quotes' : anyValue;
    case ParseErrorCode.PropertyNameExpected:
      return 'a property name in double quotes';
    case ParseErrorCode.ValueExpected:
      return anyValue;
    case ParseErrorCode.ColonExpected:
      return "':' after the property name";
    case ParseErrorCode.CommaExpected:
      return container === '[' ? "',' or ']'" : "',' or '}'";
    case ParseErrorCode.CloseBraceExpected:
      return "',' or '}'";
    case ParseErrorCode.CloseBracketExpected:
      return "',' or ']'";
    case ParseErrorCode.EndOfFileExpected:
      return 'the end of the body: only one JSON value is allowed';
    case ParseErrorCode.UnexpectedEndOfString:
      return 'a closing double quote before the line ends (write line breaks and tabs as \\n or \\t inside strings)';
    case ParseErrorCode.InvalidEscapeCharacter:
    case ParseErrorCode.InvalidUnicode:
      return 'a valid escape sequence after the backslash';
    case ParseErrorCode.InvalidCommentToken:
    case ParseErrorCode.UnexpectedEndOfComment:
      return 'no comments (JSON has none)';
    case ParseErrorCode.InvalidCharacter:
      return 'no control characters inside strings (write them as \\n or \\t)';
    default:
      return 'a valid number';
  }
}

/**
 * Finds the first error of a text that `JSON.parse` rejected. Engines word and place their errors
 * differently (V8 often gives neither line nor offset), so jsonc-parser, in strict JSON mode, says where.
 */
export function locateJsonError(text: string): JsonError | undefined {
  const errors: {code: ParseErrorCode; offset: number; container: '{' | '[' | undefined}[] = [];
  const containers: ('{' | '[')[] = [];
  visit(
    text,
    {
      onObjectBegin: () => void containers.push('{'),
      onObjectEnd: () => void containers.pop(),
      onArrayBegin: () => void containers.push('['),
      onArrayEnd: () => void containers.pop(),
      onError: (code, offset) => void errors.push({code, offset, container: containers[containers.length - 1]}),
    },
    {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false},
  );
  const [first, second] = errors;
  return first === undefined
    ? undefined
    : {offset: first.offset, expected: expectation(first.code, second?.code, first.container)};
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
