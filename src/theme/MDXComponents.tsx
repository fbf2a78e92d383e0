/**
 * The MDX components of every page: the classic theme's map plus our additions. Override here to give
 * authors a new element or to change how a Markdown element renders everywhere.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  // Wide tables scroll sideways; the wrapper lets keyboard users scroll them too.
  table: ScrollableTable,
};
