import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {operationDocument, pageDocuments, pageUrl} from '../../../src/search/plugin/documents';
import {normalizeText, parseDocPage} from '../../../src/search/plugin/extract';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from '../../../src/search/plugin/options';

// Real output of `docusaurus build`: a page with sections, a code block, a table, an admonition and tabs,
// and the home page with the site-wide default keywords.
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe('parseDocPage', () => {
  const page = parseDocPage(fixture('section-page.html'));

  it('reads the title, the parent page from the breadcrumbs and the keywords', () => {
    expect(page).toMatchObject({
      title: 'How invoicing works',
      parentTitle: 'Invoice customers',
      keywords: ['billing period', 'finalize'],
    });
  });

  it('keeps the text before the first heading as the lead', () => {
    expect(page?.lead).toBe('Lead text about invoices and draft state.');
  });

  it('splits the article into h2 and h3 sections with their anchors', () => {
    expect(page?.sections.map(({id, title, level}) => ({id, title, level}))).toEqual([
      {id: 'draft-invoices', title: 'Draft invoices', level: 2},
      {id: 'nested-detail', title: 'Nested detail', level: 3},
      {id: 'finalized-invoices', title: 'Finalized invoices', level: 2},
    ]);
  });

  it('takes the text readers see: code, tables and every tab panel, with words kept apart', () => {
    const [draft, nested, finalized] = page?.sections ?? [];
    expect(draft.text).toBe('Body one with a link. SELECT count(*) FROM usage_events');
    expect(nested.text).toBe('Field Meaning status draft');
    expect(finalized.text).toBe('note An admonition. Tab A text Tab B text');
  });

  it('keeps a prose version without tables and code for snippets', () => {
    const [draft, nested, finalized] = page?.sections ?? [];
    expect(draft.prose).toBe('Body one with a link.');
    expect(nested.prose).toBe('');
    expect(finalized.prose).toBe(finalized.text);
    expect(page?.leadProse).toBe(page?.lead);
  });

  it('leaves out anchor links, tab labels, the table of contents and the page navigation', () => {
    const all = [page?.lead, ...(page?.sections ?? []).map((section) => section.text)].join(' ');
    expect(all).not.toMatch(/Direct link|On this page|Previous|Next|\u200b/);
  });

  it('leaves out widgets marked data-search-skip, such as the pricing calculators, with their headings', () => {
    const calculator =
      '<section data-search-skip=""><h3 id="_R_abc_-heading">Hybrid pricing: one month</h3>' +
      '<label>Compute hours</label><input value="10"></section>';
    const html = fixture('section-page.html');
    const finalized = '<h2 class="anchor anchorTargetHideOnScrollNavbar_vjPI" id=finalized-invoices>';
    expect(html).toContain(finalized);
    const withCalculator = parseDocPage(html.replace(finalized, `${calculator}${finalized}`));
    expect(withCalculator?.sections.map((section) => section.id)).toEqual(page?.sections.map((section) => section.id));
    const all = [withCalculator?.lead, ...(withCalculator?.sections ?? []).map((section) => section.text)].join(' ');
    expect(all).not.toMatch(/Hybrid pricing|Compute hours/);
  });

  it('reads a page without sections', () => {
    const home = parseDocPage(fixture('home-page.html'));
    expect(home).toMatchObject({title: 'Home', parentTitle: '', lead: 'STUB-PAGE', sections: []});
    expect(home?.keywords).toContain('usage-based billing');
  });

  it('leaves out the shell, JSON, Python and TypeScript samples, and keeps other code', () => {
    const codeBlock = (language: string, code: string) =>
      `<div class="language-${language} theme-code-block"><pre><code>${code}</code></pre></div>`;
    const page = parseDocPage(
      '<html><body><article><header><h1>Find a customer</h1></header><div class="theme-doc-markdown markdown">' +
        '<p>List customers by alias.</p>' +
        codeBlock('bash', 'curl https://api.meterstone.com/v1/customers?ingest_alias=acme') +
        codeBlock('json', '{"data": [{"archived_at": null}]}') +
        codeBlock('sql', 'SELECT sum(quantity) FROM usage_events') +
        codeBlock('python', 'client.customers.list()') +
        codeBlock('typescript', 'await listCustomers()') +
        codeBlock('yaml', 'schedule: daily') +
        '</div></article></body></html>',
    );
    expect(page?.lead).toBe('List customers by alias. SELECT sum(quantity) FROM usage_events schedule: daily');
  });

  it('gives undefined for a page without a docs article', () => {
    expect(parseDocPage('<html><body><main><h1>Page Not Found</h1></main></body></html>')).toBeUndefined();
  });
});

describe('normalizeText', () => {
  it('collapses whitespace and drops zero-width characters', () => {
    expect(normalizeText('  a\n\t b\u200b  ')).toBe('a b');
  });
});

describe('pageDocuments', () => {
  const page = parseDocPage(fixture('section-page.html'));

  it('makes a lead document and one per section, with anchors in the references', () => {
    const documents = pageDocuments(page!, pageUrl('/docs/', '/invoice-customers/how-invoicing-works/'));
    expect(documents.map((document) => document.ref)).toEqual([
      '/docs/invoice-customers/how-invoicing-works/',
      '/docs/invoice-customers/how-invoicing-works/#draft-invoices',
      '/docs/invoice-customers/how-invoicing-works/#nested-detail',
      '/docs/invoice-customers/how-invoicing-works/#finalized-invoices',
    ]);
    expect(documents[0]).toMatchObject({
      title: 'How invoicing works',
      parentTitle: 'Invoice customers',
      tags: 'billing period finalize',
    });
    expect(documents[1]).toMatchObject({
      title: 'Draft invoices',
      parentTitle: 'How invoicing works',
      tags: '',
      excerpt: 'Body one with a link.',
    });
  });

  it('searches the description with the lead, once when Docusaurus took it from the lead', () => {
    const withDescription = {
      ...page!,
      lead: 'Invoices move from draft to finalized.',
      description: 'Sales tax and VAT.',
    };
    expect(pageDocuments(withDescription, '/x/')[0].content).toBe(
      'Sales tax and VAT. Invoices move from draft to finalized.',
    );
    const fromLead = {...withDescription, description: 'Invoices move from draft...'};
    expect(pageDocuments(fromLead, '/x/')[0].content).toBe('Invoices move from draft to finalized.');
  });

  it('ignores the site-wide default keywords', () => {
    const home = parseDocPage(fixture('home-page.html'))!;
    const [lead] = pageDocuments(home, '/', home.keywords);
    expect(lead.tags).toBe('');
  });
});

describe('operationDocument', () => {
  it('makes the summary the title, method, path, description and fields the content, and a short snippet', () => {
    expect(
      operationDocument({
        url: '/api/seats/#operation/updateSeats',
        summary: 'Update seats',
        method: 'post',
        path: '/v1/seats/update',
        description: 'Changes the seat count. Takes effect at once.',
        apiTitle: 'Seats API',
        fields: ['quantity'],
      }),
    ).toEqual({
      ref: '/api/seats/#operation/updateSeats',
      title: 'Update seats',
      parentTitle: 'Seats API',
      content: 'POST /v1/seats/update Changes the seat count. Takes effect at once. quantity',
      tags: '',
      // The snippet: method, path and the description's first sentence, without the field names.
      excerpt: 'POST /v1/seats/update Changes the seat count.',
    });
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({validate: normalizePluginOptions, options: options as never});

  it('accepts no options and a function for extra documents', () => {
    const extraDocuments = () => [];
    expect(validate(undefined)).toEqual({id: 'default'});
    expect(validate({extraDocuments}).extraDocuments).toBe(extraDocuments);
  });

  it('rejects extra documents that are not a function, and unknown options', () => {
    expect(() => validate({extraDocuments: []})).toThrow(/"extraDocuments" must be of type function/);
    expect(() => validate({extra: 1})).toThrow(/"extra" is not allowed/);
  });
});
