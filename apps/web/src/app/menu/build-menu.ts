import type { MenuEntry, MenuPage, MenuRoute, MenuSection, PagePermission, SearchOption, SidebarSection } from './menu-types.ts';

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** /{module}/{path}; a path that already starts with '/' is taken as absolute, one that repeats the module is not doubled. */
export function routePath(module: string, path: string): string {
  if (path.startsWith('/')) return `/${trimSlashes(path)}`;
  const m = trimSlashes(module);
  const p = trimSlashes(path);
  if (!m || p === m || p.startsWith(`${m}/`)) return `/${p}`;
  return `/${m}/${p}`;
}

const splitCodes = (s: string | undefined) => (s ?? '').split(',').map((c) => c.trim()).filter(Boolean);

/** SPEC §6: the token is cleared if the first stored route entry has no system flag (data of another version). */
export const menuListIsTrusted = (list: unknown): boolean => {
  if (!Array.isArray(list)) return false;
  if (list.length === 0) return true;
  const first = list[0] as { system?: unknown } | null;
  return !!first && first.system !== undefined && first.system !== null && first.system !== 0 && first.system !== '';
};

export interface BuiltMenu {
  routes: MenuRoute[];
  sidebar: SidebarSection[];
  searchRouters: SearchOption[];
  permissionAll: Record<string, PagePermission>;
}

const isPageShown = (p: MenuPage) => p.group === 0 && !p.meta?.hidden;

/**
 * Turns the server's menu tree into routes, sidebar sections, menu-search options and page permissions (SPEC §2
 * "Dynamic menu routes"): group 0 pages become routes at /{module}/{page path}; groups 1 and 2 are skipped from
 * the menu (their permissions are kept); group 1 hidden pages are still routes (not in the menu, not cached);
 * every level-2 node becomes a menu screen listing its pages.
 */
export function buildMenu(list: MenuSection[]): BuiltMenu {
  const routes: MenuRoute[] = [];
  const sidebar: SidebarSection[] = [];
  const searchRouters: SearchOption[] = [];
  const permissionAll: Record<string, PagePermission> = {};
  const seenPaths = new Set<string>();
  const add = (r: MenuRoute) => {
    if (seenPaths.has(r.path)) return;
    seenPaths.add(r.path);
    routes.push(r);
  };

  for (const section of list) {
    const sectionTitle = section.meta?.title || section.name;
    const out: SidebarSection = { key: section.name || section.module, title: sectionTitle, icon: section.meta?.icon, groups: [] };
    const sectionSearch: SearchOption = { value: out.key, label: sectionTitle, children: [] };
    for (const group of section.children ?? []) {
      const module = group.module || section.module;
      const groupTitle = group.meta?.title || group.name;
      const groupPath = routePath(module, group.path || group.name);
      const pages = group.children ?? [];
      for (const page of pages) {
        permissionAll[page.name] = { fun: splitCodes(page.fun), all_col: splitCodes(page.all_col), cols: splitCodes(page.cols) };
      }
      const entries: MenuEntry[] = pages.filter(isPageShown).map((p) => ({
        name: p.name,
        title: p.meta?.title || p.name,
        path: routePath(p.module || module, p.path || p.name),
        // Pages rarely carry their own icon: a menu screen then shows the group's or the section's.
        icon: p.meta?.icon || group.meta?.icon || section.meta?.icon,
      }));
      add({
        path: groupPath, name: group.name, title: groupTitle, icon: group.meta?.icon, affix: false, noCache: !!group.meta?.noCache,
        hidden: !!group.meta?.hidden, kind: 'menuScreen', breadcrumb: [sectionTitle, groupTitle], entries,
      });
      // Group 0 pages and group 1 hidden pages are screens; group 2 entries only carry function codes.
      for (const page of pages.filter((p) => p.group === 0 || p.group === 1)) {
        const title = page.meta?.title || page.name;
        const hidden = page.group === 1 || !!page.meta?.hidden;
        add({
          path: routePath(page.module || module, page.path || page.name), name: page.name, title, icon: page.meta?.icon,
          affix: !!page.meta?.affix, noCache: page.group === 1 || !!page.meta?.noCache, hidden,
          kind: 'page', breadcrumb: [sectionTitle, groupTitle, title],
        });
      }
      if (!group.meta?.hidden && entries.length > 0) {
        out.groups.push({ key: group.name, title: groupTitle, path: groupPath, icon: group.meta?.icon, items: entries });
        sectionSearch.children!.push({ value: group.name, label: groupTitle, children: entries.map((e) => ({ value: e.name, label: e.title })) });
      }
    }
    if (!section.meta?.hidden && out.groups.length > 0) {
      sidebar.push(out);
      searchRouters.push(sectionSearch);
    }
  }
  return { routes, sidebar, searchRouters, permissionAll };
}
