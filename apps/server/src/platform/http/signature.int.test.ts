import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

// A public route with a body: a correctly signed bad login answers 4220, a badly signed one 4005 before any check.
const login = { phone: '13900000001', password: 'Abcdefg1' };

describe('the request signature (API.md)', () => {
  it('accepts a correctly signed request', async () => {
    const res = await t.client.post('/auth/login', login);
    expect(res.code).not.toBe(4005);
  });

  it('refuses a tampered body', async () => {
    const res = await t.client.post('/auth/login', login, { tamper: { body: JSON.stringify({ ...login, password: 'x' }) } });
    expect(res).toMatchObject({ status: 200, code: 4005, msg: '签名错误' });
  });

  it('refuses a signature made for another path, query or method', async () => {
    expect((await t.client.post('/auth/login', login, { tamper: { path: '/api/v1/auth/register' } })).code).toBe(4005);
    expect((await t.client.get('/user/info?x=1', { tamper: { path: '/api/v1/user/info?x=2' } })).code).toBe(4005);
    expect((await t.client.post('/auth/login', login, { tamper: { method: 'PUT' } })).code).toBe(4005);
  });

  it('refuses a timestamp more than 300 s off, either way, and accepts one just inside', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await t.client.post('/auth/login', login, { tamper: { timestamp: now - 301 } })).code).toBe(4005);
    expect((await t.client.post('/auth/login', login, { tamper: { timestamp: now + 301 } })).code).toBe(4005);
    expect((await t.client.post('/auth/login', login, { tamper: { timestamp: now - 290 } })).code).not.toBe(4005);
  });

  it('refuses a replayed nonce, in English when asked', async () => {
    const first = await t.client.post('/auth/login', login, { tamper: { nonce: 'Replay01' } });
    expect(first.code).not.toBe(4005);
    const again = await t.client.post('/auth/login', login, { tamper: { nonce: 'Replay01' }, language: 2 });
    expect(again).toMatchObject({ code: 4005, msg: 'Duplicate request' });
  });

  it('a forged request does not burn the nonce of a real one', async () => {
    expect((await t.client.post('/auth/login', login, { tamper: { nonce: 'Forged01', sign: 'A'.repeat(64) } })).code).toBe(4005);
    expect((await t.client.post('/auth/login', login, { tamper: { nonce: 'Forged01' } })).code).not.toBe(4005);
  });

  it('refuses missing headers and unknown app keys', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/v1/user/info' });
    expect(bare.json()).toMatchObject({ code: 4005 });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { appkey: 'nobody', client: 'web', timestamp: String(Math.floor(Date.now() / 1000)), nonce: 'Abcdefgh', sign: 'X' } });
    expect(res.json()).toMatchObject({ code: 4005 });
  });

  it('health and docs need no signature', async () => {
    expect((await t.app.inject({ url: '/api/v1/health' })).json()).toMatchObject({ code: 2000, data: { status: 'ok' } });
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
