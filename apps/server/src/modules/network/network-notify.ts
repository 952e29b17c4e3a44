import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { MessageKind, notify, type MessageText } from '../messages/index.ts';

/** A message to every administrator of an enterprise (who accepts links and, by default, customer orders). */
export async function notifyAdmins(db: Kysely<DB>, enterpriseId: number, title: MessageText, content: MessageText): Promise<void> {
  const admins = await db.selectFrom('employee').select('user_id').where('enterprise_id', '=', enterpriseId).where('is_admin', '=', true).orderBy('id').execute();
  for (const a of admins) await notify(db, enterpriseId, a.user_id, title, content, MessageKind.system);
}
