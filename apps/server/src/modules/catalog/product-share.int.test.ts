import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { created, product } from './catalog.fixture.ts';

let t: TestApp;
let supplier: EnterpriseFixture;
let dealer: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  supplier = await enterpriseWithAdmin(t.client, '博世汽配总代');
  dealer = await enterpriseWithAdmin(t.client, '城东修理厂');
});
afterAll(async () => { await t?.close(); });

describe('product sharing (copy authorization)', () => {
  it('without a grant the other enterprise’s catalogue is not found', async () => {
    expect((await dealer.admin.client.get(`/product-shares/received/${supplier.enterpriseId}/products`)).code).toBe(4004);
    const p = await product(supplier.admin.client);
    expect((await dealer.admin.client.post('/product-shares/copy', { from_enterprise_id: supplier.enterpriseId, product_ids: [p] })).code).toBe(4004);
  });

  it('grants by enterprise code; not to itself, not to an unknown code', async () => {
    const s = supplier.admin.client;
    expect((await s.post('/product-shares', { enterprise_code: supplier.code })).data.fields).toEqual({ enterprise_code: '不能授权给本企业' });
    expect((await s.post('/product-shares', { enterprise_code: 'NO-SUCH' })).code).toBe(4004);
    expect((await s.post('/product-shares', { enterprise_code: dealer.code, remark: '签约经销商' })).code).toBe(2000);
    expect((await s.get('/product-shares')).data.list).toMatchObject([{ enterprise_id: dealer.enterpriseId, enterprise_code: dealer.code, remark: '签约经销商' }]);
    expect((await dealer.admin.client.get('/product-shares/received')).data.list).toMatchObject([{ enterprise_id: supplier.enterpriseId }]);
  });

  it('the grantee browses published products and copies them; units and brands the grantee lacks are made', async () => {
    const s = supplier.admin.client;
    const d = dealer.admin.client;
    const bosch = await created(s, '/brands', { name: '博世 BOSCH' });
    const pads = await product(s, { code: 'SH-PAD', name: '博世刹车片', brand_id: bosch, unit_id: await created(s, '/units', { name: '副' }), sale_price: '198', purchase_price: '120', barcode: '4047024000017' });
    const plug = await product(s, { code: 'SH-PLUG', name: '博世火花塞', brand_id: bosch, unit_id: await created(s, '/units', { name: '支' }), sale_price: '35' });
    await product(s, { code: 'SH-DRAFT', name: '未发布', is_draft: 1 });
    const gone = await product(s, { code: 'SH-GONE', name: '已删除' });
    await s.delete(`/products/${gone}`);

    const shared = (await d.get(`/product-shares/received/${supplier.enterpriseId}/products?keyword=SH-`)).data;
    expect(shared.list.map((p: { code: string }) => p.code)).toEqual(['SH-PAD', 'SH-PLUG']);
    expect(shared.list[0]).toMatchObject({ brand_name: '博世 BOSCH', unit_name: '副', sale_price: '198.000000' });
    expect(shared.list[0]).not.toHaveProperty('purchase_price');

    await product(d, { code: 'SH-PLUG', name: '自己的火花塞' });
    const copied = await d.post('/product-shares/copy', { from_enterprise_id: supplier.enterpriseId, product_ids: [pads, plug] });
    expect(copied.data).toEqual({ copied: 1, skipped: [{ id: plug, code: 'SH-PLUG' }] });
    const mine = (await d.get('/products?keyword=SH-PAD')).data.list[0];
    expect(mine).toMatchObject({ name: '博世刹车片', brand_name: '博世 BOSCH', unit_name: '副', sale_price: '198.000000', purchase_price: '120.000000', barcode: '4047024000017', category_id: 0 });
    expect(mine.id).not.toBe(pads);
  });

  it('revoking ends browsing and copying', async () => {
    expect((await supplier.admin.client.delete(`/product-shares/${dealer.enterpriseId}`)).code).toBe(2000);
    expect((await supplier.admin.client.delete(`/product-shares/${dealer.enterpriseId}`)).code).toBe(4004);
    expect((await dealer.admin.client.get(`/product-shares/received/${supplier.enterpriseId}/products`)).code).toBe(4004);
    expect((await dealer.admin.client.get('/product-shares/received')).data.list).toEqual([]);
  });
});
