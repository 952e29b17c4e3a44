import { EmployeeStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Which messages a user sees: those of their current enterprise (while an active employee there) plus their own
 * membership messages (join approved/declined) from any enterprise. Shared by the message centre (modules/messages)
 * and the unread badge in /user/info, so the two counts always agree.
 */
export const MessageKind = { system: 'system', membership: 'membership', admin: 'admin' } as const;
export type MessageKindValue = (typeof MessageKind)[keyof typeof MessageKind] | (string & {});

/** Who is reading: the user and the enterprise whose messages they see (null when they act in none). */
export interface Reader {
  userId: number;
  enterpriseId: number | null;
}

/** The session's enterprise counts only while the user is an active employee there. */
export async function readerOf(db: Kysely<DB>, userId: number, currentEnterpriseId: number | null): Promise<Reader> {
  if (currentEnterpriseId === null) return { userId, enterpriseId: null };
  const member = await db
    .selectFrom('employee')
    .select('id')
    .where('enterprise_id', '=', currentEnterpriseId)
    .where('user_id', '=', userId)
    .where('status', '=', EmployeeStatus.active)
    .executeTakeFirst();
  return { userId, enterpriseId: member ? currentEnterpriseId : null };
}

/** The messages a reader may see (and mark read). */
export function visibleMessages(db: Kysely<DB>, reader: Reader) {
  return db
    .selectFrom('message')
    .where('user_id', '=', reader.userId)
    .where((eb) =>
      reader.enterpriseId === null
        ? eb('kind', '=', MessageKind.membership)
        : eb.or([eb('enterprise_id', '=', reader.enterpriseId), eb('kind', '=', MessageKind.membership)]),
    );
}

export async function unreadCount(db: Kysely<DB>, reader: Reader): Promise<number> {
  const r = await visibleMessages(db, reader).select((eb) => eb.fn.countAll<string>().as('n')).where('is_read', '=', false).executeTakeFirst();
  return Number(r?.n ?? 0);
}

