import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sendCode, uniquePhone } from '../../testing/accounts.ts';
import { employeeRow, enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '华东汽配', { adminName: '陈老板' });
  b = await enterpriseWithAdmin(t.client, '华东汽配', { adminName: '陈老板' });
});
afterAll(async () => { await t?.close(); });

describe('departments and jobs', () => {
  it('departments form a tree; one with sub-departments or staff cannot be deleted; a job staff hold neither', async () => {
    const admin = a.admin.client;
    const sales = (await admin.post('/departments', { name: '销售部', code: 'D02' })).data.id;
    const team = (await admin.post('/departments', { name: '销售一部', parent_id: sales })).data.id;
    await admin.post('/departments', { name: '销售一部' }); // the same name elsewhere in the tree is fine
    expect((await admin.post('/departments', { name: '销售一部', parent_id: sales })).code).toBe(4090);
    expect((await admin.get(`/departments?parent_id=${sales}`)).data.list.map((d: { name: string }) => d.name)).toEqual(['销售一部']);
    expect((await admin.put(`/departments/${sales}`, { parent_id: team })).data.fields).toEqual({ parent_id: '格式不正确' });
    expect((await admin.delete(`/departments/${sales}`)).code).toBe(4090);

    const job = (await admin.post('/positions', { name: '销售员' })).data.id;
    expect((await admin.post('/positions', { name: '销售员' })).data.fields).toEqual({ name: '已存在相同的值' });
    const staff = await joinedMember(t.client, a, '张伟');
    expect((await admin.put(`/employees/${staff.employeeId}`, { department_id: team, position_id: job, sex: 1 })).code).toBe(2000);
    expect(await admin.delete(`/departments/${team}`)).toMatchObject({ code: 4090, msg: '无法删除：员工中仍有记录引用它' });
    expect((await admin.delete(`/positions/${job}`, undefined, { language: 2 })).msg).toBe('Cannot delete: records in Staff still refer to it');
    expect((await admin.get(`/employees/${staff.employeeId}`)).data).toMatchObject({ department_name: '销售一部', job_name: '销售员', sex: 1 });
  });

  it('work addresses need a name and an address', async () => {
    expect((await a.admin.client.post('/work-addresses', { name: '上海总部' })).data.fields).toEqual({ address: '不能为空' });
    expect((await a.admin.client.post('/work-addresses', { name: '上海总部', address: '上海市闵行区申富路588号' })).code).toBe(2000);
  });
});

describe('staff', () => {
  it('lists the enterprise\'s enabled and disabled staff, not join requests, the admin first', async () => {
    const applicant = await registerUser(t.client, '申请人');
    await applicant.client.post('/enterprises/join', { code: a.code });
    const list = (await a.admin.client.get('/employees')).data.list;
    expect(list[0]).toMatchObject({ name: '陈老板', is_admin: true, account_type: 1, status: 1, permission_group_name: '管理员' });
    expect(list.map((s: { name: string }) => s.name)).not.toContain('申请人');
    expect((await a.admin.client.get(`/employees?keyword=${encodeURIComponent('陈老')}`)).data.total).toBe(1);
  });

  it('edits a person: sex code 1 male and any other code female, account type, group; the admin stays the master account', async () => {
    const staff = await joinedMember(t.client, a, '李娜');
    expect((await a.admin.client.put(`/employees/${staff.employeeId}`, { sex: 5, name: '李娜娜', remark: '华东大区' })).code).toBe(2000);
    expect((await a.admin.client.get(`/employees/${staff.employeeId}`)).data).toMatchObject({ sex: 2, name: '李娜娜', remark: '华东大区', account_type: 2 });
    const adminId = (await a.admin.client.get('/employee/info')).data.employee_id;
    expect((await a.admin.client.put(`/employees/${adminId}`, { account_type: 2 })).code).toBe(4090);
    expect((await a.admin.client.put(`/employees/${staff.employeeId}`, { department_id: 99999 })).data.fields).toEqual({ department_id: '所选记录不存在' });
    const log = (await a.admin.client.get(`/enterprise-logs?resource=employees&record_id=${staff.employeeId}`)).data.list;
    expect(log[0]).toMatchObject({ resource_name: '员工', employee_name: '陈老板', changes: { sex: [0, 2], name: ['李娜', '李娜娜'], remark: ['', '华东大区'] } });
  });

  it('disabling ends access at the next request; enabling gives it back; the admin and oneself cannot be disabled', async () => {
    const staff = await joinedMember(t.client, a, '王强');
    expect((await staff.client.get('/employee/info')).code).toBe(2000);
    expect((await a.admin.client.post('/employees/status', { ids: [staff.employeeId], status: 0 })).code).toBe(2000);
    expect((await staff.client.get('/employee/info')).code).toBe(4003);
    expect((await a.admin.client.get(`/employees?status=0`)).data.list.map((s: { name: string }) => s.name)).toContain('王强');
    expect((await a.admin.client.post('/employees/status', { ids: [staff.employeeId], status: 1 })).code).toBe(2000);
    expect((await staff.client.get('/employee/info')).code).toBe(2000);

    const adminId = (await a.admin.client.get('/employee/info')).data.employee_id;
    expect(await a.admin.client.post('/employees/status', { ids: [staff.employeeId, adminId], status: 0 })).toMatchObject({ code: 4090, msg: '管理员不能停用' });
    expect((await staff.client.get('/employee/info')).code).toBe(2000); // all or nothing

    const manager = await joinedMember(t.client, a, '人事');
    const group = await a.admin.client.post('/permission-groups', { name: '人事' });
    await a.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'staffList', funs: ['staff_enable', 'staff_edit'], cols: null }] });
    await a.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [manager.employeeId] });
    expect((await manager.client.post('/employees/status', { ids: [manager.employeeId], status: 0 })).code).toBe(4090);
    expect((await manager.client.post('/employees/status', { ids: [staff.employeeId], status: 0 })).code).toBe(2000);
    expect((await staff.client.get('/brands')).code).toBe(4003);
  });

  it('whoever edits staff cannot hand out the administrators group, nor change their own group', async () => {
    const manager = await joinedMember(t.client, a, '主管');
    const other = await joinedMember(t.client, a, '店员');
    const group = await a.admin.client.post('/permission-groups', { name: '主管' });
    await a.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'staffList', funs: ['staff_edit'], cols: null }] });
    await a.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [manager.employeeId] });
    const groups = (await a.admin.client.get('/permission-groups')).data.list;
    const admins = groups.find((g: { name: string }) => g.name === '管理员').id;
    const staffGroup = groups.find((g: { name: string }) => g.name === '普通员工').id;
    expect((await manager.client.put(`/employees/${other.employeeId}`, { permission_group_id: admins })).code).toBe(4003);
    expect((await manager.client.put(`/employees/${manager.employeeId}`, { permission_group_id: staffGroup })).code).toBe(4003);
    expect((await manager.client.put(`/employees/${other.employeeId}`, { permission_group_id: group.data.id })).code).toBe(2000);
    expect((await a.admin.client.put(`/employees/${other.employeeId}`, { permission_group_id: admins })).code).toBe(2000);
  });
});

describe('invite by phone', () => {
  it('a registered phone becomes staff at once, in the given department, and hears about it', async () => {
    const person = await registerUser(t.client, '刘洋');
    const warehouse = (await a.admin.client.post('/departments', { name: '仓储部' })).data.id;
    const invited = await a.admin.client.post('/employees/invite', { phone: person.phone, name: '刘洋', sex: 1, department_id: warehouse });
    expect(invited.data).toMatchObject({ joined: true, employee_id: expect.any(Number) });
    expect((await person.client.get('/user/enterprises')).data.list.map((e: { enterprise_id: number }) => e.enterprise_id)).toEqual([a.enterpriseId]);
    expect((await person.client.post('/enterprises/select', { enterprise_id: a.enterpriseId })).code).toBe(2000);
    expect((await person.client.get('/employee/info')).data).toMatchObject({ name: '刘洋', permission_group_name: '普通员工', account_type: 2 });
    expect((await person.client.get('/messages')).data.list[0].title).toBe('您已成为企业员工');
    expect((await a.admin.client.post('/employees/invite', { phone: person.phone, name: '刘洋' })).code).toBe(4090);
  });

  it('an unknown phone waits as an invitation and becomes staff when that phone registers', async () => {
    const phone = uniquePhone();
    const job = (await a.admin.client.post('/positions', { name: '出纳' })).data.id;
    const invited = await a.admin.client.post('/employees/invite', { phone, name: '杨帆', sex: 2, position_id: job });
    expect(invited.data).toMatchObject({ joined: false, invitation_id: expect.any(Number) });
    expect(await a.admin.client.post('/employees/invite', { phone, name: '杨帆' })).toMatchObject({ code: 4090, msg: '该手机号已有待接受的邀请' });
    expect((await a.admin.client.get('/employees/invitations')).data.list).toEqual([expect.objectContaining({ phone, name: '杨帆', invited_by_name: '陈老板' })]);

    const code = await sendCode(t.client, t.database.db, phone, 'register');
    const registered = await t.client.post('/auth/register', { phone, password: 'Passw0rd1', code, name: '杨帆' });
    const person = t.client.withToken(registered.data.token);
    expect((await person.get('/user/enterprises')).data.list).toEqual([expect.objectContaining({ enterprise_id: a.enterpriseId })]);
    const row = await employeeRow(t.database.db, a.enterpriseId, registered.data.user.id);
    expect(row).toMatchObject({ status: 1, sex: 2, position_id: job, is_admin: false });
    expect((await a.admin.client.get('/employees/invitations')).data.list).toEqual([]);
    // Listing again accepts nothing twice.
    await person.get('/user/enterprises');
    expect((await t.database.db.selectFrom('employee').select('id').where('enterprise_id', '=', a.enterpriseId).where('user_id', '=', registered.data.user.id).execute())).toHaveLength(1);
  });

  it('a group named by invitations can still be deleted; a pending invitation then gives the staff group', async () => {
    const group = (await a.admin.client.post('/permission-groups', { name: '临时组' })).data.id;
    const phone = uniquePhone();
    await a.admin.client.post('/employees/invite', { phone, name: '吴芳', permission_group_id: group });
    expect((await a.admin.client.delete(`/permission-groups/${group}`)).code).toBe(2000);
    const code = await sendCode(t.client, t.database.db, phone, 'register');
    const registered = await t.client.post('/auth/register', { phone, password: 'Passw0rd1', code, name: '吴芳' });
    const person = t.client.withToken(registered.data.token);
    await person.post('/enterprises/select', { enterprise_id: a.enterpriseId });
    expect((await person.get('/employee/info')).data.permission_group_name).toBe('普通员工');
  });

  it('a cancelled invitation is not accepted', async () => {
    const phone = uniquePhone();
    const { invitation_id: id } = (await a.admin.client.post('/employees/invite', { phone, name: '周杰' })).data;
    expect((await b.admin.client.delete(`/employees/invitations/${id}`)).code).toBe(4004);
    expect((await a.admin.client.delete(`/employees/invitations/${id}`)).code).toBe(2000);
    const code = await sendCode(t.client, t.database.db, phone, 'register');
    const registered = await t.client.post('/auth/register', { phone, password: 'Passw0rd1', code, name: '周杰' });
    expect((await t.client.withToken(registered.data.token).get('/user/enterprises')).data.list).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("A's admin with B's employee ids gets 4004 and B's staff do not change", async () => {
    const theirs = await joinedMember(t.client, b, '乙的员工');
    const before = await employeeRow(t.database.db, b.enterpriseId, theirs.userId);
    const attempts = [
      await a.admin.client.get(`/employees/${theirs.employeeId}`),
      await a.admin.client.put(`/employees/${theirs.employeeId}`, { name: '改名' }),
      await a.admin.client.post('/employees/status', { ids: [theirs.employeeId], status: 0 }),
    ];
    expect(attempts.map((r) => r.code)).toEqual([4004, 4004, 4004]);
    expect((await a.admin.client.get('/employees')).data.list.map((s: { name: string }) => s.name)).not.toContain('乙的员工');
    const theirDepartment = (await b.admin.client.post('/departments', { name: '乙的部门' })).data.id;
    const mine = await joinedMember(t.client, a, '甲的员工');
    expect((await a.admin.client.put(`/employees/${mine.employeeId}`, { department_id: theirDepartment })).data.fields).toEqual({ department_id: '所选记录不存在' });
    expect(await employeeRow(t.database.db, b.enterpriseId, theirs.userId)).toEqual(before);
    expect((await theirs.client.get('/employee/info')).code).toBe(2000);
  });
});
