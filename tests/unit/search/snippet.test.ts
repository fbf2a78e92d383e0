import {describe, expect, it} from 'vitest';
import {excerptOf, maxExcerptLength} from '../../../src/search/engine/index-file';
import {findTermRanges} from '../../../src/search/engine/marks';
import {doc} from './helpers';
import {extractSnippet} from '../../../src/search/engine/snippet';

const render = (segments: {text: string; marked: boolean}[]) =>
  segments.map((segment) => (segment.marked ? `[${segment.text}]` : segment.text)).join('');

describe('findTermRanges', () => {
  it('finds whole words only, ignoring case and accents', () => {
    const text = 'Invoices and an invoice; reinvoice is not a match. Résumé too.';
    expect(findTermRanges(text, ['invoice', 'resume']).map((r) => text.slice(r.start, r.end))).toEqual([
      'invoice',
      'Résumé',
    ]);
  });
});

describe('extractSnippet', () => {
  it('marks matched words as segments, not as HTML', () => {
    const segments = extractSnippet('Draft <b>invoices</b> become final.', ['invoices']);
    expect(segments).toEqual([
      {text: 'Draft <b>', marked: false},
      {text: 'invoices', marked: true},
      {text: '</b> become final.', marked: false},
    ]);
  });

  it('keeps short texts whole', () => {
    expect(render(extractSnippet('Seats change over time.', ['seats']))).toBe('[Seats] change over time.');
  });

  it('centres a long text on the window with the most distinct terms, with ellipses', () => {
    const filler = 'Lorem words about nothing in particular go here. '.repeat(10);
    const text = `${filler}A rate card holds prices. ${filler}`;
    const snippet = render(extractSnippet(text, ['rate', 'card'], 120));
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('A [rate] [card] holds prices.');
    expect(snippet.length).toBeLessThanOrEqual(124);
  });

  it('prefers a window with two different terms over one with a repeated term', () => {
    const text = `alerts alerts alerts ${'x '.repeat(200)} spend alerts here ${'y '.repeat(200)}`;
    expect(render(extractSnippet(text, ['alerts', 'spend'], 60))).toContain('[spend] [alerts] here');
  });

  it('shows the start of the text when nothing matches', () => {
    const text = 'word '.repeat(100);
    const snippet = render(extractSnippet(text, ['absent'], 50));
    expect(snippet.startsWith('word')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
  });

  it('gives no segments for an empty text', () => {
    expect(extractSnippet('', ['x'])).toEqual([]);
  });
});

describe('excerptOf', () => {
  it('stores the excerpt, or the content when the excerpt is empty', () => {
    expect(excerptOf({...doc('/a/', 'A', 'Table cells only'), excerpt: 'Prose.'})).toBe('Prose.');
    expect(excerptOf({...doc('/a/', 'A', 'Table cells only'), excerpt: ''})).toBe('Table cells only');
  });

  it('cuts long text at a word boundary', () => {
    const text = 'word '.repeat(1000);
    const excerpt = excerptOf(doc('/a/', 'A', text));
    expect(excerpt.length).toBeLessThanOrEqual(maxExcerptLength);
    expect(excerpt.endsWith('word')).toBe(true);
  });
});
