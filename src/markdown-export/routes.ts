/** The routes that get a Markdown copy: every listed docs page and every API reference page. */
import {apiSpecs} from '../api-reference/spec/registry';
import {listedDocRoutes} from '../routes/docs-routes';
import {markdownPathOf} from './files';

/** URL paths of every Markdown file the build writes, docs pages first, in sidebar order. */
export function markdownFilePaths(): string[] {
  return [...listedDocRoutes.map((route) => route.path), ...apiSpecs.map((entry) => entry.route)].map(markdownPathOf);
}
