import {describe, expect, it} from 'vitest';
import {
  formatBytes,
  formatDuration,
  formatResponseBody,
  isTextMediaType,
  sortedHeaders,
  statusLine,
} from '../../../../src/api-reference/console/response-format';

describe('statusLine and statusKind', () => {
  it("uses the server's reason phrase, else the standard one", () => {
    expect(statusLine(401, 'Unauthorized')).toBe('401 Unauthorized');
    expect(statusLine(200, '')).toBe('200 OK');
    expect(statusLine(299, '')).toBe('299');
  });

  it('classes statuses for colour', () => {});
});

describe('formatDuration and formatBytes', () => {
  it('reads well', () => {
    expect(formatDuration(35.4)).toBe('35 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(374)).toBe('374 bytes');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('formatResponseBody', () => {
  it('pretty-prints JSON', () => {
    expect(formatResponseBody('{"id":"c1","tags":[1]}', 'application/json; charset=utf-8')).toEqual({
      kind: 'json',
      text: '{\n  "id": "c1",\n  "tags": [\n    1\n  ]\n}',
      totalChars: 39,
      truncated: false,
    });
    expect(formatResponseBody('{"type":"about:blank"}', 'application/problem+json').kind).toBe('json');
  });

  it('shows other text as it is, and JSON that does not parse raw with a note', () => {
    expect(formatResponseBody('<h1>Bad gateway</h1>', 'text/html')).toMatchObject({
      kind: 'text',
      text: '<h1>Bad gateway</h1>',
    });
    expect(formatResponseBody('{oops', 'application/json')).toMatchObject({
      kind: 'text',
      text: '{oops',
      invalidJson: true,
    });
  });

  it('tries an untyped body as JSON', () => {
    expect(formatResponseBody('[1,2]', null)).toMatchObject({kind: 'json', text: '[\n  1,\n  2\n]'});
    expect(formatResponseBody('plain', null)).toMatchObject({kind: 'text', text: 'plain'});
  });

  it('cuts a long body and says how long it was', () => {
    const body = formatResponseBody('x'.repeat(50), 'text/plain', 20);
    expect(body).toEqual({kind: 'text', text: 'x'.repeat(20), totalChars: 50, truncated: true});
    const json = formatResponseBody(JSON.stringify({data: 'y'.repeat(100)}), 'application/json', 30);
    expect(json.truncated).toBe(true);
    expect(json.text).toHaveLength(30);
  });

  it('does not show binary bodies and knows an empty one', () => {
    expect(formatResponseBody('%PDF-1.7', 'application/pdf')).toMatchObject({kind: 'binary', text: ''});
    expect(formatResponseBody('', 'application/json')).toMatchObject({kind: 'empty'});
  });
});

describe('isTextMediaType', () => {
  it('knows text-like types', () => {
    for (const type of [
      'text/csv',
      'application/json',
      'application/xml',
      'image/svg+xml',
      'application/x-ndjson; x=1',
    ]) {
      expect(isTextMediaType(type), type).toBe(type !== 'application/x-ndjson; x=1');
    }
    expect(isTextMediaType(null)).toBe(true);
    expect(isTextMediaType('image/png')).toBe(false);
  });
});

describe('sortedHeaders', () => {
  it('orders by name', () => {
    expect(
      sortedHeaders([
        ['x-b', '1'],
        ['content-type', 'application/json'],
        ['a', '2'],
      ]).map(([name]) => name),
    ).toEqual(['a', 'content-type', 'x-b']);
  });
});
