import type { Kysely } from 'kysely';
import { consumeSmsCode } from '../../platform/auth/sms-code.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { SessionUser, TenantContext } from '../../platform/tenancy/context.ts';
import { MessageKind, notify } from '../messages/index.ts';
import { AccountType, EmployeeStatus, SystemGroup } from './employee-status.ts';
import { enterpriseDisplayName } from './enterprise-display.ts';
import { systemGroupId } from './enterprise-defaults.ts';

/**
 * Hands the admin role (master account) to another active employee of the same enterprise. The admin proves it
 * is them with an SMS code sent to their own phone (scene 'transfer'). The old admin stays an employee in the
 * administrators' permission group, so they keep their pages until the new admin decides otherwise.
 *
 * Order matters: the target is checked before the code is spent, so a wrong id (another enterprise's employee,
 * a pending applicant) answers 4004 and costs nothing.
 */
export async function transferAdmin(db: Kysely<DB>, user: SessionUser, tenant: TenantContext, employeeId: number, code: string): Promise<void> {
  const target = await db
    .selectFrom('employee')
    .select(['id', 'status'])
    .where('enterprise_id', '=', tenant.enterpriseId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!target || target.status !== EmployeeStatus.active) throw notFound('enterprise.employeeNotFound');
  if (target.id === tenant.employeeId) throw invalidFields({ employee_id: 'enterprise.transferSelf' });
  await consumeSmsCode(db, user.phone, 'transfer', code);

  await db.transaction().execute(async (tx) => {
    const now = nowSeconds();
    const adminGroup = await systemGroupId(tx, tenant.enterpriseId, SystemGroup.admin);
    // The one-admin index needs the old admin cleared before the new one is set.
    const from = await tx
      .updateTable('employee')
      .set({ is_admin: false, account_type: AccountType.sub, permission_group_id: adminGroup, update_time: now })
      .where('enterprise_id', '=', tenant.enterpriseId)
      .where('id', '=', tenant.employeeId)
      .where('is_admin', '=', true)
      .returning(['user_id', 'name'])
      .executeTakeFirst();
    if (!from) throw conflict('enterprise.notAdmin'); // someone else transferred it a moment ago
    const to = await tx
      .updateTable('employee')
      .set({ is_admin: true, account_type: AccountType.master, update_time: now })
      .where('enterprise_id', '=', tenant.enterpriseId)
      .where('id', '=', employeeId)
      .where('status', '=', EmployeeStatus.active)
      .returning(['user_id', 'name'])
      .executeTakeFirst();
    if (!to) throw notFound('enterprise.employeeNotFound');
    const e = await tx.selectFrom('enterprise').select(['name', 'type', 'org_name', 'alias_name']).where('id', '=', tenant.enterpriseId).executeTakeFirstOrThrow();
    const enterprise = enterpriseDisplayName(e);
    await notify(tx, tenant.enterpriseId, from.user_id, { key: 'msg.adminTransferredOut.title' }, { key: 'msg.adminTransferredOut.content', params: { enterprise, name: to.name } }, MessageKind.admin);
    await notify(tx, tenant.enterpriseId, to.user_id, { key: 'msg.adminTransferredIn.title' }, { key: 'msg.adminTransferredIn.content', params: { enterprise, name: from.name } }, MessageKind.admin);
  });
}

/**
 * Who the admin can hand the role to: the other active employees of the enterprise (GET /enterprise/employees, for
 * the admin-transfer screen; the staff list of the organisation screens is a separate resource).
 */
export async function transferCandidates(db: Kysely<DB>, tenant: TenantContext): Promise<Array<{ employee_id: number; name: string; phone: string }>> {
  const rows = await db
    .selectFrom('employee')
    .select(['id', 'name', 'phone'])
    .where('enterprise_id', '=', tenant.enterpriseId)
    .where('status', '=', EmployeeStatus.active)
    .where('id', '!=', tenant.employeeId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ employee_id: r.id, name: r.name, phone: r.phone }));
}
