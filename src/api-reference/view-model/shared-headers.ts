/**
 * Response headers that many responses carry with the same meaning (the three `RateLimit-*` headers
 * are on all 230 responses of v1). The page describes each once, in its "Response headers" section,
 * and a response lists them by name with a link, instead of repeating three paragraphs 230 times.
 */
import type {ApiPageContent, HeaderView, ResponseBody} from './types';

/** The same header everywhere: its description, flags and schema are what the reader is told. */
const headerMeaning = ({description, required, schema}: HeaderView): string =>
  JSON.stringify([description, required, schema]);

/** Every response body of the page that lists its own headers. */
function responseBodies(content: ApiPageContent): ResponseBody[] {
  const operations = content.tags.flatMap((tag) => tag.operations);
  const events = content.webhooks?.events ?? [];
  return [...operations, ...events]
    .flatMap((item) => item.responses)
    .filter((response): response is ResponseBody & {status: string} => !('ref' in response))
    .concat(Object.values(content.responses) as Array<ResponseBody & {status: string}>);
}

/**
 * Headers to describe once, in first-seen order: those on at least two responses and identical on all
 * of them. A header whose meaning differs between responses stays described where it appears.
 */
export function sharedHeaders(content: ApiPageContent): HeaderView[] {
  const seen = new Map<string, {header: HeaderView; meaning: string; count: number; same: boolean}>();
  for (const body of responseBodies(content)) {
    for (const header of body.headers ?? []) {
      const meaning = headerMeaning(header);
      const entry = seen.get(header.name);
      if (entry === undefined) {
        seen.set(header.name, {header, meaning, count: 1, same: true});
      } else {
        entry.count += 1;
        entry.same &&= entry.meaning === meaning;
      }
    }
  }
  return [...seen.values()].filter((entry) => entry.count > 1 && entry.same).map((entry) => entry.header);
}
