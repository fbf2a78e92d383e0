/**
 * Every built HTML page of the site, the API reference pages included, passes html-validate (see
 * `built-html-files.ts`). Reads `build/`: run by `npm run test:html` after the build (the plain unit run
 * leaves it out: see vitest.config.mts).
 */
import {describeBuiltHtml} from './built-html-files';

describeBuiltHtml('the built HTML pages', () => true);
