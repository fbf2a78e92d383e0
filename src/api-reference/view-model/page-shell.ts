/**
 * What an API reference page needs before its operations render: the header, the side navigation and
 * the live check. The route ships only this; the operations' view model (schemas, examples, samples:
 * most of the page's data) is a chunk of its own that the browser loads only when it must render the
 * operations itself (a client-side navigation to the page, a request console). On a first visit the
 * operations are the server's HTML and that chunk is never fetched.
 */
import {linkedObjects} from './objects';
import {objectsAnchor, sharedHeadersAnchor, sharedResponsesAnchor} from './anchors';
import {sharedHeaders} from './shared-headers';
import type {ApiPageContent, ApiPageFailure, HttpMethod} from './types';

/** An entry of the side navigation: an operation or a webhook event. */
export interface OutlineItem {
  anchor: string;
  summary: string;
  badge: HttpMethod | 'event';
}

/** A section of the page in the navigation: a tag, the webhook events, the objects, the shared parts. */
export interface OutlineGroup {
  anchor: string;
  name: string;
  items: OutlineItem[];
}

export interface ApiPageShell extends Omit<ApiPageContent, 'tags' | 'webhooks' | 'schemas' | 'responses' | 'changes'> {
  /** The page's sections and their operations and events, in page order. */
  outline: OutlineGroup[];
  operationCount: number;
  /** Webhook events, or undefined when the document has no `webhooks`. */
  webhookEventCount?: number;
}

/** The data of an API reference route: the shell of a page, or the page that says why there is none. */
export type ApiRouteData = ApiPageShell | ApiPageFailure;

/** The navigation of a page, from its content. */
export function pageOutline(content: ApiPageContent): OutlineGroup[] {
  const {webhooks} = content;
  return [
    ...content.tags.map((tag) => ({
      anchor: tag.anchor,
      name: tag.name,
      items: tag.operations.map(({anchor, summary, method}) => ({anchor, summary, badge: method})),
    })),
    ...(webhooks === undefined
      ? []
      : [
          {
            anchor: webhooks.anchor,
            name: webhooks.name,
            items: webhooks.events.map(({anchor, summary}) => ({anchor, summary, badge: 'event' as const})),
          },
        ]),
    // Objects are many (a hundred in v1): the section opens with its own index rather than lengthen this list.
    ...(linkedObjects(content).length > 0 ? [{anchor: objectsAnchor, name: 'Objects', items: []}] : []),
    ...(sharedHeaders(content).length > 0 ? [{anchor: sharedHeadersAnchor, name: 'Response headers', items: []}] : []),
    ...(Object.keys(content.responses).length > 0
      ? [{anchor: sharedResponsesAnchor, name: 'Shared responses', items: []}]
      : []),
  ];
}

/** The shell of a page: its content without the operations' view model, plus what is derived from it. */
export function pageShell(content: ApiPageContent): ApiPageShell {
  // The objects' tables of what can change render with the objects, from the operations' chunk.
  const {tags, webhooks, schemas: _schemas, responses: _responses, changes: _changes, ...rest} = content;
  return {
    ...rest,
    outline: pageOutline(content),
    operationCount: tags.reduce((total, tag) => total + tag.operations.length, 0),
    ...(webhooks === undefined ? {} : {webhookEventCount: webhooks.events.length}),
  };
}
