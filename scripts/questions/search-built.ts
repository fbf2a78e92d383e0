/**
 * The built site's search, as the search box ranks it, for writers and reviewers of the outside question
 * bank (issue #42), without a browser:
 *   npx tsx scripts/questions/search-built.ts "how do I void an invoice" ...   each query's top 8
 *   npx tsx scripts/questions/search-built.ts --bank [--misses]               the bank's verdict ranks
 * Run `npm run build` first.
 */
import path from 'node:path';
import {loadQuestions, verdictSection} from '../../tests/content-checks/outside-questions';
import {builtSplitIndex, preparedSplitEngine} from '../../tests/unit/search/relevance/split-of-build';

const args = process.argv.slice(2);
const bank = args.includes('--bank');
const missesOnly = args.includes('--misses');
const questions = bank
  ? loadQuestions().map((entry) => ({id: entry.id, question: entry.question, section: verdictSection(entry)}))
  : args
      .filter((arg) => !arg.startsWith('--'))
      .map((question, index) => ({id: String(index + 1), question, section: undefined}));

async function main(): Promise<void> {
  const engine = await preparedSplitEngine(
    builtSplitIndex(path.resolve(__dirname, '../../build')),
    questions.map((entry) => entry.question),
  );

  let top3 = 0;
  let top8 = 0;
  for (const entry of questions) {
    const urls = engine.search(entry.question).map((result) => result.url);
    const rank = entry.section === undefined ? -1 : urls.indexOf(entry.section) + 1;
    top3 += rank >= 1 && rank <= 3 ? 1 : 0;
    top8 += rank >= 1 ? 1 : 0;
    if (!bank || !missesOnly || rank === 0 || rank > 3) {
      console.log(
        `${entry.id}: ${entry.question}${entry.section ? `  [want ${entry.section}: ${rank || 'missing'}]` : ''}`,
      );
      urls.forEach((url, index) => console.log(`  ${index + 1}. ${url}`));
    }
  }
  if (bank) {
    console.log(
      `top 3: ${top3}/${questions.length} (${((100 * top3) / questions.length).toFixed(1)}%), top 8: ${top8}/${questions.length} (${((100 * top8) / questions.length).toFixed(1)}%)`,
    );
  }
}

void main();
