/**
 * Whether the live text of a specification is the document a page was built from. The published text
 * itself is recognised by one pass over it; parsing and canonicalising a large specification is a long
 * task on a phone, so that is done only for a text that differs (another host may format the same
 * document differently, which must not count as a change).
 */
import {specFingerprint, textFingerprint} from './fingerprint';
import type {ApiPageData} from './types';

export type LiveComparison = {same: true} | {same: false; document: unknown};

/** Throws a SyntaxError when the text differs and is not JSON. */
export function compareLiveText(
  built: Pick<ApiPageData, 'status' | 'fingerprint'> & {publishedTextFingerprint?: string},
  text: string,
): LiveComparison {
  if (
    built.status === 'ok' &&
    built.publishedTextFingerprint !== undefined &&
    built.publishedTextFingerprint === textFingerprint(text)
  ) {
    return {same: true};
  }
  const document: unknown = JSON.parse(text);
  return specFingerprint(document) === built.fingerprint ? {same: true} : {same: false, document};
}
