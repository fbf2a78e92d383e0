/**
 * Every mention of an operation, a webhook event or "the API reference" in a page's prose is a link to
 * where it is documented, and every link into the API reference lands on an anchor that exists:
 * - an operationId (`createContract`) or a method and path (`POST /v1/contracts`) links to the
 *   operation's anchor on its reference page (`/api/#createContract`);
 * - a webhook event (`invoice.finalized`) links to its section of the webhooks guide
 *   (`webhooks.mdx#event-invoice-finalized`), which holds its anchor; its operationId
 *   (`onInvoiceFinalized`) links to the event's section of the reference, like an operation's;
 * - the words "API reference" are a link into `/api/…` (headings excepted).
 * Every mention in prose counts, inline code included, and a repeated mention is no exception: each one
 * is a link, even right after a linked one in the same paragraph. A mention counts as linked only when the
 * link goes to that item's anchor, and a link into `/api/…` must name one of the seven reference routes
 * and an anchor that route renders (tags, operations, the shared responses).
 * Fenced code is a sample, not prose, and is not checked. The production build also fails on a `/api/#…`
 * anchor that no reference heading registers (`@theme/Heading` collects them while the page renders on the
 * server), but not on `pathname:///api/…` links and only minutes into a build; this check runs in seconds.
 */
import type {OpenAPIV3_1} from 'openapi-types';
import {sharedResponseAnchor, sharedResponsesAnchor} from '../../src/api-reference/view-model/anchors';
import {AnchorRegistry} from '../../src/api-reference/view-model/anchors';
import {collectOperations, collectWebhooks} from '../../src/api-reference/view-model/operations';
import {changelogRoute, feedPath} from '../../src/api-changelog/plugin';

export interface MentionProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface ReferencePage {
  /** Route of the reference page, such as `/api/` or `/api/seats/`. */
  readonly route: string;
  readonly document: OpenAPIV3_1.Document;
}

interface IndexedMention {
  readonly route: string;
  readonly anchor: string;
}

/** What pages may mention and link to, built from the specifications. */
export interface MentionIndex {
  readonly operations: ReadonlyMap<string, IndexedMention>;
  /** `POST /v1/contracts` → the operation, with path parameters as patterns. */
  readonly requests: readonly {method: string; literal: string; pattern: RegExp; target: IndexedMention}[];
  readonly events: readonly string[];
  /** Anchors of each reference route. */
  readonly anchors: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The anchor of an event's section in the webhooks guide. */
export const eventAnchor = (event: string): string => `event-${event.replace(/[._]/g, '-')}`;

export function buildMentionIndex(pages: readonly ReferencePage[]): MentionIndex {
  const operations = new Map<string, IndexedMention>();
  const requests: {method: string; literal: string; pattern: RegExp; target: IndexedMention}[] = [];
  const anchors = new Map<string, Set<string>>();
  const events = new Set<string>();
  for (const {route, document} of pages) {
    const routeAnchors = new Set<string>();
    anchors.set(route, routeAnchors);
    for (const name of Object.keys(document.components?.responses ?? {})) {
      routeAnchors.add(sharedResponsesAnchor).add(sharedResponseAnchor(name));
    }
    // The anchors the reference page renders, from the same walk of the paths that the page builds on.
    const registry = new AnchorRegistry();
    for (const tag of collectOperations(document, registry)) {
      routeAnchors.add(tag.anchor);
      for (const operation of tag.operations) {
        const target = {route, anchor: operation.anchor};
        routeAnchors.add(target.anchor);
        if (operation.operationId) {
          operations.set(operation.operationId, target);
        }
        const literal = operation.path;
        const pattern = new RegExp(`^${literal.replace(/\{[^}]+\}/g, '[^/\\s`]+')}$`);
        requests.push({method: operation.method.toUpperCase(), literal, pattern, target});
      }
    }
    // The event types: the `webhooks` section and the `WebhookEventType` enum name the same six today.
    const eventType = document.components?.schemas?.WebhookEventType;
    for (const event of eventType && 'enum' in eventType ? (eventType.enum ?? []) : []) {
      if (typeof event === 'string') {
        events.add(event);
      }
    }
    const webhooks = collectWebhooks(document, registry);
    if (webhooks.events.length > 0) {
      routeAnchors.add(webhooks.anchor);
    }
    for (const webhook of webhooks.events) {
      events.add(webhook.event);
      routeAnchors.add(webhook.anchor);
      if (webhook.operationId) {
        operations.set(webhook.operationId, {route, anchor: webhook.anchor});
      }
    }
  }
  return {operations, requests, events: [...events], anchors};
}

/** `[text](target)` spans of a line. */
function linksOf(text: string): {start: number; end: number; label: string; target: string}[] {
  return [...text.matchAll(/\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    label: match[1] ?? '',
    target: match[2] ?? '',
  }));
}

/** Pages under `/api/` that are not reference pages: the API changelog and its feed. */
const otherApiPaths: readonly string[] = [changelogRoute, feedPath];

/** `/api/seats/#setSeatQuantity` or `pathname:///api/` → route and anchor. */
function referenceTarget(target: string): {route: string; anchor?: string} | undefined {
  const match = /^(?:pathname:\/\/)?(\/api\/[^#?]*)(?:#(.*))?$/.exec(target);
  if (!match || otherApiPaths.includes(match[1]!)) {
    return undefined;
  }
  const route = match[1]!.endsWith('/') ? match[1]! : `${match[1]!}/`;
  return {route, anchor: match[2] || undefined};
}

const isWebhooksGuide = (target: string, event: string): boolean =>
  /(^|\/)webhooks(\.mdx|\/)?#/.test(target) && target.endsWith(`#${eventAnchor(event)}`);

function targetFor(mention: IndexedMention): string {
  return `${mention.route}#${mention.anchor}`;
}

/** Every problem of one page's source. */
export function findMentionProblems(file: string, source: string, index: MentionIndex): MentionProblem[] {
  const problems: MentionProblem[] = [];
  let fence: string | undefined;
  let frontMatter = source.startsWith('---');
  source.split('\n').forEach((text, lineIndex) => {
    const line = lineIndex + 1;
    const report = (message: string) => problems.push({file, line, message});
    if (frontMatter) {
      if (lineIndex > 0 && text.trim() === '---') {
        frontMatter = false;
      }
      return;
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = undefined;
      }
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    if (/^import\s/.test(text)) {
      return;
    }
    const links = linksOf(text);
    const linkAt = (position: number) => links.find((link) => position >= link.start && position < link.end);

    for (const link of links) {
      const reference = referenceTarget(link.target);
      if (!reference) {
        continue;
      }
      const anchors = index.anchors.get(reference.route);
      if (!anchors) {
        report(`link to ${link.target}: no API reference page has the route ${reference.route}`);
      } else if (reference.anchor && !anchors.has(reference.anchor)) {
        report(`link to ${link.target}: ${reference.route} has no anchor #${reference.anchor}`);
      }
    }

    for (const [operationId, target] of index.operations) {
      for (const match of text.matchAll(new RegExp(`(?<![\\w/#.-])${operationId}(?![\\w])`, 'g'))) {
        const link = linkAt(match.index);
        const linked =
          link &&
          referenceTarget(link.target)?.route === target.route &&
          referenceTarget(link.target)?.anchor === target.anchor;
        if (!linked) {
          report(`${operationId} is mentioned without a link to ${targetFor(target)}`);
        }
      }
    }

    for (const match of text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/v\d+\/[^\s`),]*)/g)) {
      const path = match[2]!.replace(/[?#].*$/, '');
      const candidates = index.requests.filter(
        (candidate) => candidate.method === match[1] && candidate.pattern.test(path),
      );
      // A literal path (`/v1/customers/search`) wins over a templated one (`/v1/customers/{id}`).
      const request = candidates.find((candidate) => candidate.literal === path) ?? candidates[0];
      const link = linkAt(match.index);
      const reference = link && referenceTarget(link.target);
      const linked =
        reference !== undefined &&
        candidates.some(
          (candidate) => reference.route === candidate.target.route && reference.anchor === candidate.target.anchor,
        );
      if (request && !linked) {
        report(`${match[1]} ${match[2]} is mentioned without a link to ${targetFor(request.target)}`);
      }
    }

    const isHeading = /^#{1,6}\s/.test(text);
    for (const event of index.events) {
      let from = 0;
      for (let at = text.indexOf(event, from); at !== -1; at = text.indexOf(event, from)) {
        from = at + event.length;
        const before = text[at - 1] ?? '';
        const after = text[from] ?? '';
        if (/[\w.]/.test(before) || /[\w]/.test(after)) {
          continue;
        }
        const link = linkAt(at);
        // The event's own section in the webhooks guide: `### \`invoice.finalized\` \{#event-invoice-finalized\}`.
        if (isHeading && text.replace(/\\/g, '').includes(`{#${eventAnchor(event)}}`)) {
          continue;
        }
        if (!link || !isWebhooksGuide(link.target, event)) {
          report(`${event} is mentioned without a link to the webhooks guide (…/webhooks.mdx#${eventAnchor(event)})`);
        }
      }
    }

    if (!isHeading) {
      for (const match of text.matchAll(/API reference/gi)) {
        const link = linkAt(match.index);
        if (!link || !referenceTarget(link.target)) {
          report('"API reference" is mentioned without a link into /api/');
        }
      }
    }
  });
  return problems;
}
