/**
 * The view model of an API reference page: what the build computes from an OpenAPI document and ships
 * as the route's data. It is lean on purpose (named schemas and shared responses appear once, in
 * tables, and are referenced by name) because the browser downloads it with the page.
 */
import type {ChangesSummary} from '../lifecycle/present';

/** Tags a description may render as, after sanitising. Everything else is dropped or unwrapped. */
export type MarkupTag =
  | 'p'
  | 'a'
  | 'strong'
  | 'em'
  | 'del'
  | 'code'
  | 'pre'
  | 'ul'
  | 'ol'
  | 'li'
  | 'blockquote'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'table'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td'
  | 'br'
  | 'hr';

/** Attributes that survive sanitising: safe link targets, list starts and code languages. */
export interface MarkupAttributes {
  href?: string;
  title?: string;
  start?: number;
  /** Only `language-<name>` on `code`. */
  className?: string;
}

/** A sanitised element: tag, attributes (or null), children. */
export type MarkupElement = [MarkupTag, MarkupAttributes | null, ...MarkupNode[]];
export type MarkupNode = string | MarkupElement;

/** Rendered Markdown: a plain string is a single paragraph of text (the common case, kept small). */
export type RichText = string | MarkupNode[];

/** A schema node: either a view of its own or a reference to a named schema of the page's table. */
export type SchemaNode = SchemaView | SchemaRef;

/**
 * A reference to a named schema. OpenAPI 3.1 lets a reference carry its own description and flags
 * (`$ref` beside `description`), which override the named schema's where it is used.
 */
export interface SchemaRef extends Pick<
  SchemaView,
  'title' | 'description' | 'nullable' | 'readOnly' | 'writeOnly' | 'deprecated' | 'default'
> {
  /** Name of the schema in {@link ApiPageContent.schemas} (the key below `components/schemas`). */
  ref: string;
}

export interface PropertyView {
  name: string;
  required?: true;
  schema: SchemaNode;
}

export interface SchemaView {
  /** Type label such as `object`, `string`, `integer`, `array`; several types are joined with ` | `. */
  type?: string;
  title?: string;
  description?: RichText;
  format?: string;
  nullable?: true;
  readOnly?: true;
  writeOnly?: true;
  deprecated?: true;
  /** JSON text of the default value. */
  default?: string;
  /** JSON texts of the allowed values. */
  enum?: string[];
  /** JSON text of the only allowed value. */
  const?: string;
  /** JSON text of the schema's own example. */
  example?: string;
  /** Human-readable limits: `>= 0`, `max length 255`, `pattern ^[a-z]+$`, `unique items`. */
  constraints?: string[];
  properties?: PropertyView[];
  /** `true` when any extra property is allowed, a schema when extra properties must match it. */
  additionalProperties?: SchemaNode | true;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  /** Only when the parts could not be merged into one object (for example a string and an object). */
  allOf?: SchemaNode[];
  /** Property that tells the `oneOf`/`anyOf` variants apart. */
  discriminator?: string;
  /** Set when the schema refers back to one of its ancestors; rendering stops there. */
  circular?: true;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterView {
  name: string;
  in: ParameterLocation;
  required?: true;
  deprecated?: true;
  description?: RichText;
  schema: SchemaNode;
  /** JSON text of the parameter's own example (the schema's is in `schema`). */
  example?: string;
}

export interface ExampleView {
  /** Key of a named example, when the specification names it. */
  name?: string;
  summary?: string;
  /** JSON text (pretty-printed), or the raw text for non-JSON media types. */
  value: string;
  /** The specification gave no example: this one was generated from the schema. */
  generated?: true;
}

export interface MediaView {
  mediaType: string;
  schema?: SchemaNode;
  examples: ExampleView[];
}

export interface HeaderView {
  name: string;
  required?: true;
  description?: RichText;
  schema?: SchemaNode;
}

export interface ResponseBody {
  description?: RichText;
  headers?: HeaderView[];
  content?: MediaView[];
}

/** A response of an operation; shared responses (`components/responses`) are referenced by name. */
export type ResponseView = {status: string} & (ResponseBody | {ref: string});

export interface RequestBodyView {
  description?: RichText;
  required?: true;
  content: MediaView[];
}

export interface CodeSamples {
  curl: string;
  python: string;
  typescript: string;
  /** Node.js with fetch, as an ES module. */
  javascript: string;
  /** net/http, a complete `package main`. */
  go: string;
  /** java.net.http, a single-file program (`java Sample.java`). */
  java: string;
  /** net/http. */
  ruby: string;
  /** The curl extension. */
  php: string;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export interface OperationView {
  /** HTML id of the operation's section: the operationId when it is a valid id. */
  anchor: string;
  operationId?: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: RichText;
  deprecated?: true;
  /** Labels of the accepted authentication schemes, such as `Bearer token`. Empty means public. */
  security: string[];
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  codeSamples: CodeSamples;
}

/** Code a receiver runs for a webhook delivery: verify the signature, then handle the event. */
export interface WebhookSamples {
  python: string;
  typescript: string;
}

/** An event Meterstone sends to the reader's endpoint (an entry of the document's `webhooks`). */
export interface WebhookView {
  /** HTML id of the event's section: the operationId when it is a valid id. */
  anchor: string;
  /** Event type, the key under `webhooks`, such as `invoice.finalized`. */
  event: string;
  operationId?: string;
  summary: string;
  description?: RichText;
  deprecated?: true;
  /** Headers of the delivery, such as its signature. */
  headers: ParameterView[];
  /** The event body the endpoint receives. */
  payload?: RequestBodyView;
  /** What the endpoint answers: how a delivery is acknowledged and when it is retried. */
  responses: ResponseView[];
  samples: WebhookSamples;
}

/** The webhooks of a document, in their own section after the operations. */
export interface WebhookGroupView {
  name: string;
  /** HTML id of the section. */
  anchor: string;
  description?: RichText;
  events: WebhookView[];
}

export interface TagView {
  name: string;
  /** HTML id of the tag's section. */
  anchor: string;
  description?: RichText;
  operations: OperationView[];
}

export interface ServerView {
  url: string;
  description?: string;
  /** The server's `x-meterstone-environment`, such as `sandbox`: what the console defaults to. */
  environment?: string;
}

/** A page whose specification was read, validated and turned into a view. */
export interface ApiPageContent {
  status: 'ok';
  specId: string;
  title: string;
  version: string;
  description?: RichText;
  servers: ServerView[];
  tags: TagView[];
  /** Events sent to the reader's endpoints, when the document has `webhooks`. */
  webhooks?: WebhookGroupView;
  schemas: Record<string, SchemaView>;
  responses: Record<string, ResponseBody>;
  /** Fingerprint of the source document, compared with the live copy in the browser. */
  fingerprint: string;
  /**
   * Fingerprint of the text the build publishes (see serialize-spec). A live copy with exactly this
   * text is the same document, recognised without parsing it; any other text is parsed and compared
   * by {@link fingerprint}.
   */
  publishedTextFingerprint?: string;
  /**
   * The guides that show an operation with a request sample, by the operation's anchor: a fact of the
   * build's docs, kept when a live copy of the specification re-renders the operations.
   */
  usedIn?: Record<string, {title: string; path: string}[]>;
  /**
   * What can change on each object (see lifecycle/), by object name: a fact of the build (its notes
   * are not in the specification), computed from the build's copy and not kept by a live re-render.
   */
  changes?: Record<string, ObjectChangesView>;
}

/** An object's "What can change" table and sentences, and the guide that explains the alternatives. */
export interface ObjectChangesView {
  summary: ChangesSummary;
  /** Route of the owning guide's "Changing it later" section. */
  guide?: string;
}

/** A page whose specification could not be loaded: the route still renders, with the reason. */
export interface ApiPageFailure {
  status: 'error';
  specId: string;
  title: string;
  reason: string;
  fingerprint: null;
}

export type ApiPageData = ApiPageContent | ApiPageFailure;
