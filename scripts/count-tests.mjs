// Prints the one closing line CI reads, `N passed, N failed`, from the JSON reports of Vitest and
// Playwright. A stage that did not run (its report is missing) counts as nothing, not as a pass.
import {existsSync, readFileSync} from 'node:fs';

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

let passed = 0;
let failed = 0;
let skipped = 0;

// Vitest runs twice: the unit tests, then the search relevance suite on the built site.
for (const report of [
  'test-reports/unit-report.json',
  'test-reports/relevance-report.json',
  'test-reports/markdown-report.json',
  'test-reports/html-report.json',
  'test-reports/mcp-report.json',
]) {
  const vitest = readJson(report);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    skipped += vitest.numPendingTests + vitest.numTodoTests;
  }
}

const e2e = readJson('test-reports/e2e-report.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}

// One test each: the production build with runtime dependencies only (scripts/check-production-build.sh)
// and the clean checkout after a fresh install (scripts/check-clean-install.sh).
for (const report of ['test-reports/production-build.json', 'test-reports/clean-install.json']) {
  const check = readJson(report);
  if (check) {
    if (check.passed) {
      passed += 1;
    } else {
      failed += 1;
    }
  }
}

// A failing run whose reports show no failed test failed in a stage without a report (install, lint,
// typecheck, build): it counts as one failed test so the line never reads as a clean pass.
const exitStatus = Number(process.argv[2] ?? 0);
if (exitStatus !== 0 && failed === 0) {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
