/** Marks the searched terms in the article of the page a result opened (browser only). */
import {findTermRanges} from '../engine/marks';

export const highlightClassName = 'search-result-highlight';

/** Enough marks to find one's way on a long page; beyond that they only cost time. */
const maxMarks = 500;

const skippedParents = 'script, style, mark, .hash-link, svg';

/** Wraps each whole-word occurrence of `terms` in `root` in a `<mark>`; returns the number of marks. */
export function highlightTerms(root: Element, terms: readonly string[]): number {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(skippedParents) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  // Collect first: wrapping text while walking would move the walker onto the new nodes.
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    textNodes.push(node as Text);
  }
  let marks = 0;
  for (const textNode of textNodes) {
    if (marks >= maxMarks) {
      break;
    }
    const text = textNode.data;
    const ranges = findTermRanges(text, terms);
    if (ranges.length === 0) {
      continue;
    }
    const fragment = root.ownerDocument.createDocumentFragment();
    let cursor = 0;
    for (const range of ranges) {
      if (marks >= maxMarks) {
        break;
      }
      fragment.append(text.slice(cursor, range.start));
      const mark = root.ownerDocument.createElement('mark');
      mark.className = highlightClassName;
      mark.textContent = text.slice(range.start, range.end);
      fragment.append(mark);
      cursor = range.end;
      marks += 1;
    }
    fragment.append(text.slice(cursor));
    textNode.replaceWith(fragment);
  }
  return marks;
}
