import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
let box: number;
let pad: number;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '多单位');
  const units = (await b.admin.client.get('/units?page_size=50')).data.list as Array<{ id: number; name: string }>;
  box = units.find((u) => u.name === '箱')!.id;
  pad = await b.product('刹车片（个）');
  expect((await b.admin.client.put(`/products/${pad}/units`, { units: [{ unit_id: box, ratio: '20' }] })).code).toBe(2000);
});
afterAll(async () => { await t?.close(); });

const balance = async () => (await b.admin.client.get(`/stock/balances?product_id=${pad}&warehouse_id=${b.store}`)).data.list[0];

describe('lines in another unit of their product', () => {
  it('2 boxes of 20 at 400 a box come in as 40 pieces worth 800; a box sold takes 20 pieces at their cost', async () => {
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: pad, unit_id: box, number: '2', price: '400' }] });
    expect(await balance()).toMatchObject({ qty: '40.0000', amount: '800.00', cost_price: '20.000000' });
    // The product's purchase price follows the receipt per piece, not per box.
    expect((await b.admin.client.get(`/products/${pad}`)).data.purchase_price).toMatch(/^20(\.0+)?$/);
    const sale = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: pad, unit_id: box, number: '1', price: '600' }] });
    expect(await balance()).toMatchObject({ qty: '20.0000', amount: '400.00' });
    const line = (await b.admin.client.get(`/bills/sale-bills/${sale.id}`)).data.lines[0];
    expect(line).toMatchObject({ number: '1.0000', price: '600.000000', amount: '600.00', cost_amount: '400.00' });
  });

  it('a unit the product does not have is refused on the line', async () => {
    const bottle = ((await b.admin.client.get('/units?page_size=50')).data.list as Array<{ id: number; name: string }>).find((u) => u.name === '瓶')!.id;
    const res = await b.admin.client.post('/bills/other-ins', { bill_date: '2026-11-10', store_id: b.store, lines: [{ product_id: pad, unit_id: bottle, number: '1', price: '1' }] });
    expect(res.data.fields).toEqual({ 'lines.0.unit_id': '所选记录不存在' });
  });
});
