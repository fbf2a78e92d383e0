import {describe, expect, it} from 'vitest';
import {
  chunkFileOf,
  isSplitManifest,
  partPaths,
  shardFileOf,
  shardFilesOfPrefix,
  splitIndexFormat,
  type SplitManifest,
} from '../../../src/search/engine/split-format';

const manifest: SplitManifest = {
  format: splitIndexFormat,
  documentCount: 10,
  fieldIds: {title: 0, content: 1, tags: 2},
  averageFieldLength: [2, 40, 0],
  serializationVersion: 2,
  partsHash: '0123456789abcdef',
  shards: ['', 'invoice', 'invoiced', 'invoices', 'meter'],
  chunkSize: 4,
};

describe('split index file names', () => {
  it('finds a word in the last shard whose first word sorts at or before it', () => {
    expect(shardFileOf(manifest, 'alias')).toBe('assets/search/terms-0123456789abcdef-0.json');
    expect(shardFileOf(manifest, 'invoice')).toBe('assets/search/terms-0123456789abcdef-1.json');
    expect(shardFileOf(manifest, 'invoicer')).toBe('assets/search/terms-0123456789abcdef-2.json');
    expect(shardFileOf(manifest, 'zone')).toBe('assets/search/terms-0123456789abcdef-4.json');
  });

  it('gives a prefix the run of shards its completions lie in', () => {
    expect(shardFilesOfPrefix(manifest, 'invoic')).toEqual([
      'assets/search/terms-0123456789abcdef-0.json',
      'assets/search/terms-0123456789abcdef-1.json',
      'assets/search/terms-0123456789abcdef-2.json',
      'assets/search/terms-0123456789abcdef-3.json',
    ]);
    expect(shardFilesOfPrefix(manifest, 'met')).toEqual([
      'assets/search/terms-0123456789abcdef-3.json',
      'assets/search/terms-0123456789abcdef-4.json',
    ]);
    expect(shardFilesOfPrefix(manifest, 'pay')).toEqual(['assets/search/terms-0123456789abcdef-4.json']);
  });

  it('finds a document in the chunk of its id, and lists every part once', () => {
    expect(chunkFileOf(manifest, 0)).toBe('assets/search/results-0123456789abcdef-0.json');
    expect(chunkFileOf(manifest, 3)).toBe('assets/search/results-0123456789abcdef-0.json');
    expect(chunkFileOf(manifest, 9)).toBe('assets/search/results-0123456789abcdef-2.json');
    const paths = partPaths(manifest);
    expect(paths).toHaveLength(5 + 3);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('reads only manifests of this format', () => {
    expect(isSplitManifest(manifest)).toBe(true);
    expect(isSplitManifest({...manifest, format: 1})).toBe(false);
    expect(isSplitManifest({...manifest, partsHash: '../../etc'})).toBe(false);
    expect(isSplitManifest({...manifest, chunkSize: 0})).toBe(false);
    expect(isSplitManifest({...manifest, shards: []})).toBe(false);
    expect(isSplitManifest(null)).toBe(false);
  });
});
