import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkFactHomes,
  factHomes,
  headingAnchors,
  linkedTargets,
  type DocPage,
  type FactHome,
} from '../../content-checks/fact-homes';

const docsDir = path.resolve(__dirname, '../../../docs');
const docPages: DocPage[] = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({page: file.split(path.sep).join('/'), source: readFileSync(path.join(docsDir, file), 'utf8')}));

describe('one home per fact', () => {
  it('every fact has its home, and every page that restates it links there', () => {
    const problems = checkFactHomes(factHomes, docPages).map(
      (problem) => `${problem.page}:${problem.line} ${problem.message}`,
    );
    expect(problems).toEqual([]);
  });
});

describe('the fact-homes check', () => {
  const fact: FactHome = {
    fact: 'how a failed payment is handled',
    home: {page: 'invoicing/how.mdx', anchor: 'when-a-payment-fails'},
    restatements: [/\bpayment fails\b/i],
  };
  const home: DocPage = {
    page: 'invoicing/how.mdx',
    source: '# How\n\n## When a payment fails\n\nThe invoice stays sent.\n',
  };

  it('names the page and line of a restatement that does not link the home', () => {
    const page: DocPage = {
      page: 'guides/stripe.mdx',
      source: '---\ntitle: Stripe\n---\n\nIntro.\n\nIf a payment fails, retry.\n',
    };
    expect(checkFactHomes([fact], [home, page])).toEqual([
      expect.objectContaining({page: 'guides/stripe.mdx', line: 7}),
    ]);
  });

  it('accepts a restatement on a page that links the home, by anchor or by page', () => {
    const byAnchor: DocPage = {
      page: 'guides/stripe.mdx',
      source: 'If a payment fails, see [the policy](../invoicing/how.mdx#when-a-payment-fails).\n',
    };
    const byPage: DocPage = {page: 'invoicing/stripe.mdx', source: 'If a payment fails, see [How](./how.mdx).\n'};
    expect(checkFactHomes([fact], [home, byAnchor, byPage])).toEqual([]);
  });

  it('ignores code blocks and the home itself', () => {
    const sample: DocPage = {page: 'guides/code.mdx', source: '```python\n# when the payment fails\n```\n'};
    expect(checkFactHomes([fact], [home, sample])).toEqual([]);
  });

  it('fails when the home lacks the anchor, and on a pending entry that no longer restates the fact', () => {
    const movedHome: DocPage = {page: 'invoicing/how.mdx', source: '## Payments\n'};
    const quiet: DocPage = {page: 'guides/quiet.mdx', source: 'Nothing about payments here.\n'};
    const withPending: FactHome = {...fact, pending: [{page: 'guides/quiet.mdx', reason: 'planted'}]};
    expect(checkFactHomes([withPending], [movedHome, quiet]).map((problem) => problem.message)).toEqual([
      expect.stringContaining('no heading with anchor #when-a-payment-fails'),
      expect.stringContaining('pending entry'),
    ]);
  });

  it('reads anchors and links as Docusaurus does', () => {
    expect([...headingAnchors('## What `status` means\n\n## Limits {#limits-and-quotas}\n')]).toEqual([
      'what-status-means',
      'limits-and-quotas',
    ]);
    expect([...linkedTargets('a/b/page.mdx', '[x](../c.mdx#d) [y](#local) [z](https://example.com)')]).toEqual([
      'a/c.mdx#d',
      'a/b/page.mdx#local',
    ]);
  });
});
