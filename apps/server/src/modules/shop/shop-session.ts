import { randomBytes } from 'node:crypto';
import { Code, Switch } from '@zf/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { dummyHash, verifyPassword } from '../../platform/auth/password.ts';
import { hashToken, sessionSeconds } from '../../platform/auth/session.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { tokenOf } from '../../platform/http/request-path.ts';

/** Who is calling the shop ordering view: a shop's own (master) login or one of its shop accounts. */
export interface ShopCaller { enterpriseId: number; shopId: number; accountId: number; sessionId: number }

/**
 * Logs a shop in by the enterprise's code, its login account and 6-character password: the shop's own account, or an
 * enabled shop account of it. An offline shop cannot log in. The token is kept only as a SHA-256 hash, 7 days.
 */
export async function shopLogin(db: Kysely<DB>, input: { enterprise_code: string; account: string; password: string }) {
  const e = await db.selectFrom('enterprise').select('id').where('code', '=', input.enterprise_code).executeTakeFirst();
  const shop = e ? await db.selectFrom('shop').select(['id', 'name', 'online', 'password_hash']).where('enterprise_id', '=', e.id).where('account', '=', input.account).executeTakeFirst() : undefined;
  const sub = e && !shop
    ? await db.selectFrom('shop_account as a').innerJoin('shop as s', (j) => j.onRef('s.enterprise_id', '=', 'a.enterprise_id').onRef('s.id', '=', 'a.shop_id'))
      .select(['a.id', 'a.shop_id', 'a.account_type', 'a.status', 'a.password_hash', 's.name', 's.online'])
      .where('a.enterprise_id', '=', e.id).where('a.account', '=', input.account).executeTakeFirst()
    : undefined;
  const hash = shop?.password_hash || sub?.password_hash || '';
  // The same work whether or not the account exists.
  const matches = hash ? await verifyPassword(hash, input.password) : (await verifyPassword(await dummyHash, input.password), false);
  if (!e || !matches || (sub && sub.status !== Switch.on)) throw new AppError(Code.forbidden, 'shop.loginFailed');
  const online = shop ? shop.online : sub!.online;
  if (online !== 1) throw conflict('shop.offline');
  const token = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  const shopId = shop ? shop.id : sub!.shop_id;
  await db.insertInto('shop_session').values({ token_hash: hashToken(token), enterprise_id: e.id, shop_id: shopId, account_id: sub?.id ?? 0, create_time: now, expires_time: now + sessionSeconds }).execute();
  return { token, shop_id: shopId, shop_name: shop ? shop.name : sub!.name, account_type: shop ? 1 : sub!.account_type };
}

/** The shop behind the request's token; refused without one, with an expired or revoked one, or once offline. */
export async function shopCaller(db: Kysely<DB>, req: FastifyRequest): Promise<ShopCaller> {
  const token = tokenOf(req);
  if (!token) throw new AppError(Code.noToken, 'shop.noToken');
  const s = await db.selectFrom('shop_session as ss')
    .innerJoin('shop as s', (j) => j.onRef('s.enterprise_id', '=', 'ss.enterprise_id').onRef('s.id', '=', 'ss.shop_id'))
    .select(['ss.id', 'ss.enterprise_id', 'ss.shop_id', 'ss.account_id', 'ss.expires_time', 'ss.revoked_time', 's.online'])
    .where('ss.token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!s) throw new AppError(Code.noToken, 'shop.noToken');
  if (s.revoked_time !== null || Number(s.expires_time) <= nowSeconds()) throw new AppError(Code.sessionExpired, 'auth.expired');
  if (s.online !== 1) throw conflict('shop.offline');
  if (s.account_id) {
    const a = await db.selectFrom('shop_account').select('status').where('enterprise_id', '=', s.enterprise_id).where('id', '=', s.account_id).executeTakeFirst();
    if (!a || a.status !== Switch.on) throw new AppError(Code.noToken, 'shop.noToken');
  }
  return { enterpriseId: s.enterprise_id, shopId: s.shop_id, accountId: s.account_id, sessionId: s.id };
}
