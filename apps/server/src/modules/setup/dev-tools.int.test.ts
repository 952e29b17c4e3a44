import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts.ts';
import { enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { SignedClient } from '../../testing/signed-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** POST /dev/enterprise-expiry: lets browser tests put an enterprise near or past its expiry; never in production. */
describe('development tool: enterprise expiry', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('the administrator moves the current enterprise\'s expiry, and /enterprise/info shows it', async () => {
    const e = await enterpriseWithAdmin(t.client, '到期测试');
    const soon = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const res = await e.admin.client.post('/dev/enterprise-expiry', { expired_time: soon });
    expect(res).toMatchObject({ code: 2000, data: { expired_time: soon } });
    expect((await e.admin.client.get('/enterprise/info')).data.version_info.expired_time).toBe(soon);
  });

  it('touches only the caller\'s current enterprise', async () => {
    const a = await enterpriseWithAdmin(t.client, '甲');
    const b = await enterpriseWithAdmin(t.client, '乙');
    const before = (await b.admin.client.get('/enterprise/info')).data.version_info.expired_time;
    await a.admin.client.post('/dev/enterprise-expiry', { expired_time: 1_000 });
    expect((await b.admin.client.get('/enterprise/info')).data.version_info.expired_time).toBe(before);
  });

  it('the operator tool exists in development mode only: not here in the test mode (production: below)', async () => {
    const user = await registerUser(t.client, '测试模式用户');
    const res = await user.client.post('/dev/operator-enterprise');
    expect([res.status, res.code]).toEqual([404, 4004]);
    expect(t.app.routeCatalogue.some((r) => r.url === '/api/v1/dev/operator-enterprise')).toBe(false);
  });

  it('refuses staff (4003), callers without a token (4001) and unsigned calls (4005)', async () => {
    const e = await enterpriseWithAdmin(t.client, '权限');
    const staff = await joinedMember(t.client, e);
    expect((await staff.client.post('/dev/enterprise-expiry', { expired_time: 1_000 })).code).toBe(4003);
    expect((await t.client.post('/dev/enterprise-expiry', { expired_time: 1_000 })).code).toBe(4001);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/v1/dev/enterprise-expiry', payload: { expired_time: 1_000 }, headers: { authorization: e.admin.token } });
    expect(unsigned.json().code).toBe(4005);
    expect((await e.admin.client.get('/enterprise/info')).data.version_info.expired_time).not.toBe(1_000);
  });
});

/** POST /dev/operator-enterprise: a browser test's fresh user becomes an operator of enterprise 91 (系统维护). */
describe('development tool: the platform operator', () => {
  let t: TestApp;
  // Only the development server (the browser tests') has it: any logged-in user may call it.
  beforeAll(async () => { t = await createTestApp({ ZF_MODE: 'development', ZF_DEMO: '0', ZF_TRUST_PROXY: '1' }); });
  afterAll(async () => { await t?.close(); });

  it('creates enterprise 91 once, makes the first caller its administrator and later ones members of its administrators', async () => {
    const first = await registerUser(t.client, '运营甲');
    expect(await first.client.post('/dev/operator-enterprise')).toMatchObject({ code: 2000, data: { enterprise_id: 91 } });
    expect((await first.client.post('/dev/operator-enterprise')).code).toBe(2000);
    const mine = (await first.client.get('/user/enterprises')).data.list;
    expect(mine).toEqual([expect.objectContaining({ enterprise_id: 91, name: '账房运营', is_admin: true })]);
    expect((await first.client.post('/enterprises/select', { enterprise_id: 91 })).code).toBe(2000);
    expect((await first.client.get('/setup/user-certifications')).code).toBe(2000);
    expect((await first.client.get('/enterprise/info')).data.version_info).toMatchObject({ expired_time: 0 });

    const second = await registerUser(t.client, '运营乙');
    expect((await second.client.post('/dev/operator-enterprise')).code).toBe(2000);
    expect((await second.client.get('/user/enterprises')).data.list).toEqual([expect.objectContaining({ enterprise_id: 91, is_admin: false })]);
    await second.client.post('/enterprises/select', { enterprise_id: 91 });
    expect((await second.client.get('/setup/enterprises?keyword=E000091')).data.list).toEqual([expect.objectContaining({ id: 91, code: 'E000091' })]);
    const employees = await t.database.db.selectFrom('employee').select(['user_id', 'is_admin']).where('enterprise_id', '=', 91).orderBy('id').execute();
    expect(employees).toEqual([{ user_id: first.userId, is_admin: true }, { user_id: second.userId, is_admin: false }]);
    // Ordinary enterprises keep their own ids (from 100): the operator's reserved id is no one else's.
    const other = await enterpriseWithAdmin(t.client, '普通企业');
    expect(other.enterpriseId).toBeGreaterThanOrEqual(100);
    expect((await t.client.post('/dev/operator-enterprise')).code).toBe(4001);
  });
});

describe('in production mode', () => {
  let prod: TestApp;
  beforeAll(async () => { prod = await createTestApp({ ZF_MODE: 'production', ZF_APP_KEY: 'zf-prod', ZF_APP_SECRET: 'a-real-production-secret' }); });
  afterAll(async () => { await prod?.close(); });

  it('the expiry tool does not exist (404), like the SMS outbox', async () => {
    const client = new SignedClient(prod.app, 'zf-prod', 'a-real-production-secret');
    const res = await client.post('/dev/enterprise-expiry', { expired_time: 1_000 });
    expect(res.status).toBe(404);
    expect(res.code).toBe(4004);
    expect((await client.get('/dev/sms-outbox')).status).toBe(404);
    expect((await client.post('/dev/operator-enterprise')).status).toBe(404);
    // The same app answers its real routes: the 404 is the missing route, not a broken client.
    expect((await client.get('/auth/captcha')).code).toBe(2000);
  });
});
