import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docFilePath} from './src/routes/docs-routes';
import {readFrontMatter, sidebarLabelOf} from './src/routes/front-matter';
import {buildSidebarItems} from './src/routes/sidebar-items';

// The one sidebar of the site, derived from the canonical route tree so the two cannot drift.
const sidebars = {
  tutorialSidebar: buildSidebarItems((route) => sidebarLabelOf(readFrontMatter(docFilePath(route.id)), route.id)),
} satisfies SidebarsConfig;

export default sidebars;
