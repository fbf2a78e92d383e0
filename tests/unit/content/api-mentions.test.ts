/**
 * Every mention of an operation, a webhook event or "the API reference" links to where it is
 * documented, and every link into the reference lands on an anchor that exists.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {buildMentionIndex, findMentionProblems} from '../../content-checks/api-mentions';
import {docFilePath, docRoutes} from '../../../src/routes/docs-routes';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const specs = await loadApiSpecs(siteDir);
const index = buildMentionIndex(specs.map((spec) => ({route: spec.entry.route, document: spec.dereferenced})));

describe('mentions of the API in docs/', () => {
  it('link each operation, webhook event and "API reference" to its anchor', () => {
    const problems = docRoutes.flatMap((route) => {
      const file = docFilePath(route.id);
      return findMentionProblems(file, readFileSync(path.join(siteDir, file), 'utf8'), index);
    });
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });

  it('fail on an unlinked operation, request, event or "API reference", and on a missing anchor', () => {
    const page = [
      '---',
      'title: API reference mentions',
      '---',
      'Call createContract, or `POST /v1/contracts` directly.',
      'Listen for `invoice.finalized`; the API reference has the rest.',
      'See [the reference](/api/#createContrakt) and [seats](/api/seatz/).',
      'Edit it with [`POST /v2/contracts/{contract_id}/edits`](/api/#createContract); call [createContract](/api/v2/#createContract).',
      '```bash',
      'curl -X POST https://api.meterstone.com/v1/contracts # createContract, in a sample',
      '```',
    ].join('\n');
    expect(findMentionProblems('page.mdx', page, index).map((p) => `${p.line} ${p.message.split(':')[0]}`)).toEqual([
      '4 createContract is mentioned without a link to /api/#createContract',
      '4 POST /v1/contracts is mentioned without a link to /api/#createContract',
      '5 invoice.finalized is mentioned without a link to the webhooks guide (…/webhooks.mdx#event-invoice-finalized)',
      '5 "API reference" is mentioned without a link into /api/',
      '6 link to /api/#createContrakt',
      '6 link to /api/seatz/',
      '7 link to /api/v2/#createContract',
      '7 createContract is mentioned without a link to /api/#createContract',
      '7 POST /v2/contracts/{contract_id}/edits is mentioned without a link to /api/v2/#createContractEdit',
    ]);
  });

  it('accept linked mentions', () => {
    const page = [
      'Call [createContract](/api/#createContract) or [`POST /v1/contracts`](/api/#createContract).',
      'Listen for [`invoice.finalized`](../use-api/webhooks.mdx#event-invoice-finalized).',
      'The [API reference](/api/) and the [seats reference](/api/seats/#setSeatQuantity) have the rest.',
      'Errors share [one format](/api/#shared-responses).',
      '```bash',
      '# createContract, POST /v1/contracts, invoice.finalized: the API reference is not checked in samples',
      'curl -X POST https://api.meterstone.com/v1/contracts',
      '```',
    ].join('\n');
    expect(findMentionProblems('page.mdx', page, index)).toEqual([]);
  });
});
