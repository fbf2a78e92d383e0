/**
 * What the search box shows for a query is read from the parts present and failed, again at every
 * arrival (issue #31: on a busy CI machine the box said "Loading the search index…" 30 s after every part
 * had arrived). These tests drive the loader as the box does, with fetches that settle only when the test
 * says, in adversarial orders: the manifest last, parts before and after keystrokes, one part wanted by
 * two queries, the query changed while its parts are in flight, a failure then a retry.
 */
import {describe, expect, it} from 'vitest';
import {buildSearchIndex} from '../../../src/search/engine/index-file';
import {createIndexLoader, queryStateOf, type FetchIndex, type IndexLoader} from '../../../src/search/engine/loader';
import {splitSearchIndex} from '../../../src/search/engine/split-build';
import type {QueryState} from '../../../src/search/engine/split-engine';
import {doc} from './helpers';

const split = splitSearchIndex(
  buildSearchIndex([
    doc('/seats/', 'Seats', 'Per-seat pricing for seats.'),
    doc('/alerts/', 'Alerts', 'Balance alerts warn before credits run out.'),
    doc('/invoices/void/', 'Void an invoice', 'Voiding an invoice cancels it.'),
    doc('/webhooks/', 'Webhook events', 'The invoice.voided event follows a voided invoice.'),
    doc('/zones/', 'Zones', 'Zebra zones.'),
  ]),
  // Tiny parts: each query needs several shards and chunks, so their arrivals can interleave.
  {shardBytes: 10, chunkSize: 1, postingsPerTerm: 600},
);
const manifestUrl = '/search-manifest.json';
const files = new Map<string, unknown>([
  [manifestUrl, split.manifest],
  ...split.files.map((file): [string, unknown] => [`/${file.path}`, JSON.parse(file.text)]),
]);

interface PendingFetch {
  readonly url: string;
  settle(ok: boolean): void;
}

/** A fetch whose answers wait until the test settles them, in the order it chooses. */
function heldFetch(): {fetchIndex: FetchIndex; pending: PendingFetch[]; asked: string[]} {
  const pending: PendingFetch[] = [];
  const asked: string[] = [];
  const fetchIndex: FetchIndex = (url) =>
    new Promise((resolve) => {
      asked.push(url);
      pending.push({
        url,
        settle: (ok) => resolve({ok: ok && files.has(url), json: async () => structuredClone(files.get(url))}),
      });
    });
  return {fetchIndex, pending, asked};
}

/** Lets every promise chain that can run, run (fetch answers, JSON, the engine's bookkeeping). */
const flush = async () => {
  for (let round = 0; round < 20; round += 1) {
    await Promise.resolve();
  }
};

/**
 * The search box's use of the loader: at every keystroke and at every change the loader announces, it
 * reads the query's state and, while it is loading, asks for what the query needs.
 */
function searchBox(loader: IndexLoader) {
  let query = '';
  const seen: QueryState[] = [];
  const read = () => {
    const state = queryStateOf(loader, query);
    seen.push(state);
    if (state === 'loading') {
      const asked = query;
      loader
        .load()
        .then((engine) => engine.prepare(asked))
        .catch(() => undefined);
    }
  };
  loader.subscribe(read);
  return {
    type(text: string) {
      query = text;
      read();
    },
    /** The state the box last showed: what it read at the last keystroke or announcement. */
    shown: () => seen[seen.length - 1],
    query: () => query,
  };
}

/** A deterministic shuffle (a small linear congruential generator), so a failing order can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Settles every held fetch, in an order picked by `seed`, typing `keystrokes` in between, until none is left. */
async function settleAll(
  pending: PendingFetch[],
  seed: number,
  between: (step: number) => void = () => undefined,
): Promise<void> {
  // Fetches asked for after a keystroke or a retry start a few promise steps later.
  await flush();
  for (let step = 0; pending.length > 0 && step < 500; step += 1) {
    const [next] = shuffled(pending, seed + step);
    pending.splice(pending.indexOf(next), 1);
    next.settle(true);
    await flush();
    between(step);
    await flush();
  }
  expect(pending, 'every fetch settles').toEqual([]);
}

/** The ranked refs of a query on a loader that fetched everything at once, as a reference. */
async function referenceRefs(query: string): Promise<string[]> {
  const loader = createIndexLoader(manifestUrl, async (url) => ({
    ok: files.has(url),
    json: async () => structuredClone(files.get(url)),
  }));
  const engine = await loader.load();
  await engine.prepare(query);
  return engine.search(query).map((result) => result.ref);
}

describe('queryStateOf, read at every arrival as the search box reads it', () => {
  it('shows the query ready once its last part arrives, whatever the order (manifest late, keystrokes between)', async () => {
    const keystrokes = 'void invoice'.split('').map((_, end, all) => all.slice(0, end + 1).join(''));
    for (let seed = 1; seed <= 40; seed += 1) {
      const {fetchIndex, pending} = heldFetch();
      const loader = createIndexLoader(manifestUrl, fetchIndex);
      const box = searchBox(loader);
      let typed = 0;
      box.type(keystrokes[typed]);
      // A keystroke after every second arrival: queries change while their parts are in flight.
      await settleAll(pending, seed, (step) => {
        if (step % 2 === 1 && typed + 1 < keystrokes.length) {
          typed += 1;
          box.type(keystrokes[typed]);
        }
      });
      while (typed + 1 < keystrokes.length) {
        typed += 1;
        box.type(keystrokes[typed]);
        await flush();
        await settleAll(pending, seed);
      }
      expect(box.shown(), `order ${seed}: the box shows the finished query ready`).toBe('ready');
      const engine = loader.loaded()!;
      expect(engine.search(box.query()).map((result) => result.ref)).toEqual(await referenceRefs(box.query()));
    }
  });

  it('fetches a part two queries need once, and both become ready when it arrives', async () => {
    const {fetchIndex, pending, asked} = heldFetch();
    const loader = createIndexLoader(manifestUrl, fetchIndex);
    const first = searchBox(loader);
    const second = searchBox(loader);
    first.type('invoice');
    second.type('void invoice');
    await settleAll(pending, 7);
    expect([first.shown(), second.shown()]).toEqual(['ready', 'ready']);
    expect(new Set(asked).size, 'no file fetched twice').toBe(asked.length);
    expect(loader.loaded()!.isPrepared('invoice')).toBe(true);
  });

  it('goes back to an earlier query whose parts arrived while another was typed', async () => {
    const {fetchIndex, pending} = heldFetch();
    const loader = createIndexLoader(manifestUrl, fetchIndex);
    const box = searchBox(loader);
    box.type('alerts');
    // The manifest arrives, the alerts parts are asked for; the reader types on before they arrive.
    pending.shift()!.settle(true);
    await flush();
    box.type('alerts zebra');
    await settleAll(pending, 3);
    box.type('alerts');
    expect(box.shown()).toBe('ready');
  });

  it('shows a failed part as failed, and loading then ready after a retry', async () => {
    const {fetchIndex, pending} = heldFetch();
    const loader = createIndexLoader(manifestUrl, fetchIndex);
    const box = searchBox(loader);
    box.type('seats');
    pending.shift()!.settle(true);
    await flush();
    expect(box.shown()).toBe('loading');
    // The first part the query asked for fails; the others arrive.
    pending.shift()!.settle(false);
    await flush();
    await settleAll(pending, 5);
    expect(box.shown()).toBe('failed');
    loader.retry();
    expect(box.shown()).toBe('loading');
    await settleAll(pending, 5);
    expect(box.shown()).toBe('ready');
  });

  it('shows a failed manifest as failed until a retry fetches it', async () => {
    const {fetchIndex, pending} = heldFetch();
    const loader = createIndexLoader(manifestUrl, fetchIndex);
    const box = searchBox(loader);
    box.type('zebra');
    pending.shift()!.settle(false);
    await flush();
    expect(box.shown()).toBe('failed');
    loader.retry();
    await flush();
    await settleAll(pending, 9);
    expect(box.shown()).toBe('ready');
  });
});
