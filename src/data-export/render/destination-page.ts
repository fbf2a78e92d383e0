/**
 * The one template every destination page renders through: catalogue entry in, syntax tree out. The
 * nodes are real headings, tables and code blocks, so the table of contents, the anchors and the search
 * index see them exactly as if an author had typed them.
 */
import {brand} from '../../config/brand';
import type {BlockContent, Paragraph, RootContent} from 'mdast';
import {exportTables, logicalTypeDescriptions, logicalTypes} from '../data-model';
import {destinationKindLabels, type Catalogue, type CodeBlock, type Destination, type DestinationId} from '../schema';
import {bulletList, code, heading, inlineCode, link, paragraph, strong, table, type Inline} from './mdast';
import {markdownBlocks, markdownInline} from './markdown';

/** Link targets, relative to a destination page; the MDX link resolver turns them into routes. */
export const overviewFile = './index.mdx';
export const destinationFile = (id: DestinationId): string => `./${id}.mdx`;
export const dataModelAnchor = 'data-model';
export const tableAnchor = (tableName: string): string => `table-${tableName.replaceAll('_', '-')}`;

/** Section ids, fixed so links from other pages do not break when a heading is reworded. */
export const sectionIds = {
  atAGlance: 'at-a-glance',
  prerequisites: 'before-you-start',
  permissions: 'grant-access',
  network: 'network-access',
  privateConnectivity: 'private-connectivity',
  connectionFields: 'connection-fields',
  landing: 'how-data-lands',
  tables: 'tables',
  loadMethod: 'load-method',
  fileLayout: 'file-layout',
  columnTypes: 'column-types',
  schedule: 'refresh-schedule-and-latency',
  limits: 'limits',
  troubleshooting: 'troubleshooting',
  related: 'related-pages',
} as const;

/**
 * Marks sentences the template writes on every page, so the tests can tell a destination's own prose
 * from the words all pages share.
 */
export function templateParagraph(...children: Inline[]): Paragraph {
  return {...paragraph(...children), data: {dataExportTemplate: true}} as Paragraph;
}

export function isTemplateNode(node: RootContent): boolean {
  return (node.data as {dataExportTemplate?: boolean} | undefined)?.dataExportTemplate === true;
}

function codeNode(block: CodeBlock): RootContent {
  return code(block.language, block.value, block.title);
}

/** Table name as it appears in the destination, from the entry's naming pattern. */
export function tableNameIn(entry: Destination, tableName: string): string {
  return entry.landing.tableNaming.replaceAll('{table}', tableName).replaceAll('{TABLE}', tableName.toUpperCase());
}

function findDestination(catalogue: Catalogue, id: DestinationId): Destination {
  const entry = catalogue.destinations.find((candidate) => candidate.id === id);
  if (!entry) {
    throw new Error(`The data export catalogue has no destination "${id}"`);
  }
  return entry;
}

function atAGlance(entry: Destination): RootContent[] {
  return [
    heading(2, 'At a glance', sectionIds.atAGlance),
    table(
      ['Property', entry.title],
      [
        ['Kind', destinationKindLabels[entry.kind]],
        ['Authentication', entry.compare.auth],
        ['Load method', entry.compare.loadMethod],
        ['Refresh schedule', entry.schedule.frequency],
        ['Latency', entry.schedule.latency],
        ['Best for', entry.compare.bestFor],
      ],
    ),
  ];
}

function prerequisites(entry: Destination): RootContent[] {
  return [
    heading(2, 'Before you start', sectionIds.prerequisites),
    bulletList(entry.prerequisites.map((item) => markdownInlineOrBlocks(item))),
  ];
}

function markdownInlineOrBlocks(source: string): Inline | BlockContent[] {
  const blocks = markdownBlocks(source);
  return blocks.length === 1 && blocks[0].type === 'paragraph' ? blocks[0].children : blocks;
}

function permissions(entry: Destination): RootContent[] {
  return [
    heading(2, 'Grant access', sectionIds.permissions),
    ...markdownBlocks(entry.permissions.intro),
    ...entry.permissions.steps.flatMap((step) => [
      heading(3, step.title),
      ...markdownBlocks(step.body),
      ...(step.code ? [codeNode(step.code)] : []),
    ]),
  ];
}

function network(entry: Destination, catalogue: Catalogue): RootContent[] {
  return [
    heading(2, 'Network access', sectionIds.network),
    templateParagraph(
      `${brand.name} connects from fixed IP addresses. Allow the addresses of the region your ${brand.name} account runs in:`,
    ),
    egressTable(catalogue),
    ...markdownBlocks(entry.network.body),
    ...(entry.network.code ? [codeNode(entry.network.code)] : []),
    ...(entry.network.privateConnectivity
      ? [
          heading(3, 'Private connectivity', sectionIds.privateConnectivity),
          ...markdownBlocks(entry.network.privateConnectivity),
        ]
      : []),
  ];
}

/** The egress IP addresses per region; also shown on the overview. */
export function egressTable(catalogue: Catalogue): RootContent {
  return table(
    ['Region', 'IP addresses', 'Serves'],
    catalogue.network.egress.map((region) => [
      region.region,
      region.ips.flatMap((ip, index) =>
        index === 0 ? [inlineCode(ip)] : [{type: 'text' as const, value: ', '}, inlineCode(ip)],
      ),
      region.description,
    ]),
  );
}

/** Points in-page links (`#grant-access`) at the destination's page, for content shown on another page. */
function rebaseAnchors<T>(node: T, pageFile: string): T {
  if (Array.isArray(node)) {
    return node.map((child: unknown) => rebaseAnchors(child, pageFile)) as T;
  }
  if (node && typeof node === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      copy[key] =
        key === 'url' && typeof value === 'string' && value.startsWith('#')
          ? `${pageFile}${value}`
          : rebaseAnchors(value, pageFile);
    }
    return copy as T;
  }
  return node;
}

/**
 * The fields a customer enters in the app. `elsewhere` is set when the table is shown on another page
 * (the Snowflake key-pair migration page), so links to this page's sections still resolve.
 */
export function connectionFieldsTable(entry: Destination, elsewhere = false): RootContent {
  const fieldsTable = buildConnectionFieldsTable(entry);
  return elsewhere ? rebaseAnchors(fieldsTable, destinationFile(entry.id)) : fieldsTable;
}

function buildConnectionFieldsTable(entry: Destination): RootContent {
  return table(
    // Type and requirement share a column: five columns overflow the content width beside the TOC.
    ['Field', 'Type', 'Example', 'What to enter'],
    entry.connectionFields.map((field) => [
      [strong(field.label), {type: 'text', value: ' '}, inlineCode(field.name)],
      `${field.type}, ${field.required ? 'required' : 'optional'}`,
      inlineCode(field.example),
      markdownInline(field.help),
    ]),
  );
}

function connectionFields(entry: Destination): RootContent[] {
  return [
    heading(2, 'Connection fields', sectionIds.connectionFields),
    templateParagraph(
      `Enter these fields when you add the ${entry.title} destination under `,
      strong('Settings → Data export'),
      ` in the ${brand.name} app. ${brand.name} tests the connection before it saves it.`,
    ),
    connectionFieldsTable(entry),
  ];
}

function landing(entry: Destination): RootContent[] {
  const {landing: lands} = entry;
  return [
    heading(2, 'How data lands', sectionIds.landing),
    ...markdownBlocks(lands.body),
    heading(3, 'Tables', sectionIds.tables),
    templateParagraph(
      'Every export writes the same tables. The ',
      link(`${overviewFile}#${dataModelAnchor}`, 'data model'),
      ' lists their columns; here is where each one lands and the key loads match rows on.',
    ),
    table(
      ['Table', `In ${entry.title}`, 'Primary key'],
      exportTables.map((exportTable) => [
        link(`${overviewFile}#${tableAnchor(exportTable.name)}`, inlineCode(exportTable.name)),
        inlineCode(tableNameIn(entry, exportTable.name)),
        exportTable.primaryKey.flatMap((keyColumn, index) =>
          index === 0 ? [inlineCode(keyColumn)] : [{type: 'text' as const, value: ', '}, inlineCode(keyColumn)],
        ),
      ]),
    ),
    ...(lands.layout ? [heading(3, 'File layout', sectionIds.fileLayout), codeNode(lands.layout)] : []),
    heading(3, 'Load method', sectionIds.loadMethod),
    ...markdownBlocks(lands.loadMethod),
    heading(3, 'Column types', sectionIds.columnTypes),
    table(
      ['Logical type', `${entry.title} type`, 'Holds'],
      logicalTypes.map((type) => [
        inlineCode(type),
        inlineCode(lands.typeMapping[type]),
        markdownInline(logicalTypeDescriptions[type]),
      ]),
    ),
  ];
}

function schedule(entry: Destination): RootContent[] {
  return [
    heading(2, 'Refresh schedule and latency', sectionIds.schedule),
    table(['Frequency', 'Latency'], [[entry.schedule.frequency, entry.schedule.latency]]),
    ...markdownBlocks(entry.schedule.body),
  ];
}

function limits(entry: Destination): RootContent[] {
  return [
    heading(2, 'Limits', sectionIds.limits),
    table(
      ['Limit', 'Value'],
      entry.limits.map((limit) => [limit.name, markdownInline(limit.value)]),
    ),
  ];
}

function extraSections(entry: Destination): RootContent[] {
  return entry.sections.flatMap((section) => [
    heading(2, section.heading),
    ...markdownBlocks(section.body),
    ...(section.code ? [codeNode(section.code)] : []),
  ]);
}

function labelled(label: string, source: string): BlockContent[] {
  const blocks = markdownBlocks(source);
  const first = blocks[0];
  if (first?.type === 'paragraph') {
    first.children.unshift(strong(`${label}: `));
    return blocks;
  }
  return [paragraph(strong(`${label}:`)), ...blocks];
}

function troubleshooting(entry: Destination): RootContent[] {
  return [
    heading(2, 'Troubleshooting', sectionIds.troubleshooting),
    ...entry.troubleshooting.flatMap((item) => [
      heading(3, inlineCode(item.error)),
      ...labelled('Cause', item.cause),
      ...labelled('Fix', item.fix),
    ]),
  ];
}

function related(entry: Destination, catalogue: Catalogue): RootContent[] {
  const relatedEntries = entry.related.map((id) => findDestination(catalogue, id));
  const links = bulletList([
    [link(overviewFile, 'Data export overview'), ': compare every destination and read the data model.'],
    ...relatedEntries.map((other) => [
      link(destinationFile(other.id), other.title),
      ` (${destinationKindLabels[other.kind].toLowerCase()}): ${other.compare.bestFor}.`,
    ]),
  ]);
  // Generated from other entries, so it is not this destination's own prose.
  links.data = {dataExportTemplate: true} as typeof links.data;
  return [heading(2, 'Related pages', sectionIds.related), links];
}

/** Every node of a destination page, in page order, after its front matter. */
export function renderDestinationPage(catalogue: Catalogue, id: DestinationId): RootContent[] {
  const entry = findDestination(catalogue, id);
  return [
    ...markdownBlocks(entry.summary),
    ...atAGlance(entry),
    ...prerequisites(entry),
    ...permissions(entry),
    ...network(entry, catalogue),
    ...connectionFields(entry),
    ...landing(entry),
    ...schedule(entry),
    ...limits(entry),
    ...extraSections(entry),
    ...troubleshooting(entry),
    ...related(entry, catalogue),
  ];
}

export {findDestination};
