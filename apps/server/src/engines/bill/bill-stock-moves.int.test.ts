import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let bolt: number;
let nut: number;
let kit: number;
let branch: number;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '单据成本');
  other = await tradingBooks(t, '另一家');
  bolt = await b.product('螺栓');
  nut = await b.product('螺母');
  kit = await b.product('紧固件套装');
  branch = (await b.admin.client.post('/warehouses', { name: '分仓' })).data.id;
  await b.posted('other-ins', { bill_date: '2026-11-01', lines: [{ product_id: bolt, number: '10', price: '11' }, { product_id: nut, number: '30', price: '4' }] });
});
afterAll(async () => { await t?.close(); });

type Move = { bill_line_id: number; product_name: string; warehouse_name: string; direction: number; qty: string; unit_cost: string; amount: string };
const movesOf = async (type: string, id: number) => {
  const res = await b.admin.client.get(`/bills/${type}/${id}/stock-moves`);
  expect(res.code, res.msg).toBe(2000);
  return res.data as { list: Move[]; totals: { in_amount: string; out_amount: string } };
};
const rows = (list: Move[]) => list.map((m) => [m.product_name, m.warehouse_name, m.direction, m.qty, m.unit_cost, m.amount]);

describe('a stock document shows what the ledger holds for it', () => {
  it('a transfer: the cost out of one warehouse and into the other, and the ledger cost after a back-dated receipt', async () => {
    const db = await b.posted('stock-transfers', { bill_date: '2026-11-05', store_id: 0, out_store_id: b.store, in_store_id: branch, lines: [{ product_id: bolt, number: '3' }] });
    const before = await movesOf('stock-transfers', db.id);
    expect(rows(before.list)).toEqual([['螺栓', '默认仓库', -1, '3.0000', '11.000000', '33.00'], ['螺栓', '分仓', 1, '3.0000', '11.000000', '33.00']]);
    expect(before.totals).toEqual({ in_amount: '33.00', out_amount: '33.00' });

    // Ten more bolts at 20.00 dated before the transfer: the moving average at the transfer becomes 310 / 20 = 15.50.
    await b.posted('other-ins', { bill_date: '2026-11-02', lines: [{ product_id: bolt, number: '10', price: '20' }] });
    // (The receiving warehouse's side follows in the costing engine's own time; the issue is what this reads.)
    const after = await movesOf('stock-transfers', db.id);
    expect(after.list.filter((m) => m.direction === -1).map((m) => [m.unit_cost, m.amount])).toEqual([['15.500000', '46.50']]);
    expect(after.totals.out_amount).toBe('46.50');
  });

  it('an assembly: which rows were consumed and which made, at equal totals; nothing once reversed', async () => {
    const zz = await b.posted('assemblies', { bill_date: '2026-11-10', allocation: 1, lines: [
      { product_id: bolt, number: '2', direction: -1 }, { product_id: nut, number: '3', direction: -1 }, { product_id: kit, number: '1', direction: 1 },
    ] });
    const bill = (await b.admin.client.get(`/bills/assemblies/${zz.id}`)).data as { lines: Array<{ id: number }> };
    const moved = await movesOf('assemblies', zz.id);
    // Bolts: 17 left at 15.50 after the transfer; 2 consumed = 31.00; nuts 3 × 4 = 12.00; the kit takes 43.00.
    expect(moved.list.map((m) => [m.bill_line_id, m.product_name, m.direction, m.amount])).toEqual([
      [bill.lines[0]!.id, '螺栓', -1, '31.00'], [bill.lines[1]!.id, '螺母', -1, '12.00'], [bill.lines[2]!.id, '紧固件套装', 1, '43.00'],
    ]);
    expect(moved.totals).toEqual({ in_amount: '43.00', out_amount: '43.00' });

    expect((await b.audit('assemblies', zz.id, 'reverse')).code).toBe(2000);
    expect(await movesOf('assemblies', zz.id)).toEqual({ list: [], totals: { in_amount: '0.00', out_amount: '0.00' } });
  });

  it('a stocktake: the shortage at its cost; another enterprise cannot read it', async () => {
    // 30 nuts on the books (the assembly that took 3 was reversed), 25 counted.
    const pd = await b.posted('stocktakes', { bill_date: '2026-11-12', lines: [{ product_id: nut, number: '25', counted: true }] });
    const moved = await movesOf('stocktakes', pd.id);
    expect(rows(moved.list)).toEqual([['螺母', '默认仓库', -1, '5.0000', '4.000000', '20.00']]);
    expect(moved.totals).toEqual({ in_amount: '0.00', out_amount: '20.00' });
    expect((await other.admin.client.get(`/bills/stocktakes/${pd.id}/stock-moves`)).code).toBe(4004);
  });
});
