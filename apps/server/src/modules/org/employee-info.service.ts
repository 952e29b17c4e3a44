import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';

async function currentEmployee(db: Kysely<DB>, tenant: TenantContext) {
  return db
    .selectFrom('employee as e')
    .innerJoin('app_user as u', 'u.id', 'e.user_id')
    .leftJoin('permission_group as g', (j) => j.onRef('g.enterprise_id', '=', 'e.enterprise_id').onRef('g.id', '=', 'e.permission_group_id'))
    .select([
      'e.id', 'e.enterprise_id', 'e.user_id', 'e.name', 'e.phone', 'e.is_admin', 'e.account_type', 'e.status', 'e.permission_group_id',
      'g.name as permission_group_name', 'u.code', 'u.head_img', 'u.partner_group',
    ])
    .where('e.enterprise_id', '=', tenant.enterpriseId)
    .where('e.id', '=', tenant.employeeId)
    .executeTakeFirstOrThrow();
}

/** The current employee with a summary of their rights (departments come with the staff feature). */
export async function employeeInfo(db: Kysely<DB>, tenant: TenantContext) {
  const e = await currentEmployee(db, tenant);
  return {
    employee_id: e.id,
    enterprise_id: e.enterprise_id,
    user_id: e.user_id,
    name: e.name,
    phone: e.phone,
    code: e.code,
    head_img: e.head_img,
    is_admin: e.is_admin,
    account_type: e.account_type,
    status: e.status,
    permission_group_id: e.permission_group_id,
    permission_group_name: e.permission_group_name ?? '',
    partner_group: e.partner_group,
  };
}

/** "Employee info without permission" (SPEC §7): only what the shell shows. */
export async function employeeBasic(db: Kysely<DB>, tenant: TenantContext) {
  const e = await currentEmployee(db, tenant);
  return { name: e.name, code: e.code, is_login: 1, partner_group: e.partner_group };
}
