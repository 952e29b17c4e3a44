import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { created, product, unitId } from './catalog.fixture.ts';

/** Twin enterprises: B holds A's ids and must find nothing of A's through any product-centre route. */
let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
let aProduct: number;
let aDraft: number;
let aModel: number;
let bProduct: number;
let bModel: number;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '汽配城');
  b = await enterpriseWithAdmin(t.client, '汽配城');
  const vehicleModel = async (c: typeof a.admin.client) => {
    const brand = await created(c, '/vehicle-brands', { name: '本田' });
    const range = await created(c, '/vehicle-ranges', { brand_id: brand, name: '思域' });
    return created(c, '/vehicle-models', { range_id: range, name: '2022款 240TURBO CVT', year: 2022 });
  };
  aModel = await vehicleModel(a.admin.client);
  bModel = await vehicleModel(b.admin.client);
  aProduct = await product(a.admin.client, { code: 'ISO-1', name: 'A的机滤', sale_price: '30' });
  aDraft = await product(a.admin.client, { code: 'ISO-D', is_draft: 1 });
  bProduct = await product(b.admin.client, { code: 'ISO-1', name: 'B的机滤' });
  await a.admin.client.put(`/products/${aProduct}/vehicle-models`, { vehicle_model_ids: [aModel] });
});
afterAll(async () => { await t?.close(); });

describe('tenant isolation of the product centre', () => {
  it('another enterprise’s product id is not found on any product route (4004)', async () => {
    const c = b.admin.client;
    const answers = [
      await c.get(`/products/${aProduct}`),
      await c.get(`/products/${aProduct}/units`),
      await c.put(`/products/${aProduct}/units`, { units: [] }),
      await c.get(`/products/${aProduct}/vehicle-models`),
      await c.put(`/products/${aProduct}/vehicle-models`, { vehicle_model_ids: [] }),
      await c.get(`/products/${aProduct}/price-history`),
      await c.get(`/products/${aProduct}/level-prices`),
      await c.get(`/products/${aProduct}/associations`),
      await c.post('/products/prices', { items: [{ id: aProduct, sale_price: '1' }] }),
      await c.post('/products/publish', { ids: [aDraft] }),
      await c.post('/product-associations', { product_id: bProduct, related_ids: [aProduct] }),
      await c.post('/product-associations/batch-delete', { product_id: aProduct, related_ids: [bProduct] }),
      await c.delete(`/products/${aProduct}`),
    ];
    expect(answers.map((x) => x.code)).toEqual(answers.map(() => 4004));
    expect((await a.admin.client.get(`/products/${aProduct}`)).data).toMatchObject({ name: 'A的机滤', sale_price: '30.000000' });
    expect((await a.admin.client.get(`/products/${aProduct}/vehicle-models`)).data.list).toHaveLength(1);
    expect((await a.admin.client.get(`/products/${aDraft}`)).data.is_draft).toBe(1);
  });

  it('another enterprise’s models and units cannot be linked, and never find its products', async () => {
    const c = b.admin.client;
    expect((await c.put(`/products/${bProduct}/vehicle-models`, { vehicle_model_ids: [aModel] })).data.fields).toEqual({ vehicle_model_ids: '所选记录不存在' });
    const aBox = await unitId(a.admin.client, '盒');
    expect((await c.put(`/products/${bProduct}/units`, { units: [{ unit_id: aBox, ratio: '2' }] })).data.fields).toEqual({ 'units.0.unit_id': '所选记录不存在' });
    expect((await c.get(`/products?vehicle_model_id=${aModel}`)).data.total).toBe(0);
    expect((await c.get(`/products?vehicle_model_id=${bModel}`)).data.total).toBe(0);
    expect((await c.get('/products?keyword=ISO-1')).data.list.map((p: { name: string }) => p.name)).toEqual(['B的机滤']);
    expect((await c.get(`/product-associations?product_id=${aProduct}`)).data.total).toBe(0);
  });

  it('classification and price levels stay inside the enterprise', async () => {
    await b.admin.client.put('/smart-classification', { a_percent: '50', b_percent: '30', c_percent: '20' });
    expect((await a.admin.client.get('/smart-classification')).data.a_percent).toBe('70.00');
    await b.admin.client.post('/smart-classification/run');
    expect((await a.admin.client.get(`/products/${aProduct}`)).data.abc_class).toBe(0);
    await created(b.admin.client, '/price-levels', { name: '批发价', rate: '0.9' });
    expect((await a.admin.client.get(`/products/${aProduct}/level-prices`)).data.list).toEqual([]);
  });
});
