import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';

/** Session tokens: 32 random bytes, given to the client once, stored only as a SHA-256 hash. 7-day expiry. */
export const sessionSeconds = 7 * 86_400;
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Kysely<DB>,
  userId: number,
  enterpriseId: number | null,
  meta: { ip: string; client?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  await db
    .insertInto('user_session')
    .values({ token_hash: hashToken(token), user_id: userId, enterprise_id: enterpriseId, ip: meta.ip, client: meta.client ?? 'web', create_time: now, expires_time: now + sessionSeconds })
    .execute();
  return token;
}

export interface SessionRow {
  session_id: number;
  user_id: number;
  enterprise_id: number | null;
  expires_time: string | number;
  revoked_time: string | number | null;
  phone: string;
  is_cancel: number;
  /** The user's employee row in the session's current enterprise (null without one): same query, one round trip. */
  employee_id: number | null;
  employee_is_admin: boolean | null;
  employee_permission_group_id: number | null;
  employee_status: number | null;
}

export async function findSession(db: Kysely<DB>, token: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 's.enterprise_id').onRef('e.user_id', '=', 's.user_id'))
    .select(['s.id as session_id', 's.user_id', 's.enterprise_id', 's.expires_time', 's.revoked_time', 'u.phone', 'u.is_cancel',
      'e.id as employee_id', 'e.is_admin as employee_is_admin', 'e.permission_group_id as employee_permission_group_id', 'e.status as employee_status'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<DB>, sessionId: number): Promise<void> {
  await db.updateTable('user_session').set({ revoked_time: nowSeconds() }).where('id', '=', sessionId).execute();
}

/** Ends every session of a user (password change, reset), optionally keeping the current one. */
export async function revokeUserSessions(db: Kysely<DB>, userId: number, keepSessionId?: number): Promise<void> {
  let q = db.updateTable('user_session').set({ revoked_time: nowSeconds() }).where('user_id', '=', userId).where('revoked_time', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}
