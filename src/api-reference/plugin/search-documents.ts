/**
 * The API reference's operations as search documents, for the plugin's `extraDocuments` option. It
 * reads the same view model the API reference pages render (summary, method, path, description and the
 * section anchor), so a result opens the operation's section of its page.
 */
import {richTextToPlain} from '../view-model/rich-text';
import type {ApiPageContent, ApiPageData, MediaView, ParameterView, SchemaNode} from '../view-model/types';
import type {SearchDocument} from '../../search/engine/types';
import {pageFromSpec} from './page-data';
import type {ApiSpecSource} from '../spec/spec-source';
import {operationDocument, pageUrl} from '../../search/plugin/documents';
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
 * Every operation of every specification of `source`, as `extraDocuments` of the search plugin: the
 * same loaded specifications the reference pages were built from, so the index and the pages agree.
 */
export function apiOperationDocuments(source: ApiSpecSource) {
  return async ({siteDir, baseUrl}: ExtraDocumentsContext): Promise<SearchDocument[]> => {
    const pages = (await source.load(siteDir)).map(pageFromSpec);
    return pages.flatMap((page) => pageOperationDocuments(page.data, page.entry.route, baseUrl));
  };
}
