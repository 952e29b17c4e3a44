import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { monthOf } from '../org/index.ts';
import { demoLogin, seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('demo data', () => {
  it('the demo user logs in as admin of two running enterprises, each with a welcome message', async () => {
    expect(await seedDemo(t.database.db, pino({ level: 'silent' }))).toBe(true);
    expect(await seedDemo(t.database.db, pino({ level: 'silent' }))).toBe(false); // only on an empty database

    const login = await t.client.post('/auth/login', demoLogin());
    expect(login.code).toBe(2000);
    expect(login.data.enterprises).toHaveLength(2);
    expect(login.data.enterprises.every((e: { is_admin: boolean }) => e.is_admin)).toBe(true);
    const demo = t.client.withToken(login.data.token);
    expect(login.data.user.enterprise_id).toBe(login.data.enterprises[0].enterprise_id);

    for (const e of login.data.enterprises) {
      await demo.post('/enterprises/select', { enterprise_id: e.enterprise_id });
      const period = await demo.get('/finance/current-period');
      expect(period.code).toBe(2000);
      expect(period.data.finance_period.fiscal_period).toBe(monthOf());
      const messages = (await demo.get('/messages')).data.list;
      expect(messages.map((m: { title: string }) => m.title)).toEqual(['欢迎使用账房']);
    }
  });
});
