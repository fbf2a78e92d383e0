/**
 * Prints how many operations of the API specifications the guides show with a request sample, per
 * specification, and lists the operations no guide shows; then the webhook events whose payload a guide
 * shows. Usage: npm run coverage:api
 */
import path from 'node:path';
import {siteCoverage} from '../tests/content-checks/site-coverage';

const siteDir = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const {specIds, coverage, events} = await siteCoverage(siteDir);
  for (const specId of specIds) {
    const rows = coverage.operations.filter((row) => row.operation.specId === specId);
    const shown = rows.filter((row) => row.pages.length > 0);
    const answered = shown.filter((row) => row.answered).length;
    console.log(
      `${specId.padEnd(20)} ${String(shown.length).padStart(3)} of ${String(rows.length).padStart(3)} operations shown in a guide, ` +
        `${answered} with a response`,
    );
  }
  const percent = Math.round((coverage.shown / coverage.total) * 100);
  console.log(
    `\nall                  ${coverage.shown} of ${coverage.total} (${percent}%), ${coverage.answered} with a response\n\n` +
      'Not shown in any guide:',
  );
  for (const row of coverage.operations.filter((candidate) => candidate.pages.length === 0)) {
    console.log(`  ${row.operation.specId.padEnd(18)} ${row.operation.method.padEnd(6)} ${row.operation.template}`);
  }
  const shownEvents = events.filter((row) => row.pages.length > 0);
  console.log(`\nwebhook events       ${shownEvents.length} of ${events.length} shown with their payload in a guide`);
  for (const row of events) {
    console.log(`  ${row.event.padEnd(32)} ${row.pages.length > 0 ? row.pages.join(', ') : 'not shown'}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
