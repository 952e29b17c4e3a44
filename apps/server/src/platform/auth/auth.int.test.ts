import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode, registerUser, uniquePhone } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('register and log in', () => {
  it('registers with an SMS code and logs in with the password', async () => {
    const a = await registerUser(t.client, '张三');
    const info = await a.client.get('/user/info');
    expect(info.code).toBe(2000);
    expect(info.data).toMatchObject({ name: '张三', phone: a.phone, is_cancel: 0, recover_days: 0, enterprise_id: 0 });
    const login = await t.client.post('/auth/login', { phone: a.phone, password: a.password });
    expect(login.code).toBe(2000);
    expect(login.data.token).toMatch(/^[\w-]{40,}$/);
    expect(login.data.enterprises).toEqual([]);
  });

  it('refuses a wrong password with the message in the request language', async () => {
    const a = await registerUser(t.client);
    const zh = await t.client.post('/auth/login', { phone: a.phone, password: 'Wrong0pass' });
    expect(zh.code).toBe(4220);
    expect(zh.msg).toBe('手机号或密码错误');
    const en = await t.client.post('/auth/login', { phone: a.phone, password: 'Wrong0pass' }, { language: 2 });
    expect(en.msg).toBe('Wrong phone number or password');
  });

  it('a code is single use', async () => {
    const phone = uniquePhone();
    await t.client.post('/auth/sms-code', { phone, scene: 'register' });
    const code = await lastSmsCode(t.client, phone);
    expect((await t.client.post('/auth/register', { phone, password: 'Abcdefg1', code, name: 'A' })).code).toBe(2000);
    const again = await t.client.post('/auth/register', { phone, password: 'Abcdefg1', code, name: 'A' });
    expect(again.code).toBe(4090);
  });

  it('logout ends the token', async () => {
    const a = await registerUser(t.client);
    expect((await a.client.post('/auth/logout')).code).toBe(2000);
    expect((await a.client.get('/user/info')).code).toBe(4002);
  });
});
