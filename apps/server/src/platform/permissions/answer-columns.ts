import { findPage } from '@zf/shared';
import type { FastifyRequest } from 'fastify';
import type { PermissionSet } from './permission-set.ts';

/**
 * What a route's answer carries that column rights may hide (ISSUE 11 item 3), declared in the route's config as
 * `columns`. The page column keys of `fields` are the rights a permission group grants (`cols` of the page); each
 * governs the answer fields listed for it, at any depth of the answer's `data` (rows, lines, totals, nested
 * products). One onSend hook (column-rights-hook.ts) removes the fields the caller may not see, so a side route
 * (price history, level prices, gross profit…) hides exactly what the list page hides.
 */
export interface AnswerColumns {
  /**
   * The pages whose column rights decide: a column shows when one of these pages that the caller holds grants it.
   * A function of the request where the page depends on it (the bill type of /bills/:type). A page whose grant
   * lists columns shows only those: a column the page does not offer stays hidden there.
   */
  pages: readonly string[] | ((req: FastifyRequest) => readonly string[]);
  /** Page column key → the answer fields it governs. */
  fields: Readonly<Record<string, readonly string[]>>;
}

/**
 * Whether the caller's grant of `page` shows `column`: only a column the page offers, and then when the grant lists
 * it or lists none (`cols: null`, "every column of the page", as the rights editor saves a page without columns). A
 * page that offers no columns grants none of its own (issue 29: 库存明细 or 库存差异 in a group showed costs on
 * every route that named them); a hidden page opened from others reads its owners' grants, as the menu does.
 */
function grantsColumn(permissions: PermissionSet, name: string, column: string, viaOwner = false): boolean {
  const page = findPage(name);
  if (!page) return false;
  if (page.cols.length === 0) return !viaOwner && page.openedFrom.some((owner) => grantsColumn(permissions, owner, column, true));
  const grant = permissions.pages.get(name);
  if (!grant || !page.cols.some((c) => c.key === column)) return false;
  return grant.cols === null || grant.cols.includes(column);
}

/** The answer fields a caller may not see under a declaration, for the given pages. Empty for the admin. */
export function hiddenFields(permissions: PermissionSet, pages: readonly string[], fields: AnswerColumns['fields']): Set<string> {
  const hidden = new Set<string>();
  if (permissions.isAdmin) return hidden;
  for (const [column, names] of Object.entries(fields)) {
    const visible = pages.some((p) => grantsColumn(permissions, p, column));
    if (!visible) for (const n of names) hidden.add(n);
  }
  return hidden;
}

/** The hidden fields of the current request under its route's declaration (or an explicit one). */
export function hiddenFieldsOf(req: FastifyRequest, declaration: AnswerColumns | undefined = req.routeOptions.config?.columns): Set<string> {
  const permissions = req.ctx?.tenant?.permissions;
  if (!declaration || !permissions) return new Set();
  const pages = typeof declaration.pages === 'function' ? declaration.pages(req) : declaration.pages;
  return hiddenFields(permissions, pages, declaration.fields);
}

/** Removes the hidden fields from every object at any depth of a JSON value, in place; returns the value. */
export function stripFields<T>(value: T, hidden: ReadonlySet<string>): T {
  if (hidden.size === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (const item of value) stripFields(item, hidden);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (hidden.has(key)) delete record[key];
    else stripFields(record[key], hidden);
  }
  return value;
}

/**
 * Checks a declaration against the menu tree: every page exists and the pages offer at least one declared column
 * (a column group is shared by pages that offer part of it: bill queries have no gross-profit column, so only a
 * group that grants everything shows it there). Returns the problems (empty when sound).
 */
export function declarationProblems(pages: readonly string[], fields: AnswerColumns['fields']): string[] {
  const problems: string[] = [];
  const offered = new Set<string>();
  for (const name of pages) {
    const page = findPage(name);
    if (!page) problems.push(`unknown page ${name}`);
    else for (const c of page.cols) offered.add(c.key);
  }
  if (!Object.keys(fields).some((c) => offered.has(c))) problems.push(`no page offers any of ${Object.keys(fields).join(', ')}`);
  return problems;
}
