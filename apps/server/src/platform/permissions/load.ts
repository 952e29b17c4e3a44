import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { PermissionSet, type PageGrant } from './permission-set.ts';

const splitCodes = (s: string): string[] => s.split(',').map((c) => c.trim()).filter(Boolean);

/**
 * The permission set of one employee: everything for the admin and for members of a group that grants all (the
 * built-in administrators group), else the pages of their permission group.
 */
export async function loadPermissions(
  db: Kysely<DB>,
  enterpriseId: number,
  employee: { is_admin: boolean; permission_group_id: number | null },
): Promise<PermissionSet> {
  if (employee.is_admin) return PermissionSet.admin();
  if (employee.permission_group_id === null) return new PermissionSet(false, new Map());
  const group = await db
    .selectFrom('permission_group')
    .select('grants_all')
    .where('enterprise_id', '=', enterpriseId)
    .where('id', '=', employee.permission_group_id)
    .executeTakeFirst();
  if (group?.grants_all) return PermissionSet.admin();
  const rows = await db
    .selectFrom('permission_group_page')
    .select(['page', 'funs', 'cols'])
    .where('enterprise_id', '=', enterpriseId)
    .where('group_id', '=', employee.permission_group_id)
    .execute();
  const pages = new Map<string, PageGrant>(
    rows.map((r) => [r.page, { funs: new Set(splitCodes(r.funs)), cols: r.cols === null ? null : splitCodes(r.cols) }]),
  );
  return new PermissionSet(false, pages);
}
