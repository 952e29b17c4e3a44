import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // The same app answers its real routes: the 404 is the missing route, not a broken client.
    expect((await client.get('/auth/captcha')).code).toBe(2000);
  });
});
