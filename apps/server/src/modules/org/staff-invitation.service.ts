import type { StaffInvite } from '@zf/shared';
import type { Kysely, Transaction } from 'kysely';
import { logChange } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { SessionUser, TenantContext } from '../../platform/tenancy/context.ts';
import { MessageKind, notify } from '../messages/index.ts';
import { AccountType, EmployeeStatus, SystemGroup } from './employee-status.ts';
import { enterpriseDisplayName } from './enterprise-display.ts';
import { systemGroupId } from './enterprise-defaults.ts';
import { checkStaffRefs } from './staff-refs.ts';
import { normalizeSex } from './staff-sex.ts';

/** employee_invitation.status. */
export const InvitationStatus = { pending: 1, accepted: 2, cancelled: 3 } as const;

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

interface StaffDetails {
  name: string; sex: number; department_id: number; position_id: number; permission_group_id: number | null; remark?: string;
}

/**
 * Makes a user an active employee with the given details: a new row, or their existing row (a join request, a
 * rejected or disabled former member) brought back. Tells them in a membership message (any enterprise's message
 * centre shows it). Returns the employee id.
 */
async function enrol(tx: Transaction<DB>, enterpriseId: number, user: { id: number; phone: string }, d: StaffDetails, actorEmployeeId: number | null): Promise<number> {
  const now = nowSeconds();
  const existing = await tx.selectFrom('employee').select(['id', 'status']).where('enterprise_id', '=', enterpriseId).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
  if (existing?.status === EmployeeStatus.active) throw conflict('staff.exists');
  const values = {
    name: d.name, sex: normalizeSex(d.sex), department_id: d.department_id, position_id: d.position_id, permission_group_id: d.permission_group_id,
    status: EmployeeStatus.active, account_type: AccountType.sub, ...(d.remark !== undefined ? { remark: d.remark } : {}), update_time: now,
  };
  const id = existing
    ? (await tx.updateTable('employee').set(values).where('enterprise_id', '=', enterpriseId).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
    : (await tx.insertInto('employee').values({ ...values, enterprise_id: enterpriseId, user_id: user.id, phone: user.phone, create_time: now }).returning('id').executeTakeFirstOrThrow()).id;
  const e = await tx.selectFrom('enterprise').select(['name', 'type', 'org_name', 'alias_name']).where('id', '=', enterpriseId).executeTakeFirstOrThrow();
  await notify(tx, enterpriseId, user.id, { key: 'msg.staffAdded.title' }, { key: 'msg.staffAdded.content', params: { enterprise: enterpriseDisplayName(e) } }, MessageKind.membership);
  await logChange(tx, { enterpriseId, employeeId: actorEmployeeId, resource: 'employees', recordId: id, action: 'create', summary: d.name });
  return id;
}

/**
 * Invite by phone (员工管理 → 邀请): a registered phone becomes an active employee at once; an unknown phone gets a
 * pending invitation that turns into an employee when that phone's user first lists their enterprises after
 * registering (acceptInvitations). Without a group the new employee is in the staff group.
 */
export async function inviteStaff(db: Kysely<DB>, tenant: TenantContext, input: StaffInvite) {
  await checkStaffRefs(db, tenant, input);
  try {
    return await db.transaction().execute(async (tx) => {
      const groupId = input.permission_group_id ?? (await systemGroupId(tx, tenant.enterpriseId, SystemGroup.staff));
      const details = { ...input, permission_group_id: groupId };
      const user = await tx.selectFrom('app_user').select(['id', 'phone']).where('phone', '=', input.phone).executeTakeFirst();
      if (user) return { joined: true, employee_id: await enrol(tx, tenant.enterpriseId, user, details, tenant.employeeId) };
      const now = nowSeconds();
      const invitation = await tx
        .insertInto('employee_invitation')
        .values({
          enterprise_id: tenant.enterpriseId, phone: input.phone, name: input.name, sex: normalizeSex(input.sex), department_id: input.department_id,
          position_id: input.position_id, permission_group_id: groupId, status: InvitationStatus.pending, invited_by: tenant.employeeId,
          create_time: now, update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { joined: false, invitation_id: invitation.id };
    });
  } catch (e) {
    // Two invitations of the same phone at once: the unique keys let one through.
    if (isUniqueViolation(e)) throw conflict(e instanceof Error && e.message.includes('employee_invitation') ? 'staff.invited' : 'staff.exists');
    throw e;
  }
}

/** The enterprise's invitations still waiting for their phone to register. */
export async function pendingInvitations(db: Kysely<DB>, enterpriseId: number) {
  const rows = await db
    .selectFrom('employee_invitation as i')
    .leftJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 'i.enterprise_id').onRef('e.id', '=', 'i.invited_by'))
    .select(['i.id', 'i.phone', 'i.name', 'i.department_id', 'i.position_id', 'i.permission_group_id', 'e.name as invited_by_name', 'i.create_time'])
    .where('i.enterprise_id', '=', enterpriseId)
    .where('i.status', '=', InvitationStatus.pending)
    .orderBy('i.id', 'desc')
    .execute();
  return { list: rows.map((r) => ({ ...r, invited_by_name: r.invited_by_name ?? '', create_time: Number(r.create_time) })) };
}

export async function cancelInvitation(db: Kysely<DB>, enterpriseId: number, id: number): Promise<void> {
  const row = await db.updateTable('employee_invitation').set({ status: InvitationStatus.cancelled, update_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).where('status', '=', InvitationStatus.pending).returning('id').executeTakeFirst();
  if (!row) throw notFound('staff.invitationNotFound');
}

/**
 * Turns the pending invitations of the user's phone into employee rows. Called when a user lists or selects their
 * enterprises, which is the first thing the web app does after registering and logging in — so the platform's
 * registration code needs no hook. Cheap when there is nothing to accept (one indexed query). Each invitation is
 * accepted once, under a row lock; a department or job deleted meanwhile is left empty.
 */
export async function acceptInvitations(db: Kysely<DB>, user: SessionUser): Promise<void> {
  const pending = await db.selectFrom('employee_invitation').select(['enterprise_id', 'id']).where('phone', '=', user.phone).where('status', '=', InvitationStatus.pending).execute();
  for (const { enterprise_id: enterpriseId, id } of pending) {
    await db.transaction().execute(async (tx) => {
      const inv = await tx.selectFrom('employee_invitation').selectAll().where('enterprise_id', '=', enterpriseId).where('id', '=', id)
        .where('status', '=', InvitationStatus.pending).forUpdate().executeTakeFirst();
      if (!inv) return;
      const department = inv.department_id && (await tx.selectFrom('department').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', inv.department_id).executeTakeFirst());
      const position = inv.position_id && (await tx.selectFrom('job_position').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', inv.position_id).executeTakeFirst());
      const active = await tx.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).where('user_id', '=', user.userId)
        .where('status', '=', EmployeeStatus.active).executeTakeFirst();
      const employeeId = active?.id ?? (await enrol(tx, enterpriseId, { id: user.userId, phone: user.phone }, {
        name: inv.name, sex: inv.sex, department_id: department ? inv.department_id : 0, position_id: position ? inv.position_id : 0,
        permission_group_id: inv.permission_group_id ?? (await systemGroupId(tx, enterpriseId, SystemGroup.staff)),
      }, inv.invited_by));
      await tx.updateTable('employee_invitation').set({ status: InvitationStatus.accepted, employee_id: employeeId, update_time: nowSeconds() })
        .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
    });
  }
}
