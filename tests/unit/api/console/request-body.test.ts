import {describe, expect, it} from 'vitest';
import {
  checkBody,
  initialBody,
  lineAndColumn,
  locateJsonError,
} from '../../../../src/api-reference/console/request-body';

describe('initialBody', () => {
  it('starts from the first example of the JSON media type', () => {
    expect(
      initialBody({
        required: true,
        content: [
          {mediaType: 'text/csv', examples: [{value: 'a,b'}]},
          {mediaType: 'application/json', examples: [{value: '{\n  "name": "Acme Logistics"\n}'}, {value: '{}'}]},
        ],
      }),
    ).toEqual({mediaType: 'application/json', text: '{\n  "name": "Acme Logistics"\n}', required: true});
  });

  it('is empty for a body without examples and undefined without a body', () => {
    expect(initialBody({content: [{mediaType: 'application/json', examples: []}]})).toEqual({
      mediaType: 'application/json',
      text: '',
      required: false,
    });
    expect(initialBody(undefined)).toBeUndefined();
  });
});

describe('checkBody', () => {
  it('sends valid JSON as typed', () => {
    const text = '{ "name":  "Acme Logistics" }';
    expect(checkBody(text, 'application/json', true)).toEqual({ok: true, body: text});
  });

  it('reports invalid JSON with its line and column, and says nothing was sent', () => {
    const result = checkBody('{\n  "name": "Acme",\n  "email": }', 'application/json', true);
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).toMatch(/^The request body is not valid JSON \(line 3, column 12\): expected a value /);
    expect(message).toMatch(/Nothing was sent\.$/);
  });

  it('sends no body when an optional one is left empty, and asks for a required one', () => {
    expect(checkBody('  \n', 'application/json', false)).toEqual({ok: true, body: undefined});
    expect(checkBody('', 'application/json', true)).toMatchObject({
      ok: false,
      message: expect.stringContaining('needs a request body'),
    });
  });

  it('does not parse bodies of other media types', () => {
    expect(checkBody('a,b\n1,2', 'text/csv', true)).toEqual({ok: true, body: 'a,b\n1,2'});
  });
});

describe('locateJsonError', () => {
  it.each([
    ['{"name": "Acme",}', 16, 'a property name in double quotes'],
    ["{'name': 1}", 1, 'a property name in double quotes'],
    ['{"name" 1}', 8, "':' after the property name"],
    ['[1 2]', 3, "',' or ']'"],
    ['{"a": 1', 7, "',' or '}'"],
    ['{"a": "x\ny"}', 6, 'a closing double quote before the line ends'],
    ['{"a": "\\q"}', 6, 'a valid escape sequence'],
    ['{"a": /* note */ 1}', 6, 'no comments'],
    ['[{"a": 1} {"b": 2}]', 10, "',' or ']'"],
    ['{"a": tru}', 6, 'a value'],
    ['{} {}', 3, 'the end of the body'],
  ])('finds the first error of %j at offset %i', (text, offset, expected) => {
    expect(() => JSON.parse(text)).toThrow();
    const error = locateJsonError(text);
    expect(error?.offset).toBe(offset);
    expect(error?.expected).toContain(expected);
  });

  it('finds nothing wrong in valid JSON', () => {
    for (const text of ['{"a": [1, -2.5e3, true, null, "\\u00e9"]}', ' "x" ', '0', '[]']) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(locateJsonError(text)).toBeUndefined();
    }
  });

  it('says when the body ends too early', () => {
    const result = checkBody('{"name": "Acme"', 'application/json', true);
    expect(result.ok ? '' : result.message).toContain('the body ends too early');
  });
});

describe('lineAndColumn', () => {
  it('counts from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({line: 1, column: 1});
    expect(lineAndColumn('ab\ncd', 4)).toEqual({line: 2, column: 2});
  });
});
