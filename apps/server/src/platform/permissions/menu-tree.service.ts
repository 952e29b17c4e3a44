import { findPage, menuTree, type ColumnDef, type FunctionDef, type Language, type PageNode } from '@zf/shared';
import type { z } from 'zod';
import type { MenuGroupNodeSchema as MenuGroupSchema, MenuPageNodeSchema as PageNodeSchema, MenuSystemNodeSchema as SystemNodeSchema } from '@zf/shared';
import type { PermissionSet } from './permission-set.ts';

/**
 * GET /menus and GET /permission-tree: the shared menu tree (packages/shared/src/menu-tree) shaped as SPEC §3 names
 * it (id, parent_id, children; name, module, path, action, group, menu; fun, all_col, cols) in the request's
 * language, filtered to what one employee may open.
 */
export type PageDto = z.infer<typeof PageNodeSchema>;
export type MenuGroupDto = z.infer<typeof MenuGroupSchema>;
export type SystemDto = z.infer<typeof SystemNodeSchema>;
type Rights = Pick<PageDto, 'fun' | 'all_col' | 'cols' | 'funs_detail' | 'cols_detail'>;

export interface Viewer {
  enterpriseId: number;
  permissions: PermissionSet;
}

/**
 * Stable ids from the tree position: the i-th system (from 0) → (i+1)·10000, plus j·100 for its j-th menu and k for
 * that menu's k-th page (both from 1). Two digits per level leave room for 99 menus per system and 99 pages per
 * menu; the tree is checked when this module loads.
 */
const nodeId = (i: number, j = 0, k = 0) => (i + 1) * 10_000 + (j ? j * 100 : 0) + k;
for (const s of menuTree) {
  if (s.menus.length > 99 || s.menus.some((m) => m.pages.length > 99)) throw new Error(`menu tree: ${s.name} outgrows the id scheme`);
}

const offeredHere = (page: PageNode, enterpriseId: number) => page.onlyEnterpriseId === undefined || page.onlyEnterpriseId === enterpriseId;

/** The page whose rights a hidden page borrows: the first owner the viewer may open. */
function ownerOf(page: PageNode, permissions: PermissionSet): PageNode | undefined {
  const name = page.openedFrom.find((o) => permissions.canOpen(o));
  return name ? findPage(name) : undefined;
}

function canOpen(page: PageNode, permissions: PermissionSet): boolean {
  return page.everyone || permissions.canOpen(page.name) || page.openedFrom.some((o) => permissions.canOpen(o));
}

const joinCodes = (list: readonly { code: string }[]) => list.map((f) => f.code).join(',');
const joinKeys = (list: readonly { key: string }[]) => list.map((c) => c.key).join(',');

/** A page's function codes and columns as this viewer has them (SPEC §6: the route's function list). */
function pageRights(page: PageNode, permissions: PermissionSet, language: Language): Rights {
  const owner = page.openedFrom.length > 0 ? ownerOf(page, permissions) : undefined;
  const funs: FunctionDef[] = [...page.funs, ...(owner?.funs ?? [])];
  const colSource = page.cols.length === 0 && owner ? owner : page;
  const allCols: readonly ColumnDef[] = colSource.cols;
  const visible = permissions.columns(colSource.name);
  const had = funs.filter((f) => permissions.can(f.code));
  const seen = visible === null ? allCols : allCols.filter((c) => visible.includes(c.key));
  return {
    fun: joinCodes(had),
    all_col: joinKeys(allCols),
    cols: joinKeys(seen),
    funs_detail: had.map((f) => ({ code: f.code, title: f.title[language] })),
    cols_detail: seen.map((c) => ({ key: c.key, title: c.title[language] })),
  };
}

/** For the permission editor: a page's own codes and columns, all of them. */
function pageDefinitions(page: PageNode, language: Language): Rights {
  return {
    fun: joinCodes(page.funs),
    all_col: joinKeys(page.cols),
    cols: joinKeys(page.cols),
    funs_detail: page.funs.map((f) => ({ code: f.code, title: f.title[language] })),
    cols_detail: page.cols.map((c) => ({ key: c.key, title: c.title[language] })),
  };
}

type Mode = 'menus' | 'editor';

function buildTree(viewer: Viewer, language: Language, mode: Mode): SystemDto[] {
  const { permissions, enterpriseId } = viewer;
  const systems: SystemDto[] = [];
  menuTree.forEach((system, i) => {
    const systemId = nodeId(i);
    const menus: MenuGroupDto[] = [];
    system.menus.forEach((menu, j) => {
      const menuId = nodeId(i, j + 1);
      const pages: PageDto[] = [];
      menu.pages.forEach((page, k) => {
        if (!offeredHere(page, enterpriseId)) return;
        if (mode === 'menus' && !canOpen(page, permissions)) return;
        pages.push({
          id: nodeId(i, j + 1, k + 1),
          parent_id: menuId,
          name: page.name,
          module: page.module,
          path: page.path,
          action: page.action,
          group: page.group,
          menu: page.menu,
          system: 0,
          meta: { title: page.title[language], icon: '', affix: page.affix, noCache: page.noCache, hidden: page.hidden },
          ...(mode === 'menus' ? pageRights(page, permissions, language) : pageDefinitions(page, language)),
          everyone: page.everyone ? 1 : 0,
          ...(page.openedFrom.length > 0 ? { opened_from: page.openedFrom.join(',') } : {}),
          children: [],
        });
      });
      // A menu group with nothing the viewer may open is dropped (and a system without menus below).
      if (pages.length === 0) return;
      menus.push({
        id: menuId, parent_id: systemId, name: menu.name, module: menu.module, path: menu.path, action: menu.action,
        group: 0, menu: 1, system: 0,
        meta: { title: menu.title[language], icon: menu.icon ?? '', affix: false, noCache: false, hidden: false },
        children: pages,
      });
    });
    if (menus.length === 0) return;
    systems.push({
      id: systemId, parent_id: 0, name: system.name, module: system.module, path: system.path, action: system.action,
      group: 0, menu: 1, system: 1,
      meta: { title: system.title[language], icon: system.icon, affix: false, noCache: false, hidden: false },
      children: menus,
    });
  });
  return systems;
}

/** The tree the current employee may open, with the function codes and columns they have (admin: everything). */
export const menusFor = (viewer: Viewer, language: Language): SystemDto[] => buildTree(viewer, language, 'menus');

/** The whole tree of this enterprise with every function and column, for the permission-group editor. */
export const permissionTreeFor = (viewer: Viewer, language: Language): SystemDto[] => buildTree(viewer, language, 'editor');
