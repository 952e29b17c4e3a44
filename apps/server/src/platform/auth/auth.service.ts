import { Code } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';
import { AppError, conflict, invalidFields, notFound } from '../http/app-error.ts';
import { count, hit } from '../rate-limit.ts';
import { consumeCaptcha } from './captcha.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';
import { createSession, revokeUserSessions } from './session.ts';
import { consumeSmsCode } from './sms-code.ts';
import { membershipsOf, newUserCode, userInfo, type EnterpriseMembership, type UserInfo } from './user-record.ts';

export interface LoginResult {
  token: string;
  user: UserInfo;
  enterprises: EnterpriseMembership[];
}
export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/**
 * Login failures, counted in 15-minute windows: after 3 for a phone (from anywhere) every try needs a solved captcha;
 * after 10 for a phone from one address, that address gets 4006 for that phone; after 50 from one address, 4006 for
 * every phone from there. An attacker's failures never lock the owner out from another address, and the owner with
 * the right password and a solved captcha gets in (ISSUE 11 item 6).
 */
const failWindow = 900;
const captchaAfter = 3;
const maxFailsPerPhoneAndIp = 10;
const maxFailsPerIp = 50;

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

export async function register(
  db: Kysely<DB>,
  input: { phone: string; password: string; code: string; name: string },
  meta: ClientMeta,
): Promise<LoginResult> {
  const existing = await db.selectFrom('app_user').select('id').where('phone', '=', input.phone).executeTakeFirst();
  if (existing) throw conflict('auth.phoneTaken');
  await consumeSmsCode(db, input.phone, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  const now = nowSeconds();
  let userId: number;
  try {
    const row = await db
      .insertInto('app_user')
      .values({ phone: input.phone, password_hash: passwordHash, name: input.name, code: await newUserCode(db), create_time: now, update_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  } catch (e) {
    // Two registrations of one phone at once: the unique key decides, the loser is told the phone is taken.
    if (isUniqueViolation(e)) throw conflict('auth.phoneTaken');
    throw e;
  }
  await logLogin(db, userId, input.phone, 'register', true, meta);
  return startSession(db, userId, meta);
}

export async function loginWithPassword(
  db: Kysely<DB>,
  input: { phone: string; password: string; captcha_id?: string; captcha?: string },
  meta: ClientMeta,
): Promise<LoginResult> {
  const phoneKey = `login-fail:phone:${input.phone}`;
  const phoneIpKey = `login-fail:phone-ip:${input.phone}:${meta.ip}`;
  const ipKey = `login-fail:ip:${meta.ip}`;
  if ((await count(db, phoneIpKey, failWindow)) >= maxFailsPerPhoneAndIp || (await count(db, ipKey, failWindow)) >= maxFailsPerIp) {
    throw new AppError(Code.tooManyAttempts, 'auth.tooManyLogin');
  }
  const phoneFails = await count(db, phoneKey, failWindow);
  if (phoneFails >= captchaAfter) {
    const solved = input.captcha_id && input.captcha ? await consumeCaptcha(db, input.captcha_id, input.captcha) : false;
    if (!solved) throw new AppError(Code.validation, 'auth.captchaWrong', { fields: { captcha: 'auth.captchaWrong' }, need_captcha: true });
  }
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'is_cancel'])
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  const good = user ? await verifyPassword(user.password_hash, input.password) : (await verifyPassword(await dummyHash, input.password), false);
  if (!user || !good || user.is_cancel === 2) {
    await hit(db, phoneKey, failWindow, captchaAfter);
    await hit(db, phoneIpKey, failWindow, maxFailsPerPhoneAndIp);
    await hit(db, ipKey, failWindow, maxFailsPerIp);
    await logLogin(db, user?.id ?? null, input.phone, 'password', false, meta);
    throw new AppError(Code.validation, 'auth.badLogin', { fields: { password: 'auth.badLogin' }, need_captcha: phoneFails + 1 >= captchaAfter });
  }
  await logLogin(db, user.id, input.phone, 'password', true, meta);
  return startSession(db, user.id, meta);
}

export async function loginWithCode(db: Kysely<DB>, input: { phone: string; code: string }, meta: ClientMeta): Promise<LoginResult> {
  const user = await db.selectFrom('app_user').select(['id', 'is_cancel']).where('phone', '=', input.phone).executeTakeFirst();
  if (!user || user.is_cancel === 2) throw notFound('auth.noUser');
  await consumeSmsCode(db, input.phone, 'login', input.code);
  await logLogin(db, user.id, input.phone, 'sms', true, meta);
  return startSession(db, user.id, meta);
}

export async function resetPassword(db: Kysely<DB>, input: { phone: string; code: string; password: string }): Promise<void> {
  const user = await db.selectFrom('app_user').select(['id', 'is_cancel']).where('phone', '=', input.phone).executeTakeFirst();
  if (!user || user.is_cancel === 2) throw notFound('auth.noUser');
  await consumeSmsCode(db, input.phone, 'reset', input.code);
  await db.updateTable('app_user').set({ password_hash: await hashPassword(input.password), update_time: nowSeconds() }).where('id', '=', user.id).execute();
  await revokeUserSessions(db, user.id);
}

export async function changePassword(
  db: Kysely<DB>,
  userId: number,
  input: { originPassword: string; newPassword1: string },
): Promise<void> {
  const user = await db.selectFrom('app_user').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.originPassword))) throw invalidFields({ originPassword: 'password.wrongOrigin' });
  await db.updateTable('app_user').set({ password_hash: await hashPassword(input.newPassword1), update_time: nowSeconds() }).where('id', '=', userId).execute();
  // Every session ends, this one included: the user logs in again with the new password.
  await revokeUserSessions(db, userId);
}

/**
 * A new session starts in the enterprise the user used last (if still a member), else in their only enterprise,
 * else in none (the web app then asks the user to pick or create one).
 */
async function startSession(db: Kysely<DB>, userId: number, meta: ClientMeta): Promise<LoginResult> {
  const enterprises = await membershipsOf(db, userId);
  const last = await db.selectFrom('app_user').select('last_enterprise_id').where('id', '=', userId).executeTakeFirstOrThrow();
  const current =
    enterprises.find((e) => e.enterprise_id === last.last_enterprise_id)?.enterprise_id ??
    (enterprises.length === 1 ? enterprises[0]!.enterprise_id : null);
  const token = await createSession(db, userId, current, { ip: meta.ip });
  return { token, user: await userInfo(db, userId, current), enterprises };
}

async function logLogin(db: Kysely<DB>, userId: number | null, phone: string, method: string, success: boolean, meta: ClientMeta) {
  await db
    .insertInto('login_log')
    .values({ user_id: userId, phone, method, success, ip: meta.ip, user_agent: meta.userAgent.slice(0, 300), create_time: nowSeconds() })
    .execute();
}
