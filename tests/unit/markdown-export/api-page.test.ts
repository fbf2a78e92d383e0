/** API reference pages as Markdown: one section per operation and event, from the page's view model. */
import {describe, expect, it} from 'vitest';
import {apiPageMarkdownBody, richTextToMarkdown} from '../../../src/markdown-export/api-page';
import {eventSignature, operationSignature} from '../../../src/markdown-export/signatures';
import {sectionWithSignature} from '../../../src/markdown-export/sections';
import type {ApiPageContent} from '../../../src/api-reference/view-model/types';

const pageUrl = 'https://docs.example.com/api/';

const page: ApiPageContent = {
  status: 'ok',
  specId: 'v1',
  title: 'Example API',
  version: '1.0.0',
  description: [['p', null, 'Bills ', ['code', null, 'usage'], '.']],
  servers: [{url: 'https://api.example.com', description: 'Production'}],
  fingerprint: 'x',
  schemas: {
    Customer: {type: 'object', properties: [{name: 'id', required: true, schema: {type: 'string', format: 'uuid'}}]},
  },
  responses: {
    NotFound: {
      description: 'No such customer.',
      content: [{mediaType: 'application/json', examples: [{value: '{"error": {"code": "not_found"}}'}]}],
    },
  },
  tags: [
    {
      name: 'Customers',
      anchor: 'tag-customers',
      operations: [
        {
          anchor: 'getCustomer',
          method: 'get',
          path: '/v1/customers/{id}',
          summary: 'Get a customer',
          security: ['Bearer token'],
          parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string', enum: ['"a"', '"b"']}}],
          responses: [
            {
              status: '200',
              description: 'The customer.',
              content: [
                {mediaType: 'application/json', schema: {ref: 'Customer'}, examples: [{value: '{"id": "c1"}'}]},
              ],
            },
            {status: '404', ref: 'NotFound'},
          ],
          codeSamples: {
            curl: 'curl https://api.example.com/v1/customers/c1',
            python: '',
            typescript: '',
            javascript: '',
            go: '',
            java: '',
            ruby: '',
            php: '',
          },
        },
      ],
    },
  ],
  webhooks: {
    name: 'Webhook events',
    anchor: 'webhooks',
    events: [
      {
        anchor: 'invoiceFinalized',
        event: 'invoice.finalized',
        summary: 'Invoice finalized',
        headers: [],
        payload: {content: [{mediaType: 'application/json', examples: [{value: '{"type": "invoice.finalized"}'}]}]},
        responses: [{status: '200', description: 'Received.'}],
        samples: {python: '', typescript: ''},
      },
    ],
  },
};

describe('apiPageMarkdownBody', () => {
  const markdown = apiPageMarkdownBody(page, pageUrl);

  it('has a section per operation with its signature, parameters, request, responses and errors', () => {
    expect(markdown).toContain(
      `## Customers\n\n### Get a customer\n\n${operationSignature('get', '/v1/customers/{id}')}`,
    );
    expect(markdown).toContain('| `id` | path | `string` | yes | One of: `"a"`, `"b"`. |');
    expect(markdown).toContain('#### Example request\n\n```bash\ncurl https://api.example.com/v1/customers/c1\n```');
    expect(markdown).toContain('`200`: The customer.\n\n```json\n{"id": "c1"}\n```');
    expect(markdown).toContain(
      '#### Errors\n\n| Status | Code | When |\n| --- | --- | --- |\n| `404` | `not_found` | No such customer. |',
    );
  });

  it('has a section per webhook event with its payload example', () => {
    expect(markdown).toContain(`### Invoice finalized\n\n${eventSignature('invoice.finalized')}`);
    expect(markdown).toContain('```json\n{"type": "invoice.finalized"}\n```');
  });

  it('lists the named schemas with their fields', () => {
    expect(markdown).toContain('## Schemas\n\n### Customer\n\n| Field | Type | Required | Description |');
    expect(markdown).toContain('| `id` | `string (uuid)` | yes |  |');
  });

  it('renders the specification rich text as Markdown', () => {
    expect(markdown.startsWith('Bills `usage`.')).toBe(true);
    expect(richTextToMarkdown('a <b> & c', pageUrl)).toBe('a \\<b> & c');
  });
});

describe('sectionWithSignature', () => {
  const markdown = apiPageMarkdownBody(page, pageUrl);

  it("cuts one operation's section out of the page, up to the next heading of its level", () => {
    const section = sectionWithSignature(markdown, operationSignature('get', '/v1/customers/{id}'))!;
    expect(section.startsWith('### Get a customer\n\n`GET /v1/customers/{id}`')).toBe(true);
    expect(section).toContain('#### Errors');
    expect(section).not.toContain('Webhook events');
  });

  it('cuts an event section, and finds nothing for an unknown signature', () => {
    expect(sectionWithSignature(markdown, eventSignature('invoice.finalized'))).toContain(
      '"type": "invoice.finalized"',
    );
    expect(sectionWithSignature(markdown, operationSignature('get', '/nowhere'))).toBeUndefined();
  });

  it('does not stop at a heading-like line inside a code block', () => {
    const text = '## A\n\nsig\n\n```md\n## not a heading\n```\n\nafter\n\n## B\n';
    expect(sectionWithSignature(text, 'sig')).toBe('## A\n\nsig\n\n```md\n## not a heading\n```\n\nafter\n');
  });
});
