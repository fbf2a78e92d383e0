/**
 * `npm run bench:search-cuts`: what the postings cut (postings-cut.ts) trades on the generated 10,000-page
 * corpus, for several limits of documents per word: the bytes of each further distinct three-term query
 * (Brotli quality 9, as `bench:search` measures the corpus), how far the first results agree with the
 * whole index's, and the ranking time in Node. Run `npm run build` first; takes a few minutes.
 *
 * The split index's default (`defaultSplitSizes.postingsPerTerm`) was chosen from this table.
 */
import path from 'node:path';
import {buildSearchIndex, engineFromIndexFile} from '../../src/search/engine/index-file';
import {defaultSplitSizes, splitSearchIndex} from '../../src/search/engine/split-build';
import {queryTerms} from '../../src/search/engine/terms';
import {relevanceQueries} from '../../tests/unit/search/relevance/queries';
import {generatedCorpus} from './corpus';
import {builtSiteDocuments} from './site-documents';
import {
  agreementWithWhole,
  describeAgreement,
  distribution,
  LazyPartSizes,
  queryBytes,
  splitSession,
} from './split-figures';

const siteDir = path.resolve(__dirname, '../..');
const limits = [Number.POSITIVE_INFINITY, 2000, 600, 300];

async function main(): Promise<void> {
  const corpus = generatedCorpus(await builtSiteDocuments(siteDir, path.join(siteDir, 'build')));
  const built = buildSearchIndex(corpus);
  const whole = engineFromIndexFile({...built, hash: 'bench'});
  // The queries bench:search samples on the corpus: every eighth relevance query.
  const sample = relevanceQueries.map((query) => query.query).filter((_, position) => position % 8 === 0);
  const exactTop = Object.fromEntries(sample.map((query) => [query, whole.search(query).map((result) => result.ref)]));
  console.log(`Postings cut on the generated corpus (${corpus.length} documents, ${sample.length} queries)`);
  for (const limit of limits) {
    const split = splitSearchIndex(built, {...defaultSplitSizes, postingsPerTerm: limit});
    const sizes = new LazyPartSizes(new Map(split.files.map((file) => [file.path, file.text])), 9);
    const {further} = await queryBytes(
      split,
      sample.slice(0, 1),
      sample.filter((query) => queryTerms(query).length === 3),
      sizes,
    );
    const timings: number[] = [];
    for (const query of sample) {
      const session = splitSession(split, new Map());
      await session.engine.prepare(query);
      const started = performance.now();
      session.engine.search(query);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    console.log(`  ${Number.isFinite(limit) ? `${limit} documents per word` : 'no cut'}:`);
    console.log(`    further three-term query: ${distribution(further)}`);
    console.log(`    first results: ${describeAgreement(await agreementWithWhole(split, exactTop))}`);
    console.log(
      `    ranking in Node: median ${timings[timings.length >> 1].toFixed(1)} ms, max ${timings[timings.length - 1].toFixed(1)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
