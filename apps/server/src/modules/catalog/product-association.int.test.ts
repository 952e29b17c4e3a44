import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { product } from './catalog.fixture.ts';

let t: TestApp;
let e: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '华东汽配');
});
afterAll(async () => { await t?.close(); });

describe('product association', () => {
  it('pairs have no direction: linked from one product, found from both', async () => {
    const c = e.admin.client;
    const pads = await product(c, { code: 'AS-PAD', name: '前刹车片' });
    const discs = await product(c, { code: 'AS-DISC', name: '前刹车盘' });
    const padsOther = await product(c, { code: 'AS-PAD2', name: '前刹车片（副厂）' });
    expect((await c.post('/product-associations', { product_id: pads, related_ids: [discs] })).code).toBe(2000);
    expect((await c.post('/product-associations', { product_id: padsOther, related_ids: [pads], relation: 2, remark: '可互换' })).code).toBe(2000);

    const ofPads = (await c.get(`/products/${pads}/associations`)).data.list;
    expect(ofPads.map((r: { code: string; relation: number }) => [r.code, r.relation])).toEqual([['AS-DISC', 1], ['AS-PAD2', 2]]);
    expect((await c.get(`/products/${discs}/associations`)).data.list.map((r: { code: string }) => r.code)).toEqual(['AS-PAD']);
    // Linking the same pair the other way round updates it instead of adding a second one.
    await c.post('/product-associations', { product_id: discs, related_ids: [pads], relation: 1, remark: '成套更换' });
    const page = (await c.get(`/product-associations?product_id=${pads}`)).data;
    expect(page.total).toBe(2);
    expect(page.list.find((x: { remark: string }) => x.remark === '成套更换')).toBeDefined();
    expect((await c.get(`/product-associations?keyword=${encodeURIComponent('副厂')}`)).data.total).toBe(1);

    expect((await c.post('/product-associations/batch-delete', { product_id: discs, related_ids: [pads] })).code).toBe(2000);
    expect((await c.get(`/products/${pads}/associations`)).data.list.map((r: { code: string }) => r.code)).toEqual(['AS-PAD2']);
  });

  it('a product is not related to itself, and both products must exist', async () => {
    const c = e.admin.client;
    const p = await product(c);
    expect((await c.post('/product-associations', { product_id: p, related_ids: [p] })).data.fields).toEqual({ related_ids: '商品不能与自身关联' });
    expect((await c.post('/product-associations', { product_id: p, related_ids: [999999] })).code).toBe(4004);
  });

  it('a product in the recycle bin drops out of its pairs until restored', async () => {
    const c = e.admin.client;
    const a = await product(c, { code: 'AS-A' });
    const b = await product(c, { code: 'AS-B' });
    await c.post('/product-associations', { product_id: a, related_ids: [b] });
    await c.delete(`/products/${b}`);
    expect((await c.get(`/products/${a}/associations`)).data.list).toEqual([]);
    await c.post('/products/restore', { ids: [b] });
    expect((await c.get(`/products/${a}/associations`)).data.list.map((r: { code: string }) => r.code)).toEqual(['AS-B']);
  });
});
