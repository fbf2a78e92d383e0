/**
 * Prism grammars of the reference's request samples that prism-react-renderer lacks (Java, Ruby, PHP;
 * Go and JavaScript are built in). Not in docusaurus.config.ts `prism.additionalLanguages`: that puts
 * them in every page's first-visit JavaScript (3.8 KB gzip, over the docs and API byte budgets), while
 * only the reference's samples use them. The server bundle registers them before rendering
 * (server-grammars.ts), so the static HTML is coloured; the browser loads them with the operations'
 * content (client.ts), the only time it renders the samples itself.
 */
import {Prism} from 'prism-react-renderer';

let registered = false;

export function registerSampleGrammars(): void {
  if (registered) {
    return;
  }
  registered = true;
  // Prism's components extend the Prism on globalThis (what Docusaurus's prism-include-languages does).
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  // Components run in order, each on the global Prism (PHP builds on markup-templating).
  require('prismjs/components/prism-java');
  require('prismjs/components/prism-ruby');
  require('prismjs/components/prism-markup-templating');
  require('prismjs/components/prism-php');
  if (before === undefined) {
    delete global.Prism;
  } else {
    global.Prism = before;
  }
}
