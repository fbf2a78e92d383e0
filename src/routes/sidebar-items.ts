/** Turns the docs tree into Docusaurus sidebar items: sections become categories linked to their overview. */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One item of a sidebar given as an array (the docs plugin does not export this type by name). */
export type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];
import {docRoutes, type DocRoute} from './docs-routes';

/** Returns the label of a section's overview doc (its front matter is the one place the label lives). */
export type LabelOf = (route: DocRoute) => string;

function listedChildren(parentPath: string): DocRoute[] {
  return docRoutes.filter((route) => route.parentPath === parentPath && !route.unlisted);
}

function toItem(route: DocRoute, labelOf: LabelOf): SidebarItemConfig {
  if (!route.isSection) {
    return {type: 'doc', id: route.id};
  }
  return {
    type: 'category',
    label: labelOf(route),
    link: {type: 'doc', id: route.id},
    collapsed: true,
    items: listedChildren(route.path).map((child) => toItem(child, labelOf)),
  };
}

/** Sidebar items in tree order: home first, then every listed page, unlisted pages left out. */
export function buildSidebarItems(labelOf: LabelOf): SidebarItemConfig[] {
  const [home] = docRoutes;
  return [{type: 'doc', id: home.id}, ...listedChildren('/').map((route) => toItem(route, labelOf))];
}
