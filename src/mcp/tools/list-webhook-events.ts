/** `list_webhook_events`: every webhook event with its payload and headers, and how to check the signature. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {apiMarkdownContext, webhookMarkdown} from '../../markdown-export/api-page';
import {codeBlock} from '../../markdown-export/html-to-markdown';
import {mcpLimits} from '../limits';
import {closestNames} from '../site/closest-names';
import type {DocsBuild} from '../site/docs-build';
import {listWebhookEventsTool} from '../tool-catalog';
import {errorResult, textResult} from './results';

export const listWebhookEventsInput = {
  event: z
    .string()
    .trim()
    .min(1, 'event is empty: leave it out to list every event')
    .max(mcpLimits.maxIdentifierLength, `event is longer than ${mcpLimits.maxIdentifierLength} characters`)
    .optional()
    .describe('One event type, such as invoice.finalized; leave out for all events'),
  language: z
    .enum(['python', 'typescript'], {error: 'language is python or typescript'})
    .optional()
    .describe('Language of the receiver sample that checks the signature (default typescript)'),
};

export function listWebhookEvents(site: DocsBuild, event?: string, language: 'python' | 'typescript' = 'typescript') {
  const all = site.apis().flatMap((api) => (api.content.webhooks?.events ?? []).map((view) => ({api, view})));
  const chosen = event === undefined ? all : all.filter(({view}) => view.event === event);
  if (chosen.length === 0) {
    return errorResult(
      `No webhook event "${event}". Events: ${closestNames(
        event ?? '',
        all.map(({view}) => view.event),
        all.length,
      ).join(', ')}.`,
    );
  }
  const events = chosen.map(({api, view}) =>
    [
      webhookMarkdown(view, apiMarkdownContext(api.content, api.pageUrl)),
      `Reference: ${api.pageUrl}#${view.anchor}`,
    ].join('\n\n'),
  );
  // Every event is signed and checked the same way: one receiver sample, the chosen event's.
  const receiver = chosen[0]!.view.samples[language];
  const check = `## Check the signature\n\nVerify the signature header over the raw request body before you act on any event, and answer \`2xx\` only once the event is stored. A receiver in ${language}:\n\n${codeBlock(receiver, language)}`;
  const intro =
    event === undefined ? `# Webhook events\n\n${chosen.length} events, each with its payload and headers.` : '';
  return textResult(
    `${[intro, ...events, check].filter((part) => part !== '').join('\n\n')}\n`,
    'Pass one event type to get that event alone.',
  );
}

export function registerListWebhookEvents(server: McpServer, site: DocsBuild): void {
  server.registerTool(
    listWebhookEventsTool.name,
    {
      title: listWebhookEventsTool.title,
      description: listWebhookEventsTool.description,
      inputSchema: listWebhookEventsInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({event, language}) => listWebhookEvents(site, event, language),
  );
}
