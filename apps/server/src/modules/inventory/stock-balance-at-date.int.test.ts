import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
let pads: number;
let plugs: number;
let east: number;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '月末库存');
  pads = await b.product('刹车片');
  plugs = await b.product('火花塞');
  east = (await b.admin.client.post('/warehouses', { name: '城东仓' })).data.id;
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-10-05', lines: [{ product_id: pads, number: '10', price: '8' }] });
  await b.posted('sale-bills', { partner_id: b.customer, bill_date: '2026-10-20', lines: [{ product_id: pads, number: '4', price: '15' }] });
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-03', lines: [{ product_id: pads, number: '6', price: '10' }] });
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-04', store_id: east, lines: [{ product_id: pads, number: '2', price: '9' }] });
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-06', lines: [{ product_id: plugs, number: '5', price: '12' }] });
  // Back-dated into October after November was posted: October's closing balance takes it, November's costs follow.
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-10-25', lines: [{ product_id: pads, number: '2', price: '11' }] });
});
afterAll(async () => { await t?.close(); });

const balancesAt = async (query: string) =>
  ((await b.admin.client.get(`/stock/balances${query ? `?${query}` : ''}`)).data.list as Array<{ product_id: number; warehouse_id: number; qty: string; amount: string }>)
    .map(({ product_id, warehouse_id, qty, amount }) => ({ product_id, warehouse_id, qty, amount }));

describe('stock balances at the end of a past day', () => {
  it('are the last running balance on or before the day, per product × warehouse, back-dated movements included', async () => {
    // Pads in the main store at the end of October: 10 @ 8 − 4 @ 8 + 2 @ 11 = 8 worth 70.00.
    expect(await balancesAt('date=2026-10-31')).toEqual([{ product_id: pads, warehouse_id: b.store, qty: '8.0000', amount: '70.00' }]);
    expect(await balancesAt('date=2026-11-04')).toEqual([
      { product_id: pads, warehouse_id: b.store, qty: '14.0000', amount: '130.00' },
      { product_id: pads, warehouse_id: east, qty: '2.0000', amount: '18.00' },
    ]);
  });

  it('leave out what had not moved yet, and filter by warehouse and product like the balances of today', async () => {
    expect(await balancesAt('date=2026-10-01')).toEqual([]);
    expect(await balancesAt(`date=2026-11-30&warehouse_id=${east}`)).toEqual([{ product_id: pads, warehouse_id: east, qty: '2.0000', amount: '18.00' }]);
    expect(await balancesAt(`date=2026-11-30&product_id=${plugs}`)).toEqual([{ product_id: plugs, warehouse_id: b.store, qty: '5.0000', amount: '60.00' }]);
    // A page carries the totals of the whole selection, also a page past the end.
    for (const page of [1, 3]) {
      const paged = (await b.admin.client.get(`/stock/balances?date=2026-11-04&page=${page}&page_size=1`)).data;
      expect(paged).toMatchObject({ total: 2, page, page_size: 1, totals: { qty: '16.0000', amount: '148.00' } });
      expect(paged.list).toHaveLength(page === 1 ? 1 : 0);
    }
    // At a date after every movement they equal the snapshot.
    const now = await balancesAt('');
    expect(await balancesAt('date=2026-12-31')).toEqual(now);
  });
});
