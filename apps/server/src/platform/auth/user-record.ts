import { EmployeeStatus, type SessionUser } from '@zf/shared';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';
import { readerOf, unreadCount } from '../messages/visible-messages.ts';

/** Cooling-off period of an account cancellation: it can be undone for this many days (SPEC recover_days). */
export const cancelCoolingOffDays = 15;

/** The user object of API.md: the shared contract's session user (packages/shared contract/session.contract.ts). */
export type UserInfo = SessionUser;

export const recoverDays = (isCancel: number, cancelTime: string | number | null): number => {
  if (isCancel !== 1 || cancelTime === null) return 0;
  const left = cancelCoolingOffDays - Math.floor((nowSeconds() - Number(cancelTime)) / 86_400);
  return Math.max(0, left);
};

/** The user object of API.md for a session (message_count counts unread messages in the current enterprise). */
export async function userInfo(db: Kysely<DB>, userId: number, enterpriseId: number | null): Promise<UserInfo> {
  const u = await db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const messageCount = await unreadCount(db, await readerOf(db, userId, enterpriseId));
  return {
    id: u.id,
    name: u.name,
    code: u.code,
    phone: u.phone,
    head_img: u.head_img,
    is_login: 1,
    message_count: messageCount,
    partner_group: u.partner_group,
    is_cancel: u.is_cancel,
    recover_days: recoverDays(u.is_cancel, u.cancel_time),
    enterprise_id: enterpriseId ?? 0,
  };
}

/** A user code that people can read out: 'U' + 8 digits, unique. */
export async function newUserCode(db: Kysely<DB>): Promise<string> {
  for (;;) {
    const code = `U${String(randomInt(10_000_000, 100_000_000))}`;
    const taken = await db.selectFrom('app_user').select('id').where('code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

export interface EnterpriseMembership {
  enterprise_id: number;
  name: string;
  is_admin: boolean;
}

/** Enterprises where the user is an active employee. */
export async function membershipsOf(db: Kysely<DB>, userId: number): Promise<EnterpriseMembership[]> {
  const rows = await db
    .selectFrom('employee as e')
    .innerJoin('enterprise as x', 'x.id', 'e.enterprise_id')
    .select(['x.id as enterprise_id', 'x.name', 'e.is_admin'])
    .where('e.user_id', '=', userId)
    .where('e.status', '=', EmployeeStatus.active)
    .orderBy('x.id')
    .execute();
  return rows;
}
