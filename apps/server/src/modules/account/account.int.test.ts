import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../platform/db/types.ts';
import { registerUser, type Account } from '../../testing/accounts.ts';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addMonths } from './recharge.ts';

let t: TestApp;
let a: EnterpriseFixture;
let operator: Account;

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '充值企业');
  // The platform operator: enterprise 91 (SPEC §2 system maintenance), its administrator.
  operator = await registerUser(t.client, '运维');
  const now = nowSeconds();
  await t.database.db.insertInto('enterprise').values({ id: 91, code: 'E000091', name: '账房运营', create_time: now, update_time: now } as never).onConflict((c) => c.column('id').doNothing()).execute();
  await t.database.db.insertInto('employee').values({ enterprise_id: 91, user_id: operator.userId, name: '运维', phone: operator.phone, is_admin: true, account_type: 1, create_time: now, update_time: now }).execute();
  await operator.client.post('/enterprises/select', { enterprise_id: 91 });
});
afterAll(async () => { await t?.close(); });

describe('personal certification', () => {
  it('is the user\'s real-name record, shown back masked, reviewed by the platform operator only', async () => {
    const c = a.admin.client;
    expect((await c.get('/user/certification')).data.status).toBe(0);
    const bad = await c.post('/user/certification', { real_name: '陈', id_number: '123', id_front_image: '', id_back_image: '/api/v1/files/b.png' });
    expect(Object.keys(bad.data.fields).sort()).toEqual(['id_front_image', 'id_number', 'real_name']);
    const sent = await c.post('/user/certification', { real_name: '陈建国', id_number: '11010519491231002x', id_front_image: '/api/v1/files/a.png', id_back_image: '/api/v1/files/b.png' });
    expect(sent.data).toMatchObject({ status: 1, real_name: '陈建国', id_number: '110***********002X' });
    expect((await c.post(`/setup/user-certifications/${a.admin.userId}/review`, { approve: true })).code).toBe(4003);
    expect((await operator.client.post(`/setup/user-certifications/${a.admin.userId}/review`, { approve: true, remark: '' })).code).toBe(2000);
    expect((await c.get('/user/certification')).data).toMatchObject({ status: 2 });
    expect((await c.post('/user/certification', { real_name: '陈建国', id_number: '11010519491231002X', id_front_image: 'x', id_back_image: 'y' })).msg).toBe('个人认证已通过，不能再修改');
  });
});

describe('the operator\'s review queue and recharge search (系统维护)', () => {
  it('lists pending certifications oldest first, masked; a rejection needs a reason the user then reads', async () => {
    const wang = await registerUser(t.client, '王认证');
    const li = await registerUser(t.client, '李认证');
    expect((await wang.client.post('/user/certification', { real_name: '王小明', id_number: '110105194912310029', id_front_image: '/api/v1/files/w1.png', id_back_image: '/api/v1/files/w2.png' })).code).toBe(2000);
    expect((await li.client.post('/user/certification', { real_name: '李大力', id_number: '11010519491231002X', id_front_image: '/api/v1/files/l1.png', id_back_image: '/api/v1/files/l2.png' })).code).toBe(2000);
    expect((await a.admin.client.get('/setup/user-certifications?status=1')).code).toBe(4003);
    const queue = (await operator.client.get('/setup/user-certifications?status=1')).data;
    expect(queue.list.map((r: { real_name: string }) => r.real_name)).toEqual(['王小明', '李大力']);
    expect(queue.list[0]).toMatchObject({ user_id: wang.userId, user_name: '王认证', id_number: '110***********0029', id_front_image: '/api/v1/files/w1.png', status: 1 });
    expect(queue.list[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(JSON.stringify(queue)).not.toContain('110105194912310029');

    const noReason = await operator.client.post(`/setup/user-certifications/${li.userId}/review`, { approve: false, remark: '糊' });
    expect(noReason).toMatchObject({ code: 4220, data: { fields: { remark: '驳回时请填写原因（至少两个字）' } } });
    expect((await operator.client.post(`/setup/user-certifications/${li.userId}/review`, { approve: false, remark: '身份证照片模糊' })).code).toBe(2000);
    expect((await operator.client.post(`/setup/user-certifications/${wang.userId}/review`, { approve: true })).code).toBe(2000);
    expect((await li.client.get('/user/certification')).data).toMatchObject({ status: 3, review_remark: '身份证照片模糊' });
    expect((await wang.client.get('/user/certification')).data.status).toBe(2);
    expect((await operator.client.get('/setup/user-certifications?status=1')).data.list.map((r: { real_name: string }) => r.real_name)).not.toContain('李大力');
    expect((await operator.client.get(`/setup/user-certifications?status=3&keyword=${encodeURIComponent('李大')}`)).data.list).toEqual([expect.objectContaining({ user_id: li.userId, review_remark: '身份证照片模糊' })]);
  });

  it('finds an enterprise by code or name for a recharge and shows its history; others are refused', async () => {
    const code = (await a.admin.client.get('/enterprise/info')).data.code as string;
    expect((await operator.client.get(`/setup/enterprises?keyword=${code}`)).data.list).toEqual([expect.objectContaining({ id: a.enterpriseId, code, name: '充值企业' })]);
    expect((await operator.client.get(`/setup/enterprises?keyword=${encodeURIComponent('充值')}`)).data.list.map((e: { id: number }) => e.id)).toContain(a.enterpriseId);
    expect((await a.admin.client.get(`/setup/enterprises?keyword=${code}`)).code).toBe(4003);
    expect((await a.admin.client.get(`/setup/recharges?enterprise_id=${a.enterpriseId}`)).code).toBe(4003);
    const history = (await operator.client.get(`/setup/recharges?enterprise_id=${a.enterpriseId}`)).data;
    expect(history.list).toEqual((await a.admin.client.get('/recharge-records')).data.list);
  });
});

describe('recharge records', () => {
  it('each recharge sets the edition and moves the expiry on from the old one; the enterprise sees its history, no other', async () => {
    const before = (await t.database.db.selectFrom('enterprise').select('expired_time').where('id', '=', a.enterpriseId).executeTakeFirstOrThrow()).expired_time;
    const first = await operator.client.post('/setup/recharges', { enterprise_id: a.enterpriseId, version_name: '专业版', months: 12, amount: '3600', pay_method: '对公转账', serial_number: 'ZZ001' });
    expect(first.code, first.msg).toBe(2000);
    expect(first.data.expired_after).toBe(addMonths(Number(before), 12));
    const second = await operator.client.post('/setup/recharges', { enterprise_id: a.enterpriseId, version_name: '旗舰版', months: 1, amount: '500' });
    expect(second.data.expired_after).toBe(addMonths(first.data.expired_after, 1));
    expect((await a.admin.client.post('/setup/recharges', { enterprise_id: a.enterpriseId, version_name: '旗舰版', months: 120, amount: '0' })).code).toBe(4003);

    const records = (await a.admin.client.get('/recharge-records')).data;
    expect(records).toMatchObject({ version_name: '旗舰版', expired_time: second.data.expired_after });
    expect(records.list.map((r: { version_name: string; months: number; amount: string }) => [r.version_name, r.months, r.amount])).toEqual([['旗舰版', 1, '500.00'], ['专业版', 12, '3600.00']]);
    expect(records.list[1]).toMatchObject({ expired_before: Number(before), expired_after: first.data.expired_after, serial_number: 'ZZ001' });
    expect((await a.admin.client.get('/enterprise/info')).data.version_info.expired_time).toBe(second.data.expired_after);

    const other = await enterpriseWithAdmin(t.client, '别家企业');
    expect((await other.admin.client.get('/recharge-records')).data.list).toEqual([]);
  });

  it('counts calendar months: 31 January + 1 month is the last day of February', () => {
    expect(new Date(addMonths(Date.UTC(2027, 0, 31, 8) / 1000, 1) * 1000).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(new Date(addMonths(Date.UTC(2026, 10, 26) / 1000, 12) * 1000).toISOString()).toBe('2027-11-26T00:00:00.000Z');
  });
});

describe('front- and back-end customers', () => {
  it('splits the customers by whether they order online (a customer login or a shop) or live in the back office only', async () => {
    const c = a.admin.client;
    const online = (await c.post('/partners', { type: 1, name: '线上客户' })).data.id as number;
    const viaShop = (await c.post('/partners', { type: 1, name: '门店客户' })).data.id as number;
    const offline = (await c.post('/partners', { type: 1, name: '线下客户' })).data.id as number;
    await c.post('/partners', { type: 2, name: '某供应商' });
    expect((await c.post('/customer-accounts', { partner_id: online, name: '采购员', phone: '13911112222', password: 'Passw0rd1' })).code).toBe(2000);
    expect((await c.post('/shops', { name: '某门店', shop_type: 1, country_code: '86', address: '某地', account: 'md0001', password: 'md0001', partner_id: viaShop })).code).toBe(2000);

    const front = (await c.get('/front-back-customers?side=front')).data;
    expect(front.list.map((r: { partner_id: number; accounts: number; shops: number }) => [r.partner_id, r.accounts, r.shops])).toEqual([[viaShop, 0, 1], [online, 1, 0]]);
    const back = (await c.get('/front-back-customers?side=back')).data.list.map((r: { name: string }) => r.name);
    expect(back).toContain('线下客户');
    expect(back).not.toContain('某供应商');
    expect(back).not.toContain('线上客户');
    expect((await c.get(`/front-back-customers?keyword=${encodeURIComponent('线下')}`)).data.list).toEqual([expect.objectContaining({ partner_id: offline, side: 'back' })]);
    const other = await enterpriseWithAdmin(t.client, '第三家企业');
    expect((await other.admin.client.get('/front-back-customers')).data.list.map((r: { name: string }) => r.name)).not.toContain('线上客户');
  });
});
