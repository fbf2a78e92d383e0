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
    // At most 8 places in all, plus two sections and a lead per chosen page (here two pages).
    expect(chunks.length).toBeLessThanOrEqual(8 + 2 * 3);
    const expected = engineFromIndexFile({...index, hash: 'x'}).search('meter');
    expect(engine.search('meter').map((result) => result.ref)).toEqual(expected.map((result) => result.ref));
  });
});
