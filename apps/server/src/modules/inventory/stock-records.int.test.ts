import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
let pad: number;
let branch: number;
let sold: { id: number; bill_sn: string };

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '库存记录');
  pad = await b.product('刹车片');
  branch = (await b.admin.client.post('/warehouses', { name: '分仓' })).data.id;
  await b.posted('purchase-bills', { bill_date: '2026-11-01', partner_id: b.supplier, lines: [{ product_id: pad, number: '10', price: '20' }] });
  sold = await b.posted('sale-bills', { bill_date: '2026-11-05', partner_id: b.customer, lines: [{ product_id: pad, number: '4', price: '35' }] });
  await b.posted('other-ins', { bill_date: '2026-11-20', lines: [{ product_id: pad, number: '2', price: '23' }] });
  await b.posted('stock-transfers', { bill_date: '2026-11-21', store_id: 0, out_store_id: b.store, in_store_id: branch, lines: [{ product_id: pad, number: '3' }] });
  await b.posted('stocktakes', { bill_date: '2026-11-22', lines: [{ product_id: pad, number: '4', counted: true }] });
});
afterAll(async () => { await t?.close(); });

const get = async (path: string) => {
  const res = await b.admin.client.get(path);
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};

describe('stock records and changes', () => {
  it('every movement of a product, newest first, with in and out quantities and the running balance', async () => {
    const records = await get(`/stock/records?product_id=${pad}&warehouse_id=${b.store}`);
    expect(records.list.map((r: Record<string, string>) => [r.bill_date, r.type, r.in_qty, r.out_qty, r.balance_qty])).toEqual([
      ['2026-11-22', 'stocktakes', '0.0000', '1.0000', '4.0000'],
      ['2026-11-21', 'stock-transfers', '0.0000', '3.0000', '5.0000'],
      ['2026-11-20', 'other-ins', '2.0000', '0.0000', '8.0000'],
      ['2026-11-05', 'sale-bills', '0.0000', '4.0000', '6.0000'],
      ['2026-11-01', 'purchase-bills', '10.0000', '0.0000', '10.0000'],
    ]);
    expect(records.totals).toMatchObject({ in_qty: '12.0000', out_qty: '8.0000', in_amount: '246.00' });
    const outs = await get(`/stock/records?keyword=${sold.bill_sn}&direction=-1`);
    expect(outs.list).toHaveLength(1);
  });

  it('opening, in, out and closing per product × warehouse for a period, at moving-average cost', async () => {
    const changes = await get(`/stock/changes?date_from=2026-11-05&date_to=2026-11-21&product_id=${pad}`);
    const byStore = Object.fromEntries(changes.list.map((r: Record<string, string | number>) => [r.warehouse_id, r]));
    // 10 × 20 in; 4 out at 20; 2 × 23 in (8 at 166); 3 out at 20.75 = 62.25.
    expect(byStore[b.store]).toMatchObject({ opening_qty: '10.0000', opening_amount: '200.00', in_qty: '2.0000', in_amount: '46.00', out_qty: '7.0000', out_amount: '142.25', closing_qty: '5.0000', closing_amount: '103.75' });
    expect(byStore[branch]).toMatchObject({ opening_qty: '0.0000', in_qty: '3.0000', in_amount: '62.25', closing_qty: '3.0000', closing_amount: '62.25' });
    expect(changes.totals).toMatchObject({ closing_qty: '8.0000', closing_amount: '166.00' });
  });
});

describe('documents across types', () => {
  it('stocktake lines that differ from the books, with the difference', async () => {
    const diff = await get('/bill-query/lines?type=stocktakes&differs=1');
    expect(diff.list).toEqual([expect.objectContaining({ type: 'stocktakes', number: '4.0000', book_number: '5.0000', difference: '-1.0000' })]);
  });

  it('bills that move stock in, and bill lines of all types by product keyword', async () => {
    const ins = await get('/bill-query/bills?stock=in');
    expect(ins.list.map((r: { type: string }) => r.type).sort()).toEqual(['other-ins', 'purchase-bills', 'stock-transfers']);
    const lines = await get(`/bill-query/lines?keyword=${encodeURIComponent('刹车片')}`);
    expect(lines.total).toBe(5);
    expect((await get('/bill-query/lines?stock=any&type=purchase-bills')).total).toBe(1);
    expect(lines.list[0]).toMatchObject({ product_name: '刹车片', bill_date: '2026-11-22' });
    expect((await b.admin.client.get('/bill-query/bills?date_from=2026-11-30&date_to=2026-11-01')).data.fields).toEqual({ date_to: '开始日期不能大于结束日期' });
  });

  it('another enterprise sees none of it', async () => {
    const other = await enterpriseWithAdmin(t.client, '别家库存');
    for (const path of ['/stock/records', '/bill-query/lines', '/bill-query/bills', '/stock/changes?date_from=2026-11-01&date_to=2026-11-30']) {
      expect((await other.admin.client.get(path)).data.total, path).toBe(0);
    }
  });
});
