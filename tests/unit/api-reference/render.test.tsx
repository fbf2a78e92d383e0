/**
 * The renderer's output: the constructs fixture built into page data, then rendered by the theme
 * components to static HTML (as the build does), and read as a reader would read it. The view-model
 * tests say the data is right; these say each schema construct reaches the page.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'cheerio';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';
import {linkedObjects} from '../../../src/api-reference/view-model/objects';
import type {ApiPageContent} from '../../../src/api-reference/view-model/types';
import {ApiTablesContext} from '../../../src/api-reference/theme/ApiReference/context';
import Objects from '../../../src/api-reference/theme/ApiReference/Objects';
import SharedResponses from '../../../src/api-reference/theme/ApiReference/SharedResponses';
import TagSection from '../../../src/api-reference/theme/ApiReference/TagSection';
import {sampleLanguages} from '../../../src/api-reference/theme/ApiReference/CodeSamples';
import {loadFixture} from './fixtures';

/** The operations of a page as the build renders them inside the page layout. */
function renderOperations(content: ApiPageContent): string {
  return renderToStaticMarkup(
    <ApiTablesContext.Provider value={{schemas: content.schemas, responses: content.responses}}>
      {content.tags.map((tag) => (
        <TagSection key={tag.anchor} tag={tag} />
      ))}
      <Objects names={linkedObjects(content)} />
      <SharedResponses responses={content.responses} />
    </ApiTablesContext.Provider>,
  );
}

/** The rendered operations, loaded once in `beforeAll`. */
let $: CheerioAPI;

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text of an element with a space after each block, as a reader sees separate lines. */
function readable(element: Cheerio<Element>): string {
  const html = $.html(element).replace(/<\/(?:p|li|ul|div|summary|h[1-6]|pre|tr|td|th)>/g, '$& ');
  return normalise(load(html).root().text());
}

function operation(anchor: string): Cheerio<Element> {
  const section = $(`section[aria-labelledby="${anchor}"]`);
  expect(section.length, `operation ${anchor}`).toBe(1);
  return section;
}

/** The section that describes a named object once. */
function object(name: string): Cheerio<Element> {
  const section = $(`section[aria-labelledby="object-${name}"]`);
  expect(section.length, `object ${name}`).toBe(1);
  return section;
}

/** The link line ("A Customer object.") below a property that holds a named object. */
function objectReference(item: Cheerio<Element>): {text: string; href: string | undefined} {
  const line = item.children('p').filter((_, p) => $(p).find('a').length > 0 && /object\.$/.test($(p).text()));
  expect(line, 'object link').toHaveLength(1);
  return {text: normalise(line.text()), href: line.find('a').attr('href')};
}

/** The panel of the "Response sample" tabs that shows `status` for an operation. */
function responseSample(anchor: string, status: string): Cheerio<Element> {
  const panel = operation(anchor).find(`#response-${anchor}-${status}`).next('label').next('div');
  expect(panel, `response sample ${status} of ${anchor}`).toHaveLength(1);
  return panel;
}

function response(anchor: string, status: string): Cheerio<Element> {
  const found = operation(anchor)
    .find('details')
    .filter((_, element) => normalise($(element).children('summary').find('span').first().text()) === status);
  expect(found.length, `${anchor} ${status}`).toBe(1);
  return found.first();
}

interface RenderedProperty {
  type: string;
  flags: string[];
  /** The property's own text (description, facts), without the nested blocks below it. */
  text: string;
  /** The whole item, nested blocks included. */
  item: Cheerio<Element>;
}

/** The first property named `name` inside `scope`, as the header line and facts show it. */
function property(scope: Cheerio<Element>, name: string): RenderedProperty {
  const header = scope
    .find('li > div > code:first-child')
    .filter((_, element) => $(element).text() === name)
    .first()
    .parent();
  expect(header.length, `property ${name}`).toBe(1);
  const item = header.parent();
  const own = item.clone();
  own.children('details').remove();
  const spans = header.children('span').toArray();
  return {
    type: $(spans[0]).text(),
    flags: spans.slice(1).map((span) => $(span).text()),
    text: normalise(own.text()),
    item,
  };
}

describe('the API reference rendered from the constructs fixture', () => {
  let content: ApiPageContent;

  beforeAll(() => {
    content = buildPageContent(loadFixture('constructs.yaml'), {specId: 'v2', fallbackTitle: 'API v2'});
    $ = load(renderOperations(content));
  });

  it('gives every tag an h2 and every operation an h3 with a stable anchor, method and path', () => {
    expect(
      $('h2[id]')
        .toArray()
        .map((heading) => [heading.attribs.id, $(heading).text()]),
    ).toEqual(
      expect.arrayContaining([
        ['tag-customers', 'Customers'],
        ['tag-invoices', 'Invoices'],
      ]),
    );
    for (const tag of content.tags) {
      for (const view of tag.operations) {
        const section = $(`section[aria-labelledby="${view.anchor}"]`).first();
        expect(section.children('h3').attr('id')).toBe(view.anchor);
        expect(normalise(section.children('h3').text())).toBe(view.summary);
        const endpoint = section.children('p').first();
        // The line ends with the operation's "Copy as Markdown" button, named by its signature line.
        expect(endpoint.find('button[data-api-copy-markdown]').attr('data-api-copy-markdown')).toBe(
          `\`${view.method.toUpperCase()} ${view.path}\``,
        );
        expect(normalise(endpoint.clone().find('button').remove().end().text())).toBe(
          `${view.method.toUpperCase()}${view.path}${view.deprecated === true ? 'Deprecated' : ''}`,
        );
      }
    }
    // A declared tag without operations gets no empty section.
    expect($('#tag-unused')).toHaveLength(0);
  });

  it('renders objects as property lists and marks required properties only', () => {
    const customer = response('createCustomer', '201');
    expect(
      normalise(
        customer
          .find('p')
          .filter((_, p) => $(p).text().startsWith('Content type'))
          .text(),
      ),
    ).toBe('Content type: application/json');
    const name = property(customer, 'name');
    expect(name.type).toBe('string');
    expect(name.flags).toEqual(['required']);
    expect(property(customer, 'ingest_aliases').flags).toEqual([]);
    // allOf of two objects reads as one object: the properties of both parts, required from both.
    for (const field of ['name', 'ingest_aliases', 'secret_note', 'id', 'created_at', 'billing_provider']) {
      expect(property(customer, field).item.length).toBe(1);
    }
    expect(property(customer, 'created_at').flags).toContain('required');
  });

  it('renders arrays with their item type, and links items that are named objects to their one description', () => {
    const list = response('listCustomers', '200');
    const data = property(list, 'data');
    expect(data.type).toBe('array of Customer');
    expect(data.item.children('details')).toHaveLength(0);
    expect(objectReference(data.item)).toEqual({text: 'Each item is a Customer object.', href: '#object-Customer'});
    expect(property(object('Customer'), 'created_at').type).toBe('string (date-time)');
    const aliases = property(response('createCustomer', '201'), 'ingest_aliases');
    expect(aliases.type).toBe('array of string');
    expect(aliases.text).toContain('Limits: unique items');
  });

  it('describes each linked object once, links every one, and opens the top of a body in place', () => {
    const sections = $('section[aria-labelledby^="object-"]')
      .toArray()
      .map((section) => section.attribs['aria-labelledby']);
    const targets = new Set(
      $('a[href^="#object-"]')
        .toArray()
        .map((link) => link.attribs.href!.slice(1)),
    );
    expect(new Set(sections).size).toBe(sections.length);
    expect(new Set(sections)).toEqual(targets);
    expect(sections).toEqual(linkedObjects(content).map((name) => `object-${name}`));
    // The Objects index lists every section.
    expect($('section[aria-labelledby="objects"] > ul a')).toHaveLength(sections.length);
    // The response of getCustomer is a Customer: its properties are in the operation, not behind a link.
    expect(property(response('getCustomer', '200'), 'name').type).toBe('string');
  });

  it('renders enums as allowed values, with defaults and formats', () => {
    const invoice = response('getInvoice', '200');
    const status = property(invoice, 'status');
    expect(status.text).toContain('Allowed values: "draft", "finalized", "void"');
    expect(status.text).toContain('Default: "draft"');
    expect(property(invoice, 'total').type).toBe('number (double)');
    expect(property(invoice, 'total').text).toContain('Limits: > 0');
    expect(property(response('getCustomer', '200'), 'id').type).toBe('string (uuid)');
  });

  it('renders parameters in a table: location, type, required, default, allowed values, limits', () => {
    const table = operation('listCustomers').find('table');
    expect(normalise(table.find('caption').text())).toBe('Parameters of List customers');
    const rows = table
      .find('tbody tr')
      .toArray()
      .map((row) =>
        $(row)
          .children()
          .toArray()
          .map((cell) => readable($(cell))),
      );
    expect(rows).toEqual([
      ['limit', 'query', 'integer', 'No', 'Page size. Limits: >= 1, <= 100', '25', '—'],
      [
        'ingest_alias',
        'query',
        'string',
        'No',
        'Only the customer with this ingest alias. Example: "acme-logistics"',
        '—',
        '—',
      ],
      ['status', 'query', 'string', 'Yes', 'Which customers to list.', '"active"', '"active" "archived"'],
    ]);
    const idempotency = operation('createCustomer').find('tbody tr').first();
    expect(normalise(idempotency.text())).toContain('Limits: at most 255 characters');
  });

  it('renders oneOf variants by title with their discriminator, and const values with their type', () => {
    const payment = property(response('getInvoice', '200'), 'payment');
    expect(payment.type).toBe('one of');
    const variants = payment.item.children('details');
    expect(normalise(variants.children('summary').text())).toBe('2 possible shapes of payment');
    expect(normalise(variants.find('p').first().text())).toBe('Exactly one of these 2 shapes, told apart by kind:');
    // Named variants link to their objects.
    const options = variants.find('ul > li').toArray();
    expect(options.map((option) => normalise($(option).children('span').first().text()))).toEqual([
      'Card payment',
      'Marketplace payment',
    ]);
    expect(options.map((option) => objectReference($(option)).href)).toEqual([
      '#object-CardPayment',
      '#object-MarketplacePayment',
    ]);
    const card = object('CardPayment');
    const kind = property(card, 'kind');
    expect(kind.type).toBe('string');
    expect(kind.text).toContain('Value: "card"');
    expect(property(card, 'last4').text).toContain('Limits: pattern ^[0-9]{4}$');
  });

  it('renders anyOf and allOf variants, inline ones by position and type', () => {
    const invoice = response('getInvoice', '200');
    const memo = property(invoice, 'memo');
    expect(memo.type).toBe('any of');
    expect(normalise(memo.item.find('p').first().text())).toBe('Any of these 2 shapes:');
    expect(normalise(memo.item.text())).toContain('Option 1: string');
    expect(normalise(memo.item.find('details details > summary').text())).toBe('Option 2: object');
    const mixed = property(invoice, 'mixed');
    expect(mixed.type).toBe('all of');
    expect(normalise(mixed.item.find('p').first().text())).toBe('All of these 2 shapes:');
    expect(normalise(mixed.item.text())).toContain('Limits: at least 2 characters');
  });

  it('flags nullable (3.0 keyword, 3.1 type list, oneOf with null), read-only and write-only fields', () => {
    const customer = response('getCustomer', '200');
    expect(property(customer, 'billing_provider').flags).toEqual(['nullable']);
    expect(property(customer, 'id').flags).toEqual(['required', 'read-only']);
    expect(property(customer, 'secret_note').flags).toEqual(['write-only']);
    const voided = property(response('getInvoice', '200'), 'voided_at');
    expect(voided.type).toBe('string (date-time)');
    expect(voided.flags).toEqual(['nullable']);
    const nextPage = property(response('listCustomers', '200'), 'next_page');
    expect(nextPage.type).toBe('string');
    expect(nextPage.flags).toEqual(['nullable']);
  });

  it('links a recursive schema back to its object, and shows additional properties', () => {
    const customer = response('getCustomer', '200');
    const parent = property(customer, 'parent');
    expect(parent.text).toContain('The customer this one rolls up to.');
    expect(parent.item.children('details')).toHaveLength(0);
    expect(objectReference(parent.item)).toEqual({text: 'A Customer object.', href: '#object-Customer'});
    const customFields = property(customer, 'custom_fields');
    expect(customFields.type).toBe('map of string');
    const values = customFields.item.children('details');
    expect(normalise(values.children('summary').text())).toBe('Values: string of custom_fields');
    expect(readable(values)).toContain('Each value: string');
  });

  it('shows given request examples by name and generates response examples without write-only fields', () => {
    const create = operation('createCustomer');
    const bodyText = normalise(create.text());
    expect(bodyText).toContain('Name only');
    expect(bodyText).toContain('With an ingest alias');
    const created = responseSample('createCustomer', '201');
    expect(normalise(created.text())).toContain('201 · Example (generated from the schema)');
    const example = JSON.parse(created.find('pre').last().text()) as Record<string, unknown>;
    expect(example).toHaveProperty('id');
    expect(example).not.toHaveProperty('secret_note');
    expect(normalise(responseSample('operation-get-health', '200').find('pre').text())).toBe('ok');
    // The examples are beside the responses, not repeated in them.
    expect(response('createCustomer', '201').find('pre')).toHaveLength(0);
  });

  it('shows the success response sample first and every other status with an example a click away', () => {
    const tabs = operation('getCustomer').find('input[name="response-getCustomer"]');
    const statuses = tabs.toArray().map((input) => $(input).attr('id')?.replace('response-getCustomer-', ''));
    expect(statuses[0]).toBe('200');
    expect(statuses.length).toBeGreaterThan(1);
    expect(tabs.toArray().filter((input) => $(input).attr('checked') !== undefined)).toHaveLength(1);
    expect($(tabs.toArray()[0]!).attr('checked')).toBeDefined();
  });

  it('writes a sample in each of the eight languages for every operation, and a hidden "Try it" with its slot', () => {
    for (const anchor of [
      'listCustomers',
      'createCustomer',
      'getCustomer',
      'archiveCustomer',
      'getInvoice',
      'operation-get-health',
    ]) {
      const section = operation(anchor);
      const labels = section
        .find('fieldset:has(input[data-api-language]) label')
        .toArray()
        .map((label) => $(label).text());
      expect(labels, anchor).toEqual(sampleLanguages.map((language) => language.label));
      for (const language of sampleLanguages) {
        expect(section.find(`pre code.language-${language.highlight}`).text(), `${anchor} ${language.label}`).not.toBe(
          '',
        );
      }
      expect(section.find('pre code.language-bash').text(), anchor).toMatch(/^(IDEMPOTENCY_KEY=.*\n)?curl /);
      expect(section.find('pre code.language-python').text(), anchor).toContain('import requests');
      expect(section.find('pre code.language-typescript').text(), anchor).toContain('await fetch(');
      const toggle = section.find('button[data-api-console-toggle]');
      expect(toggle.attr('hidden')).toBeDefined();
      expect(toggle.attr('aria-controls')).toBe(`${anchor}-console`);
      expect(section.find(`#${anchor}-console`)).toHaveLength(1);
    }
    expect(operation('createCustomer').find('pre code.language-bash').text()).toContain('"name": "Acme Logistics"');
  });

  it('marks deprecated operations, states authentication, and lists response headers', () => {
    expect(normalise(operation('archiveCustomer').children('p').first().text())).toContain('Deprecated');
    expect(normalise(operation('listCustomers').text())).toContain('Authentication: Bearer token.');
    expect(normalise(operation('operation-get-health').text())).toContain('No authentication required.');
    expect(readable(response('listCustomers', '200'))).toContain(
      'Header X-RateLimit-Remaining integerRequests left in the current window.',
    );
  });

  it('keeps unsafe Markdown out: no script, no javascript: link', () => {
    const html = $.html();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(normalise(operation('createCustomer').text())).toContain('Creates a customer. Unsafe link stays text.');
  });

  it('lists the shared responses once, and links operations to them', () => {
    const shared = $('#shared-responses').closest('section');
    expect(shared.find('h3[id]').length).toBe(Object.keys(content.responses).length);
    const sharedList = operation('listCustomers').find('ul:has(> li a[href^="#response-"]) > li');
    expect(sharedList.toArray().map((item) => readable($(item)))).toEqual([
      '401 The token is missing or invalid. Unauthorized',
    ]);
    const href = sharedList.find('a').attr('href')!;
    expect(href).toBe('#response-unauthorized');
    expect(shared.find(href)).toHaveLength(1);
  });
});
