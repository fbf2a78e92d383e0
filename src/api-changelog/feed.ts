/**
 * The API changelog as an Atom 1.0 feed (RFC 4287): one `<entry>` per changelog entry, newest first,
 * each linking to its place on the changelog page. Every text is XML-escaped.
 */
// Escaping &, <, > and " is enough for XML text and the double-quoted attributes written here.
import {escapeHtml as escapeXml} from '../markdown-export/escape-html';
import {changeText, type ChangelogView} from './view';

export interface FeedLocation {
  /** Absolute URL of the changelog page, with trailing slash. */
  readonly pageUrl: string;
  /** Absolute URL of the feed itself. */
  readonly feedUrl: string;
  readonly siteName: string;
}

/** An entry's date as an Atom date-time: the changelog has days, Atom wants instants (midnight UTC). */
function atomDate(day: string): string {
  return `${day}T00:00:00Z`;
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

export function atomFeed(view: ChangelogView, location: FeedLocation): string {
  const entries = view.days.flatMap((day) => day.entries);
  const updated = atomDate(view.days[0]?.date ?? '1970-01-01');
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  ${element('title', `${location.siteName} API changelog`)}`,
    `  ${element('subtitle', 'Dated changes to the API specifications, each marked breaking or not.')}`,
    `  ${element('id', location.pageUrl)}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(location.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(location.pageUrl)}"/>`,
    `  ${element('updated', updated)}`,
    `  <author>${element('name', location.siteName)}</author>`,
  ];
  for (const entry of entries) {
    const url = `${location.pageUrl}#${entry.anchor}`;
    const changes = entry.changes.map((change) => `<li>${escapeXml(changeText(change))}</li>`).join('');
    // The content is HTML carried as escaped text (type="html"), so it is escaped twice on purpose.
    const html = `<p>${escapeXml(entry.note)}</p><ul>${changes}</ul>`;
    lines.push(
      '  <entry>',
      `    ${element('title', `${entry.breaking ? '[Breaking] ' : ''}${entry.specLabel}: ${entry.title}`)}`,
      `    ${element('id', url)}`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    ${element('updated', atomDate(entry.date))}`,
      `    <category term="${escapeXml(entry.spec)}" label="${escapeXml(entry.specLabel)}"/>`,
      `    ${element('summary', entry.note)}`,
      `    ${element('content', html, ' type="html"')}`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
