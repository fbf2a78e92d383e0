/**
 * The server bundle's client module (`@meterstone/api-sample-grammars`, see the plugin's
 * configureWebpack): registers the samples' extra Prism grammars before any page renders. It must be
 * in the main server bundle, where Prism's components run: Docusaurus evaluates that bundle in a
 * sandbox whose global is not the one route chunks see, so registering from the reference's route
 * chunk left `Prism` undefined for the components.
 */
import {registerSampleGrammars} from './sample-grammars';

registerSampleGrammars();
