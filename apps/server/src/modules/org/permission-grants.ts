import { findPage, type PageGrantInput } from '@zf/shared';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';

/**
 * Checks a permission group's page grants against the menu tree: every page must exist, appear once, and grant
 * only function codes and columns of that page. Returns field → message key for a 4220, or null when all is well.
 * Pure, so the editor's rules are unit-tested without a database.
 */
export function checkGrants(pages: readonly PageGrantInput[]): Record<string, AnyMessageKey> | null {
  const fields: Record<string, AnyMessageKey> = {};
  const seen = new Set<string>();
  pages.forEach((grant, i) => {
    const page = findPage(grant.page);
    if (!page) {
      fields[`pages.${i}.page`] = 'permissionGroup.unknownPage';
      return;
    }
    if (seen.has(grant.page)) fields[`pages.${i}.page`] = 'permissionGroup.duplicatePage';
    seen.add(grant.page);
    const codes = new Set(page.funs.map((f) => f.code));
    if (grant.funs.some((c) => !codes.has(c))) fields[`pages.${i}.funs`] = 'permissionGroup.unknownFunction';
    const keys = new Set(page.cols.map((c) => c.key));
    if (grant.cols?.some((k) => !keys.has(k))) fields[`pages.${i}.cols`] = 'permissionGroup.unknownColumn';
  });
  return Object.keys(fields).length > 0 ? fields : null;
}

/** A grant as stored in permission_group_page: codes comma-separated; cols NULL = every column. */
export const toRow = (grant: PageGrantInput) => ({
  page: grant.page,
  funs: [...new Set(grant.funs)].join(','),
  cols: grant.cols === null ? null : [...new Set(grant.cols)].join(','),
});

const split = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);

export const fromRow = (row: { page: string; funs: string; cols: string | null }): PageGrantInput => ({
  page: row.page,
  funs: split(row.funs),
  cols: row.cols === null ? null : split(row.cols),
});
