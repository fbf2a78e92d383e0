/**
 * Remark plugin that puts the shared example's figures into pages: `{ex.jan.total}` in prose, headings
 * and tables (an MDX expression) and the same text inside inline code and code blocks become the figure
 * that `figures.ts` computes. It runs before Docusaurus's own plugins, so headings, the table of contents,
 * the search index and code blocks all see the number. An unknown key fails the build, naming the page.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {figureFor, substituteFigures} from './figures';

/** The value of an MDX expression that is a figure key: `ex.jan.total`. */
const expressionKey = /^\s*ex\.([A-Za-z0-9_.]+)\s*$/;

interface ExpressionNode {
  type: 'mdxTextExpression' | 'mdxFlowExpression';
  value: string;
}

interface ValueNode {
  type: 'code' | 'inlineCode' | 'text';
  value: string;
}

/** Pure: replaces every figure reference of a tree; throws with the file and line of a bad key. */
export function replaceFigures(tree: Root, filePath = '(unknown file)'): void {
  const fail = (error: unknown, line: number | undefined): never => {
    throw new Error(`${filePath}${line ? `:${line}` : ''}: ${(error as Error).message}`);
  };
  visit(tree, (node, index, parent) => {
    const line = node.position?.start.line;
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const match = expressionKey.exec((node as unknown as ExpressionNode).value);
      if (!match || !parent || index === undefined) {
        return undefined;
      }
      let text = '';
      try {
        text = figureFor(match[1]!).text;
      } catch (error) {
        fail(error, line);
      }
      const replacement =
        node.type === 'mdxFlowExpression'
          ? {type: 'paragraph' as const, children: [{type: 'text' as const, value: text}]}
          : {type: 'text' as const, value: text};
      (parent.children as unknown[])[index] = replacement;
      return undefined;
    }
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'text') {
      const valueNode = node as unknown as ValueNode;
      try {
        valueNode.value = substituteFigures(valueNode.value);
      } catch (error) {
        fail(error, line);
      }
    }
    return undefined;
  });
  mergeAdjacentText(tree);
}

/**
 * Joins text nodes that a replacement left side by side, so the page renders one run of text (React
 * would otherwise separate adjacent strings with comment markers in the static HTML).
 */
function mergeAdjacentText(tree: Root): void {
  visit(tree, (node) => {
    const children = (node as {children?: {type: string; value?: string}[]}).children;
    if (!children) {
      return;
    }
    for (let index = children.length - 1; index > 0; index -= 1) {
      const [previous, current] = [children[index - 1]!, children[index]!];
      if (previous.type === 'text' && current.type === 'text') {
        previous.value = `${previous.value ?? ''}${current.value ?? ''}`;
        children.splice(index, 1);
      }
    }
  });
}

/** The plugin: `beforeDefaultRemarkPlugins: [remarkFigures]` in the docs plugin's options. */
export default function remarkFigures() {
  return (tree: Root, file: {path?: string}): void => replaceFigures(tree, file.path);
}
