/**
 * A write sent with an API token is answered with the token's name as `created_by`, never a user's
 * email (tests/content-checks/created-by.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {exampleData} from '../../../src/data/example-data';
import {findCreatedByProblems} from '../../content-checks/created-by';
import {docsFiles} from '../../content-checks/docs-files';

const siteDir = path.resolve(__dirname, '../../..');
const {adminEmail, provisioningTokenName} = exampleData.company;

const page = (createdBy: string, request = '--request POST'): string =>
  [
    '```bash',
    `curl https://api.meterstone.com/v2/contracts/${exampleData.contract.id}/edits \\`,
    `  ${request} \\`,
    '  --header "Authorization: Bearer $METERSTONE_API_TOKEN"',
    '```',
    '',
    '```json title="Response: 201"',
    JSON.stringify({id: exampleData.contractEdit.id, created_by: createdBy}),
    '```',
  ].join('\n');

describe('created_by of answers to writes sent with an API token', () => {
  it('names the token on every page', () => {
    const problems = docsFiles(path.join(siteDir, 'docs')).flatMap((file) =>
      findCreatedByProblems(readFileSync(file, 'utf8')).map(
        (problem) => `${path.relative(siteDir, file)}:${problem.line} created_by ${problem.createdBy}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it("fails a planted answer that names a user's email after a token-authorized POST", () => {
    expect(findCreatedByProblems(page(adminEmail))).toEqual([{line: 7, createdBy: adminEmail}]);
    expect(findCreatedByProblems(page(provisioningTokenName))).toEqual([]);
  });

  it('accepts a user email on a read: an edit saved in the app and read back later', () => {
    expect(findCreatedByProblems(page(adminEmail, '--get'))).toEqual([]);
  });
});
