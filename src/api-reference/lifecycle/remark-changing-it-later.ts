/**
 * Remark plugin that expands `<ChangingItLater object="RateCard" />` (`spec="v2"` for another
 * specification than v1) into what can change on that object: who creates it, a table of its fields
 * (set when created, changed afterwards by which operation, or never), how it is archived, voided or
 * deleted, and what to do instead where a field cannot change. The guide writes the `## Changing it
 * later` heading itself; with several objects on one page, each opens with its name in bold.
 * It runs before Docusaurus's remark plugins (as the data-export markers do), and the
 * output is plain Markdown: static HTML, no client code, and a clean Markdown copy.
 */
import type {ListItem, PhrasingContent, Root, RootContent, TableRow} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {ApiSpecSource} from '../spec/spec-source';
import {createOnlyFields, objectChanges} from './resolve';
import {changesColumns, objectHref, readableName, summarise, type Inline} from './present';
import type {ObjectChanges} from './types';

export const markerName = 'ChangingItLater';

export interface RemarkChangingItLaterOptions {
  readonly source: ApiSpecSource;
  readonly siteDir: string;
}

interface MarkerNode {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: Array<{type: string; name?: string; value?: unknown}>;
  children: unknown[];
}

function isMarker(node: RootContent): node is RootContent & MarkerNode {
  const candidate = node as unknown as Partial<MarkerNode>;
  return candidate.type === 'mdxJsxFlowElement' && candidate.name === markerName;
}

function markerAttributes(node: MarkerNode): {object: string; spec: string} {
  const values: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name === undefined || typeof attribute.value !== 'string') {
      throw new Error('takes only plain string attributes: object="RateCard" and optionally spec="v2"');
    }
    values[attribute.name] = attribute.value;
  }
  if (values.object === undefined) {
    throw new Error('needs an object attribute, such as object="RateCard"');
  }
  return {object: values.object, spec: values.spec ?? 'v1'};
}

function phrasing(pieces: readonly Inline[]): PhrasingContent[] {
  return pieces.map((piece): PhrasingContent => {
    if (typeof piece === 'string') {
      return {type: 'text', value: piece};
    }
    return 'href' in piece
      ? {type: 'link', url: piece.href, children: [{type: 'inlineCode', value: piece.code}]}
      : {type: 'inlineCode', value: piece.code};
  });
}

const codeList = (names: readonly string[]): Inline[] =>
  names.flatMap((name, index) => [...(index === 0 ? [] : [', ']), {code: name}]);

/** A note's Markdown text as inline content (links and code). */
function markdownPhrasing(text: string): PhrasingContent[] {
  const [first] = fromMarkdown(text).children;
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: text}];
}

function cell(children: PhrasingContent[]): TableRow['children'][number] {
  return {type: 'tableCell', children};
}

/** "To change `name`", or for a long list that is every create-only field, "To change any field set at creation". */
function alternativeLabel(fields: readonly string[], createOnly: readonly string[]): PhrasingContent[] {
  const all = fields.length > 4 && createOnly.every((field) => fields.includes(field));
  return all
    ? [{type: 'text', value: 'To change any field set at creation'}]
    : [{type: 'text', value: 'To change '}, ...phrasing(codeList(fields))];
}

/** The Markdown nodes of one object's section. */
export function changesNodes(changes: ObjectChanges, withName: boolean): RootContent[] {
  const summary = summarise(changes);
  const createOnly = createOnlyFields(changes);
  const reference: Inline = {href: objectHref(changes.specId, changes.name), code: changes.name};
  const nodes: RootContent[] = [];
  if (withName) {
    // A bold lead rather than a heading: each heading is a document of the search index, whose size
    // has a budget; the section's one "Changing it later" document already answers the question.
    nodes.push({
      type: 'paragraph',
      children: [{type: 'strong', children: [{type: 'text', value: readableName(changes.name)}]}],
    });
  }
  nodes.push({
    type: 'paragraph',
    children: phrasing([
      ...summary.created,
      ' ',
      ...summary.retired,
      ' Each field is described under ',
      reference,
      ' in the API reference.',
    ]),
  });
  nodes.push({
    type: 'table',
    align: [null, null, null],
    children: [
      {type: 'tableRow', children: changesColumns.map((title) => cell([{type: 'text', value: title}]))},
      ...summary.rows.map((row): TableRow => ({
        type: 'tableRow',
        children: [cell(phrasing(codeList(row.fields))), cell(phrasing(row.atCreation)), cell(phrasing(row.later))],
      })),
    ],
  });
  if (changes.instead.length > 0) {
    nodes.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: changes.instead.map((alternative): ListItem => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'strong',
                children: alternativeLabel(alternative.fields, createOnly),
              },
              {type: 'text', value: ': '},
              ...markdownPhrasing(alternative.text),
            ],
          },
        ],
      })),
    });
  }
  if (changes.general !== undefined) {
    nodes.push({type: 'paragraph', children: markdownPhrasing(changes.general)});
  }
  if (changes.app !== undefined) {
    nodes.push({
      type: 'paragraph',
      children: [
        {type: 'strong', children: [{type: 'text', value: 'In the app:'}]},
        {type: 'text', value: ' '},
        ...markdownPhrasing(changes.app),
      ],
    });
  }
  return nodes;
}

/** Pure: replaces the markers of a tree, given every specification's objects; throws naming the file. */
export function expandChangingItLater(
  tree: Root,
  objectsBySpec: ReadonlyMap<string, readonly ObjectChanges[]>,
  filePath = '(unknown file)',
): void {
  const count = tree.children.filter(isMarker).length;
  if (count === 0) {
    return;
  }
  tree.children = tree.children.flatMap((node) => {
    if (!isMarker(node)) {
      return [node];
    }
    try {
      if (node.children.length > 0) {
        throw new Error('must be self-closing, e.g. <ChangingItLater object="RateCard" />');
      }
      const {object, spec} = markerAttributes(node);
      const changes = objectsBySpec.get(spec)?.find((candidate) => candidate.name === object);
      if (changes === undefined) {
        throw new Error(`names ${spec}:${object}, which is not an object of that specification`);
      }
      return changesNodes(changes, count > 1);
    } catch (error) {
      throw new Error(`${filePath}: <${markerName}> ${(error as Error).message}`);
    }
  });
}

/** Every specification's objects, derived once per load of the source. */
const derived = new WeakMap<object, Map<string, ObjectChanges[]>>();

export default function remarkChangingItLater({source, siteDir}: RemarkChangingItLaterOptions) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    if (!tree.children.some(isMarker)) {
      return;
    }
    const specs = await source.load(siteDir);
    let bySpec = derived.get(specs);
    if (bySpec === undefined) {
      bySpec = new Map(
        specs.flatMap(({entry, document}) =>
          document === undefined ? [] : [[entry.id, objectChanges(entry.id, document)] as const],
        ),
      );
      derived.set(specs, bySpec);
    }
    expandChangingItLater(tree, bySpec, file.path);
  };
}
