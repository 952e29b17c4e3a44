import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Issue 12 re-check: a transfer's receiving move once kept its old cost after a synchronous repost of the sending
 * product (seen on a tree before the cost-links merge). On main both moves follow, however the receiving warehouse
 * stood before and whatever happens there after.
 */
let t: TestApp;
let e: TradingBooks;
let w1: number;
let w2: number;
let w3: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '调拨重算');
  w1 = e.store;
  w2 = (await e.admin.client.post('/warehouses', { name: '二号仓' })).data.id;
  w3 = (await e.admin.client.post('/warehouses', { name: '三号仓' })).data.id;
});
afterAll(async () => { await t?.close(); });

const receive = (productId: number, date: string, number: string, price: string, store = w1) =>
  e.posted('purchase-bills', { bill_date: date, store_id: store, partner_id: e.supplier, lines: [{ product_id: productId, number, price }] });
const transfer = (productId: number, date: string, number: string, from: number, to: number) =>
  e.posted('stock-transfers', { bill_date: date, out_store_id: from, in_store_id: to, lines: [{ product_id: productId, number }] });
const balance = async (productId: number, warehouseId: number) => {
  const b = (await e.admin.client.get(`/stock/balances?product_id=${productId}&warehouse_id=${warehouseId}`)).data.list[0];
  return `${b.qty} @ ${b.cost_price} = ${b.amount}`;
};
const name = (w: number) => (w === w1 ? 'W1' : w === w2 ? 'W2' : 'W3');
const moves = async (productId: number, billType: string) =>
  (await e.admin.client.get(`/stock/moves?product_id=${productId}&page_size=100`)).data.list
    .filter((m: { bill_type: string }) => m.bill_type === billType)
    .map((m: { qty: string; amount: string; warehouse_id: number }) => `${name(m.warehouse_id)} ${m.qty} ${m.amount}`)
    .sort();
const consistent = async () => (await e.admin.client.get('/stock/check')).data.consistent;

describe('a transfer follows a synchronous repost of the product it sends', () => {
  it('purchase 10 @ 10, transfer 5 to W2, back-dated 10 @ 20: both moves carry 15.00 a unit and W2 holds 75.00', async () => {
    const oil = await e.product('机油');
    await receive(oil, '2026-11-10', '10', '10');
    await transfer(oil, '2026-11-12', '5', w1, w2);
    expect(await moves(oil, 'stock-transfers')).toEqual(['W1 -5.0000 50.00', 'W2 5.0000 50.00']);

    await receive(oil, '2026-11-05', '10', '20');
    expect(await moves(oil, 'stock-transfers')).toEqual(['W1 -5.0000 75.00', 'W2 5.0000 75.00']);
    expect(await balance(oil, w2)).toBe('5.0000 @ 15.000000 = 75.00');
    expect(await balance(oil, w1)).toBe('15.0000 @ 15.000000 = 225.00');
    expect(await consistent()).toBe(true);
  });

  it('W2 with stock of its own and a sale after the transfer: its average and the sale follow too', async () => {
    const belt = await e.product('皮带');
    await receive(belt, '2026-11-01', '2', '30', w2);
    await receive(belt, '2026-11-10', '10', '10');
    await transfer(belt, '2026-11-12', '5', w1, w2);
    // W2: 2 @ 30 + 5 @ 10 = 110.00 for 7; a sale of 7 takes all of it.
    await e.posted('sale-bills', { bill_date: '2026-11-13', store_id: w2, partner_id: e.customer, lines: [{ product_id: belt, number: '7', price: '40' }] });
    expect(await moves(belt, 'sale-bills')).toEqual(['W2 -7.0000 110.00']);

    await receive(belt, '2026-11-05', '10', '20');
    expect(await moves(belt, 'stock-transfers')).toEqual(['W1 -5.0000 75.00', 'W2 5.0000 75.00']);
    expect(await moves(belt, 'sale-bills')).toEqual(['W2 -7.0000 135.00']);
    expect(await balance(belt, w2)).toMatch(/^0\.0000 @ .* = 0\.00$/);
    expect(await consistent()).toBe(true);
  });

  it('a chain W1 → W2 → W3 follows all the way', async () => {
    const pads = await e.product('刹车片');
    await receive(pads, '2026-11-10', '10', '10');
    await transfer(pads, '2026-11-12', '6', w1, w2);
    await transfer(pads, '2026-11-13', '4', w2, w3);

    await receive(pads, '2026-11-05', '10', '20');
    expect(await moves(pads, 'stock-transfers')).toEqual(['W1 -6.0000 90.00', 'W2 -4.0000 60.00', 'W2 6.0000 90.00', 'W3 4.0000 60.00']);
    expect(await balance(pads, w2)).toBe('2.0000 @ 15.000000 = 30.00');
    expect(await balance(pads, w3)).toBe('4.0000 @ 15.000000 = 60.00');
    expect(await consistent()).toBe(true);
  });
});
