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

describe('smart classification (ABC)', () => {
  it('starts at 70/20/10 and refuses percentages that do not total 100 %', async () => {
    const c = e.admin.client;
    expect((await c.get('/smart-classification')).data).toMatchObject({ a_percent: '70.00', b_percent: '20.00', c_percent: '10.00', last_run_time: 0 });
    const bad = await c.put('/smart-classification', { a_percent: '60', b_percent: '25', c_percent: '10' });
    expect(bad).toMatchObject({ code: 4220, msg: 'ABC分类百分比合计必须为100%' });
    expect(Object.keys(bad.data.fields)).toEqual(['a_percent', 'b_percent', 'c_percent']);
    expect((await c.put('/smart-classification', { a_percent: '60', b_percent: '25', c_percent: '10' }, { language: 2 })).msg).toBe('ABC classification percentages must total 100%');
    expect((await c.put('/smart-classification', { a_percent: '33.33', b_percent: '33.33', c_percent: '33.34' })).code).toBe(2000);
    expect((await c.get('/smart-classification')).data).toMatchObject({ a_percent: '33.33', b_percent: '33.33', c_percent: '33.34' });
  });

  it('ranks published products by purchase price × maximum stock and records the class on each', async () => {
    const c = e.admin.client;
    await c.put('/smart-classification', { a_percent: '70', b_percent: '20', c_percent: '10' });
    // Values: battery 500×100 = 50,000; pads 150×200 = 30,000; plugs 25×400 = 10,000; bulbs 10×500 = 5,000; wipers 50×100 = 5,000.
    const battery = await product(c, { code: 'ABC-BAT', purchase_price: '500', max_stock: '100' });
    const pads = await product(c, { code: 'ABC-PAD', purchase_price: '150', max_stock: '200' });
    const plugs = await product(c, { code: 'ABC-PLUG', purchase_price: '25', max_stock: '400' });
    const bulbs = await product(c, { code: 'ABC-BULB', purchase_price: '10', max_stock: '500' });
    const wipers = await product(c, { code: 'ABC-WIPER', purchase_price: '50', max_stock: '100' });
    const draft = await product(c, { code: 'ABC-DRAFT', purchase_price: '9999', max_stock: '9999', is_draft: 1 });

    expect((await c.post('/smart-classification/run')).data).toEqual({ A: 2, B: 1, C: 2 });
    const classOf = async (id: number) => (await c.get(`/products/${id}`)).data.abc_class;
    expect([await classOf(battery), await classOf(pads), await classOf(plugs), await classOf(bulbs), await classOf(wipers)]).toEqual([1, 1, 2, 3, 3]);
    expect(await classOf(draft)).toBe(0); // drafts are not classified
    expect((await c.get('/products?abc_class=1&sort=code')).data.list.map((p: { code: string }) => p.code)).toEqual(['ABC-BAT', 'ABC-PAD']);
    const state = (await c.get('/smart-classification')).data;
    expect(state).toMatchObject({ counts: { A: 2, B: 1, C: 2 } });
    expect(state.last_run_time).toBeGreaterThan(0);
    expect(state.basis).toContain('采购价');
  });

  it('needs the smart-classification rights', async () => {
    const { joinedMember } = await import('../../testing/enterprises.ts');
    const staff = await joinedMember(t.client, e, '仓管');
    expect((await staff.client.get('/smart-classification')).code).toBe(4003);
    expect((await staff.client.post('/smart-classification/run')).code).toBe(4003);
  });
});
