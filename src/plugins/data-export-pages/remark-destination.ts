/**
 * Remark plugin that expands the data-export markers (`<DestinationPage id="snowflake" />` and the
 * others in ./markers.ts) into headings, paragraphs, tables and code blocks from the catalogue. It runs
 * before Docusaurus's own remark plugins, so the generated headings get ids and land in the table of
 * contents like hand-written ones.
 */
import type {Root, RootContent} from 'mdast';
import type {CatalogueSource} from '../../data-export/load-catalogue';
import {markers} from './markers';

export interface RemarkDestinationOptions {
  readonly source: CatalogueSource;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface MarkerNode {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: JsxAttribute[];
  children: unknown[];
}

function isMarker(node: RootContent): node is RootContent & MarkerNode {
  const candidate = node as unknown as Partial<MarkerNode>;
  return candidate.type === 'mdxJsxFlowElement' && typeof candidate.name === 'string' && candidate.name in markers;
}

function literalAttributes(node: MarkerNode): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || typeof attribute.value !== 'string') {
      // An expression attribute would need evaluating; the markers take plain strings only.
      throw new Error(`<${node.name}> takes only plain string attributes such as id="snowflake"`);
    }
    attributes[attribute.name] = attribute.value;
  }
  return attributes;
}

/** Pure: replaces the top-level markers of a tree; throws naming the file on a bad marker. */
export async function expandMarkers(tree: Root, source: CatalogueSource, filePath = '(unknown file)'): Promise<void> {
  if (!tree.children.some(isMarker)) {
    return;
  }
  const {catalogue} = await source.load();
  tree.children = tree.children.flatMap((node) => {
    if (!isMarker(node)) {
      return [node];
    }
    const spec = markers[node.name];
    try {
      if (node.children.length > 0) {
        throw new Error('must be self-closing, e.g. <DestinationPage id="snowflake" />');
      }
      const attributes = literalAttributes(node);
      const missing = spec.attributes.filter((name) => !(name in attributes));
      if (missing.length > 0) {
        throw new Error(`is missing the attribute ${missing.join(', ')}`);
      }
      return spec.expand(catalogue, attributes);
    } catch (error) {
      throw new Error(`${filePath}: <${node.name}> ${(error as Error).message}`);
    }
  });
}

export default function remarkDestination(options: RemarkDestinationOptions) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    await expandMarkers(tree, options.source, file.path);
  };
}
