import { findPage, type PageNode } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';

/** Table of migration 0040, declared beside its only user (schema.ts stays the platform's list). */
export interface DashboardShortcutTable {
  enterprise_id: number;
  employee_id: number;
  page: string;
  sort: number;
}
declare module '../../platform/db/schema.ts' {
  interface DB {
    dashboard_shortcut: DashboardShortcutTable;
  }
}

/**
 * A shortcut is a menu page (group 0) this employee may open in this enterprise: the same rule GET /menus applies,
 * so a shortcut never leads to a page the menu would not show.
 */
function mayPin(page: PageNode | undefined, tenant: TenantContext): page is PageNode {
  if (!page || page.group !== 0) return false;
  if (page.onlyEnterpriseId !== undefined && page.onlyEnterpriseId !== tenant.enterpriseId) return false;
  return page.everyone || tenant.permissions.canOpen(page.name);
}

/**
 * The employee's shortcuts in their order. A page whose right was withdrawn since it was pinned is left out
 * (and stays stored: it comes back if the right does).
 */
export async function listShortcuts(db: Kysely<DB>, tenant: TenantContext): Promise<string[]> {
  const rows = await db
    .selectFrom('dashboard_shortcut')
    .select('page')
    .where('enterprise_id', '=', tenant.enterpriseId)
    .where('employee_id', '=', tenant.employeeId)
    .orderBy('sort')
    .execute();
  return rows.map((r) => r.page).filter((name) => mayPin(findPage(name), tenant));
}

/**
 * Replaces the employee's shortcuts with `pages` (route names, in order; repeats are dropped). All or nothing: one
 * unknown page, or one the employee may not open, answers 4220 and keeps the old list.
 */
export async function saveShortcuts(db: Kysely<DB>, tenant: TenantContext, pages: string[]): Promise<string[]> {
  const unique = [...new Set(pages)];
  if (!unique.every((name) => mayPin(findPage(name), tenant))) throw invalidFields({ list: 'dashboard.unknownPage' });
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('dashboard_shortcut').where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId).execute();
    if (unique.length === 0) return;
    await tx
      .insertInto('dashboard_shortcut')
      .values(unique.map((page, i) => ({ enterprise_id: tenant.enterpriseId, employee_id: tenant.employeeId, page, sort: i + 1 })))
      .execute();
  });
  return unique;
}
