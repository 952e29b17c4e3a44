import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sendCode } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('password change (SPEC §5)', () => {
  it('checks the three fields on the server with the SPEC messages', async () => {
    const a = await registerUser(t.client);
    const res = await a.client.post('/user/password', { originPassword: '', newPassword1: '1abcdefgh', newPassword: 'other' }, { language: 2 });
    expect(res.code).toBe(4220);
    expect(res.data.fields).toEqual({
      originPassword: 'Please enter your password',
      newPassword1: 'The password must start with an English letter',
      newPassword: 'The passwords you entered twice do not match!',
    });
  });

  it('refuses a wrong original password', async () => {
    const a = await registerUser(t.client);
    const res = await a.client.post('/user/password', { originPassword: 'Wrong0pass', newPassword1: 'Newpass12', newPassword: 'Newpass12' });
    expect(res.data.fields).toEqual({ originPassword: '原密码不正确' });
  });

  it('changes it, ends every session, and the new password logs in', async () => {
    const a = await registerUser(t.client);
    const other = (await t.client.post('/auth/login', { phone: a.phone, password: a.password })).data.token;
    expect((await a.client.post('/user/password', { originPassword: a.password, newPassword1: 'Newpass12', newPassword: 'Newpass12' })).code).toBe(2000);
    expect((await a.client.get('/user/info')).code).toBe(4002);
    expect((await t.client.get('/user/info', { token: other })).code).toBe(4002);
    expect((await t.client.post('/auth/login', { phone: a.phone, password: a.password })).code).toBe(4220);
    expect((await t.client.post('/auth/login', { phone: a.phone, password: 'Newpass12' })).code).toBe(2000);
  });
});

describe('forgot password', () => {
  it('resets with an SMS code and ends old sessions', async () => {
    const a = await registerUser(t.client);
    const code = await sendCode(t.client, t.database.db, a.phone, 'reset');
    expect((await t.client.post('/auth/reset-password', { phone: a.phone, code, password: 'Reset1234' })).code).toBe(2000);
    expect((await a.client.get('/user/info')).code).toBe(4002);
    expect((await t.client.post('/auth/login', { phone: a.phone, password: 'Reset1234' })).code).toBe(2000);
  });
});

describe('sessions', () => {
  it('a token past its 7 days is expired (4002); a made-up token is 4001', async () => {
    const a = await registerUser(t.client);
    await t.database.db.updateTable('user_session').set({ expires_time: Math.floor(Date.now() / 1000) - 1 }).where('user_id', '=', a.userId).execute();
    expect((await a.client.get('/user/info')).code).toBe(4002);
    expect((await t.client.get('/user/info', { token: 'made-up' })).code).toBe(4001);
    expect((await t.client.get('/user/info')).code).toBe(4001);
  });

  it('tokens are stored only as hashes', async () => {
    const a = await registerUser(t.client);
    const rows = await t.database.db.selectFrom('user_session').select('token_hash').where('user_id', '=', a.userId).execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(a.token);
  });

  it('passwords are stored as argon2id hashes', async () => {
    const a = await registerUser(t.client);
    const u = await t.database.db.selectFrom('app_user').select('password_hash').where('id', '=', a.userId).executeTakeFirstOrThrow();
    expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('account cancellation', () => {
  it('a cancelling account can only undo, finish, read its info or log out', async () => {
    const a = await registerUser(t.client);
    expect((await a.client.post('/user/cancel', { reason: '走' })).code).toBe(4220);
    expect((await a.client.post('/user/cancel', { reason: '不再使用' })).code).toBe(2000);
    const info = await a.client.get('/user/info');
    expect(info.data).toMatchObject({ is_cancel: 1, recover_days: 15 });
    expect((await a.client.put('/user/info', { name: 'x' })).code).toBe(4003);
    expect((await a.client.post('/user/cancel/undo')).code).toBe(2000);
    expect((await a.client.get('/user/info')).data).toMatchObject({ is_cancel: 0, recover_days: 0 });
    expect((await a.client.put('/user/info', { name: '新名字' })).data.name).toBe('新名字');
  });

  it('undo is refused once the 15 days have passed; finishing frees the phone', async () => {
    const a = await registerUser(t.client);
    await a.client.post('/user/cancel', { reason: '不再使用' });
    await t.database.db.updateTable('app_user').set({ cancel_time: Math.floor(Date.now() / 1000) - 15 * 86_400 - 1 }).where('id', '=', a.userId).execute();
    expect((await a.client.get('/user/info')).data.recover_days).toBe(0);
    expect((await a.client.post('/user/cancel/undo')).code).toBe(4090);
    expect((await a.client.post('/user/cancel/finish')).code).toBe(2000);
    expect((await a.client.get('/user/info')).code).toBe(4002);
    expect((await t.client.post('/auth/login', { phone: a.phone, password: a.password })).code).toBe(4220);
    expect(await sendCode(t.client, t.database.db, a.phone, 'register')).toMatch(/^\d{6}$/);
  });
});

describe('login log', () => {
  it('lists the user’s own logins, newest first', async () => {
    const a = await registerUser(t.client);
    await t.client.post('/auth/login', { phone: a.phone, password: 'Wrong0pass' });
    await t.client.post('/auth/login', { phone: a.phone, password: a.password });
    const log = await a.client.get('/user/login-log');
    expect(log.data.list.map((r: { method: string; success: boolean }) => [r.method, r.success])).toEqual([
      ['password', true], ['password', false], ['register', true],
    ]);
  });
});
