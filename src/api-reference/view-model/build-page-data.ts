/**
 * OpenAPI document → the view model of its reference page. Runs at build time in the plugin, and in the
 * browser (loaded on demand) when the live specification differs from the build's copy.
 */
import {
  codeSamples,
  fillPath,
  freshIdempotencyKey,
  tokenPlaceholder,
  type NameValue,
  type SampleRequest,
} from './code-samples';
import {
  arrayField,
  componentName,
  dereferenceObject,
  isObject,
  objectField,
  stringField,
  type JsonObject,
  type OpenApiDocument,
} from '../spec/document';
import {mediaExamples, ownParameterExample, parameterExample, type ExampleDirection} from './examples';
import {isJsonMediaType} from './media-types';
import {serializeParameter} from './serialize-parameter';
import {specFingerprint} from './fingerprint';
import {markdownToRichText} from './markdown';
import {AnchorRegistry} from './anchors';
import {
  collectOperations,
  collectWebhooks,
  webhookGroupName,
  type NormalisedOperation,
  type NormalisedWebhook,
} from './operations';
import {sampleServer} from './sample-conventions';
import {webhookSamples} from './webhook-samples';
import {SchemaConverter} from './schema-view';
import type {
  ApiPageContent,
  HeaderView,
  MediaView,
  OperationView,
  ParameterLocation,
  ParameterView,
  RequestBodyView,
  ResponseBody,
  ResponseView,
  RichText,
  ServerView,
  TagView,
  WebhookGroupView,
  WebhookView,
} from './types';

export interface BuildPageOptions {
  specId: string;
  /** Title used when the document has none. */
  fallbackTitle: string;
}

const parameterLocations: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

/** How the API pages its lists: the cursor parameter and answer field, and the field of the items. */
const listCursor = {cursor: 'next_page', items: 'data'} as const;

/** A header that signs a webhook delivery, such as `Meterstone-Signature`, by the naming convention. */
const signatureHeaderName = /-signature$/i;

/** Heading levels of Markdown headings by where the description sits in the page outline. */
const headingBase = {info: 2, tag: 3, operation: 4, field: 0} as const;

/** Server URL with its `{variables}` replaced by their defaults. */
export function serverUrl(server: JsonObject): string {
  const url = stringField(server, 'url') ?? '';
  const variables = objectField(server, 'variables') ?? {};
  return url.replace(/\{([^}]+)\}/g, (segment, name: string) => {
    const variable = objectField(variables, name);
    const value = variable === undefined ? undefined : variable.default;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : segment;
  });
}

interface AuthScheme {
  label: string;
  header?: NameValue;
}

function authScheme(scheme: JsonObject): AuthScheme {
  const type = stringField(scheme, 'type');
  const httpScheme = stringField(scheme, 'scheme')?.toLowerCase();
  if (type === 'http' && httpScheme === 'bearer') {
    return {label: 'Bearer token', header: {name: 'Authorization', value: `Bearer ${tokenPlaceholder}`}};
  }
  if (type === 'http' && httpScheme === 'basic') {
    return {label: 'HTTP Basic', header: {name: 'Authorization', value: 'Basic <BASE64_CREDENTIALS>'}};
  }
  if (type === 'apiKey') {
    const name = stringField(scheme, 'name') ?? 'API key';
    const location = stringField(scheme, 'in');
    return location === 'header'
      ? {label: `API key in the ${name} header`, header: {name, value: '<API_KEY>'}}
      : {label: `API key in the ${name} ${location ?? 'parameter'}`};
  }
  if (type === 'oauth2') {
    return {label: 'OAuth 2.0', header: {name: 'Authorization', value: `Bearer ${tokenPlaceholder}`}};
  }
  return {label: type ?? 'Authentication'};
}

/** Builds the view model of one document; one instance per page. */
class PageBuilder {
  private readonly schemas: SchemaConverter;
  private readonly responses: Record<string, ResponseBody> = {};
  private readonly authSchemes = new Map<string, AuthScheme>();
  private readonly baseUrl: string;

  constructor(private readonly document: OpenApiDocument) {
    this.schemas = new SchemaConverter(document, (markdown) => this.describe(markdown, headingBase.field));
    const securitySchemes = objectField(objectField(document, 'components') ?? {}, 'securitySchemes') ?? {};
    for (const [name, raw] of Object.entries(securitySchemes)) {
      const scheme = dereferenceObject(document, raw);
      if (scheme !== undefined) {
        this.authSchemes.set(name, authScheme(scheme));
      }
    }
    const server = sampleServer(
      arrayField(document, 'servers')
        .filter(isObject)
        .map((entry) => ({entry, environment: stringField(entry, 'x-meterstone-environment')})),
    );
    this.baseUrl = (server === undefined ? '' : serverUrl(server.entry)).replace(/\/+$/, '');
  }

  describe(markdown: string, base: number): RichText | undefined {
    return markdownToRichText(markdown, {headingBase: base});
  }

  /** Sets `view.description` to the Markdown rendered, when there is any to show. */
  private describeInto(view: {description?: RichText}, markdown: string | undefined, base: number): void {
    const description = markdown === undefined ? undefined : this.describe(markdown, base);
    if (description !== undefined) {
      view.description = description;
    }
  }

  build(options: BuildPageOptions): ApiPageContent {
    const fingerprint = specFingerprint(this.document);
    const info = objectField(this.document, 'info') ?? {};
    const anchors = new AnchorRegistry();
    const tags: TagView[] = collectOperations(this.document, anchors).map((group) => {
      const view: TagView = {
        name: group.name,
        anchor: group.anchor,
        operations: group.operations.map((op) => this.operation(op)),
      };
      this.describeInto(view, group.description, headingBase.tag);
      return view;
    });
    const webhooks = this.webhookGroup(anchors);
    const content: ApiPageContent = {
      status: 'ok',
      specId: options.specId,
      title: stringField(info, 'title') ?? options.fallbackTitle,
      version: stringField(info, 'version') ?? '',
      servers: arrayField(this.document, 'servers')
        .filter(isObject)
        .map((server): ServerView => {
          const view: ServerView = {url: serverUrl(server)};
          const description = stringField(server, 'description');
          if (description !== undefined) {
            view.description = description;
          }
          const environment = stringField(server, 'x-meterstone-environment');
          if (environment !== undefined) {
            view.environment = environment;
          }
          return view;
        }),
      tags,
      ...(webhooks === undefined ? {} : {webhooks}),
      schemas: this.schemas.schemas,
      responses: this.responses,
      fingerprint,
    };
    this.describeInto(content, stringField(info, 'description'), headingBase.info);
    return content;
  }

  private webhookGroup(anchors: AnchorRegistry): WebhookGroupView | undefined {
    const group = collectWebhooks(this.document, anchors);
    const events = group.events.map((webhook) => this.webhook(webhook));
    return events.length === 0 ? undefined : {name: webhookGroupName, anchor: group.anchor, events};
  }

  private webhook(webhook: NormalisedWebhook): WebhookView {
    const headers = webhook.parameters.flatMap((raw) => this.parameter(raw) ?? []).filter((p) => p.in === 'header');
    const signature = headers.find((header) => signatureHeaderName.test(header.name));
    const view: WebhookView = {
      anchor: webhook.anchor,
      event: webhook.event,
      summary: webhook.summary,
      headers,
      responses: this.responseViews(webhook.operation),
      samples: webhookSamples(webhook.event, signature?.name),
    };
    if (webhook.operationId !== undefined) {
      view.operationId = webhook.operationId;
    }
    this.describeInto(view, webhook.description, headingBase.operation);
    if (webhook.operation.deprecated === true) {
      view.deprecated = true;
    }
    const payload = this.requestBody(webhook.operation);
    if (payload !== undefined) {
      view.payload = payload;
    }
    return view;
  }

  private parameter(raw: JsonObject): ParameterView | undefined {
    const name = stringField(raw, 'name');
    const location = stringField(raw, 'in') as ParameterLocation | undefined;
    if (name === undefined || location === undefined || !parameterLocations.includes(location)) {
      return undefined;
    }
    // A parameter gives either a schema or a content map with one media type.
    const content = objectField(raw, 'content');
    const contentSchema = content === undefined ? undefined : Object.values(content).find(isObject)?.schema;
    const view: ParameterView = {name, in: location, schema: this.schemas.node(raw.schema ?? contentSchema)};
    if (raw.required === true || location === 'path') {
      view.required = true;
    }
    if (raw.deprecated === true) {
      view.deprecated = true;
    }
    // The request console pre-fills its fields with it; the schema's own example is in `schema`.
    const example = ownParameterExample(raw, this.document);
    if (example !== undefined) {
      view.example = JSON.stringify(example);
    }
    this.describeInto(view, stringField(raw, 'description'), headingBase.field);
    return view;
  }

  private mediaViews(content: JsonObject | undefined, direction: ExampleDirection): MediaView[] {
    return Object.entries(content ?? {}).flatMap(([mediaType, raw]): MediaView[] => {
      if (!isObject(raw)) {
        return [];
      }
      const view: MediaView = {mediaType, examples: mediaExamples(raw, mediaType, direction, this.document)};
      if (raw.schema !== undefined) {
        view.schema = this.schemas.node(raw.schema);
      }
      return [view];
    });
  }

  private requestBody(operation: JsonObject): RequestBodyView | undefined {
    const body = dereferenceObject(this.document, operation.requestBody);
    if (body === undefined) {
      return undefined;
    }
    const view: RequestBodyView = {content: this.mediaViews(objectField(body, 'content'), 'request')};
    if (body.required === true) {
      view.required = true;
    }
    this.describeInto(view, stringField(body, 'description'), headingBase.field);
    return view;
  }

  private responseBody(response: JsonObject): ResponseBody {
    const body: ResponseBody = {};
    this.describeInto(body, stringField(response, 'description'), headingBase.field);
    const headers = Object.entries(objectField(response, 'headers') ?? {}).flatMap(([name, raw]): HeaderView[] => {
      const header = dereferenceObject(this.document, raw);
      if (header === undefined) {
        return [];
      }
      const view: HeaderView = {name};
      if (header.required === true) {
        view.required = true;
      }
      this.describeInto(view, stringField(header, 'description'), headingBase.field);
      if (header.schema !== undefined) {
        view.schema = this.schemas.node(header.schema);
      }
      return [view];
    });
    if (headers.length > 0) {
      body.headers = headers;
    }
    const content = this.mediaViews(objectField(response, 'content'), 'response');
    if (content.length > 0) {
      body.content = content;
    }
    return body;
  }

  private responseViews(operation: JsonObject): ResponseView[] {
    return Object.entries(objectField(operation, 'responses') ?? {}).flatMap(([status, raw]): ResponseView[] => {
      const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
      const name = ref === undefined ? undefined : componentName(ref, 'responses');
      const response = dereferenceObject(this.document, raw);
      if (response === undefined) {
        return [];
      }
      if (name !== undefined) {
        // Shared responses (the errors, mostly) are described once in the page's table.
        this.responses[name] ??= this.responseBody(response);
        return [{status, ref: name}];
      }
      return [{status, ...this.responseBody(response)}];
    });
  }

  private securityOf(operation: JsonObject): string[][] {
    const requirements = Array.isArray(operation.security) ? operation.security : arrayField(this.document, 'security');
    return requirements.filter(isObject).map((requirement) => Object.keys(requirement));
  }

  private sampleRequest(op: NormalisedOperation, requestBody: RequestBodyView | undefined): SampleRequest {
    const pathValues: Record<string, unknown> = {};
    const query: NameValue[] = [];
    const headers: NameValue[] = [];
    const [firstRequirement] = this.securityOf(op.operation);
    for (const schemeName of firstRequirement ?? []) {
      const header = this.authSchemes.get(schemeName)?.header;
      if (header !== undefined) {
        headers.push(header);
      }
    }
    for (const parameter of op.parameters) {
      const name = stringField(parameter, 'name')!;
      const location = stringField(parameter, 'in');
      if (location === 'path') {
        pathValues[name] = parameterExample(parameter, this.document);
      } else if (location === 'header' && name.toLowerCase() === 'idempotency-key') {
        // Every write sends a key of its own, made when the sample runs (see freshIdempotencyKey).
        headers.push({name, value: freshIdempotencyKey});
      } else if ((location === 'query' || location === 'header') && parameter.required === true) {
        // Optional filters and the page cursor stay out: a pasted sample asks for what a reader would,
        // the first page of the list. The parameters table shows every option with its example.
        const style = stringField(parameter, 'style');
        const serialization = {
          name,
          in: location as 'query' | 'header',
          ...(style === undefined ? {} : {style}),
          ...(typeof parameter.explode === 'boolean' ? {explode: parameter.explode} : {}),
        };
        (location === 'query' ? query : headers).push(
          ...serializeParameter(serialization, parameterExample(parameter, this.document)),
        );
      }
    }
    const media = requestBody?.content[0];
    const example = media?.examples[0];
    if (media !== undefined && example !== undefined) {
      headers.push({name: 'Content-Type', value: media.mediaType});
    }
    const success = Object.entries(objectField(op.operation, 'responses') ?? {}).find(([status]) => /^2/.test(status));
    const successResponse = success === undefined ? undefined : dereferenceObject(this.document, success[1]);
    const successContent = successResponse === undefined ? undefined : objectField(successResponse, 'content');
    const pagination = this.paginationOf(op, successContent);
    return {
      method: op.method,
      url: `${this.baseUrl}${fillPath(op.path, pathValues)}`,
      query,
      headers,
      ...(media !== undefined && example !== undefined
        ? {body: {mediaType: media.mediaType, text: example.value}}
        : {}),
      respondsWithJson: Object.keys(successContent ?? {}).some(isJsonMediaType),
      ...(pagination === undefined ? {} : {pagination}),
    };
  }

  /**
   * A list read page by page: a `GET` that takes the cursor as a query parameter and whose JSON answer
   * holds the items and the next cursor (the API's convention: `data` and `next_page`).
   */
  private paginationOf(op: NormalisedOperation, successContent: JsonObject | undefined): SampleRequest['pagination'] {
    const cursor = listCursor.cursor;
    const takesCursor = op.parameters.some(
      (parameter) => stringField(parameter, 'in') === 'query' && stringField(parameter, 'name') === cursor,
    );
    const media = Object.entries(successContent ?? {}).find(([type]) => isJsonMediaType(type))?.[1];
    const schema = isObject(media) ? dereferenceObject(this.document, media.schema) : undefined;
    const properties = schema === undefined ? {} : (objectField(schema, 'properties') ?? {});
    if (op.method !== 'get' || !takesCursor || !(cursor in properties) || !(listCursor.items in properties)) {
      return undefined;
    }
    // A list's cursor is null on its last page; a feed's (the delta stream) never is: the feed ends, for
    // now, on a page without items, and the reader polls again later with its cursor.
    const endsWith = this.allowsNull(properties[cursor]) ? 'null-cursor' : 'empty-page';
    return {...listCursor, endsWith};
  }

  /** Whether a schema accepts `null` (`type: [string, 'null']`, `nullable`, or a null branch). */
  private allowsNull(raw: unknown): boolean {
    const schema = dereferenceObject(this.document, raw);
    if (schema === undefined) {
      return false;
    }
    const type = schema.type;
    return (
      type === 'null' ||
      (Array.isArray(type) && type.includes('null')) ||
      schema.nullable === true ||
      ['anyOf', 'oneOf'].some((key) => arrayField(schema, key).some((branch) => this.allowsNull(branch)))
    );
  }

  private operation(op: NormalisedOperation): OperationView {
    const parameters = op.parameters.flatMap((raw) => this.parameter(raw) ?? []);
    // Path parameters first, then query, header and cookie ones, as a reader builds the request.
    parameters.sort((a, b) => parameterLocations.indexOf(a.in) - parameterLocations.indexOf(b.in));
    const requestBody = this.requestBody(op.operation);
    const security = [
      ...new Set(
        this.securityOf(op.operation).flatMap((names) =>
          names.map((name) => this.authSchemes.get(name)?.label ?? name),
        ),
      ),
    ];
    const view: OperationView = {
      anchor: op.anchor,
      method: op.method,
      path: op.path,
      summary: op.summary,
      security,
      parameters,
      responses: this.responseViews(op.operation),
      codeSamples: codeSamples(this.sampleRequest(op, requestBody)),
    };
    if (op.operationId !== undefined) {
      view.operationId = op.operationId;
    }
    this.describeInto(view, op.description, headingBase.operation);
    if (op.operation.deprecated === true) {
      view.deprecated = true;
    }
    if (requestBody !== undefined) {
      view.requestBody = requestBody;
    }
    return view;
  }
}

/** The view model of the reference page of `document`. Never mutates the document. */
export function buildPageContent(document: OpenApiDocument, options: BuildPageOptions): ApiPageContent {
  if (!isObject(document) || !isObject(document.paths) || typeof document.openapi !== 'string') {
    throw new Error('not an OpenAPI 3 document (missing "openapi" or "paths")');
  }
  return new PageBuilder(document).build(options);
}
