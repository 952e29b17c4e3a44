import type { StaffQuery, StaffUpdate } from '@zf/shared';
import type { Kysely } from 'kysely';
import { assertVersion, logChange } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { AccountType, EmployeeStatus } from './employee-status.ts';
import { checkStaffRefs } from './staff-refs.ts';
import { normalizeSex } from './staff-sex.ts';

/**
 * Staff management (员工管理): the enterprise's employees that are enabled (status 1) or disabled (0). Join requests
 * (pending, rejected) are the admin's join-request list, not staff. Every query is scoped by the caller's enterprise.
 */
const staffStatuses = [EmployeeStatus.active, EmployeeStatus.disabled];

function staffQuery(db: Kysely<DB>, enterpriseId: number) {
  return db
    .selectFrom('employee as e')
    .leftJoin('department as d', (j) => j.onRef('d.enterprise_id', '=', 'e.enterprise_id').onRef('d.id', '=', 'e.department_id'))
    .leftJoin('job_position as p', (j) => j.onRef('p.enterprise_id', '=', 'e.enterprise_id').onRef('p.id', '=', 'e.position_id'))
    .leftJoin('permission_group as g', (j) => j.onRef('g.enterprise_id', '=', 'e.enterprise_id').onRef('g.id', '=', 'e.permission_group_id'))
    .where('e.enterprise_id', '=', enterpriseId)
    .where('e.status', 'in', staffStatuses);
}

const columns = [
  'e.id', 'e.user_id', 'e.name', 'e.phone', 'e.sex', 'e.department_id', 'd.name as department_name', 'e.position_id', 'p.name as job_name',
  'e.account_type', 'e.status', 'e.is_admin', 'e.permission_group_id', 'g.name as permission_group_name', 'e.remark', 'e.create_time', 'e.version',
] as const;

const toStaff = (r: Record<string, unknown>) => ({
  id: Number(r.id), user_id: Number(r.user_id), name: String(r.name), phone: String(r.phone), sex: Number(r.sex),
  department_id: Number(r.department_id), department_name: String(r.department_name ?? ''), position_id: Number(r.position_id),
  job_name: String(r.job_name ?? ''), account_type: Number(r.account_type), status: Number(r.status), is_admin: Boolean(r.is_admin),
  permission_group_id: r.permission_group_id == null ? null : Number(r.permission_group_id), permission_group_name: String(r.permission_group_name ?? ''),
  remark: String(r.remark), create_time: Number(r.create_time), version: Number(r.version),
});

export async function listStaff(db: Kysely<DB>, enterpriseId: number, f: StaffQuery) {
  let q = staffQuery(db, enterpriseId);
  if (f.keyword) {
    const pattern = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('e.name', 'ilike', pattern), eb('e.phone', 'like', pattern)]));
  }
  if (f.department_id !== undefined) q = q.where('e.department_id', '=', f.department_id);
  if (f.position_id !== undefined) q = q.where('e.position_id', '=', f.position_id);
  if (f.permission_group_id !== undefined) q = q.where('e.permission_group_id', '=', f.permission_group_id);
  if (f.status !== undefined) q = q.where('e.status', '=', f.status);
  const [rows, total] = await Promise.all([
    q.select(columns).orderBy('e.is_admin', 'desc').orderBy('e.id').limit(f.page_size).offset((f.page - 1) * f.page_size).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { list: rows.map(toStaff), total: Number(total?.n ?? 0), page: f.page, page_size: f.page_size };
}

export async function getStaff(db: Kysely<DB>, enterpriseId: number, id: number) {
  const row = await staffQuery(db, enterpriseId).select(columns).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('enterprise.employeeNotFound');
  return toStaff(row);
}

/**
 * Edits a member of staff. The phone stays as the person registered it (it is their login); the administrator keeps
 * the master account; nobody but the administrator changes their own permission group.
 */
export async function updateStaff(db: Kysely<DB>, tenant: TenantContext, id: number, { version, ...input }: StaffUpdate): Promise<void> {
  await checkStaffRefs(db, tenant, input);
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('employee').selectAll().where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id)
      .where('status', 'in', staffStatuses).forUpdate().executeTakeFirst();
    if (!before) throw notFound('enterprise.employeeNotFound');
    // A form loaded before someone else's change is refused (4090 naming them), not silently overwritten.
    await assertVersion(tx, { enterpriseId: tenant.enterpriseId, resource: 'employees', recordId: id, version: before.version, updateTime: before.update_time }, version);
    if (before.is_admin && input.account_type !== undefined && input.account_type !== AccountType.master) throw conflict('staff.adminMaster');
    if (id === tenant.employeeId && !tenant.isAdmin && input.permission_group_id !== undefined && input.permission_group_id !== before.permission_group_id) {
      throw forbidden('enterprise.notAdmin');
    }
    const values = Object.fromEntries(Object.entries({ ...input, ...(input.sex !== undefined ? { sex: normalizeSex(input.sex) } : {}) }).filter(([, v]) => v !== undefined));
    const changes = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => (before as Record<string, unknown>)[k] !== v).map(([k, v]) => [k, [(before as Record<string, unknown>)[k], v] as const]),
    );
    if (!Object.keys(changes).length) return;
    await tx.updateTable('employee').set({ ...values, update_time: nowSeconds() }).where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id).execute();
    await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'employees', recordId: id, action: 'update', changes, summary: before.name });
  });
}

/**
 * Enables or disables staff, all or none (4004 if any id is not staff of this enterprise). A disabled employee's
 * next request is refused (the request path admits status 1 only). The administrator cannot be disabled, and
 * nobody disables themselves.
 */
export async function setStaffStatus(db: Kysely<DB>, tenant: TenantContext, ids: number[], status: 0 | 1): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (tx) => {
    const rows = await tx.selectFrom('employee').select(['id', 'name', 'is_admin', 'status']).where('enterprise_id', '=', tenant.enterpriseId)
      .where('id', 'in', unique).where('status', 'in', staffStatuses).forUpdate().execute();
    if (rows.length !== unique.length) throw notFound('enterprise.employeeNotFound');
    if (status === EmployeeStatus.disabled && rows.some((r) => r.is_admin)) throw conflict('staff.adminDisable');
    if (status === EmployeeStatus.disabled && unique.includes(tenant.employeeId)) throw conflict('staff.selfDisable');
    const changing = rows.filter((r) => r.status !== status);
    if (!changing.length) return;
    await tx.updateTable('employee').set({ status, update_time: nowSeconds() }).where('enterprise_id', '=', tenant.enterpriseId)
      .where('id', 'in', changing.map((r) => r.id)).execute();
    for (const r of changing) {
      await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'employees', recordId: r.id, action: 'update', changes: { status: [r.status, status] }, summary: r.name });
    }
  });
}
