/**
 * The API reference's operations as search documents, for the plugin's `extraDocuments` option. It
 * reads the same view model the API reference pages render (summary, method, path, description and the
 * section anchor), so a result opens the operation's section of its page.
 */
import type {ApiPageData, MarkupNode, RichText} from '../view-model/types';
import {apiSpecs} from '../spec/registry';
import type {SearchDocument} from '../../search/engine/types';
import {loadApiPage} from './load-spec';
import {operationDocument, pageUrl} from '../../search/plugin/documents';
import {normalizeText} from '../../search/plugin/extract';
import type {ExtraDocumentsContext} from '../../search/plugin/options';

function markupText(node: MarkupNode): string {
  if (typeof node === 'string') {
    return node;
  }
  const [, , ...children] = node;
  return ` ${children.map(markupText).join('')} `;
}

/** Plain text of a rendered description (`RichText` is a string or sanitised markup nodes). */
export function richTextToPlain(text: RichText | undefined): string {
  if (text === undefined) {
    return '';
  }
  return normalizeText(typeof text === 'string' ? text : text.map(markupText).join(' '));
}

/** One document per operation of a loaded API page; a page that failed to load gives none. */
export function pageOperationDocuments(data: ApiPageData, pageRoute: string, baseUrl: string): SearchDocument[] {
  if (data.status !== 'ok') {
    return [];
  }
  const url = pageUrl(baseUrl, pageRoute);
  return data.tags.flatMap((tag) =>
    tag.operations.map((operation) =>
      operationDocument({
        url: `${url}#${operation.anchor}`,
        summary: operation.summary || `${operation.method.toUpperCase()} ${operation.path}`,
        method: operation.method,
        path: operation.path,
        description: richTextToPlain(operation.description),
        apiTitle: data.title,
      }),
    ),
  );
}

/**
 * Every operation of every registered API specification, as `extraDocuments` of the search plugin.
 * `specsDir` is the API reference's own option (fixture specifications in test builds), so both read the
 * same files.
 */
export function apiOperationDocuments(specsDir?: string) {
  return async ({siteDir, baseUrl}: ExtraDocumentsContext): Promise<SearchDocument[]> => {
    const sourceOptions = specsDir === undefined ? {siteDir} : {siteDir, specsDir};
    const pages = await Promise.all(apiSpecs.map((entry) => loadApiPage(entry, sourceOptions)));
    return pages.flatMap((page) => pageOperationDocuments(page.data, page.entry.route, baseUrl));
  };
}
