import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';

/** Where verification codes leave the system. The real provider is the one outside boundary we mock. */
export interface SmsProvider {
  send(phone: string, scene: string, code: string): Promise<void>;
}

/** Development provider: writes to the sms_outbox table, readable at GET /api/v1/dev/sms-outbox. */
export const outboxSmsProvider = (db: Kysely<DB>): SmsProvider => ({
  async send(phone, scene, code) {
    await db.insertInto('sms_outbox').values({ phone, scene, code, created_time: nowSeconds() }).execute();
  },
});

/** Production without a configured provider: refuse loudly rather than pretend to send. */
export const unconfiguredSmsProvider: SmsProvider = {
  async send() {
    throw new Error('No SMS provider is configured for production (set one up in platform/sms).');
  },
};
