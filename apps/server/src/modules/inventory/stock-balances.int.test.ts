import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let e: EnterpriseFixture;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '库存清单');
  const unit = (await e.admin.client.get('/units')).data.list[0].id;
  const store = (await e.admin.client.get('/warehouses')).data.list[0].id;
  for (const [code, name, number, price] of [['LB-001', '机油滤清器', '12', '8.5'], ['LB-002', '空气滤清器', '5', '21'], ['HS-001', '火花塞', '40', '12.25']] as const) {
    const product = (await e.admin.client.post('/products', { code, name, unit_id: unit })).data.id;
    const bill = await e.admin.client.post('/bills/other-ins', { bill_date: '2026-11-02', store_id: store, lines: [{ product_id: product, number, price }] });
    await e.admin.client.post(`/bills/other-ins/${bill.data.id}/audit`, { action: 'audit' });
  }
});
afterAll(async () => { await t?.close(); });

describe('the inventory list', () => {
  it('names each product and warehouse, finds by keyword, and pages with totals of the whole selection', async () => {
    const res = await e.admin.client.get(`/stock/balances?keyword=${encodeURIComponent('滤清器')}&page=1&page_size=1`);
    expect(res.code, res.msg).toBe(2000);
    const found = res.data;
    expect(found).toMatchObject({ total: 2, page: 1, page_size: 1, totals: { qty: '17.0000', amount: '207.00' } });
    expect(found.list).toEqual([expect.objectContaining({ product_code: 'LB-001', product_name: '机油滤清器', qty: '12.0000', amount: '102.00', cost_price: '8.500000' })]);
    expect(found.list[0].warehouse_name).toBeTruthy();
    // Without a page the whole list comes back, as API.md has it.
    expect((await e.admin.client.get('/stock/balances')).data.list).toHaveLength(3);
    expect((await e.admin.client.get('/stock/balances?keyword=HS-001&date=2026-11-01')).data.list).toEqual([]);
  });

  it('pages today\'s balances in product-code order with the totals of every balance, also past the last page', async () => {
    const whole = (await e.admin.client.get('/stock/balances')).data.list as Array<{ product_code: string }>;
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push((await e.admin.client.get(`/stock/balances?page=${page}&page_size=1`)).data);
    expect(pages.flatMap((p) => p.list)).toEqual(whole);
    expect(whole.map((r) => r.product_code)).toEqual(['HS-001', 'LB-001', 'LB-002']);
    for (const p of pages) expect(p).toMatchObject({ total: 3, page_size: 1, totals: { qty: '57.0000', amount: '697.00' } });
    expect(pages[3].list).toEqual([]);
  });
});
