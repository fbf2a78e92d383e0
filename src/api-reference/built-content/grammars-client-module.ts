/**
 * The plugin's client module: the samples' extra Prism grammars on the server, nothing in the browser
 * (`@meterstone/api-sample-grammars` is server-grammars.ts or no-grammars.ts by bundle, see the
 * plugin's configureWebpack; Docusaurus resolves a client module as a file, not as an alias).
 */
import '@meterstone/api-sample-grammars';
