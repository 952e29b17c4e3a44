import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let e: EnterpriseFixture;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '商品页面权限');
});
afterAll(async () => { await t?.close(); });

/** A member whose permission group grants exactly the given pages and functions. */
async function staffWith(name: string, pages: Array<{ page: string; funs: string[] }>) {
  const staff = await joinedMember(t.client, e, name);
  const group = await e.admin.client.post('/permission-groups', { name });
  await e.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: pages.map((p) => ({ ...p, cols: null })) });
  await e.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
  return staff;
}

describe('the product pages of their own', () => {
  it('the recycle bin page\'s restore right restores a product; delete alone on the list does not', async () => {
    const unit = (await e.admin.client.get('/units')).data.list[0].id;
    const id = (await e.admin.client.post('/products', { code: 'RB-1', name: '回收测试', unit_id: unit })).data.id;
    expect((await e.admin.client.delete(`/products/${id}`)).code).toBe(2000);
    const deleter = await staffWith('只能删除', [{ page: 'goodsList', funs: ['goods_del'] }]);
    expect((await deleter.client.post('/products/restore', { ids: [id] })).code).toBe(4003);
    const keeper = await staffWith('回收站管理', [{ page: 'goodsRecycle', funs: ['goods_recycle_restore'] }]);
    expect((await keeper.client.post('/products/restore', { ids: [id] })).code).toBe(2000);
  });

  it('the product import page\'s right gets the import template', async () => {
    const importer = await staffWith('商品导入员', [{ page: 'goodsImport', funs: ['goods_import_run'] }]);
    const res = await importer.client.download('/products/import-template');
    expect(res.status).toBe(200);
    const nobody = await staffWith('无导入权', [{ page: 'goodsList', funs: [] }]);
    expect((await nobody.client.get('/products/import-template')).code).toBe(4003);
  });
});
