/**
 * The inline scripts a built page runs, as CSP source expressions (`'sha256-...'`): the Content-Security-
 * Policy allows exactly these instead of `'unsafe-inline'`. Data blocks (`application/ld+json`) are never
 * executed, so they need no hash and would only lengthen the header.
 */
import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';

/** Script types a browser executes; anything else (JSON-LD, templates) is a data block. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function inlineScriptHashes(html: string): string[] {
  const $ = cheerio.load(html);
  return $('script:not([src])')
    .toArray()
    .filter((element) => executableTypes.has(($(element).attr('type') ?? '').trim().toLowerCase()))
    .map((element) => {
      // The raw text between the tags, byte for byte what the browser hashes.
      const body = $(element).html() ?? '';
      return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    });
}

/** The distinct hashes of many pages, sorted so the header is the same for the same build. */
export function distinctHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap(inlineScriptHashes))].sort();
}
