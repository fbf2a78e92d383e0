import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {atomFeed} from '../../../src/api-changelog/feed';
import type {ChangelogView} from '../../../src/api-changelog/view';

const view: ChangelogView = {
  days: [
    {
      date: '2026-05-04',
      label: 'May 4, 2026',
      entries: [
        {
          anchor: '2026-05-04-seats',
          date: '2026-05-04',
          spec: 'seats',
          specLabel: 'Seats',
          specRoute: '/api/seats/',
          title: 'Seats <b>& regions</b>',
          note: 'Send "region" with <script>alert(1)</script> & more.',
          breaking: true,
          changes: [{operation: 'removeSeats', breaking: true, description: 'Removed <op>'}],
        },
      ],
    },
    {
      date: '2026-03-01',
      label: 'March 1, 2026',
      entries: [
        {
          anchor: '2026-03-01-v1',
          date: '2026-03-01',
          spec: 'v1',
          specLabel: 'API v1',
          specRoute: '/api/',
          title: 'Amendments are deprecated',
          note: 'Use contract edits.',
          breaking: false,
          changes: [{breaking: false, description: 'Added a header'}],
        },
      ],
    },
  ],
};

const location = {
  pageUrl: 'https://docs.example.com/api/changelog/',
  feedUrl: 'https://docs.example.com/api/changelog/atom.xml',
  siteName: 'Meterstone',
};

describe('atomFeed', () => {
  const xml = atomFeed(view, location);
  const $ = load(xml, {xml: true});

  it('is an Atom 1.0 feed with the required elements', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(
      true,
    );
    expect($('feed > title').text()).toBe('Meterstone API changelog');
    expect($('feed > id').text()).toBe(location.pageUrl);
    expect($('feed > updated').text()).toBe('2026-05-04T00:00:00Z');
    expect($('feed > link[rel="self"]').attr('href')).toBe(location.feedUrl);
    expect($('feed > link[rel="self"]').attr('type')).toBe('application/atom+xml');
    expect($('feed > author > name').text()).toBe('Meterstone');
  });

  it('has one entry per changelog entry, newest first, each with id, title, updated and link', () => {
    const entries = $('entry')
      .toArray()
      .map((entry) => $(entry));
    expect(entries.map((entry) => entry.find('id').text())).toEqual([
      'https://docs.example.com/api/changelog/#2026-05-04-seats',
      'https://docs.example.com/api/changelog/#2026-03-01-v1',
    ]);
    expect(entries[0]!.find('title').text()).toBe('[Breaking] Seats: Seats <b>& regions</b>');
    expect(entries[1]!.find('title').text()).toBe('API v1: Amendments are deprecated');
    expect(entries[1]!.find('updated').text()).toBe('2026-03-01T00:00:00Z');
    expect(entries[1]!.find('link').attr('href')).toBe('https://docs.example.com/api/changelog/#2026-03-01-v1');
    expect(entries[0]!.find('category').attr('term')).toBe('seats');
  });

  it('escapes every text: markup in a title or note stays text', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    expect(xml).toContain('Seats &lt;b&gt;&amp; regions&lt;/b&gt;');
    const content = $('entry').first().find('content');
    expect(content.attr('type')).toBe('html');
    // The content is HTML as text: unescaped once by the XML parser, it is still escaped HTML inside.
    expect(content.text()).toBe(
      '<p>Send &quot;region&quot; with &lt;script&gt;alert(1)&lt;/script&gt; &amp; more.</p>' +
        '<ul><li>removeSeats: Removed &lt;op&gt; (breaking)</li></ul>',
    );
  });

  it('is dated at the epoch when the changelog has no entry yet', () => {
    expect(atomFeed({days: []}, location)).toContain('<updated>1970-01-01T00:00:00Z</updated>');
  });
});
