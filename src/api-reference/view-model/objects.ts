/**
 * Named objects (`components/schemas` entries with properties, variants or values) are described once,
 * in the page's "Objects" section. Below the top of a body or a response, a field that holds one links
 * there instead of repeating its properties: an invoice's twenty fields appear once, not in every
 * operation that returns, lists or embeds an invoice. This keeps the reference page a size a phone
 * can lay out, and gives each object one address to link to.
 *
 * Error responses link even at the top: every error of the API has the same body (the Error object),
 * which would otherwise be repeated in full for each status of each operation.
 *
 * The page components and {@link linkedObjects} use the same rules ({@link objectLink},
 * {@link linksBody}), so every link has a section and every section is linked.
 */
import {isComplexNode, resolveSchemaNode, type SchemaTable} from './schema-label';
import {statusKind} from './status-kind';
import type {ApiPageContent, MediaView, ResponseBody, SchemaNode, SchemaView} from './types';

export interface ObjectLink {
  /** Name of the object in the page's schema table. */
  name: string;
  /** The field is an array whose items are this object. */
  each: boolean;
}

/** The named object a nested schema stands for (itself, or its items), when it has an inside to show. */
export function objectLink(node: SchemaNode, schemas: SchemaTable): ObjectLink | undefined {
  if ('ref' in node) {
    return node.ref in schemas && isComplexNode(node, schemas) ? {name: node.ref, each: false} : undefined;
  }
  const items = node.properties === undefined ? node.items : undefined;
  if (items !== undefined && 'ref' in items && items.ref in schemas && isComplexNode(items, schemas)) {
    return {name: items.ref, each: true};
  }
  return undefined;
}

/** Whether a response of this status links its body's named object instead of opening it in place. */
export function linksBody(status: string): boolean {
  return statusKind(status) !== 'success';
}

/** The schemas shown inside an opened schema, in page order: properties, other values, items, variants. */
function innerNodes(view: SchemaView): SchemaNode[] {
  const extra = view.additionalProperties;
  return [
    ...(view.properties ?? []).map((property) => property.schema),
    ...(extra === undefined || extra === true ? [] : [extra]),
    ...(view.items === undefined ? [] : [view.items]),
    ...(view.oneOf ?? []),
    ...(view.anyOf ?? []),
    ...(view.allOf ?? []),
  ];
}

interface Root {
  node: SchemaNode;
  /** Shown as a link to its object when it is one (error responses), rather than opened in place. */
  linked: boolean;
}

function mediaRoots(content: readonly MediaView[] | undefined, linked = false): Root[] {
  return (content ?? []).flatMap((media) => (media.schema === undefined ? [] : [{node: media.schema, linked}]));
}

function responseRoots(responses: ReadonlyArray<{status: string} & (ResponseBody | {ref: string})>): Root[] {
  return responses.flatMap((response) =>
    'ref' in response ? [] : mediaRoots(response.content, linksBody(response.status)),
  );
}

/** Every schema the page shows at the top of a body, a response or an event payload. */
function rootSchemas(content: ApiPageContent): Root[] {
  const operations = content.tags.flatMap((tag) => tag.operations);
  const events = content.webhooks?.events ?? [];
  return [
    ...operations.flatMap((operation) => [
      ...mediaRoots(operation.requestBody?.content),
      ...responseRoots(operation.responses),
    ]),
    ...events.flatMap((event) => [...mediaRoots(event.payload?.content), ...responseRoots(event.responses)]),
    // The shared responses section describes each one in full, once.
    ...Object.values(content.responses).flatMap((body) => mediaRoots(body.content)),
  ];
}

/**
 * The named objects the page links to, in alphabetical order: those reached from a body, a response or
 * an event below its top level, and those reached from them in turn.
 */
export function linkedObjects(content: ApiPageContent): string[] {
  const {schemas} = content;
  const linked = new Set<string>();
  // A schema shown in place: what is inside it is either linked or shown in place in turn.
  const open = (node: SchemaNode): void => {
    const view = resolveSchemaNode(node, schemas);
    if (view.circular !== true) {
      innerNodes(view).forEach(visit);
    }
  };
  const visit = (node: SchemaNode): void => {
    const link = objectLink(node, schemas);
    if (link === undefined) {
      if (isComplexNode(node, schemas)) {
        open(node);
      }
    } else if (!linked.has(link.name)) {
      linked.add(link.name);
      open({ref: link.name});
    }
  };
  for (const root of rootSchemas(content)) {
    if (root.linked) {
      visit(root.node);
    } else {
      open(root.node);
    }
  }
  return [...linked].sort((a, b) => a.localeCompare(b));
}

/**
 * The objects the page describes, in alphabetical order: those it links to, and every object with a
 * "What can change" table (`content.changes`), also one no field links to.
 */
export function describedObjects(content: ApiPageContent): string[] {
  return [...new Set([...linkedObjects(content), ...Object.keys(content.changes ?? {})])].sort((a, b) =>
    a.localeCompare(b),
  );
}
