/**
 * GET /menus (API.md, SPEC §3 "Permission tree"): level-1 sections (one per system module), level-2 menu groups,
 * and pages: group 0 menu screens, group 1 hidden screens (opened from another page, not cached), group 2
 * action-only entries (function codes, no screen). Groups 1 and 2 never appear in the menu.
 */
export interface MenuMeta {
  title: string;
  icon?: string;
  affix?: boolean;
  noCache?: boolean;
  hidden?: boolean;
}
export interface MenuPage {
  id?: number;
  parent_id?: number;
  name: string;
  module?: string;
  path: string;
  action?: string;
  group: number;
  menu?: number;
  fun?: string;
  /** Comma-separated keys of every column of the page. */
  all_col?: string;
  /** Comma-separated keys of the columns this user may see. */
  cols?: string;
  meta?: MenuMeta;
}
export interface MenuGroup {
  id: number;
  parent_id: number;
  name: string;
  module?: string;
  path: string;
  meta: MenuMeta;
  children?: MenuPage[];
}
export interface MenuSection {
  id: number;
  parent_id: number;
  name: string;
  module: string;
  path: string;
  system?: number;
  meta: MenuMeta;
  children?: MenuGroup[];
}
export interface MenuList {
  list: MenuSection[];
}

/** A route built from the tree: a page, or a level-2 "menu screen" listing its pages. */
export interface MenuRoute {
  path: string;
  name: string;
  title: string;
  icon?: string;
  affix: boolean;
  noCache: boolean;
  hidden: boolean;
  kind: 'page' | 'menuScreen';
  /** Titles from the section down to this route, for the breadcrumb. */
  breadcrumb: string[];
  /** The pages a menu screen shows as entries. */
  entries?: MenuEntry[];
}
export interface MenuEntry {
  name: string;
  title: string;
  path: string;
  icon?: string;
}
export interface SidebarGroup {
  key: string;
  title: string;
  path: string;
  icon?: string;
  items: MenuEntry[];
}
export interface SidebarSection {
  key: string;
  title: string;
  icon?: string;
  groups: SidebarGroup[];
}
/** Cascader options of the menu search: section → group → page (value = route name). */
export interface SearchOption {
  value: string;
  label: string;
  children?: SearchOption[];
}
/** Per page: its function codes and column rights (SPEC §6). */
export interface PagePermission {
  fun: string[];
  all_col: string[];
  cols: string[];
}
