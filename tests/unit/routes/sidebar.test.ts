import {describe, expect, it} from 'vitest';
import sidebars from '../../../sidebars';
import {buildSidebarItems, type SidebarItemConfig} from '../../../src/routes/sidebar-items';
import {listedDocRoutes, unlistedDocRoutes} from '../../../src/routes/docs-routes';
import {sidebarLabelOf} from '../../../src/routes/front-matter';

/** Every doc id a sidebar item tree references, its category links included. */
function docIds(items: readonly SidebarItemConfig[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...link, ...docIds(item.items as SidebarItemConfig[])];
    }
    return [];
  });
}

describe('tutorialSidebar', () => {
  const ids = docIds(sidebars.tutorialSidebar);

  it('is the one sidebar', () => {
    expect(Object.keys(sidebars)).toEqual(['tutorialSidebar']);
  });

  it('starts with the home page', () => {
    expect(sidebars.tutorialSidebar[0]).toEqual({type: 'doc', id: 'home-page'});
  });

  it('holds every listed page once and no unlisted page', () => {
    expect([...ids].sort()).toEqual(listedDocRoutes.map((route) => route.id).sort());
    for (const route of unlistedDocRoutes) {
      expect(ids).not.toContain(route.id);
    }
  });

  it('labels categories with their overview page', () => {
    const items = buildSidebarItems((route) => `label of ${route.path}`);
    const category = items.find((item) => typeof item === 'object' && item.type === 'category');
    expect(category).toMatchObject({type: 'category', label: 'label of /launch-guides/'});
  });

  it('prefers sidebar_label and fails loudly without a title', () => {
    expect(sidebarLabelOf({title: 'Long title', sidebar_label: 'Short'}, 'x')).toBe('Short');
    expect(() => sidebarLabelOf({}, 'some/doc')).toThrow(/some\/doc/);
  });
});
