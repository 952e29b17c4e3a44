import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let e: EnterpriseFixture;
let unit: number;
let vip: number;
let walkIn: number;
let supplier: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '价格测试');
  unit = (await e.admin.client.get('/units')).data.list[0].id;
  vip = (await e.admin.client.post('/partners', { type: 1, name: '协议客户' })).data.id;
  walkIn = (await e.admin.client.post('/partners', { type: 1, name: '散客' })).data.id;
  supplier = (await e.admin.client.post('/partners', { type: 2, name: '供应商' })).data.id;
});
afterAll(async () => { await t?.close(); });

let sku = 0;
const product = async (sale_price: string) =>
  (await e.admin.client.post('/products', { code: `PR-${++sku}`, name: `商品${sku}`, unit_id: unit, sale_price })).data.id as number;
const lookup = async (partner: number, ids: number[], date: string) =>
  (await e.admin.client.get(`/sale-prices?partner_id=${partner}&product_ids=${ids.join(',')}&date=${date}`)).data.list;

describe('sale price lookup for the bill editor', () => {
  it('agreement price beats promotion beats the product sale price, per customer and date', async () => {
    const pads = await product('120');
    const oil = await product('80');
    const wiper = await product('30');
    expect((await e.admin.client.post('/sale-agreement-prices', { partner_id: vip, product_id: pads, price: '99.5' })).code).toBe(2000);
    expect((await e.admin.client.post('/promotions', { name: '双十一特价', product_id: pads, kind: 1, price: '100', date_from: '2026-11-01', date_to: '2026-11-11' })).code).toBe(2000);
    expect((await e.admin.client.post('/promotions', { name: '全场九折', kind: 2, discount: '0.9', date_from: '2026-11-01', date_to: '2026-11-30' })).code).toBe(2000);

    expect(await lookup(vip, [pads, oil], '2026-11-10')).toEqual([
      { product_id: pads, price: '99.500000', source: 'agreement', promotion_id: 0, sale_price: '120.000000' },
      expect.objectContaining({ product_id: oil, price: '72.000000', source: 'promotion' }),
    ]);
    expect((await lookup(walkIn, [pads], '2026-11-10'))[0]).toMatchObject({ price: '100.000000', source: 'promotion' });
    // After the special ends, the all-products discount is what remains.
    expect((await lookup(walkIn, [pads], '2026-11-12'))[0]).toMatchObject({ price: '108.000000', source: 'promotion' });
    expect((await lookup(walkIn, [wiper], '2026-12-01'))[0]).toMatchObject({ price: '30.000000', source: 'product' });
  });

  it('a disabled promotion no longer applies; agreement prices are listed, edited and deleted', async () => {
    const belt = await product('50');
    const promo = (await e.admin.client.post('/promotions', { name: '皮带特价', product_id: belt, kind: 1, price: '40', date_from: '2026-12-01', date_to: '2026-12-31' })).data.id;
    expect((await lookup(walkIn, [belt], '2026-12-05'))[0].price).toBe('40.000000');
    expect((await e.admin.client.post(`/promotions/${promo}/status`, { status: 0 })).code).toBe(2000);
    expect((await lookup(walkIn, [belt], '2026-12-05'))[0]).toMatchObject({ price: '50.000000', source: 'product' });

    const id = (await e.admin.client.post('/sale-agreement-prices', { partner_id: walkIn, product_id: belt, price: '45' })).data.id;
    expect((await e.admin.client.post('/sale-agreement-prices', { partner_id: walkIn, product_id: belt, price: '44' })).data.fields).toEqual({ product_id: '已存在相同的值' });
    expect((await e.admin.client.put(`/sale-agreement-prices/${id}`, { partner_id: walkIn, product_id: belt, price: '46' })).code).toBe(2000);
    const list = (await e.admin.client.get(`/sale-agreement-prices?partner_id=${walkIn}`)).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ partner_name: '散客', product_id: belt, price: '46.000000', sale_price: '50.000000' });
    expect((await e.admin.client.delete(`/sale-agreement-prices/${id}`)).code).toBe(2000);
    expect((await lookup(walkIn, [belt], '2026-12-05'))[0].source).toBe('product');
  });

  it('validates: customers only, dates in order, discount in (0, 1], a fixed price names a product', async () => {
    const p = await product('10');
    expect((await e.admin.client.post('/sale-agreement-prices', { partner_id: supplier, product_id: p, price: '9' })).data.fields).toEqual({ partner_id: '所选往来单位类型不符' });
    expect((await e.admin.client.post('/promotions', { name: 'x', kind: 1, price: '9', product_id: p, date_from: '2026-12-02', date_to: '2026-12-01' })).data.fields).toEqual({ date_to: '开始日期不能大于结束日期' });
    expect((await e.admin.client.post('/promotions', { name: 'x', kind: 2, discount: '1.5', date_from: '2026-12-01', date_to: '2026-12-02' })).data.fields).toMatchObject({ discount: '折扣须大于0且不超过1（如0.9表示九折）' });
    expect((await e.admin.client.post('/promotions', { name: 'x', kind: 1, price: '9', date_from: '2026-12-01', date_to: '2026-12-02' })).data.fields).toEqual({ product_id: '特价促销须指定商品' });
  });

  it('another enterprise neither sees nor prices our products; staff need the pages’ rights', async () => {
    const mine = await product('60');
    await e.admin.client.post('/sale-agreement-prices', { partner_id: vip, product_id: mine, price: '55' });
    const other = await enterpriseWithAdmin(t.client, '别家');
    expect((await other.admin.client.get(`/sale-prices?partner_id=${vip}&product_ids=${mine}&date=2026-11-10`)).data.list).toEqual([]);
    expect((await other.admin.client.get('/sale-agreement-prices')).data.total).toBe(0);
    expect((await other.admin.client.get('/promotions')).data.total).toBe(0);
    expect((await other.admin.client.post('/sale-agreement-prices', { partner_id: vip, product_id: mine, price: '1' })).data.fields).toEqual({ partner_id: '所选记录不存在', product_id: '所选记录不存在' });
    const clerk = await joinedMember(t.client, e, '店员');
    expect((await clerk.client.get(`/sale-prices?product_ids=${mine}&date=2026-11-10`)).code).toBe(4003);
    expect((await clerk.client.post('/promotions', { name: 'x', kind: 2, discount: '0.5', date_from: '2026-12-01', date_to: '2026-12-02' })).code).toBe(4003);
  });
});
