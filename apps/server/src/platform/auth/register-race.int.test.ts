import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode, uniquePhone } from '../../testing/accounts.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('registering one phone twice at the same moment', () => {
  // Only a real PostgreSQL runs the two requests' statements truly in parallel (a pool of connections); PGlite
  // has one connection, so the race cannot happen there and the test would prove nothing.
  it.skipIf(testDbKind !== 'postgres')('exactly one registration wins; the other is refused cleanly, never a 5001', async () => {
    for (let round = 0; round < 5; round++) {
      const phone = uniquePhone();
      await t.client.post('/auth/sms-code', { phone, scene: 'register' }, { headers: { 'x-forwarded-for': `10.77.${round}.1` } });
      const code = await lastSmsCode(t.client, phone);
      const body = { phone, password: 'Abcdefg1', code, name: '并发' };
      const answers = await Promise.all([t.client.post('/auth/register', body), t.client.post('/auth/register', body)]);
      const codes = answers.map((r) => r.code).sort();
      expect(codes[0]).toBe(2000);
      expect([4090, 4220]).toContain(codes[1]);
      const users = await t.database.db.selectFrom('app_user').select('id').where('phone', '=', phone).execute();
      expect(users).toHaveLength(1);
    }
  });
});
