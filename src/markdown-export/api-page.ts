/**
 * An API reference page as Markdown, from the same view model the page renders: one section per
 * operation and per webhook event, with its parameters, request body and example, responses with
 * examples, and errors, then the named schemas the sections refer to. Pure: view model in, text out.
 */
import {escapeHtml} from './escape-html';
import {codeBlock, escapeText, fragmentToMarkdown, inlineCode} from './html-to-markdown';
import {eventSignature, operationSignature} from './signatures';
import {resolveSchemaNode, schemaTypeLabel, type SchemaTable} from '../api-reference/view-model/schema-label';
import type {
  ApiPageContent,
  MarkupNode,
  MediaView,
  OperationView,
  ParameterView,
  PropertyView,
  RequestBodyView,
  ResponseBody,
  ResponseView,
  RichText,
  SchemaNode,
  WebhookView,
} from '../api-reference/view-model/types';

/** What the sections of one API page refer to: its URL, named schemas and shared responses. */
export interface ApiMarkdownContext {
  readonly pageUrl: string;
  readonly schemas: SchemaTable;
  readonly responses: Readonly<Record<string, ResponseBody>>;
}

type Context = ApiMarkdownContext;

/** The context of an API page's sections, for rendering one of them alone (the docs MCP server). */
export function apiMarkdownContext(data: ApiPageContent, pageUrl: string): ApiMarkdownContext {
  return {pageUrl, schemas: data.schemas, responses: data.responses};
}

/** Languages of an operation's request sample, with the code block's language. */
export const sampleLanguages = {curl: 'bash', python: 'python', typescript: 'typescript'} as const;
export type SampleLanguage = keyof typeof sampleLanguages;

function markupToHtml(node: MarkupNode): string {
  if (typeof node === 'string') {
    return escapeHtml(node);
  }
  const [tag, attributes, ...children] = node;
  const attributeText = Object.entries(attributes ?? {})
    .map(([name, value]) => ` ${name === 'className' ? 'class' : name}="${escapeHtml(String(value))}"`)
    .join('');
  return `<${tag}${attributeText}>${children.map(markupToHtml).join('')}</${tag}>`;
}

/** Rich text of the specification (already sanitised markup) as Markdown; '' for none. */
export function richTextToMarkdown(text: RichText | undefined, pageUrl: string): string {
  if (text === undefined) {
    return '';
  }
  const html = typeof text === 'string' ? `<p>${escapeHtml(text)}</p>` : text.map(markupToHtml).join('');
  return fragmentToMarkdown(html, {pageUrl}).trim();
}

/** Rich text squeezed onto one line, for a table cell. */
function cellText(text: RichText | undefined, context: Context): string {
  return richTextToMarkdown(text, context.pageUrl).replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** What a schema allows beyond its type: enum values, limits, defaults. */
function schemaNotes(node: SchemaNode, context: Context): string[] {
  const view = resolveSchemaNode(node, context.schemas);
  const notes: string[] = [];
  if (view.enum !== undefined) {
    notes.push(`One of: ${view.enum.map((value) => inlineCode(value)).join(', ')}.`);
  }
  if (view.const !== undefined) {
    notes.push(`Always ${inlineCode(view.const)}.`);
  }
  if (view.constraints !== undefined && view.constraints.length > 0) {
    // A pattern is code: escaped as prose, its backslashes would change what it says.
    const limits = view.constraints
      .map((limit) => (limit.startsWith('pattern ') ? `pattern ${inlineCode(limit.slice(8))}` : escapeText(limit)))
      .join(', ');
    notes.push(`${limits.charAt(0).toUpperCase()}${limits.slice(1)}.`);
  }
  if (view.default !== undefined) {
    notes.push(`Default ${inlineCode(view.default)}.`);
  }
  if (view.deprecated === true) {
    notes.push('Deprecated.');
  }
  return notes;
}

function describedCell(description: RichText | undefined, node: SchemaNode | undefined, context: Context): string {
  const own = description ?? (node === undefined ? undefined : resolveSchemaNode(node, context.schemas).description);
  return [cellText(own, context), ...(node === undefined ? [] : schemaNotes(node, context))]
    .filter((part) => part !== '')
    .join(' ');
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function typeOf(node: SchemaNode | undefined, context: Context): string {
  return node === undefined ? '' : inlineCode(schemaTypeLabel(node, context.schemas));
}

function parametersTable(parameters: readonly ParameterView[], context: Context): string {
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    parameters.map((parameter) => [
      inlineCode(parameter.name),
      parameter.in,
      typeOf(parameter.schema, context),
      parameter.required === true ? 'yes' : 'no',
      [
        describedCell(parameter.description, parameter.schema, context),
        parameter.example === undefined ? '' : `Example: ${inlineCode(parameter.example)}.`,
      ]
        .filter((part) => part !== '')
        .join(' '),
    ]),
  );
}

function fieldsTable(properties: readonly PropertyView[], context: Context): string {
  return table(
    ['Field', 'Type', 'Required', 'Description'],
    properties.map((property) => [
      inlineCode(property.name),
      typeOf(property.schema, context),
      property.required === true ? 'yes' : 'no',
      describedCell(undefined, property.schema, context),
    ]),
  );
}

function languageOf(mediaType: string): string {
  return /json/.test(mediaType) ? 'json' : '';
}

function examplesOf(media: MediaView): string[] {
  return media.examples.map((example) => {
    const label = example.summary ?? example.name;
    const block = codeBlock(example.value, languageOf(media.mediaType));
    return label === undefined ? block : `Example (${escapeText(label)}):\n\n${block}`;
  });
}

/**
 * A body: its media type, top-level fields (a named schema's are in the schemas section) and, unless
 * the curl sample already shows it, its examples.
 */
function bodyOf(body: RequestBodyView, context: Context, withExamples: boolean): string {
  const parts = [richTextToMarkdown(body.description, context.pageUrl)];
  for (const media of body.content) {
    const type = media.schema === undefined ? '' : schemaTypeLabel(media.schema, context.schemas);
    parts.push(
      `Content type ${inlineCode(media.mediaType)}${type === '' ? '' : `, ${inlineCode(type)}`}${body.required === true ? ', required' : ''}.`,
    );
    const view = media.schema === undefined ? undefined : resolveSchemaNode(media.schema, context.schemas);
    if (view?.properties !== undefined && view.properties.length > 0) {
      parts.push(fieldsTable(view.properties, context));
    }
    if (withExamples) {
      parts.push(...examplesOf(media));
    }
  }
  return parts.filter((part) => part !== '').join('\n\n');
}

function responseBody(response: ResponseView, context: Context): ResponseBody {
  return 'ref' in response ? (context.responses[response.ref] ?? {}) : response;
}

function isError(status: string): boolean {
  return /^[45]/.test(status);
}

/** The machine-readable `error.code` of an error example, when it has one. */
function errorCode(body: ResponseBody): string | undefined {
  for (const example of body.content?.flatMap((media) => media.examples) ?? []) {
    try {
      const value = JSON.parse(example.value) as {error?: {code?: unknown}};
      if (typeof value.error?.code === 'string') {
        return value.error.code;
      }
    } catch {
      // A non-JSON example has no code to show.
    }
  }
  return undefined;
}

function responsesOf(responses: readonly ResponseView[], context: Context, headingLevel: number): string {
  const heading = '#'.repeat(headingLevel);
  const parts: string[] = [];
  const successes = responses.filter((response) => !isError(response.status));
  const errors = responses.filter((response) => isError(response.status));
  if (successes.length > 0) {
    parts.push(`${heading} Responses`);
    for (const response of successes) {
      const body = responseBody(response, context);
      const description = cellText(body.description, context);
      parts.push(`${inlineCode(response.status)}${description === '' ? '' : `: ${description}`}`);
      for (const media of body.content ?? []) {
        parts.push(...examplesOf(media));
      }
    }
  }
  if (errors.length > 0) {
    parts.push(`${heading} Errors`);
    parts.push(
      table(
        ['Status', 'Code', 'When'],
        errors.map((response) => {
          const body = responseBody(response, context);
          const code = errorCode(body);
          return [
            inlineCode(response.status),
            code === undefined ? '' : inlineCode(code),
            cellText(body.description, context),
          ];
        }),
      ),
    );
  }
  return parts.join('\n\n');
}

/** One operation's section; the request sample in `language` (curl, as on the page, by default). */
export function operationMarkdown(
  operation: OperationView,
  context: Context,
  language: SampleLanguage = 'curl',
): string {
  const title = operation.summary || `${operation.method.toUpperCase()} ${operation.path}`;
  const parts = [`### ${escapeText(title)}`, operationSignature(operation.method, operation.path)];
  if (operation.deprecated === true) {
    parts.push('> **Deprecated**');
  }
  parts.push(richTextToMarkdown(operation.description, context.pageUrl));
  parts.push(
    operation.security.length === 0
      ? 'Authentication: none.'
      : `Authentication: ${escapeText(operation.security.join(' or '))}.`,
  );
  if (operation.parameters.length > 0) {
    parts.push('#### Parameters', parametersTable(operation.parameters, context));
  }
  if (operation.requestBody !== undefined) {
    parts.push('#### Request body', bodyOf(operation.requestBody, context, false));
  }
  parts.push('#### Example request', codeBlock(operation.codeSamples[language], sampleLanguages[language]));
  parts.push(responsesOf(operation.responses, context, 4));
  return parts.filter((part) => part !== '').join('\n\n');
}

export function webhookMarkdown(event: WebhookView, context: Context): string {
  const parts = [`### ${escapeText(event.summary || event.event)}`, eventSignature(event.event)];
  if (event.deprecated === true) {
    parts.push('> **Deprecated**');
  }
  parts.push(richTextToMarkdown(event.description, context.pageUrl));
  if (event.headers.length > 0) {
    parts.push('#### Headers', parametersTable(event.headers, context));
  }
  if (event.payload !== undefined) {
    parts.push('#### Payload', bodyOf(event.payload, context, true));
  }
  parts.push(responsesOf(event.responses, context, 4));
  return parts.filter((part) => part !== '').join('\n\n');
}

function schemasMarkdown(context: Context): string {
  const named = Object.entries(context.schemas).sort(([a], [b]) => a.localeCompare(b));
  if (named.length === 0) {
    return '';
  }
  return ['## Schemas', ...named.map(([name]) => schemaMarkdown(name, context))].join('\n\n');
}

/** One named schema's section: its description, then its fields' table or its type and limits. */
export function schemaMarkdown(name: string, context: Context, headingLevel = 3): string {
  const view = context.schemas[name] ?? {};
  const parts = [
    `${'#'.repeat(headingLevel)} ${escapeText(name)}`,
    richTextToMarkdown(view.description, context.pageUrl),
  ];
  if (view.properties !== undefined && view.properties.length > 0) {
    parts.push(fieldsTable(view.properties, context));
  } else {
    parts.push([`Type ${typeOf({ref: name}, context) || inlineCode('any')}.`, ...schemaNotes(view, context)].join(' '));
  }
  return parts.filter((part) => part !== '').join('\n\n');
}

/**
 * The body of an API page's Markdown (everything after the header): overview and servers, then each
 * tag's operations, the webhook events and the schemas.
 */
export function apiPageMarkdownBody(data: ApiPageContent, pageUrl: string): string {
  const context = apiMarkdownContext(data, pageUrl);
  const parts = [richTextToMarkdown(data.description, pageUrl), `Version: ${escapeText(data.version)}.`];
  if (data.servers.length > 0) {
    parts.push(
      'Servers:',
      data.servers
        .map(
          (server) => `- ${server.url}${server.description === undefined ? '' : `: ${escapeText(server.description)}`}`,
        )
        .join('\n'),
    );
  }
  for (const tag of data.tags) {
    parts.push(`## ${escapeText(tag.name)}`, richTextToMarkdown(tag.description, pageUrl));
    parts.push(...tag.operations.map((operation) => operationMarkdown(operation, context)));
  }
  if (data.webhooks !== undefined) {
    parts.push(`## ${escapeText(data.webhooks.name)}`, richTextToMarkdown(data.webhooks.description, pageUrl));
    parts.push(...data.webhooks.events.map((event) => webhookMarkdown(event, context)));
  }
  parts.push(schemasMarkdown(context));
  return `${parts.filter((part) => part !== '').join('\n\n')}\n`;
}
