import { menuTree, type PageGrantInput, type PageNode, type SystemNode } from '@zf/shared';

/** One page a group grants: its function codes and visible columns (null = every column), as the API takes and answers it. */
export type PageGrant = PageGrantInput;
export type Grants = Record<string, PageGrant>;

/**
 * Pages a group can grant: menu screens (group 0) and action-only entries (group 2). Hidden screens borrow the
 * rights of the page they open from, pages every employee has need no grant, and a page offered only in one
 * enterprise is left out.
 */
export const grantable = (p: PageNode): boolean => (p.group === 0 || p.group === 2) && !p.everyone && p.onlyEnterpriseId === undefined;

export interface SystemPages {
  system: SystemNode;
  pages: PageNode[];
}

/** The tree as the editor shows it: each area with its grantable pages, empty areas left out. */
export const editorTree = (): SystemPages[] =>
  menuTree.map((system) => ({ system, pages: system.menus.flatMap((m) => m.pages.filter(grantable)) })).filter((s) => s.pages.length > 0);

export const grantsOf = (pages: PageGrant[]): Grants => Object.fromEntries(pages.map((p) => [p.page, p]));

/** Turning a page on grants it with all its functions and columns (what an admin usually means); off removes it. */
export function togglePage(grants: Grants, page: PageNode, on: boolean): Grants {
  const next = { ...grants };
  if (on) next[page.name] = { page: page.name, funs: page.funs.map((f) => f.code), cols: null };
  else delete next[page.name];
  return next;
}

/** A whole area on or off. */
export function toggleSystem(grants: Grants, pages: PageNode[], on: boolean): Grants {
  return pages.reduce((g, p) => (on ? (g[p.name] ? g : togglePage(g, p, true)) : togglePage(g, p, false)), grants);
}

export function setFunctions(grants: Grants, page: PageNode, funs: string[]): Grants {
  const current = grants[page.name] ?? { page: page.name, funs: [], cols: null };
  return { ...grants, [page.name]: { ...current, funs } };
}

/** Columns: every column is stored as null, so columns added to the page later are visible too. */
export function setColumns(grants: Grants, page: PageNode, cols: string[]): Grants {
  const current = grants[page.name] ?? { page: page.name, funs: [], cols: null };
  const all = page.cols.length > 0 && page.cols.every((c) => cols.includes(c.key));
  return { ...grants, [page.name]: { ...current, cols: all ? null : cols } };
}

/** The visible columns of a grant, spelled out. */
export const visibleColumns = (grant: PageGrant | undefined, page: PageNode): string[] =>
  !grant ? [] : grant.cols === null ? page.cols.map((c) => c.key) : grant.cols;

/** The body of PUT /permission-groups/:id/pages, in menu order. */
export function toPages(grants: Grants): PageGrant[] {
  const order = editorTree().flatMap((s) => s.pages.map((p) => p.name));
  return Object.values(grants).sort((a, b) => order.indexOf(a.page) - order.indexOf(b.page));
}
