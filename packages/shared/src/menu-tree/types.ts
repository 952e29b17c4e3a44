import type { Language } from '../language.ts';

/**
 * The permission and menu tree of SPEC §3 and §6 as typed data, shared by the server (GET /menus, permission
 * groups, function-code checks) and the web app (route names, hidden routes, titles).
 *
 * Three levels: a system (level 1, a section at /{module}), a menu group (level 2, the generic menu screen) and its
 * pages (level 3). A page is a real screen (group 0), a hidden screen opened from another page (group 1, never in
 * the menu, not cached) or an action-only entry that only carries function codes (group 2).
 */
export type Titles = Readonly<Record<Language, string>>;

/** A button-level right (SPEC §6): code in snake_case, unique over the tree. */
export interface FunctionDef {
  readonly code: string;
  readonly title: Titles;
}

/** A column a list page may show; the key is the response field the column filter removes. */
export interface ColumnDef {
  readonly key: string;
  readonly title: Titles;
}

export type PageGroup = 0 | 1 | 2;

export interface PageNode {
  readonly level: 3;
  /** Route name, unique over the tree; also the key stored in permission_group_page.page. */
  readonly name: string;
  readonly module: string;
  /** Route path relative to /{module}, or an absolute path for routes the shell owns (shellRoute). */
  readonly path: string;
  /** API action key: `{module}/{name}`. */
  readonly action: string;
  readonly title: Titles;
  readonly group: PageGroup;
  /** 1 when the page is a menu item (group 0). */
  readonly menu: 0 | 1;
  readonly hidden: boolean;
  readonly noCache: boolean;
  readonly affix: boolean;
  readonly funs: readonly FunctionDef[];
  readonly cols: readonly ColumnDef[];
  /** Every employee of the enterprise may open it without a grant (home, personal centre). */
  readonly everyone: boolean;
  /**
   * A hidden page opened from these pages (in priority order): whoever may open one of them may open this page,
   * and this page carries that page's function codes and columns.
   */
  readonly openedFrom: readonly string[];
  /** The shell declares this route itself at an absolute path (SPEC §2 layout routes); the menu links to it by name. */
  readonly shellRoute: boolean;
  /** Only offered in this enterprise (SPEC §2: the system maintenance tools only for enterprise 91). */
  readonly onlyEnterpriseId?: number;
}

export interface MenuNode {
  readonly level: 2;
  readonly name: string;
  readonly module: string;
  readonly path: string;
  readonly action: string;
  readonly title: Titles;
  readonly icon?: string;
  readonly pages: readonly PageNode[];
}

export interface SystemNode {
  readonly level: 1;
  readonly name: string;
  readonly module: string;
  /** `/{module}`. */
  readonly path: string;
  readonly action: string;
  readonly title: Titles;
  /** An @ant-design/icons component name. */
  readonly icon: string;
  readonly menus: readonly MenuNode[];
}

export type TreeNode = SystemNode | MenuNode | PageNode;
