import { timingSafeEqual } from 'node:crypto';
import { Code, noncePattern, sign, signatureWindowSeconds } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';
import { AppError } from './app-error.ts';

export interface SignedHeaders {
  appkey?: string;
  client?: string;
  timestamp?: string;
  nonce?: string;
  sign?: string;
}

/**
 * Verifies the API.md signature: known app key, timestamp within ±300 s, nonce unseen for that app key within the
 * window (a table, so several server processes share it), and the HMAC. Any failure is a 4005.
 */
export class SignatureVerifier {
  private secrets = new Map<string, string>();
  private loadedAt = 0;
  private insertsSincePrune = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async verify(headers: SignedHeaders, method: string, pathWithQuery: string, body: string | Buffer | undefined): Promise<void> {
    const { appkey, client, timestamp, nonce, sign: given } = headers;
    if (!appkey || !client || !timestamp || !nonce || !given) throw new AppError(Code.badSignature, 'sign.missing');
    const secret = await this.secretOf(appkey);
    if (!secret) throw new AppError(Code.badSignature, 'sign.unknownKey');
    const ts = Number(timestamp);
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds() - ts) > signatureWindowSeconds) {
      throw new AppError(Code.badSignature, 'sign.stale');
    }
    if (!noncePattern.test(nonce)) throw new AppError(Code.badSignature, 'sign.invalid');
    const expected = sign(secret, {
      appkey, client, nonce, timestamp, method, pathWithQuery,
      body: body === undefined ? '' : typeof body === 'string' ? body : new Uint8Array(body),
    });
    const a = Buffer.from(expected);
    const b = Buffer.from(given.toUpperCase());
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new AppError(Code.badSignature, 'sign.invalid');
    // Only a correctly signed request consumes its nonce, so a forger cannot burn nonces of real clients.
    const inserted = await this.db
      .insertInto('request_nonce')
      .values({ appkey, nonce, seen_time: nowSeconds() })
      .onConflict((oc) => oc.doNothing())
      .returning('nonce')
      .executeTakeFirst();
    if (!inserted) throw new AppError(Code.badSignature, 'sign.replay');
    if (++this.insertsSincePrune >= 1000) {
      this.insertsSincePrune = 0;
      await this.prune();
    }
  }

  /** Drops nonces older than twice the window: a request that old is refused by its timestamp anyway. */
  async prune(): Promise<void> {
    await this.db.deleteFrom('request_nonce').where('seen_time', '<', nowSeconds() - 2 * signatureWindowSeconds).execute();
  }

  private async secretOf(appkey: string): Promise<string | undefined> {
    if (Date.now() - this.loadedAt > 60_000 || !this.secrets.has(appkey)) {
      const rows = await this.db.selectFrom('app_key').select(['appkey', 'secret']).where('enabled', '=', true).execute();
      this.secrets = new Map(rows.map((r) => [r.appkey, r.secret]));
      this.loadedAt = Date.now();
    }
    return this.secrets.get(appkey);
  }
}

/** Makes sure the configured web key exists in the database (the server keeps app keys there). */
export async function ensureAppKey(db: Kysely<DB>, appkey: string, secret: string): Promise<void> {
  await db
    .insertInto('app_key')
    .values({ appkey, secret, client: 'web', create_time: nowSeconds() })
    .onConflict((oc) => oc.column('appkey').doUpdateSet({ secret, enabled: true }))
    .execute();
}
