import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '快捷菜单公司');
});
afterAll(async () => { await t?.close(); });

const shortcutsOf = async (client: typeof t.client) => (await client.get('/dashboard/shortcuts')).data.list as string[];

describe('dashboard shortcut menu', () => {
  it('keeps the pages a user pinned, in their order, without repeats', async () => {
    expect(await shortcutsOf(a.admin.client)).toEqual([]);
    const saved = await a.admin.client.put('/dashboard/shortcuts', { list: ['purchaseOrder', 'goodsList', 'purchaseOrder', 'messageCenter'] });
    expect(saved).toMatchObject({ code: 2000, data: { list: ['purchaseOrder', 'goodsList', 'messageCenter'] } });
    expect(await shortcutsOf(a.admin.client)).toEqual(['purchaseOrder', 'goodsList', 'messageCenter']);
    await a.admin.client.put('/dashboard/shortcuts', { list: ['goodsList'] });
    expect(await shortcutsOf(a.admin.client)).toEqual(['goodsList']);
  });

  it('is per user and per enterprise', async () => {
    await a.admin.client.put('/dashboard/shortcuts', { list: ['purchaseOrder'] });
    const second = (await a.admin.client.post('/enterprises', { name: '第二家', type: 1 })).data.enterprise_id;
    await a.admin.client.post('/enterprises/select', { enterprise_id: second });
    expect(await shortcutsOf(a.admin.client)).toEqual([]);
    await a.admin.client.put('/dashboard/shortcuts', { list: ['saleOrder'] });
    await a.admin.client.post('/enterprises/select', { enterprise_id: a.enterpriseId });
    expect(await shortcutsOf(a.admin.client)).toEqual(['purchaseOrder']);
    const colleague = await joinedMember(t.client, a, '同事');
    expect(await shortcutsOf(colleague.client)).toEqual([]);
  });

  it('refuses pages that are no menu pages (unknown, hidden, action-only) and keeps the old list', async () => {
    await a.admin.client.put('/dashboard/shortcuts', { list: ['goodsList'] });
    for (const bad of ['noSuchPage', 'purchaseOrderDetail', 'dashboardShortcut']) {
      const res = await a.admin.client.put('/dashboard/shortcuts', { list: ['purchaseOrder', bad] }, { language: 2 });
      expect(res).toMatchObject({ code: 4220, data: { fields: { list: 'The shortcuts name a page that does not exist or that you may not open' } } });
    }
    const tooMany = await a.admin.client.put('/dashboard/shortcuts', { list: Array.from({ length: 21 }, (_, i) => `p${i}`) });
    expect(tooMany).toMatchObject({ code: 4220, msg: '快捷菜单最多 20 个' });
    expect(await shortcutsOf(a.admin.client)).toEqual(['goodsList']);
  });

  it('staff need the shortcut right to change theirs, and may pin only pages they can open', async () => {
    const staff = await joinedMember(t.client, a, '仓管');
    expect((await staff.client.put('/dashboard/shortcuts', { list: ['messageCenter'] })).code).toBe(4003);

    const group = (await a.admin.client.post('/permission-groups', { name: '仓库' })).data.id;
    await a.admin.client.put(`/permission-groups/${group}/pages`, {
      pages: [{ page: 'goodsList', funs: [], cols: null }, { page: 'dashboardShortcut', funs: ['dashboard_shortcut_edit'], cols: null }],
    });
    await a.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [staff.employeeId] });
    expect((await staff.client.put('/dashboard/shortcuts', { list: ['purchaseOrder'] })).code).toBe(4220);
    expect((await staff.client.put('/dashboard/shortcuts', { list: ['goodsList', 'messageCenter'] })).code).toBe(2000);

    // The right to the page is withdrawn: the shortcut no longer shows.
    await a.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'dashboardShortcut', funs: ['dashboard_shortcut_edit'], cols: null }] });
    expect(await shortcutsOf(staff.client)).toEqual(['messageCenter']);
  });
});
