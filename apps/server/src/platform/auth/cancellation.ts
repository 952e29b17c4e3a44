import type { Kysely } from 'kysely';
import { EmployeeStatus } from '@zf/shared';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';
import { conflict } from '../http/app-error.ts';
import { revokeUserSessions } from './session.ts';
import { recoverDays } from './user-record.ts';

/**
 * Account cancellation (SPEC §2 /cancellation, §3 is_cancel/recover_days): asking for it starts a cooling-off period
 * during which the user can only undo it or finish it; finishing frees the phone number and ends every session.
 * is_cancel: 0 normal, 1 cancelling, 2 cancelled.
 */
export async function requestCancellation(db: Kysely<DB>, userId: number, reason: string): Promise<void> {
  await db.updateTable('app_user').set({ is_cancel: 1, cancel_time: nowSeconds(), cancel_reason: reason, update_time: nowSeconds() }).where('id', '=', userId).where('is_cancel', '=', 0).execute();
}

export async function undoCancellation(db: Kysely<DB>, userId: number): Promise<void> {
  const u = await db.selectFrom('app_user').select(['is_cancel', 'cancel_time']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (u.is_cancel !== 1) throw conflict('auth.notCancelled');
  if (recoverDays(u.is_cancel, u.cancel_time) <= 0) throw conflict('auth.recoverExpired');
  await db.updateTable('app_user').set({ is_cancel: 0, cancel_time: null, cancel_reason: '', update_time: nowSeconds() }).where('id', '=', userId).execute();
}

export async function finishCancellation(db: Kysely<DB>, userId: number): Promise<void> {
  const u = await db.selectFrom('app_user').select(['is_cancel', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (u.is_cancel !== 1) throw conflict('auth.notCancelled');
  await db
    .updateTable('app_user')
    .set({ is_cancel: 2, phone: `cancelled:${userId}:${u.phone}`, update_time: nowSeconds() })
    .where('id', '=', userId)
    .execute();
  await db.updateTable('employee').set({ status: EmployeeStatus.disabled, update_time: nowSeconds() }).where('user_id', '=', userId).execute();
  await revokeUserSessions(db, userId);
}
