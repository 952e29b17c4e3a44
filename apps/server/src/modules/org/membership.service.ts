import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { MessageKind, notify } from '../messages/index.ts';
import { EmployeeStatus, SystemGroup } from './employee-status.ts';
import { enterpriseDisplayName } from './enterprise-display.ts';
import { systemGroupId } from './enterprise-defaults.ts';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';
const normalizeCode = (code: string) => code.trim().toUpperCase();

async function enterpriseByCode(db: Kysely<DB>, code: string) {
  const e = await db
    .selectFrom('enterprise')
    .select(['id', 'name', 'type', 'org_name', 'alias_name'])
    .where('code', '=', normalizeCode(code))
    .executeTakeFirst();
  if (!e) throw notFound('enterprise.notFound');
  return e;
}

/** "Enterprise by code" (SPEC §7): what the join form shows before the user sends the request. */
export async function findEnterpriseByCode(db: Kysely<DB>, code: string) {
  const e = await enterpriseByCode(db, code);
  return { enterprise_id: e.id, name: enterpriseDisplayName(e) };
}

/**
 * Asks to join an enterprise by its code: a pending employee row the admin approves or rejects, and a message to
 * the admin. Someone declined earlier may ask again; a member or a pending applicant may not ask twice.
 */
export async function requestToJoin(db: Kysely<DB>, userId: number, code: string): Promise<void> {
  const enterprise = await enterpriseByCode(db, code);
  try {
    await db.transaction().execute(async (tx) => {
      const now = nowSeconds();
      const user = await tx.selectFrom('app_user').select(['name', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
      const existing = await tx
        .selectFrom('employee')
        .select(['id', 'status'])
        .where('enterprise_id', '=', enterprise.id)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (existing && existing.status !== EmployeeStatus.rejected) throw conflict('enterprise.alreadyMember');
      if (existing) {
        await tx
          .updateTable('employee')
          .set({ status: EmployeeStatus.pending, name: user.name, phone: user.phone, create_time: now, update_time: now })
          .where('enterprise_id', '=', enterprise.id)
          .where('id', '=', existing.id)
          .execute();
      } else {
        await tx
          .insertInto('employee')
          .values({ enterprise_id: enterprise.id, user_id: userId, name: user.name, phone: user.phone, status: EmployeeStatus.pending, create_time: now, update_time: now })
          .execute();
      }
      const admin = await tx
        .selectFrom('employee')
        .select('user_id')
        .where('enterprise_id', '=', enterprise.id)
        .where('is_admin', '=', true)
        .executeTakeFirst();
      if (admin) {
        const params = { name: user.name, phone: user.phone, enterprise: enterpriseDisplayName(enterprise) };
        await notify(tx, enterprise.id, admin.user_id, { key: 'msg.joinRequest.title' }, { key: 'msg.joinRequest.content', params }, MessageKind.system);
      }
    });
  } catch (e) {
    // The same user asking twice at the same moment: the (enterprise, user) key lets one through.
    if (isUniqueViolation(e)) throw conflict('enterprise.alreadyMember');
    throw e;
  }
}

/** The admin's list of pending join requests, oldest first. */
export async function joinRequests(db: Kysely<DB>, tenant: TenantContext, q: { page: number; page_size: number }) {
  const base = db.selectFrom('employee as e').innerJoin('app_user as u', 'u.id', 'e.user_id')
    .where('e.enterprise_id', '=', tenant.enterpriseId)
    .where('e.status', '=', EmployeeStatus.pending);
  const [rows, total] = await Promise.all([
    base
      .select(['e.id', 'e.user_id', 'e.name', 'e.phone', 'u.code', 'e.create_time'])
      .orderBy('e.create_time')
      .orderBy('e.id')
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, user_id: r.user_id, name: r.name, phone: r.phone, code: r.code, create_time: Number(r.create_time) })),
    total: Number(total?.n ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

/**
 * Approves or rejects a pending request of the admin's own enterprise. The status change is one conditional
 * update, so two admins' clicks (or a double click) decide once; anything else — another enterprise's row, an
 * already handled request — is 4004 and changes nothing. Approval puts the new employee in the staff group.
 */
export async function decideJoinRequest(db: Kysely<DB>, tenant: TenantContext, employeeId: number, approve: boolean): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const groupId = approve ? await systemGroupId(tx, tenant.enterpriseId, SystemGroup.staff) : null;
    const row = await tx
      .updateTable('employee')
      .set({
        status: approve ? EmployeeStatus.active : EmployeeStatus.rejected,
        ...(approve ? { permission_group_id: groupId, is_admin: false } : {}),
        update_time: nowSeconds(),
      })
      .where('enterprise_id', '=', tenant.enterpriseId)
      .where('id', '=', employeeId)
      .where('status', '=', EmployeeStatus.pending)
      .returning('user_id')
      .executeTakeFirst();
    if (!row) throw notFound('enterprise.joinRequestNotFound');
    const e = await tx.selectFrom('enterprise').select(['name', 'type', 'org_name', 'alias_name']).where('id', '=', tenant.enterpriseId).executeTakeFirstOrThrow();
    const params = { enterprise: enterpriseDisplayName(e) };
    await notify(
      tx, tenant.enterpriseId, row.user_id,
      { key: approve ? 'msg.joinApproved.title' : 'msg.joinRejected.title' },
      { key: approve ? 'msg.joinApproved.content' : 'msg.joinRejected.content', params },
      MessageKind.membership,
    );
  });
}
