import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sendCode } from '../../testing/accounts.ts';
import { employeeRow, enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const pendingRequestOf = async (admin: { client: typeof t.client }, userId: number) =>
  (await admin.client.get('/enterprise/join-requests')).data.list.find((r: { user_id: number }) => r.user_id === userId);

describe('joining an enterprise by its code', () => {
  it('asks, waits for the admin, is approved into the staff group, then can act in it', async () => {
    const e = await enterpriseWithAdmin(t.client, '华东汽配', { type: 1, org_name: '华东汽配贸易有限公司' });
    const zhang = await registerUser(t.client, '张三');

    expect((await zhang.client.get(`/enterprises/by-code?code=${e.code.toLowerCase()}`)).data).toEqual({ enterprise_id: e.enterpriseId, name: '华东汽配贸易有限公司' });
    expect((await zhang.client.post('/enterprises/join', { code: ` ${e.code} ` })).code).toBe(2000);
    expect((await zhang.client.post('/enterprises/join', { code: e.code })).code).toBe(4090); // asked already

    const mine = (await zhang.client.get('/user/enterprises')).data;
    expect(mine).toEqual({ list: [], pending: [{ enterprise_id: e.enterpriseId, name: '华东汽配贸易有限公司' }] });
    expect((await zhang.client.post('/enterprises/select', { enterprise_id: e.enterpriseId })).code).toBe(4004); // not yet

    const request = await pendingRequestOf(e.admin, zhang.userId);
    expect(request).toMatchObject({ name: '张三', phone: zhang.phone });
    expect((await e.admin.client.post(`/enterprise/join-requests/${request.id}/approve`)).code).toBe(2000);
    expect((await e.admin.client.post(`/enterprise/join-requests/${request.id}/approve`)).code).toBe(4004); // handled already
    expect(await pendingRequestOf(e.admin, zhang.userId)).toBeUndefined();

    expect((await zhang.client.post('/enterprises/select', { enterprise_id: e.enterpriseId })).code).toBe(2000);
    const me = (await zhang.client.get('/employee/info')).data;
    expect(me).toMatchObject({ employee_id: request.id, is_admin: false, status: 1, permission_group_name: '普通员工' });
    const list = (await zhang.client.get('/user/enterprises')).data;
    expect(list.list).toEqual([{ enterprise_id: e.enterpriseId, name: '华东汽配', display_name: '华东汽配贸易有限公司', is_admin: false, is_current: true }]);
    expect(list.pending).toEqual([]);
  });

  it('a declined applicant is told so and may ask again', async () => {
    const e = await enterpriseWithAdmin(t.client, '精工机械');
    const li = await registerUser(t.client, '李四');
    await li.client.post('/enterprises/join', { code: e.code });
    const request = await pendingRequestOf(e.admin, li.userId);
    expect((await e.admin.client.post(`/enterprise/join-requests/${request.id}/reject`)).code).toBe(2000);

    expect((await employeeRow(t.database.db, e.enterpriseId, li.userId))!.status).toBe(3);
    expect((await li.client.post('/enterprises/select', { enterprise_id: e.enterpriseId })).code).toBe(4004);
    const messages = (await li.client.get('/messages', { language: 2 })).data.list;
    expect(messages.map((m: { title: string }) => m.title)).toEqual(['Join request declined']);
    expect(messages[0].content).toBe('Your request to join 精工机械 was declined by the administrator.');

    expect((await li.client.post('/enterprises/join', { code: e.code })).code).toBe(2000);
    expect(await pendingRequestOf(e.admin, li.userId)).toMatchObject({ id: request.id });
  });

  it('an unknown code is not found; staff cannot see or decide requests', async () => {
    const e = await enterpriseWithAdmin(t.client, '审批测试');
    const u = await registerUser(t.client);
    expect((await u.client.post('/enterprises/join', { code: 'E000000' })).code).toBe(4004);
    expect((await u.client.post('/enterprises/join', { code: '' })).code).toBe(4220);

    const staff = await joinedMember(t.client, e);
    await u.client.post('/enterprises/join', { code: e.code });
    const request = await pendingRequestOf(e.admin, u.userId);
    expect((await staff.client.get('/enterprise/join-requests')).code).toBe(4003);
    expect((await staff.client.post(`/enterprise/join-requests/${request.id}/approve`)).code).toBe(4003);
    expect((await employeeRow(t.database.db, e.enterpriseId, u.userId))!.status).toBe(2);
  });
});

describe('transferring the admin role', () => {
  it('needs the SMS code sent to the admin, then swaps master account and tells both', async () => {
    const e = await enterpriseWithAdmin(t.client, '转让测试', { adminName: '老板' });
    const heir = await joinedMember(t.client, e, '接班人');
    const oldAdminEmployee = (await e.admin.client.get('/employee/info')).data.employee_id;

    const code = await sendCode(t.client, t.database.db, e.admin.phone, 'transfer');
    const wrong = await e.admin.client.post('/enterprise/transfer-admin', { employee_id: heir.employeeId, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.code).toBe(4220);
    expect(wrong.data.fields).toHaveProperty('code');
    expect((await heir.client.get('/employee/info')).data.is_admin).toBe(false);

    expect((await e.admin.client.post('/enterprise/transfer-admin', { employee_id: heir.employeeId, code })).code).toBe(2000);
    expect((await heir.client.get('/employee/info')).data).toMatchObject({ is_admin: true, account_type: 1 });
    expect((await e.admin.client.get('/employee/info')).data).toMatchObject({ employee_id: oldAdminEmployee, is_admin: false, account_type: 2, permission_group_name: '管理员' });
    expect((await e.admin.client.get('/user/enterprises')).data.list[0].is_admin).toBe(false);
    // In the administrators group the former admin keeps every page and function.
    const formerMenus = (await e.admin.client.get('/menus')).data.list.map((m: { name: string }) => m.name);
    const heirMenus = (await heir.client.get('/menus')).data.list.map((m: { name: string }) => m.name);
    expect(formerMenus).toEqual(heirMenus);
    expect(formerMenus).toContain('finance');

    const heirTitles = (await heir.client.get('/messages')).data.list.map((m: { title: string; content: string }) => m.content);
    expect(heirTitles).toContain('老板已将转让测试的管理员转让给您。');
    const oldTitles = (await e.admin.client.get('/messages')).data.list.map((m: { content: string }) => m.content);
    expect(oldTitles).toContain('您已将转让测试的管理员转让给接班人。');

    // The code was single use, and the old admin is no longer admin anyway.
    expect((await e.admin.client.post('/enterprise/transfer-admin', { employee_id: oldAdminEmployee, code })).code).toBe(4003);
    const admins = await t.database.db.selectFrom('employee').select('user_id').where('enterprise_id', '=', e.enterpriseId).where('is_admin', '=', true).execute();
    expect(admins).toEqual([{ user_id: heir.userId }]);
  });

  it('not to oneself, and not to an applicant still waiting', async () => {
    const e = await enterpriseWithAdmin(t.client, '转让限制');
    const me = (await e.admin.client.get('/employee/info')).data.employee_id;
    const self = await e.admin.client.post('/enterprise/transfer-admin', { employee_id: me, code: '123456' });
    expect(self.code).toBe(4220);
    expect(self.data.fields).toEqual({ employee_id: '不能转让给自己' });

    const applicant = await registerUser(t.client);
    await applicant.client.post('/enterprises/join', { code: e.code });
    const request = await pendingRequestOf(e.admin, applicant.userId);
    const code = await sendCode(t.client, t.database.db, e.admin.phone, 'transfer');
    expect((await e.admin.client.post('/enterprise/transfer-admin', { employee_id: request.id, code })).code).toBe(4004);
    // The refused attempt did not spend the code.
    const staff = await joinedMember(t.client, e);
    expect((await e.admin.client.post('/enterprise/transfer-admin', { employee_id: staff.employeeId, code })).code).toBe(2000);
  });
});
