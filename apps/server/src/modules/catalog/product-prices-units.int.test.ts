import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { created, product, unitId } from './catalog.fixture.ts';

let t: TestApp;
let e: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '华东汽配');
});
afterAll(async () => { await t?.close(); });

describe('multi-unit conversions', () => {
  it('a product is kept in its base unit and traded in others at a ratio', async () => {
    const c = e.admin.client;
    const [piece, box, carton] = [await unitId(c, '个'), await unitId(c, '盒'), await unitId(c, '箱')];
    const plug = await product(c, { code: 'NGK-BKR6E', name: '火花塞 BKR6E', unit_id: piece });
    expect((await c.put(`/products/${plug}/units`, { units: [{ unit_id: box, ratio: '4' }, { unit_id: carton, ratio: 96.5 }] })).code).toBe(2000);
    expect((await c.get(`/products/${plug}/units`)).data).toEqual({
      base_unit_id: piece, base_unit_name: '个',
      list: [{ unit_id: box, unit_name: '盒', ratio: '4.000000' }, { unit_id: carton, unit_name: '箱', ratio: '96.500000' }],
      version: 2,
    });
    // Replacing the set drops what is not listed.
    await c.put(`/products/${plug}/units`, { units: [{ unit_id: carton, ratio: '0.123456' }] });
    expect((await c.get(`/products/${plug}/units`)).data.list).toEqual([{ unit_id: carton, unit_name: '箱', ratio: '0.123456' }]);
  });

  it('refuses a zero or over-precise ratio, the base unit, a unit twice and a unit of nowhere', async () => {
    const c = e.admin.client;
    const [piece, box] = [await unitId(c, '个'), await unitId(c, '盒')];
    const p = await product(c, { unit_id: piece });
    const bad = await c.put(`/products/${p}/units`, { units: [{ unit_id: box, ratio: '0' }, { unit_id: box, ratio: '1.1234567' }] });
    expect(bad.data.fields).toEqual({ 'units.0.ratio': '换算比例必须大于0', 'units.1.ratio': '数字格式不正确' });
    const wrong = await c.put(`/products/${p}/units`, { units: [{ unit_id: piece, ratio: '2' }, { unit_id: box, ratio: '2' }, { unit_id: box, ratio: '3' }, { unit_id: 999999, ratio: '1' }] });
    expect(wrong.data.fields).toEqual({ 'units.0.unit_id': '基本单位无需设置换算比例', 'units.2.unit_id': '已存在相同的值', 'units.3.unit_id': '所选记录不存在' });
  });

  it('a unit used in a conversion cannot be deleted', async () => {
    const c = e.admin.client;
    const pair = await created(c, '/units', { name: '副' });
    const p = await product(c);
    await c.put(`/products/${p}/units`, { units: [{ unit_id: pair, ratio: '2' }] });
    expect(await c.delete(`/units/${pair}`)).toMatchObject({ code: 4090, msg: '无法删除：商品多单位中仍有记录引用它' });
  });
});

describe('prices', () => {
  it('every price change appends to the history, whichever way it is made; unchanged saves add nothing', async () => {
    const c = e.admin.client;
    const p = await product(c, { code: 'PH-1', purchase_price: '100', sale_price: '150' });
    await c.put(`/products/${p}`, { sale_price: '158.5' });
    await c.put(`/products/${p}`, { name: '改名不改价', sale_price: '158.500000' });
    await c.post('/products/prices', { items: [{ id: p, purchase_price: '96.8' }] });
    const history = (await c.get(`/products/${p}/price-history`)).data;
    expect(history.total).toBe(3);
    expect(history.list.map((h: Record<string, string | null>) => [h.old_purchase_price, h.purchase_price, h.old_sale_price, h.sale_price])).toEqual([
      ['100.000000', '96.800000', '158.500000', '158.500000'],
      ['100.000000', '100.000000', '150.000000', '158.500000'],
      [null, '100.000000', null, '150.000000'],
    ]);
    expect(history.list[0].create_time).toBeGreaterThan(0);
  });

  it('bulk price change is all or nothing', async () => {
    const c = e.admin.client;
    const p = await product(c, { sale_price: '10' });
    const res = await c.post('/products/prices', { items: [{ id: p, sale_price: '12' }, { id: 999999, sale_price: '1' }] });
    expect(res.code).toBe(4004);
    expect((await c.get(`/products/${p}`)).data.sale_price).toBe('10.000000');
    expect((await c.post('/products/prices', { items: [{ id: p, sale_price: '1.1234567' }] })).data.fields).toEqual({ 'items.0.sale_price': '数字格式不正确' });
  });

  it('price levels price a product from its sale price', async () => {
    const c = e.admin.client;
    await created(c, '/price-levels', { name: '批发价', rate: '0.85', sort: 1 });
    await created(c, '/price-levels', { name: 'VIP价', rate: '0.923', sort: 2 });
    const p = await product(c, { sale_price: '198.5' });
    expect((await c.get(`/products/${p}/level-prices`)).data.list.map((l: { name: string; rate: string; price: string }) => [l.name, l.rate, l.price])).toEqual([
      ['批发价', '0.850000', '168.725000'],
      ['VIP价', '0.923000', '183.215500'],
    ]);
  });
});
