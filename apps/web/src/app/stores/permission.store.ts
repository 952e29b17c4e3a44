import { create } from 'zustand';
import { buildMenu } from '../menu/build-menu.ts';
import type { MenuRoute, MenuSection, PagePermission, SearchOption, SidebarSection } from '../menu/menu-types.ts';
import { readJson, writeJson } from './storage.ts';

/** The stored route data (SPEC §2 "built from the stored route data"): the raw menu list of GET /menus. */
export const storedMenusKey = 'menus';
export const readStoredMenus = () => readJson<unknown>(storedMenusKey, null);

interface PermissionState {
  /** Routes built from the menu tree (SPEC §3 "route lists"). */
  routes: MenuRoute[];
  sidebar: SidebarSection[];
  searchRouters: SearchOption[];
  permissionAll: Record<string, PagePermission>;
  /** Stores the menu list and builds everything from it. */
  setMenus(list: MenuSection[]): void;
  reset(): void;
}

export const usePermission = create<PermissionState>((set) => ({
  routes: [],
  sidebar: [],
  searchRouters: [],
  permissionAll: {},
  setMenus(list) {
    writeJson(storedMenusKey, list);
    set(buildMenu(list));
  },
  reset: () => set({ routes: [], sidebar: [], searchRouters: [], permissionAll: {} }),
}));

/**
 * Button permission (SPEC §6): allowed when the page's function list has the code; an array needs any one of them;
 * `{ implement: true }` skips the check.
 */
export function hasFunction(perm: PagePermission | undefined, need: string | string[] | { implement: boolean }): boolean {
  if (!Array.isArray(need) && typeof need === 'object') return need.implement || false;
  const codes = Array.isArray(need) ? need : [need];
  return !!perm && codes.some((c) => perm.fun.includes(c));
}
