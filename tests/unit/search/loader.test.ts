import {describe, expect, it, vi} from 'vitest';
import {indexFetchErrorMessage} from '../../../src/search/engine/constants';
import {buildSearchIndex} from '../../../src/search/engine/index-file';
import {createIndexLoader, type FetchIndex} from '../../../src/search/engine/loader';
import {doc} from './helpers';

const indexJson = {...buildSearchIndex([doc('/seats/', 'Seats', 'Per-seat pricing.')]), hash: 'h'};
const okResponse = () => ({ok: true, json: async () => JSON.parse(JSON.stringify(indexJson))});
const failedResponse = () => ({ok: false, json: async () => ({})});

describe('createIndexLoader', () => {
  it('fetches once for concurrent and later loads, revalidating with the server', async () => {
    const fetchIndex = vi.fn<FetchIndex>(async () => okResponse());
    const loader = createIndexLoader('/search.json', fetchIndex);
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(a).toBe(b);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith('/search.json', expect.objectContaining({cache: 'no-cache'}));
    expect(loader.loaded()?.search('seats')[0].url).toBe('/seats/');
  });

  it('fails with "failed to fetch search index" when the response is not ok, and fetches again after retry()', async () => {
    const fetchIndex = vi.fn<FetchIndex>().mockResolvedValueOnce(failedResponse()).mockResolvedValueOnce(okResponse());
    const loader = createIndexLoader('/search.json', fetchIndex);
    await expect(loader.load()).rejects.toThrow(indexFetchErrorMessage);
    expect(loader.loaded()).toBeUndefined();
    // Until the box opens again, the failure stands: no fetch per keystroke.
    await expect(loader.load()).rejects.toThrow(indexFetchErrorMessage);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    loader.retry();
    await expect(loader.load()).resolves.toBeDefined();
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('rejects an index of another format', async () => {
    const loader = createIndexLoader('/search.json', async () => ({ok: true, json: async () => ({format: 99})}));
    await expect(loader.load()).rejects.toThrow(/unknown format/);
  });
});
