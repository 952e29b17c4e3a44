import { createHash, randomInt } from 'node:crypto';
import { Code } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';
import { AppError, invalidFields } from '../http/app-error.ts';
import { hit } from '../rate-limit.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';

/**
 * SMS verification codes: 6 digits, single use, valid 10 minutes, stored hashed (salted with phone and scene),
 * at most 5 wrong tries per code. Sending is limited per phone (1 a minute, 10 a day) and per IP (30 an hour).
 */
export const smsScenes = ['register', 'login', 'reset', 'transfer'] as const;
export type SmsScene = (typeof smsScenes)[number];
export const codeTtlSeconds = 600;
const maxTries = 5;

const hashCode = (phone: string, scene: string, code: string) =>
  createHash('sha256').update(`${phone}:${scene}:${code}`).digest('hex');

export async function sendSmsCode(db: Kysely<DB>, sms: SmsProvider, phone: string, scene: SmsScene, ip: string): Promise<void> {
  const allowed =
    (await hit(db, `sms:phone-minute:${phone}`, 60, 1)) &&
    (await hit(db, `sms:phone-day:${phone}`, 86_400, 10)) &&
    (await hit(db, `sms:ip-hour:${ip}`, 3_600, 30));
  if (!allowed) throw new AppError(Code.tooManyAttempts, 'auth.tooManySms');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = nowSeconds();
  await db.transaction().execute(async (tx) => {
    // A new code replaces the earlier ones of the same phone and scene.
    await tx.updateTable('sms_code').set({ used_time: now }).where('phone', '=', phone).where('scene', '=', scene).where('used_time', 'is', null).execute();
    await tx.insertInto('sms_code').values({ phone, scene, code_hash: hashCode(phone, scene, code), create_time: now, expires_time: now + codeTtlSeconds }).execute();
  });
  await sms.send(phone, scene, code);
}

/**
 * Consumes a code: true once for the right code within its lifetime. A wrong code counts a try; after five the
 * code is dead. Answers 4220 on the `code` field otherwise.
 */
export async function consumeSmsCode(db: Kysely<DB>, phone: string, scene: SmsScene, code: string): Promise<void> {
  const now = nowSeconds();
  const ok = await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('sms_code')
      .select(['id', 'code_hash', 'attempts'])
      .where('phone', '=', phone)
      .where('scene', '=', scene)
      .where('used_time', 'is', null)
      .where('expires_time', '>', now)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.attempts >= maxTries) return false;
    if (row.code_hash !== hashCode(phone, scene, code)) {
      await tx.updateTable('sms_code').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
      return false;
    }
    await tx.updateTable('sms_code').set({ used_time: now }).where('id', '=', row.id).execute();
    return true;
  });
  if (!ok) throw invalidFields({ code: 'code.invalid' });
}
