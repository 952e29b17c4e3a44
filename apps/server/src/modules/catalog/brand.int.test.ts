import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let e: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '汽配城');
});
afterAll(async () => { await t?.close(); });

describe('brands (a resource from one shared definition)', () => {
  it('the admin keeps the brand list', async () => {
    const made = await e.admin.client.post('/brands', { name: '博世 BOSCH', sort: 1 });
    expect(made.code).toBe(2000);
    expect((await e.admin.client.get('/brands?keyword=bosch')).data.list).toMatchObject([{ name: '博世 BOSCH', sort: 1, logo: '' }]);
  });

  it('staff need the brand page to read and the brand function codes to change', async () => {
    const staff = await joinedMember(t.client, e, '库管');
    expect((await staff.client.get('/brands')).code).toBe(4003);
    const group = await e.admin.client.post('/permission-groups', { name: '品牌查看' });
    await e.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'brandList', funs: [], cols: null }] });
    await e.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
    expect((await staff.client.get('/brands')).code).toBe(2000);
    expect((await staff.client.post('/brands', { name: '电装 DENSO' })).code).toBe(4003);
    await e.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'brandList', funs: ['brand_add'], cols: null }] });
    expect((await staff.client.post('/brands', { name: '电装 DENSO' })).code).toBe(2000);
  });
});
