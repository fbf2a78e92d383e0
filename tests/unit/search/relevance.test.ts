/**
 * Relevance of the search on the built site: each query a reader would type must find its page in the
 * top 8 (hit rate at least 95%) and near the top (mean reciprocal rank at least 0.85).
 * It reads `build/search.json`, the index the browser gets, so it runs after `docusaurus build`:
 * `npm run test:relevance`. In the plain unit run it is skipped, since the build may be absent or stale.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {engineFromIndexFile} from '../../../src/search/engine/index-file';
import {describeMisses, evaluateRelevance} from './relevance/evaluate';
import {relevanceQueries} from './relevance/queries';

const indexPath = path.resolve(__dirname, '../../../build/search.json');
const requested = process.env.SEARCH_RELEVANCE === '1';
const skipReason = !requested
  ? 'relevance suite skipped: it runs after the build, with `npm run test:relevance`'
  : !existsSync(indexPath)
    ? `relevance suite skipped: ${indexPath} is absent; run \`npm run build\` first`
    : undefined;

if (skipReason !== undefined) {
  console.info(skipReason);
}

describe.skipIf(skipReason !== undefined)('search relevance on the built site', () => {
  it('has at least 40 queries, of every kind', () => {
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(relevanceQueries.map((query) => query.kind));
    expect([...kinds].sort()).toEqual(['api', 'prefix', 'term', 'topic', 'typo']);
  });

  it('finds the expected page in the top 8 for at least 95% of queries, with MRR of at least 0.85', () => {
    const engine = engineFromIndexFile(JSON.parse(readFileSync(indexPath, 'utf8')));
    const report = evaluateRelevance(engine, relevanceQueries);
    const summary = `hit rate ${report.hitRate.toFixed(3)}, MRR ${report.meanReciprocalRank.toFixed(3)}\n${describeMisses(report).join('\n')}`;
    expect(report.hitRate, summary).toBeGreaterThanOrEqual(0.95);
    expect(report.meanReciprocalRank, summary).toBeGreaterThanOrEqual(0.85);
  });
});
