/**
 * Webhook events in the reference: every entry of a specification's `webhooks` becomes an event section
 * with its payload, its signature header, receiver code and its answer, an anchor beside the
 * operations' anchors, an entry in search; and the receiver code verifies signatures exactly as the
 * webhooks guide teaches.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import React from 'react';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';
import {pageOperationDocuments} from '../../../src/api-reference/plugin/search-documents';
import {webhookSamples} from '../../../src/api-reference/view-model/webhook-samples';
import {ApiTablesContext} from '../../../src/api-reference/theme/ApiReference/context';
import WebhookEvents from '../../../src/api-reference/theme/ApiReference/WebhookEvents';
import {isObject} from '../../../src/lib/json';

const siteDir = path.resolve(__dirname, '../../..');
const specs = await loadApiSpecs(siteDir);
const pages = specs.map((spec) => ({
  spec,
  content: buildPageContent(spec.bundled, {specId: spec.entry.id, fallbackTitle: spec.entry.label}),
}));
const withWebhooks = pages.filter(({spec}) => isObject(spec.bundled.webhooks));

/** The fenced code blocks of a language in a Markdown text. */
function codeBlocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1]!);
}

describe('webhook events', () => {
  it('are in at least one specification', () => {
    expect(withWebhooks.length).toBeGreaterThan(0);
  });

  it.each(withWebhooks.map(({spec, content}) => [spec.entry.id, spec, content] as const))(
    '%s: every webhook is an event section with payload, signature header, receiver code and answer',
    (_id, spec, content) => {
      const events = Object.keys(spec.bundled.webhooks as object);
      expect(content.webhooks?.events.map((event) => event.event)).toEqual(events);
      const operationAnchors = content.tags.flatMap((tag) => tag.operations.map((operation) => operation.anchor));
      for (const event of content.webhooks!.events) {
        expect(operationAnchors).not.toContain(event.anchor);
        expect(event.anchor).toBe(event.operationId);
        expect(event.headers.map((header) => header.name)).toContain('Meterstone-Signature');
        expect(event.payload?.content[0]?.examples[0]?.value).toContain(`"type": "${event.event}"`);
        expect(event.responses.map((response) => response.status)).toContain('200');
        expect(event.samples.python).toContain(`if event["type"] == "${event.event}":`);
        expect(event.samples.typescript).toContain(`if (event.type === '${event.event}') {`);
        expect(event.samples.python).toContain(
          'verify_signature(raw_body, headers.get("Meterstone-Signature", ""), secret)',
        );
      }
    },
  );

  it('are found by search at their anchor, by their event type', () => {
    const [{spec, content}] = withWebhooks as [(typeof withWebhooks)[number]];
    const documents = pageOperationDocuments(content, spec.entry.route, '/');
    for (const event of content.webhooks!.events) {
      const document = documents.find((entry) => entry.ref === `${spec.entry.route}#${event.anchor}`);
      expect(document?.title).toBe(event.summary);
      expect(document?.content).toContain(`WEBHOOK EVENT ${event.event}`);
    }
  });

  it('render with their anchors, payload, headers and both languages', () => {
    const [{content}] = withWebhooks as [(typeof withWebhooks)[number]];
    const html = renderToStaticMarkup(
      React.createElement(
        ApiTablesContext.Provider,
        {value: {schemas: content.schemas, responses: content.responses}},
        React.createElement(WebhookEvents, {group: content.webhooks!}),
      ),
    );
    const $ = load(html);
    expect($('h2').attr('id')).toBe('webhook-events');
    expect(
      $('h3')
        .map((_, heading) => $(heading).attr('id'))
        .get(),
    ).toEqual(content.webhooks!.events.map((event) => event.anchor));
    const first = $('section section').first();
    expect(
      first
        .find('h4')
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual(['Headers', 'Payload', "Your endpoint's answer", 'Verify and handle a delivery']);
    expect(
      first
        .find('label')
        .map((_, label) => $(label).text())
        .get(),
    ).toEqual(['Python', 'TypeScript']);
  });
});

describe('receiver code', () => {
  const guide = readFileSync(path.join(siteDir, 'docs/developer-resources/use-api/webhooks.mdx'), 'utf8');
  const samples = webhookSamples('invoice.finalized', 'Meterstone-Signature');

  it('verifies signatures with the Python function of the webhooks guide, unchanged', () => {
    const [verify] = codeBlocks(guide, 'python').filter((block) => block.includes('def verify_signature'));
    const functionPart = verify!.slice(verify!.indexOf('TOLERANCE_SECONDS'));
    expect(samples.python).toContain(functionPart.trimEnd());
    for (const module of ['hashlib', 'hmac', 'time']) {
      expect(samples.python).toContain(`import ${module}\n`);
    }
  });

  it('verifies signatures with the TypeScript function of the webhooks guide, unchanged', () => {
    const [verify] = codeBlocks(guide, 'ts').filter((block) => block.includes('function verifySignature'));
    expect(samples.typescript).toContain(verify!.trimEnd());
  });

  it('only handles an event the specification does not sign', () => {
    const unsigned = webhookSamples("it's.odd", undefined);
    expect(unsigned.python).not.toContain('verify_signature');
    expect(unsigned.typescript).toContain("if (event.type === 'it\\'s.odd') {");
  });
});
