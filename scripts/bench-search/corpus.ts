/**
 * A generated corpus of 10,000 pages of real prose for the split index's budgets at scale. Its sentences
 * are the built site's: every indexed section's text (docs prose and the API operations' descriptions)
 * is cut into sentences, and each generated page takes a title made of two section titles, a lead and
 * four to twelve sections, each of three to eight sentences drawn at random (a fixed seed, so every run
 * builds the same corpus). Words, their frequencies and section lengths are the site's; only their
 * combination is new, as on a site grown a hundredfold.
 */
import type {SearchDocument} from '../../src/search/engine/types';

/** A small deterministic generator (mulberry32), so the corpus is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generatedCorpus(site: readonly SearchDocument[], pages = 10_000): SearchDocument[] {
  const next = random(31);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const sentences = site.flatMap((document) =>
    document.content.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 20),
  );
  const titles = [...new Set(site.map((document) => document.title).filter((title) => title.length > 3))];
  const prose = (count: number) => Array.from({length: count}, () => pick(sentences)).join(' ');
  const documents: SearchDocument[] = [];
  for (let page = 0; page < pages; page += 1) {
    const title = `${pick(titles)}: ${pick(titles).toLowerCase()}`;
    const url = `/generated/${page}/`;
    documents.push({ref: url, title, parentTitle: '', content: prose(4), tags: ''});
    const sections = 4 + Math.floor(next() * 9);
    for (let section = 0; section < sections; section += 1) {
      documents.push({
        ref: `${url}#section-${section}`,
        title: pick(titles),
        parentTitle: title,
        content: prose(3 + Math.floor(next() * 6)),
        tags: '',
      });
    }
  }
  return documents;
}
