import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from './db/schema.ts';
import { nowSeconds } from './db/types.ts';
import { signatureWindowSeconds } from '@zf/shared';

/**
 * Deletes short-lived security rows past their use: nonces older than twice the signature window, rate-limit
 * windows older than a day, spent or expired SMS codes and captchas. Idempotent, so every app server may run it.
 */
export async function pruneShortLivedRows(db: Kysely<DB>): Promise<void> {
  const now = nowSeconds();
  await db.deleteFrom('request_nonce').where('seen_time', '<', now - 2 * signatureWindowSeconds).execute();
  await db.deleteFrom('rate_limit').where('window_start', '<', now - 86_400).execute();
  await db.deleteFrom('sms_code').where('expires_time', '<', now - 86_400).execute();
  await db.deleteFrom('captcha').where('expires_time', '<', now - 3_600).execute();
  await db.deleteFrom('sms_outbox').where('created_time', '<', now - 7 * 86_400).execute();
}

export function startHousekeeping(db: Kysely<DB>, logger: Logger, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneShortLivedRows(db).catch((err) => logger.warn({ err }, 'housekeeping failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
