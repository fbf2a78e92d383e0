import {describe, expect, it} from 'vitest';
import {isSafeHref, markdownToRichText} from '../../../src/api-reference/view-model/markdown';

const field = {headingBase: 0};
const operation = {headingBase: 4};

describe('markdownToRichText', () => {
  it('keeps a single plain paragraph as a bare string', () => {
    expect(markdownToRichText('Returns the customer.', field)).toBe('Returns the customer.');
  });

  it('returns undefined for blank text', () => {
    expect(markdownToRichText('  \n ', field)).toBeUndefined();
  });

  it('converts inline code, emphasis and lists without formatting whitespace', () => {
    expect(markdownToRichText('Use `limit`, **not** *page*.\n\n- one\n- two', field)).toEqual([
      ['p', null, 'Use ', ['code', null, 'limit'], ', ', ['strong', null, 'not'], ' ', ['em', null, 'page'], '.'],
      ['ul', null, ['li', null, 'one'], ['li', null, 'two']],
    ]);
  });

  it('shifts headings to the level given, and never past h6', () => {
    expect(markdownToRichText('# Overview\n\n###### Deep', operation)).toEqual([
      ['h4', null, 'Overview'],
      ['h6', null, 'Deep'],
    ]);
  });

  it('turns headings of field descriptions into bold paragraphs', () => {
    expect(markdownToRichText('## Note', field)).toEqual([['p', null, ['strong', null, 'Note']]]);
  });

  it('drops raw HTML, including scripts', () => {
    const result = JSON.stringify(
      markdownToRichText('Safe <script>alert(1)</script> text <b onclick="x()">bold</b>', field),
    );
    expect(result).not.toMatch(/script|alert|onclick/);
    expect(result).toContain('Safe');
  });

  it('keeps safe links and unwraps unsafe ones to their text', () => {
    expect(markdownToRichText('[quickstart](/launch-guides/quickstart/ "Start")', field)).toEqual([
      ['p', null, ['a', {href: '/launch-guides/quickstart/', title: 'Start'}, 'quickstart']],
    ]);
    expect(markdownToRichText('[click](javascript:alert(1)) here', field)).toBe('click here');
  });

  it('keeps the language of fenced code and replaces images by their alt text', () => {
    expect(markdownToRichText('```json\n{"a": 1}\n```\n\n![Diagram of metering](x.png)', field)).toEqual([
      ['pre', null, ['code', {className: 'language-json'}, '{"a": 1}\n']],
      ['p', null, 'Diagram of metering'],
    ]);
  });

  it('keeps GFM tables', () => {
    const result = markdownToRichText('| Code | Meaning |\n| --- | --- |\n| 409 | Conflict |', field);
    expect(result).toEqual([
      [
        'table',
        null,
        ['thead', null, ['tr', null, ['th', null, 'Code'], ['th', null, 'Meaning']]],
        ['tbody', null, ['tr', null, ['td', null, '409'], ['td', null, 'Conflict']]],
      ],
    ]);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['/api/#createCustomer', true],
    ['#tag-customers', true],
    ['../pricing-packaging/', true],
    ['https://meterstone.com', true],
    ['mailto:billing@acme-logistics.example', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['vbscript:msgbox', false],
    ['//evil.example/x', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
