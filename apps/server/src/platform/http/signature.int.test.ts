import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { makeNonce, sign } from '@zf/shared';
import { createServer, type App } from './create-server.ts';
import { envelope, ok } from './envelope.ts';
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

  it('a nonce used on one server is refused by another server on the same database, even at the same moment', async () => {
    // Two app servers (each its own verifier and memory) on one database, as behind a load balancer.
    const server = async (): Promise<App> => {
      const app = await createServer({ db: t.database.db, dbKind: t.database.kind, logger: pino({ level: 'silent' }), trustProxy: false });
      app.post('/api/v1/probe', { config: { auth: 'public' }, schema: { response: { 200: envelope(z.object({})) } } }, async () => ok({}));
      await app.ready();
      return app;
    };
    const [one, two] = [await server(), await server()];
    try {
      const signedProbe = () => {
        const timestamp = String(Math.floor(Date.now() / 1000));
        const nonce = makeNonce((n) => randomBytes(n));
        const headers = {
          'content-type': 'application/json', appkey: 'zf-web', client: 'web', timestamp, nonce,
          sign: sign('zf-web-dev-secret', { appkey: 'zf-web', client: 'web', nonce, timestamp, method: 'POST', pathWithQuery: '/api/v1/probe', body: '{}' }),
        };
        return { method: 'POST' as const, url: '/api/v1/probe', payload: '{}', headers };
      };
      const once = signedProbe();
      expect((await one.inject(once)).json().code).toBe(2000);
      expect((await two.inject(once)).json()).toMatchObject({ code: 4005, msg: '重复的请求' });

      const twice = signedProbe();
      const codes = (await Promise.all([one.inject(twice), two.inject(twice)])).map((r) => r.json().code).sort();
      expect(codes).toEqual([2000, 4005]);
    } finally {
      await one.close();
      await two.close();
    }
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
