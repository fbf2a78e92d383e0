/**
 * The API reference pages of the built site pass html-validate (see `built-html-files.ts`). Reads
 * `build/`: run by `npm run test:html` after the build (the plain unit run leaves it out).
 */
import {describeBuiltHtml, isApiReferencePage} from './built-html-files';

describeBuiltHtml('the built HTML of the API reference', isApiReferencePage);
