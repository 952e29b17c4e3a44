import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '甲公司');
  b = await enterpriseWithAdmin(t.client, '乙公司');
});
afterAll(async () => { await t?.close(); });

const groupsOf = async (e: EnterpriseFixture) => (await e.admin.client.get('/permission-groups?page_size=100')).data.list as Array<{ id: number; name: string; remark: string; is_system: number; grants_all: number; employee_count: number }>;

describe('permission groups of an enterprise', () => {
  it('starts with the built-in groups; the admin creates, renames and lists them with their staff count', async () => {
    const initial = await groupsOf(a);
    expect(initial.map((g) => [g.name, g.is_system, g.grants_all])).toEqual([['管理员', 1, 1], ['普通员工', 1, 0]]);

    const created = await a.admin.client.post('/permission-groups', { name: '仓管', remark: '仓库人员' });
    expect(created.code).toBe(2000);
    const id = created.data.id;
    expect((await a.admin.client.put(`/permission-groups/${id}`, { name: '仓库管理员', remark: '' })).code).toBe(2000);
    const staff = await joinedMember(t.client, a, '仓管老王');
    expect((await a.admin.client.post(`/permission-groups/${id}/employees`, { employee_ids: [staff.employeeId] })).code).toBe(2000);

    const list = await groupsOf(a);
    expect(list.find((g) => g.id === id)).toMatchObject({ name: '仓库管理员', remark: '', is_system: 0, employee_count: 1 });
    const members = (await a.admin.client.get(`/permission-groups/${id}/employees`)).data.list;
    expect(members).toEqual([expect.objectContaining({ id: staff.employeeId, name: '仓管老王', is_admin: false })]);
  });

  it('refuses a blank or repeated name with the field named', async () => {
    await a.admin.client.post('/permission-groups', { name: '财务' });
    const again = await a.admin.client.post('/permission-groups', { name: '财务' }, { language: 2 });
    expect(again).toMatchObject({ code: 4220, data: { fields: { name: 'A permission group with this name already exists' } } });
    const blank = await a.admin.client.post('/permission-groups', { name: '  ' });
    expect(blank).toMatchObject({ code: 4220, data: { fields: { name: '请输入权限组名称' } } });
    // The same name is free in another enterprise.
    expect((await b.admin.client.post('/permission-groups', { name: '财务' })).code).toBe(2000);
  });

  it('refuses to delete a group while staff are in it (4090), and a built-in group; an empty group goes', async () => {
    const id = (await a.admin.client.post('/permission-groups', { name: '销售' })).data.id;
    const staff = await joinedMember(t.client, a, '销售小张');
    await a.admin.client.post(`/permission-groups/${id}/employees`, { employee_ids: [staff.employeeId] });

    const refused = await a.admin.client.delete(`/permission-groups/${id}`);
    expect(refused).toMatchObject({ code: 4090, msg: '该权限组下还有员工，请先将员工移出后再删除', data: { employee_count: 1 } });
    const builtIn = (await groupsOf(a)).find((g) => g.name === '普通员工')!;
    expect((await a.admin.client.delete(`/permission-groups/${builtIn.id}`)).code).toBe(4090);

    expect((await a.admin.client.delete(`/permission-groups/${id}/employees`, { employee_ids: [staff.employeeId] })).code).toBe(2000);
    expect((await a.admin.client.delete(`/permission-groups/${id}`)).code).toBe(2000);
    expect((await groupsOf(a)).some((g) => g.id === id)).toBe(false);
  });
});

describe('the pages a group grants', () => {
  it('stores pages, functions and columns and gives them back in menu order', async () => {
    const id = (await a.admin.client.post('/permission-groups', { name: '采购' })).data.id;
    const pages = [
      { page: 'goodsList', funs: [], cols: ['code', 'name', 'purchase_price'] },
      { page: 'purchaseOrder', funs: ['purchase_order_add', 'purchase_order_edit'], cols: null },
    ];
    expect((await a.admin.client.put(`/permission-groups/${id}/pages`, { pages })).code).toBe(2000);
    expect((await a.admin.client.get(`/permission-groups/${id}/pages`)).data.pages).toEqual([pages[1], pages[0]]);
    // A PUT replaces: what is not sent is no longer granted.
    await a.admin.client.put(`/permission-groups/${id}/pages`, { pages: [pages[0]] });
    expect((await a.admin.client.get(`/permission-groups/${id}/pages`)).data.pages).toEqual([pages[0]]);
  });

  it('refuses names and codes the tree does not have (4220) and keeps what was granted', async () => {
    const id = (await a.admin.client.post('/permission-groups', { name: '质检' })).data.id;
    await a.admin.client.put(`/permission-groups/${id}/pages`, { pages: [{ page: 'incomingCheck', funs: ['incoming_check_add'], cols: null }] });
    const bad = await a.admin.client.put(`/permission-groups/${id}/pages`, {
      pages: [
        { page: 'incomingCheck', funs: ['purchase_order_add'], cols: null },
        { page: 'noSuchPage', funs: [], cols: null },
      ],
    }, { language: 2 });
    expect(bad.code).toBe(4220);
    expect(bad.data.fields).toEqual({ 'pages.0.funs': 'The function does not belong to this page', 'pages.1.page': 'No such page' });
    expect((await a.admin.client.get(`/permission-groups/${id}/pages`)).data.pages).toEqual([{ page: 'incomingCheck', funs: ['incoming_check_add'], cols: null }]);
  });
});

describe('function codes guard the mutations', () => {
  it('a staff member without the code gets 4003; granted permission_group_add they may create, still not delete', async () => {
    const staff = await joinedMember(t.client, a, '人事小刘');
    expect((await staff.client.post('/permission-groups', { name: '人事建的组' })).code).toBe(4003);
    expect((await staff.client.get('/permission-groups')).code).toBe(4003);

    const hr = (await a.admin.client.post('/permission-groups', { name: '人事' })).data.id;
    await a.admin.client.put(`/permission-groups/${hr}/pages`, { pages: [{ page: 'permissionGroup', funs: ['permission_group_add'], cols: null }] });
    await a.admin.client.post(`/permission-groups/${hr}/employees`, { employee_ids: [staff.employeeId] });

    const made = await staff.client.post('/permission-groups', { name: '人事建的组' });
    expect(made.code).toBe(2000);
    expect((await staff.client.get('/permission-groups')).code).toBe(2000);
    expect((await staff.client.delete(`/permission-groups/${made.data.id}`)).code).toBe(4003);
    expect((await staff.client.put(`/permission-groups/${hr}/pages`, { pages: [] })).code).toBe(4003);
  });
});

describe('enterprise isolation', () => {
  it("enterprise A's admin can neither read nor change B's groups (4004), and B's group stays as it was", async () => {
    const bGroup = (await b.admin.client.post('/permission-groups', { name: '乙的采购' })).data.id;
    await b.admin.client.put(`/permission-groups/${bGroup}/pages`, { pages: [{ page: 'purchaseOrder', funs: ['purchase_order_add'], cols: null }] });
    const bStaff = await joinedMember(t.client, b, '乙的员工');

    expect((await a.admin.client.get(`/permission-groups/${bGroup}/pages`)).code).toBe(4004);
    expect((await a.admin.client.get(`/permission-groups/${bGroup}/employees`)).code).toBe(4004);
    expect((await a.admin.client.put(`/permission-groups/${bGroup}`, { name: '被改了' })).code).toBe(4004);
    expect((await a.admin.client.put(`/permission-groups/${bGroup}/pages`, { pages: [] })).code).toBe(4004);
    expect((await a.admin.client.post(`/permission-groups/${bGroup}/employees`, { employee_ids: [bStaff.employeeId] })).code).toBe(4004);
    expect((await a.admin.client.delete(`/permission-groups/${bGroup}`)).code).toBe(4004);
    expect((await groupsOf(a)).some((g) => g.id === bGroup)).toBe(false);

    // Nor can A put B's employee into one of A's own groups.
    const aGroup = (await a.admin.client.post('/permission-groups', { name: '甲的组' })).data.id;
    expect((await a.admin.client.post(`/permission-groups/${aGroup}/employees`, { employee_ids: [bStaff.employeeId] })).code).toBe(4004);

    expect((await groupsOf(b)).find((g) => g.id === bGroup)).toMatchObject({ name: '乙的采购', employee_count: 0 });
    expect((await b.admin.client.get(`/permission-groups/${bGroup}/pages`)).data.pages).toEqual([{ page: 'purchaseOrder', funs: ['purchase_order_add'], cols: null }]);
    const bRow = await t.database.db.selectFrom('employee').select('permission_group_id').where('id', '=', bStaff.employeeId).where('enterprise_id', '=', b.enterpriseId).executeTakeFirst();
    expect(bRow!.permission_group_id).not.toBe(aGroup);
  });
});
