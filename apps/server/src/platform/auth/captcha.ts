import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';

/**
 * Image captcha shown after repeated failed logins. The answer is drawn as paths (not text), stored hashed,
 * valid 5 minutes, single use, case-insensitive.
 */
const hashAnswer = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer.toLowerCase()}`).digest('hex');

export async function createCaptcha(db: Kysely<DB>): Promise<{ captcha_id: string; svg: string; answer: string }> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 40 });
  const id = randomUUID();
  await db.insertInto('captcha').values({ id, answer_hash: hashAnswer(id, c.text), expires_time: nowSeconds() + 300 }).execute();
  return { captcha_id: id, svg: c.data, answer: c.text };
}

export async function consumeCaptcha(db: Kysely<DB>, id: string, answer: string): Promise<boolean> {
  const row = await db
    .updateTable('captcha')
    .set({ used_time: nowSeconds() })
    .where('id', '=', id)
    .where('used_time', 'is', null)
    .where('expires_time', '>', nowSeconds())
    .returning('answer_hash')
    .executeTakeFirst();
  return !!row && row.answer_hash === hashAnswer(id, answer);
}
