import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { sign } from '@zf/shared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => { await t?.close(); });

function signedHeaders(method: string, url: string, body: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = Math.random().toString(36).slice(2, 10).padEnd(8, 'x');
  return { appkey: 'zf-web', client: 'web', timestamp: String(timestamp), nonce, sign: sign('zf-web-dev-secret', { appkey: 'zf-web', client: 'web', nonce, timestamp, method, pathWithQuery: url, body }), 'content-type': 'application/json' };
}

describe('every answer is an envelope', () => {
  it('an unknown API path is a 404 with code 4004', async () => {
    const res = await t.app.inject({ url: '/api/v1/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 4004, msg: '接口不存在' });
    const en = await t.app.inject({ url: '/api/v1/no/such/thing', headers: { language: '2' } });
    expect(en.json()).toMatchObject({ code: 4004, msg: 'No such API' });
  });

  it('malformed JSON keeps its 400 and gets the envelope', async () => {
    const body = '{"phone":';
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body, headers: signedHeaders('POST', '/api/v1/auth/login', body) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 4220, msg: '请求内容不是有效的JSON' });
  });

  it('a body over the limit is a 413 with the envelope', async () => {
    const body = JSON.stringify({ phone: 'x'.repeat(11 * 1024 * 1024) });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body, headers: signedHeaders('POST', '/api/v1/auth/login', body) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 4220 });
  });

  it('validation answers 4220 with per-field messages of SPEC §5 in the request language', async () => {
    const zh = await t.client.post('/auth/register', { phone: '12345678901', password: '1abcdefg', code: '12', name: '' });
    expect(zh.code).toBe(4220);
    expect(zh.data.fields).toMatchObject({ phone: '请输入以9或1开头的手机号码', password: '密码必须以英文字母开头', code: '验证码错误或已过期', name: '请输入姓名' });
    const en = await t.client.post('/auth/register', { phone: '91234', password: 'short', code: '123456', name: 'A' }, { language: 2 });
    expect(en.data.fields).toMatchObject({
      phone: 'Please enter a 10-digit mobile phone number starting with 9',
      password: 'The password length is between 8 and 32 characters.',
    });
    const missing = await t.client.post('/auth/login', {}, { language: 2 });
    expect(missing.data.fields).toMatchObject({ phone: 'Cannot be empty', password: 'Cannot be empty' });
  });

  it('an unexpected error is a 5001 whose message carries the request id', async () => {
    // A route that fails the way a bug would; registered on a separate app so the product has no such route.
    const { createServer } = await import('./create-server.ts');
    const pino = (await import('pino')).default;
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (s: string) => lines.push(s) });
    const app = await createServer({ db: t.database.db, dbKind: t.database.kind, logger, trustProxy: false });
    app.get('/api/v1/boom', { config: { auth: 'public', signed: false }, schema: { response: { 200: z.object({}) } } }, async () => {
      throw new Error('kaput');
    });
    const res = await app.inject({ url: '/api/v1/boom', headers: { language: '2' } });
    const body = res.json();
    expect(res.statusCode).toBe(500);
    expect(body.code).toBe(5001);
    expect(body.msg).toContain(body.data.request_id);
    expect(body.msg).toMatch(/^Server error/);
    expect(lines.join('')).toContain(body.data.request_id);
    await app.close();
  });

  it('a value the database refuses (a gap in validation) is a 4220, logged, never a 5001', async () => {
    const { createServer } = await import('./create-server.ts');
    const pino = (await import('pino')).default;
    const lines: string[] = [];
    const app = await createServer({ db: t.database.db, dbKind: t.database.kind, logger: pino({ level: 'warn' }, { write: (s: string) => lines.push(s) }), trustProxy: false });
    app.get('/api/v1/out-of-range', { config: { auth: 'public', signed: false }, schema: { response: { 200: z.object({}) } } }, async () => {
      throw Object.assign(new Error('integer out of range'), { code: '22003' });
    });
    const res = await app.inject({ url: '/api/v1/out-of-range', headers: { language: '2' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 4220, msg: 'The data sent is out of range or holds content the database cannot store', data: { fields: {} } });
    expect(lines.join('')).toContain('reached the database');
    await app.close();
  });
});
