/**
 * The shape of the data-export destination catalogue. The catalogue may come from a remote source at
 * build time, so everything in it is checked here before a page renders: a typo in a key, a missing
 * destination or raw HTML in prose stops the build with a message that points at the entry.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import * as z from 'zod';
import {dataExportDestinations} from './destinations';
import {logicalTypes} from './data-model';
import {isObject} from '../lib/json';

export const destinationIds = dataExportDestinations;
export type DestinationId = (typeof destinationIds)[number];

/**
 * `query-engine` is SQL over files the export writes to object storage (Amazon Athena): it receives
 * snapshots like object storage, not the merged changes warehouses and databases receive.
 */
export const destinationKinds = [
  'warehouse',
  'database',
  'object-storage',
  'query-engine',
  'spreadsheet',
  'staging-bucket',
] as const;
export type DestinationKind = (typeof destinationKinds)[number];

export const destinationKindLabels: Readonly<Record<DestinationKind, string>> = {
  warehouse: 'Data warehouse',
  database: 'Relational database',
  'object-storage': 'Object storage',
  'query-engine': 'Query engine over files',
  spreadsheet: 'Spreadsheet',
  'staging-bucket': 'Staging bucket',
};

/** Words that mark unfinished text; a page must never ship them. */
const placeholderPattern = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;

function containsRawHtml(markdown: string): boolean {
  // Parsing is the only reliable test (a `<` inside code is fine), but most prose has no `<` at all.
  if (!markdown.includes('<')) {
    return false;
  }
  const tree = fromMarkdown(markdown);
  const stack: {type: string; children?: unknown[]}[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'html') {
      return true;
    }
    for (const child of (node.children ?? []) as {type: string; children?: unknown[]}[]) {
      stack.push(child);
    }
  }
  return false;
}

/** Plain text: a short label or value, never placeholder text. */
const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((value) => !placeholderPattern.test(value), 'contains placeholder text (TODO, TBD, lorem ipsum ...)');

/**
 * Prose in Markdown. It is parsed as plain Markdown, never MDX, so remote content cannot run code at
 * build time; raw HTML is refused for the same reason and because the pages would not show it.
 */
const markdown = text.refine((value) => !containsRawHtml(value), 'contains raw HTML; write Markdown instead');

/** Markdown that must stay one paragraph, because it is shown in a table cell. */
const inlineMarkdown = markdown.refine((value) => {
  const blocks = fromMarkdown(value).children;
  return blocks.length === 1 && blocks[0].type === 'paragraph';
}, 'must be a single paragraph (it is shown in a table cell)');

const codeLanguages = ['sql', 'json', 'bash', 'text', 'yaml', 'python'] as const;

const codeBlock = z.strictObject({
  language: z.enum(codeLanguages),
  /** Shown above the block, e.g. the file a policy goes into. */
  title: text.optional(),
  value: z.string().trim().min(1, 'must not be empty'),
});

const ipv4 = z
  .string()
  .regex(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, 'must be an IPv4 address such as 203.0.113.24')
  .refine((value) => value.split('.').every((part) => Number(part) <= 255), 'has an octet above 255');

const egressRegion = z.strictObject({
  region: text,
  /** Where the export runs; a customer allows the IPs of the region their account is in. */
  description: text,
  ips: z.array(ipv4).min(1, 'needs at least one IP address'),
});

const connectionField = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be snake_case, e.g. account_identifier'),
  label: text,
  type: z.enum(['string', 'secret', 'integer', 'boolean', 'enum', 'file']),
  required: z.boolean(),
  example: text,
  help: inlineMarkdown,
});

const permissionStep = z.strictObject({
  title: text,
  body: markdown,
  code: codeBlock.optional(),
});

const troubleshootingEntry = z.strictObject({
  error: text,
  cause: markdown,
  fix: markdown,
});

const proseSection = z.strictObject({
  heading: text,
  body: markdown,
  code: codeBlock.optional(),
});

const destination = z.strictObject({
  id: z.enum(destinationIds),
  title: text,
  kind: z.enum(destinationKinds),
  /** First paragraph of the page: what lands, who it is for, when to pick it. */
  summary: markdown,
  /** One-line answers for the comparison table on the overview. */
  compare: z.strictObject({
    auth: text,
    loadMethod: text,
    schedule: text,
    bestFor: text,
  }),
  prerequisites: z.array(markdown).min(1, 'list at least one prerequisite'),
  permissions: z.strictObject({
    intro: markdown,
    steps: z.array(permissionStep).min(1, 'give at least one step with the exact grant'),
  }),
  network: z.strictObject({
    /** What to open for the egress IPs: the port, the firewall or the policy. */
    body: markdown,
    code: codeBlock.optional(),
    privateConnectivity: markdown.optional(),
  }),
  connectionFields: z.array(connectionField).min(1, 'list the fields a customer enters'),
  landing: z.strictObject({
    body: markdown,
    /**
     * How one table is named in the destination; `{table}` is replaced by the table name and
     * `{TABLE}` by its upper-case form.
     */
    tableNaming: z.string().refine((value) => /\{table\}|\{TABLE\}/.test(value), 'must contain {table} or {TABLE}'),
    layout: codeBlock.optional(),
    loadMethod: markdown,
    typeMapping: z.record(z.enum(logicalTypes), text),
  }),
  schedule: z.strictObject({
    frequency: text,
    latency: text,
    body: markdown,
  }),
  limits: z.array(z.strictObject({name: text, value: text})).min(1, 'list at least one limit'),
  sections: z.array(proseSection).default([]),
  troubleshooting: z.array(troubleshootingEntry).min(2, 'list at least two errors with cause and fix'),
  /** Other destination pages worth reading next, such as the staging bucket a warehouse can use. */
  related: z.array(z.enum(destinationIds)).default([]),
});

export const catalogueSchema = z
  .strictObject({
    version: z.literal(1),
    network: z.strictObject({
      egress: z.array(egressRegion).min(1, 'list the egress IPs of at least one region'),
    }),
    destinations: z.array(destination),
  })
  .superRefine((catalogue, context) => {
    const seen = new Set<string>();
    catalogue.destinations.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        context.addIssue({
          code: 'custom',
          path: ['destinations', index, 'id'],
          message: `duplicate destination "${entry.id}"`,
        });
      }
      seen.add(entry.id);
      entry.related.forEach((related, relatedIndex) => {
        if (related === entry.id) {
          context.addIssue({
            code: 'custom',
            path: ['destinations', index, 'related', relatedIndex],
            message: 'a destination cannot list itself as related',
          });
        }
      });
    });
    const missing = destinationIds.filter((id) => !seen.has(id));
    if (missing.length > 0) {
      // A docs build must never ship half a catalogue: every route needs its entry.
      context.addIssue({
        code: 'custom',
        path: ['destinations'],
        message: `missing destinations: ${missing.join(', ')}`,
      });
    }
  });

export type Catalogue = z.output<typeof catalogueSchema>;
export type Destination = Catalogue['destinations'][number];
export type CodeBlock = z.output<typeof codeBlock>;

/** Names the entry an issue path points into, e.g. `destinations[12] (snowflake).network.body`. */
function describePath(input: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) {
    return '(catalogue root)';
  }
  const parts: string[] = [];
  path.forEach((segment, index) => {
    if (typeof segment === 'number') {
      const previous = parts.pop() ?? '';
      let label = `${previous}[${segment}]`;
      if (index === 1 && path[0] === 'destinations' && isObject(input) && Array.isArray(input.destinations)) {
        const entry: unknown = input.destinations[segment];
        if (isObject(entry) && typeof entry.id === 'string') {
          label += ` (${entry.id})`;
        }
      }
      parts.push(label);
    } else {
      parts.push(String(segment));
    }
  });
  return parts.join('.');
}

export type CatalogueValidation = {ok: true; catalogue: Catalogue} | {ok: false; problems: string[]};

/** Validates parsed catalogue data and turns every issue into one line a reader can act on. */
export function validateCatalogue(input: unknown): CatalogueValidation {
  const result = catalogueSchema.safeParse(input);
  if (result.success) {
    return {ok: true, catalogue: result.data};
  }
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${describePath(input, issue.path)}: ${issue.message}`),
  };
}
