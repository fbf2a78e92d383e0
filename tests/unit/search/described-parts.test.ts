/**
 * A query fetches the metadata of the results it can show, not of every matching section of a chosen
 * page: the API reference has hundreds of sections that match a common word.
 */
import {describe, expect, it} from 'vitest';
import {buildSearchIndex, engineFromIndexFile} from '../../../src/search/engine/index-file';
import {splitSearchIndex} from '../../../src/search/engine/split-build';
import {createSplitEngine} from '../../../src/search/engine/split-engine';
import {doc} from './helpers';

const referenceSections = Array.from({length: 60}, (_, section) =>
  doc(`/api/#operation-${section}`, `Operation ${section}`, `Reads the meter of customer ${section}.`, {
    parentTitle: 'API reference',
  }),
);
const documents = [
  doc('/api/', 'API reference', 'Every operation of the API.'),
  ...referenceSections,
  doc('/meters/', 'Meters', 'A meter counts usage events.'),
  doc('/meters/#create', 'Create a meter', 'Create a meter from an event name.', {parentTitle: 'Meters'}),
];

describe('metadata a query fetches', () => {
  const index = buildSearchIndex(documents);
  // One document per chunk, so the chunks fetched count the documents described.
  const split = splitSearchIndex(index, {shardBytes: 6_000, chunkSize: 1, postingsPerTerm: 600});
  const texts = new Map(split.files.map((file) => [file.path, file.text]));

  it('describes a page’s lead and best sections, not its every match, and ranks as the whole index', async () => {
    const fetched: string[] = [];
    const engine = createSplitEngine(split.manifest, async (part) => {
      fetched.push(part);
      return JSON.parse(texts.get(part) ?? 'null') as unknown;
    });
    await engine.prepare('meter');
    const chunks = fetched.filter((part) => part.includes('results'));
    expect(chunks.length).toBeGreaterThan(0);
    // At most 8 places in all, plus one more section and the lead per chosen page (here two pages).
    expect(chunks.length).toBeLessThanOrEqual(8 + 2 * 2);
    const expected = engineFromIndexFile({...index, hash: 'x'}).search('meter');
    expect(engine.search('meter').map((result) => result.ref)).toEqual(expected.map((result) => result.ref));
  });
});

describe('places chosen from the best hits first', () => {
  // Three pages whose 40 sections outscore everything else, and ten pages with one weaker match each:
  // two places go to each of the three pages, and the other two to pages ranked far below their sections.
  const crowded = ['alpha', 'beta', 'gamma'].flatMap((name) => [
    doc(`/${name}/`, `${name} guide`, 'An overview.'),
    ...Array.from({length: 40}, (_, section) =>
      doc(`/${name}/#s${section}`, `Meter ${section}`, `Meter meter meter readings ${section}.`, {
        parentTitle: `${name} guide`,
      }),
    ),
  ]);
  const others = Array.from({length: 10}, (_, page) => doc(`/other-${page}/`, `Other ${page}`, `A meter once.`));
  const index = buildSearchIndex([...crowded, ...others]);
  const split = splitSearchIndex(index, {shardBytes: 6_000, chunkSize: 4, postingsPerTerm: 600});
  const texts = new Map(split.files.map((file) => [file.path, file.text]));

  it('fills the places no crowded page may take from pages further down, as a full sort does', async () => {
    const engine = createSplitEngine(split.manifest, async (part) => JSON.parse(texts.get(part) ?? 'null') as unknown);
    await engine.prepare('meter');
    const pages = new Set(engine.search('meter').map((result) => result.ref.split('#')[0]));
    expect(pages.size).toBe(5);
    const whole = engineFromIndexFile({...index, hash: 'x'}).search('meter');
    expect(engine.search('meter').map((result) => result.ref)).toEqual(whole.map((result) => result.ref));
  });
});
