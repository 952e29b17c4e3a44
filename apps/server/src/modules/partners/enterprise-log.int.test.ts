import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
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

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('the enterprise log list', () => {
  it('shows who changed which record how, newest first, with the employee name and the resource in the reader\'s language', async () => {
    const id = (await a.admin.client.post('/partners', { type: 1, name: '上海宏达汽车修理厂', contact: '王建国' })).data.id;
    await a.admin.client.put(`/partners/${id}`, { contact: '王建军' });
    await a.admin.client.post('/warehouses', { name: '苏州分仓' });

    const all = (await a.admin.client.get('/enterprise-logs')).data;
    expect(all.list.map((l: { resource: string; action: string }) => `${l.resource}:${l.action}`)).toEqual(['warehouses:create', 'partners:update', 'partners:create']);
    const update = (await a.admin.client.get(`/enterprise-logs?resource=partners&record_id=${id}&action=update`)).data.list;
    expect(update).toEqual([expect.objectContaining({
      resource_name: '往来单位', record_id: id, employee_name: '陈老板', summary: '上海宏达汽车修理厂', changes: { contact: ['王建国', '王建军'] },
    })]);
    expect((await a.admin.client.get('/enterprise-logs?resource=partners', { language: 2 })).data.list[0].resource_name).toBe('Partners');
    expect((await a.admin.client.get(`/enterprise-logs?date_from=${today()}&date_to=${today()}`)).data.total).toBe(3);
    expect((await a.admin.client.get('/enterprise-logs?date_from=2020-01-01&date_to=2020-12-31')).data.total).toBe(0);
  });

  it('filters by the employee who acted', async () => {
    const clerk = await joinedMember(t.client, a, '小刘');
    const group = await a.admin.client.post('/permission-groups', { name: '仓库' });
    await a.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'warehouseList', funs: ['warehouse_add'], cols: null }] });
    await a.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [clerk.employeeId] });
    await clerk.client.post('/warehouses', { name: '杭州分仓' });
    const mine = (await a.admin.client.get(`/enterprise-logs?employee_id=${clerk.employeeId}`)).data.list;
    expect(mine.map((l: { employee_name: string; summary: string }) => [l.employee_name, l.summary])).toEqual([['小刘', '杭州分仓']]);
    // Reading the log needs its page.
    expect((await clerk.client.get('/enterprise-logs')).code).toBe(4003);
  });

  it('refuses a date range longer than a year or the wrong way round (SPEC §5), in the request language', async () => {
    const long = await a.admin.client.get('/enterprise-logs?date_from=2024-01-01&date_to=2025-01-02');
    expect(long).toMatchObject({ code: 4220, data: { fields: { date_from: '日期范围不能超过一年', date_to: '日期范围不能超过一年' } } });
    const reversed = await a.admin.client.get('/enterprise-logs?date_from=2025-03-02&date_to=2025-03-01', { language: 2 });
    expect(reversed).toMatchObject({ code: 4220, data: { fields: { date_to: 'The start date cannot be later than the end date' } } });
    expect((await a.admin.client.get('/enterprise-logs?date_from=2024-13-01')).code).toBe(4220);
    expect((await a.admin.client.get('/enterprise-logs?date_from=2024-01-01&date_to=2024-12-31')).code).toBe(2000);
  });

  it('keeps permission-group and enterprise-information changes too, and names every writer in both languages', async () => {
    const c = a.admin.client;
    const clerk = await joinedMember(t.client, a, '小王');
    const group = (await c.post('/permission-groups', { name: '采购组' })).data.id;
    await c.put(`/permission-groups/${group}`, { name: '采购一组', remark: '' });
    await c.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'brandList', funs: [], cols: null }, { page: 'goodsList', funs: [], cols: null }] });
    await c.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'goodsList', funs: [], cols: null }] });
    await c.post(`/permission-groups/${group}/employees`, { employee_ids: [clerk.employeeId] });
    await c.put('/enterprise/info', { name: '华东汽配（新）' });

    const groupLog = (await c.get(`/enterprise-logs?resource=permission-groups&record_id=${group}`)).data.list;
    expect(groupLog.map((l: { action: string; summary: string; changes: object }) => [l.action, l.summary, l.changes])).toEqual([
      ['update', '采购一组', { staff: ['', '小王'] }],
      ['update', '采购一组', { pages: ['brandList', ''] }],
      ['update', '采购一组', { pages: ['', 'brandList,goodsList'] }],
      ['update', '采购一组', { name: ['采购组', '采购一组'] }],
      ['create', '采购组', {}],
    ]);
    expect(groupLog[0]).toMatchObject({ resource_name: '权限组', employee_name: '陈老板' });
    const info = (await c.get('/enterprise-logs?resource=enterprise', { language: 2 })).data.list;
    expect(info).toEqual([expect.objectContaining({ resource_name: 'Enterprise information', changes: { name: ['华东汽配', '华东汽配（新）'] } })]);

    // Writers beyond the resource definitions read in the reader's language too: a document, the vehicle fitment import.
    await t.database.db.insertInto('change_log').values([
      { enterprise_id: a.enterpriseId, resource: 'sale-orders', record_id: 1, action: 'create', employee_id: null, summary: 'XSDD-1', changes: '{}', create_time: 1 },
      { enterprise_id: a.enterpriseId, resource: 'vehicle-fitment', record_id: 0, action: 'import', employee_id: null, summary: '3', changes: '{}', create_time: 1 },
    ]).execute();
    const names = async (language: 1 | 2) => (await c.get('/enterprise-logs?page_size=100', { language })).data.list.map((l: { resource_name: string }) => l.resource_name);
    expect(await names(2)).toEqual(expect.arrayContaining(['Sales order', 'Vehicle fitment', 'Permission groups', 'Enterprise information']));
    expect(await names(1)).toEqual(expect.arrayContaining(['销售订单', '商品适用车型']));
  });

  it("never shows another enterprise's entries, whatever the filter", async () => {
    const id = (await a.admin.client.post('/partners', { type: 2, name: '只属于甲的供应商' })).data.id;
    expect((await b.admin.client.get(`/enterprise-logs?resource=partners&record_id=${id}`)).data.total).toBe(0);
    expect((await b.admin.client.get('/enterprise-logs')).data.total).toBe(0);
  });
});
