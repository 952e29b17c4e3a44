import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sendCode, uniquePhone } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('SMS sending limits', () => {
  it('one code a minute per phone (4006), with a translated message', async () => {
    const phone = uniquePhone();
    expect((await t.client.post('/auth/sms-code', { phone, scene: 'register' }, from('10.1.0.1'))).code).toBe(2000);
    const again = await t.client.post('/auth/sms-code', { phone, scene: 'register' }, { ...from('10.1.0.2'), language: 2 });
    expect(again).toMatchObject({ code: 4006, msg: 'Verification codes are being requested too often; please try again later' });
  });

  it('30 an hour per IP', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await t.client.post('/auth/sms-code', { phone: uniquePhone(), scene: 'register' }, from('10.1.1.1'))).code);
    expect(answers.slice(0, 30).every((c) => c === 2000)).toBe(true);
    expect(answers[30]).toBe(4006);
  });

  it('ten a day per phone, however far apart', async () => {
    const phone = uniquePhone();
    const day = Math.floor(Date.now() / 1000 / 86_400) * 86_400;
    await t.database.db.insertInto('rate_limit').values({ key: `sms:phone-day:${phone}`, window_start: day, count: 10 }).execute();
    expect((await t.client.post('/auth/sms-code', { phone, scene: 'register' }, from('10.1.3.1'))).code).toBe(4006);
  });

  it('login and reset codes go only to registered phones; register codes only to new ones', async () => {
    const a = await registerUser(t.client);
    expect((await t.client.post('/auth/sms-code', { phone: a.phone, scene: 'register' }, from('10.1.2.1'))).code).toBe(4090);
    expect((await t.client.post('/auth/sms-code', { phone: uniquePhone(), scene: 'login' }, from('10.1.2.1'))).code).toBe(4004);
  });
});

describe('SMS codes', () => {
  it('expire after 10 minutes', async () => {
    const a = await registerUser(t.client);
    const code = await sendCode(t.client, t.database.db, a.phone, 'login');
    await t.database.db.updateTable('sms_code').set({ expires_time: Math.floor(Date.now() / 1000) - 1 }).where('phone', '=', a.phone).execute();
    expect((await t.client.post('/auth/login-code', { phone: a.phone, code })).code).toBe(4220);
  });

  it('die after five wrong tries, even for the right code afterwards', async () => {
    const a = await registerUser(t.client);
    const code = await sendCode(t.client, t.database.db, a.phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await t.client.post('/auth/login-code', { phone: a.phone, code: wrong })).code).toBe(4220);
    expect((await t.client.post('/auth/login-code', { phone: a.phone, code })).code).toBe(4220);
  });

  it('are stored hashed, never in clear', async () => {
    const a = await registerUser(t.client);
    const code = await sendCode(t.client, t.database.db, a.phone, 'login');
    const rows = await t.database.db.selectFrom('sms_code').select('code_hash').where('phone', '=', a.phone).execute();
    expect(rows.every((r) => r.code_hash.length === 64 && !r.code_hash.includes(code))).toBe(true);
  });

  it('log in with a code', async () => {
    const a = await registerUser(t.client);
    const res = await t.client.post('/auth/login-code', { phone: a.phone, code: await sendCode(t.client, t.database.db, a.phone, 'login') });
    expect(res.code).toBe(2000);
    expect(res.data.user.phone).toBe(a.phone);
  });
});

describe('failed logins', () => {
  it('after 3 failures a captcha is needed; the solved captcha lets the right password in', async () => {
    const a = await registerUser(t.client);
    for (let i = 0; i < 3; i++) await t.client.post('/auth/login', { phone: a.phone, password: 'Wrong0pass' }, from('10.3.0.1'));
    const blocked = await t.client.post('/auth/login', { phone: a.phone, password: a.password }, from('10.3.0.1'));
    expect(blocked.code).toBe(4220);
    expect(blocked.data.need_captcha).toBe(true);
    const captcha = await t.client.get('/auth/captcha');
    expect(captcha.data.svg).toMatch(/^<svg/);
    expect(captcha.data.svg).not.toMatch(/<text/);
    const answer = (await t.client.get(`/dev/captcha-answer?captcha_id=${captcha.data.captcha_id}`)).data.answer;
    const ok = await t.client.post('/auth/login', { phone: a.phone, password: a.password, captcha_id: captcha.data.captcha_id, captcha: answer }, from('10.3.0.1'));
    expect(ok.code).toBe(2000);
  });

  it('ten failures for a phone from one address lock that address only: the owner elsewhere gets in with a solved captcha', async () => {
    const a = await registerUser(t.client);
    const window = Math.floor(Date.now() / 1000 / 900) * 900;
    // Someone at 10.3.0.2 guessed ten times (more than three in all, so the phone now asks for a captcha).
    await t.database.db.insertInto('rate_limit').values([
      { key: `login-fail:phone-ip:${a.phone}:10.3.0.2`, window_start: window, count: 10 },
      { key: `login-fail:phone:${a.phone}`, window_start: window, count: 10 },
    ]).execute();
    expect((await t.client.post('/auth/login', { phone: a.phone, password: a.password }, from('10.3.0.2'))).code).toBe(4006);
    // The owner at home: the right password alone is asked for a captcha, with the captcha it gets in.
    const home = from('10.3.7.7');
    expect((await t.client.post('/auth/login', { phone: a.phone, password: a.password }, home)).data.need_captcha).toBe(true);
    const captcha = (await t.client.get('/auth/captcha')).data.captcha_id as string;
    const answer = (await t.client.get(`/dev/captcha-answer?captcha_id=${captcha}`)).data.answer as string;
    const ok = await t.client.post('/auth/login', { phone: a.phone, password: a.password, captcha_id: captcha, captcha: answer }, home);
    expect(ok).toMatchObject({ code: 2000, data: { user: { phone: a.phone } } });
  });

  it('after 50 failures from one address, 4006 for every phone from there, not from elsewhere', async () => {
    const a = await registerUser(t.client);
    await t.database.db.insertInto('rate_limit').values({ key: 'login-fail:ip:10.3.0.9', window_start: Math.floor(Date.now() / 1000 / 900) * 900, count: 50 }).execute();
    expect((await t.client.post('/auth/login', { phone: a.phone, password: a.password }, from('10.3.0.9'))).code).toBe(4006);
    expect((await t.client.post('/auth/login', { phone: a.phone, password: a.password }, from('10.3.0.10'))).code).toBe(2000);
  });

  it('failures are counted per address: the tenth wrong password from one address makes the eleventh try there 4006', async () => {
    const a = await registerUser(t.client);
    const solved = async () => {
      const captcha = (await t.client.get('/auth/captcha')).data.captcha_id as string;
      return { captcha_id: captcha, captcha: (await t.client.get(`/dev/captcha-answer?captcha_id=${captcha}`)).data.answer as string };
    };
    for (let i = 0; i < 10; i++) {
      // From the third failure on a captcha is asked first; a solved one lets the wrong password be counted.
      const res = await t.client.post('/auth/login', { phone: a.phone, password: 'Wrong0pass', ...(await solved()) }, from('10.3.1.1'));
      expect(res.code).toBe(4220);
    }
    const eleventh = await t.client.post('/auth/login', { phone: a.phone, password: a.password, ...(await solved()) }, { ...from('10.3.1.1'), language: 2 });
    expect(eleventh).toMatchObject({ code: 4006, msg: 'Too many failed logins; please try again later' });
    // Ten failures spread over ten addresses lock none of them: each try needs a captcha instead.
    const b = await registerUser(t.client);
    for (let i = 0; i < 10; i++) await t.client.post('/auth/login', { phone: b.phone, password: 'Wrong0pass', ...(await solved()) }, from(`10.3.2.${i}`));
    expect((await t.client.post('/auth/login', { phone: b.phone, password: b.password }, from('10.3.2.99'))).data.need_captcha).toBe(true);
    expect((await t.client.post('/auth/login', { phone: b.phone, password: b.password, ...(await solved()) }, from('10.3.2.99'))).code).toBe(2000);
  });

  it('an unknown phone fails like a wrong password (no hint which)', async () => {
    const res = await t.client.post('/auth/login', { phone: uniquePhone(), password: 'Abcdefg1' }, from('10.3.0.3'));
    expect(res).toMatchObject({ code: 4220, msg: '手机号或密码错误' });
  });
});
