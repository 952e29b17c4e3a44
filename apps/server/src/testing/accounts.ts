import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import type { SignedClient } from './signed-client.ts';

let phoneSeq = 0;
/** A phone number unique within the test run (pid spreads parallel files apart). */
export function uniquePhone(): string {
  phoneSeq += 1;
  return `13${String((process.pid * 1000 + phoneSeq) % 1_000_000_000).padStart(9, '0')}`;
}

/** Reads the newest code sent to a phone from the development outbox, like a person reading their SMS. */
export async function lastSmsCode(client: SignedClient, phone: string): Promise<string> {
  const res = await client.get<{ list: Array<{ code: string }> }>(`/dev/sms-outbox?phone=${phone}`);
  const code = res.data.list[0]?.code;
  if (!code) throw new Error(`no SMS was sent to ${phone}`);
  return code;
}

export interface Account {
  phone: string;
  password: string;
  token: string;
  userId: number;
  client: SignedClient;
}

/** Registers a user through the public API (SMS code from the outbox) and returns an authenticated client. */
export async function registerUser(client: SignedClient, name = '测试用户', password = 'Passw0rd1'): Promise<Account> {
  const phone = uniquePhone();
  // Each test user arrives from its own address, so per-IP limits do not couple unrelated tests.
  const sent = await client.post('/auth/sms-code', { phone, scene: 'register' }, { headers: { 'x-forwarded-for': `10.9.${phoneSeq % 250}.${(phoneSeq >> 8) % 250}` } });
  if (sent.code !== 2000) throw new Error(`sms-code failed: ${sent.code} ${sent.msg}`);
  const code = await lastSmsCode(client, phone);
  const res = await client.post('/auth/register', { phone, password, code, name });
  if (res.code !== 2000) throw new Error(`register failed: ${res.code} ${res.msg}`);
  return { phone, password, token: res.data.token, userId: res.data.user.id, client: client.withToken(res.data.token) };
}

/**
 * Sends a code as a user would a while after their last one: the per-phone sending limits are cleared first
 * (tests that check the limits themselves call /auth/sms-code directly). Returns the code from the outbox.
 */
export async function sendCode(client: SignedClient, db: Kysely<DB>, phone: string, scene: string): Promise<string> {
  await db.deleteFrom('rate_limit').where('key', 'in', [`sms:phone-minute:${phone}`, `sms:phone-day:${phone}`]).execute();
  const res = await client.post('/auth/sms-code', { phone, scene }, { headers: { 'x-forwarded-for': `10.200.${phoneSeq % 250}.1` } });
  if (res.code !== 2000) throw new Error(`sms-code ${scene} failed: ${res.code} ${res.msg}`);
  return lastSmsCode(client, phone);
}
