/**
 * The API reference's operations as search documents, for the plugin's `extraDocuments` option. It
 * reads the same view model the API reference pages render (summary, method, path, description and the
 * section anchor), so a result opens the operation's section of its page.
 */
import {firstBlockText, richTextToPlain} from '../view-model/rich-text';
import type {ApiPageContent, ApiPageData, MediaView, ParameterView, RichText, SchemaNode} from '../view-model/types';
import {objectAnchor, sharedHeaderAnchor} from '../view-model/anchors';
import {describedObjects} from '../view-model/objects';
import {resolveSchemaNode} from '../view-model/schema-label';
import {sharedHeaders} from '../view-model/shared-headers';
import type {SearchDocument} from '../../search/engine/types';
import {pageFromSpec} from './page-data';
import type {ApiSpecSource} from '../spec/spec-source';
import {firstSentence, operationDocument, pageUrl} from '../../search/plugin/documents';
import {operationRouteToken} from '../../search/engine/operation-route';
import {normalizeText} from '../../search/plugin/extract';
import type {ExtraDocumentsContext} from '../../search/plugin/options';

/** The properties of a schema, following one reference to a named schema of the page. */
function propertyNames(schema: SchemaNode | undefined, schemas: ApiPageContent['schemas']): string[] {
  const view = schema !== undefined && 'ref' in schema ? schemas[schema.ref] : schema;
  return (view?.properties ?? []).map((property) => property.name);
}

/** Parameter names and the top-level field names of the bodies: what a developer looks an operation up by. */
function fieldNames(
  parameters: readonly ParameterView[],
  bodies: readonly MediaView[],
  schemas: ApiPageContent['schemas'],
): string[] {
  return [
    ...parameters.map((parameter) => parameter.name),
    ...bodies.flatMap((media) => propertyNames(media.schema, schemas)),
  ];
}

/**
 * One document per operation and per webhook event of a loaded API page; a page that failed to load
 * gives none. An event is found by its type (`invoice.finalized`) and the words "webhook event".
 */
export function pageOperationDocuments(data: ApiPageData, pageRoute: string, baseUrl: string): SearchDocument[] {
  if (data.status !== 'ok') {
    return [];
  }
  const url = pageUrl(baseUrl, pageRoute);
  const operations = data.tags.flatMap((tag) =>
    tag.operations.map((operation) =>
      operationDocument({
        url: `${url}#${operation.anchor}`,
        summary: operation.summary || `${operation.method.toUpperCase()} ${operation.path}`,
        method: operation.method,
        path: operation.path,
        description: normalizeText(richTextToPlain(operation.description)),
        apiTitle: data.title,
        identifiers: [
          ...(operation.operationId === undefined ? [] : [operation.operationId]),
          operationRouteToken(operation.method, operation.path),
        ],
        fields: fieldNames(operation.parameters, operation.requestBody?.content ?? [], data.schemas),
      }),
    ),
  );
  const events = (data.webhooks?.events ?? []).map((event) =>
    operationDocument({
      url: `${url}#${event.anchor}`,
      summary: event.summary,
      method: 'webhook event',
      path: event.event,
      description: normalizeText(richTextToPlain(event.description)),
      apiTitle: data.title,
      identifiers: [event.event, ...(event.operationId === undefined ? [] : [event.operationId])],
      fields: fieldNames(event.headers, event.payload?.content ?? [], data.schemas),
    }),
  );
  return [...operations, ...events];
}

/**
 * An object's name as words (`PrepaidGrant` → `Prepaid Grant`): the engine splits camelCase
 * identifiers, not PascalCase names, and readers type "prepaid grant".
 */
const nameWords = (name: string): string => name.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u).join(' ');

/**
 * Score factor of an object, a header and the events section. Their documents are short, so a title
 * match scores high: named in a query ("Invoice", "Retry-After") they still come in the top 3, while a
 * question in a reader's words ("delete a customer") should find the guide section that answers it. At
 * 0.75 both hold (issue #31 queries all in the top 3, the issue #29 question bank 90.2% in the top 3); at
 * 1 the bank fell to 89.1%, at 0.65 "Invoice" and "Customer" fell out of the top 3.
 */
const referenceSectionBoost = 0.75;

/** The first sentence of a description, for a result's snippet (the index keeps its text short). */
const leadSentence = (text: RichText | undefined): string => firstSentence(normalizeText(firstBlockText(text)));

/**
 * The other sections of a loaded API page that readers look up by name, one document each at the anchor
 * the page renders (components Objects, ResponseHeaders, WebhookEvents):
 * - each object of its "Objects" section (`Invoice`), found by its name (as a tag, like an operation's id,
 *   and as words) and its field names ("invoice status");
 * - each shared response header (`RateLimit-Remaining`, `Retry-After`), by its name (its description
 *   names other headers and the guide's rate-limit section is the home of the topic);
 * - the webhook events section, by its name and the event types it lists.
 * Only names are indexed, and a first sentence kept for the snippet: the whole index has a size budget.
 */
export function pageReferenceDocuments(data: ApiPageData, pageRoute: string, baseUrl: string): SearchDocument[] {
  if (data.status !== 'ok') {
    return [];
  }
  const url = pageUrl(baseUrl, pageRoute);
  const section = (anchor: string, document: Omit<SearchDocument, 'ref' | 'parentTitle'>): SearchDocument => ({
    ref: `${url}#${anchor}`,
    parentTitle: data.title,
    boost: referenceSectionBoost,
    ...document,
  });
  const webhooks = data.webhooks;
  const events =
    webhooks === undefined
      ? []
      : [
          section(webhooks.anchor, {
            title: webhooks.name,
            content: `Webhook events ${webhooks.events.map((event) => event.event).join(' ')}`,
            tags: '',
            excerpt: leadSentence(webhooks.description),
          }),
        ];
  const objects = describedObjects(data).map((name) =>
    section(objectAnchor(name), {
      title: name,
      content: `${nameWords(name)} object ${propertyNames({ref: name}, data.schemas).join(' ')}`,
      tags: name,
      excerpt: leadSentence(resolveSchemaNode({ref: name}, data.schemas).description),
    }),
  );
  const headers = sharedHeaders(data).map((header) =>
    section(sharedHeaderAnchor(header.name), {
      title: header.name,
      content: `Response header ${header.name}`,
      tags: header.name,
      excerpt: leadSentence(header.description),
    }),
  );
  return [...events, ...objects, ...headers];
}

/**
 * One document per object or header name: the first page's (the main reference comes first). The Error
 * object and the rate-limit headers are on every API page, and Contract or Commit on two versions; one
 * of each keeps them from filling the result list and the index within its size budget.
 */
function firstOfEachName(documents: readonly SearchDocument[]): SearchDocument[] {
  const seen = new Set<string>();
  return documents.filter((document) => {
    const key = document.title;
    const first = !seen.has(key);
    seen.add(key);
    return first;
  });
}

/**
 * Every operation, webhook event, object and shared header of every specification of `source`, as
 * `extraDocuments` of the search plugin: the same loaded specifications the reference pages were built
 * from, so the index and the pages agree.
 */
export function apiOperationDocuments(source: ApiSpecSource) {
  return async ({siteDir, baseUrl}: ExtraDocumentsContext): Promise<SearchDocument[]> => {
    const pages = (await source.load(siteDir)).map(pageFromSpec);
    return [
      ...pages.flatMap((page) => pageOperationDocuments(page.data, page.entry.route, baseUrl)),
      ...firstOfEachName(pages.flatMap((page) => pageReferenceDocuments(page.data, page.entry.route, baseUrl))),
    ];
  };
}
