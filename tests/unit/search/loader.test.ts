import {describe, expect, it, vi} from 'vitest';
import {indexFetchErrorMessage} from '../../../src/search/engine/constants';
import {buildSearchIndex} from '../../../src/search/engine/index-file';
import {createIndexLoader, type FetchIndex} from '../../../src/search/engine/loader';
import {splitSearchIndex} from '../../../src/search/engine/split-build';
import {shardFileOf} from '../../../src/search/engine/split-format';
import {doc} from './helpers';

const split = splitSearchIndex(
  buildSearchIndex([
    doc('/seats/', 'Seats', 'Per-seat pricing.'),
    doc('/alerts/', 'Alerts', 'Balance alerts warn before credits run out.'),
    doc('/zones/', 'Zones', 'Zebra zones.'),
  ]),
  // Tiny parts, so the three pages' words are spread over several shards and chunks.
  {shardBytes: 10, chunkSize: 1, postingsPerTerm: 600},
);
const files = new Map<string, unknown>([
  ['/search-manifest.json', split.manifest],
  ...split.files.map((file): [string, unknown] => [`/${file.path}`, JSON.parse(file.text)]),
]);
const okResponse = (url: string) => ({ok: files.has(url), json: async () => structuredClone(files.get(url))});
const failedResponse = () => ({ok: false, json: async () => ({})});
const fetchesOf = (fetchIndex: ReturnType<typeof vi.fn<FetchIndex>>) => fetchIndex.mock.calls.map(([url]) => url);

describe('createIndexLoader', () => {
  it('fetches the manifest once, revalidating it, and each part a query needs once', async () => {
    const fetchIndex = vi.fn<FetchIndex>(async (url) => okResponse(url));
    const loader = createIndexLoader('/search-manifest.json', fetchIndex);
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(b);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith('/search-manifest.json', expect.objectContaining({cache: 'no-cache'}));
    await Promise.all([a.prepare('seats'), a.prepare('seats')]);
    const afterFirst = fetchesOf(fetchIndex);
    expect(new Set(afterFirst).size).toBe(afterFirst.length);
    expect(afterFirst.length).toBeLessThan(files.size);
    expect(a.search('seats')[0].url).toBe('/seats/');
    await a.prepare('seats');
    expect(fetchesOf(fetchIndex)).toEqual(afterFirst);
  });

  it('refuses to rank a query whose parts are not loaded', async () => {
    const loader = createIndexLoader('/search-manifest.json', async (url) => okResponse(url));
    const engine = await loader.load();
    expect(engine.isPrepared('zebra')).toBe(false);
    expect(() => engine.search('zebra')).toThrow(/not loaded/);
    await engine.prepare('zebra');
    expect(engine.isPrepared('zebra')).toBe(true);
    expect(engine.search('zebra')[0].url).toBe('/zones/');
  });

  it('remembers a failed part until retry(), then fetches only what failed', async () => {
    const failing = new Set<string>();
    const fetchIndex = vi.fn<FetchIndex>(async (url) => (failing.has(url) ? failedResponse() : okResponse(url)));
    const loader = createIndexLoader('/search-manifest.json', fetchIndex);
    const engine = await loader.load();
    await engine.prepare('seats');
    // Fail the shard of the word 'alerts' completes to, which 'seats' did not need.
    const failingUrl = `/${shardFileOf(split.manifest, 'alert')}`;
    failing.add(failingUrl);
    const before = fetchesOf(fetchIndex).length;
    await expect(engine.prepare('alerts')).rejects.toThrow(indexFetchErrorMessage);
    const tried = fetchesOf(fetchIndex).slice(before);
    await expect(engine.prepare('alerts')).rejects.toThrow(indexFetchErrorMessage);
    expect(fetchesOf(fetchIndex).length, 'no refetch before retry').toBe(before + tried.length);
    failing.clear();
    loader.retry();
    await engine.prepare('alerts');
    const retried = fetchesOf(fetchIndex).slice(before + tried.length);
    // Parts that arrived before the failure are kept: only the failed one is fetched a second time.
    expect(retried.filter((url) => tried.includes(url))).toEqual([failingUrl]);
    expect(engine.search('alerts')[0].url).toBe('/alerts/');
  });

  it('fails with "failed to fetch search index" when the manifest is missing, and fetches again after retry()', async () => {
    const fetchIndex = vi
      .fn<FetchIndex>()
      .mockResolvedValueOnce(failedResponse())
      .mockImplementation(async (url) => okResponse(url));
    const loader = createIndexLoader('/search-manifest.json', fetchIndex);
    await expect(loader.load()).rejects.toThrow(indexFetchErrorMessage);
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.load()).rejects.toThrow(indexFetchErrorMessage);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    loader.retry();
    await expect(loader.load()).resolves.toBeDefined();
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('rejects a manifest of another format', async () => {
    const loader = createIndexLoader('/search-manifest.json', async () => ({
      ok: true,
      json: async () => ({format: 99}),
    }));
    await expect(loader.load()).rejects.toThrow(/unknown format/);
  });
});
