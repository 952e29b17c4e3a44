import type { Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { translate, type AnyMessageKey } from '../../platform/i18n/server-messages.ts';

/**
 * The message centre. A message is addressed to one user by one enterprise. A reader sees the messages of their
 * current enterprise plus their own membership messages (join approved/declined) from any enterprise: a declined
 * applicant is not a member anywhere yet, and still has to learn the answer.
 */
export { MessageKind, readerOf, unreadCount, type MessageKindValue, type Reader } from '../../platform/messages/visible-messages.ts';
import { MessageKind, visibleMessages as visible, type MessageKindValue, type Reader } from '../../platform/messages/visible-messages.ts';

/** Plain text, or a message key rendered in the reader's language when read. */
export type MessageText = string | { key: AnyMessageKey; params?: Record<string, string | number> };

interface StoredText { key: AnyMessageKey; params: Record<string, string | number> }
interface StoredI18n { title: StoredText | null; content: StoredText | null }

const stored = (t: MessageText): StoredText | null => (typeof t === 'string' ? null : { key: t.key, params: t.params ?? {} });
const chinese = (t: MessageText): string => (typeof t === 'string' ? t : translate('zh-CN', t.key, t.params));

/**
 * Writes a message for a user. Other modules call this inside their own transaction (pass `tx`), so the message
 * exists exactly when the business change it reports does.
 */
export async function notify(
  tx: Kysely<DB>,
  enterpriseId: number,
  userId: number,
  title: MessageText,
  content: MessageText,
  kind: MessageKindValue = MessageKind.system,
): Promise<number> {
  const i18n: StoredI18n = { title: stored(title), content: stored(content) };
  const row = await tx
    .insertInto('message')
    .values({
      enterprise_id: enterpriseId,
      user_id: userId,
      title: chinese(title),
      content: chinese(content),
      kind,
      i18n: i18n.title || i18n.content ? JSON.stringify(i18n) : null,
      create_time: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface MessageView {
  id: number;
  enterprise_id: number;
  title: string;
  content: string;
  kind: string;
  is_read: number;
  create_time: number;
}

export async function listMessages(
  db: Kysely<DB>,
  reader: Reader,
  language: Language,
  q: { page: number; page_size: number; is_read?: 0 | 1 },
): Promise<{ list: MessageView[]; total: number; page: number; page_size: number }> {
  let base = visible(db, reader);
  if (q.is_read !== undefined) base = base.where('is_read', '=', q.is_read === 1);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'enterprise_id', 'title', 'content', 'kind', 'is_read', 'create_time', 'i18n'])
      .orderBy('id', 'desc')
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  const list = rows.map((r) => {
    const i18n = r.i18n as StoredI18n | null;
    const render = (plain: string, text: StoredText | null | undefined) => (text ? translate(language, text.key, text.params) : plain);
    return {
      id: r.id,
      enterprise_id: r.enterprise_id,
      title: render(r.title, i18n?.title),
      content: render(r.content, i18n?.content),
      kind: r.kind,
      is_read: r.is_read ? 1 : 0,
      create_time: Number(r.create_time),
    };
  });
  return { list, total: Number(total?.n ?? 0), page: q.page, page_size: q.page_size };
}

/**
 * Marks messages read. All or nothing: one id the reader may not see (another user's, another enterprise's, or
 * none at all) answers 4004 and nothing changes.
 */
export async function markRead(db: Kysely<DB>, reader: Reader, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const seen = await visible(db, reader).select('id').where('id', 'in', unique).execute();
  if (seen.length !== unique.length) throw notFound('record.notFound');
  await db.updateTable('message').set({ is_read: true }).where('user_id', '=', reader.userId).where('id', 'in', unique).execute();
}

export async function markAllRead(db: Kysely<DB>, reader: Reader): Promise<number> {
  const ids = visible(db, reader).select('id').where('is_read', '=', false);
  const r = await db.updateTable('message').set({ is_read: true }).where('id', 'in', ids).executeTakeFirst();
  return Number(r.numUpdatedRows);
}
