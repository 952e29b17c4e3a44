import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let e: TradingBooks;

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '月末加权链接', { stockAccountingMethod: 2 });
});
afterAll(async () => { await t?.close(); });

const moves = async (productId: number) =>
  (await e.admin.client.get(`/stock/moves?product_id=${productId}&page_size=100`)).data.list.map((m: { bill_type: string; bill_date: string; qty: string; amount: string }) => `${m.bill_date} ${m.bill_type} ${m.qty} ${m.amount}`);
const balance = async (productId: number) => {
  const b = (await e.admin.client.get(`/stock/balances?product_id=${productId}&warehouse_id=${e.store}`)).data.list[0];
  return `${b.qty} = ${b.amount}`;
};
const runTask = async (path: string, month: string) => {
  const res = await e.admin.client.post(path, { month });
  expect(res.code, res.msg).toBe(2000);
  await t.app.jobs.settle();
  return (await e.admin.client.get(`/tasks/${res.data.task_id}`)).data;
};

describe('outbound cost accounting follows cost links', () => {
  it('prices components before the product assembled from them, whatever their ids, and undo puts both back', async () => {
    // The kit is created first: in id order it would be priced before its bolts, from their provisional cost.
    const kit = await e.product('紧固件套装');
    const bolt = await e.product('螺栓');
    await e.posted('purchase-bills', { bill_date: '2026-10-02', partner_id: e.supplier, lines: [{ product_id: bolt, number: '10', price: '10' }] });
    await e.posted('assemblies', { bill_date: '2026-10-05', allocation: 1, lines: [{ product_id: bolt, number: '2', direction: -1 }, { product_id: kit, number: '1', direction: 1 }] });
    await e.posted('purchase-bills', { bill_date: '2026-10-10', partner_id: e.supplier, lines: [{ product_id: bolt, number: '10', price: '20' }] });
    await e.posted('sale-bills', { bill_date: '2026-10-20', partner_id: e.customer, lines: [{ product_id: kit, number: '1', price: '80' }] });
    const provisional = [await moves(kit), await moves(bolt)];
    expect(provisional[0]).toEqual(expect.arrayContaining(['2026-10-05 assemblies 1.0000 20.00', '2026-10-20 sale-bills -1.0000 20.00']));

    const task = await runTask('/stock/cost-runs', '2026-10');
    expect(task).toMatchObject({ status: 'done', result: { month: '2026-10', products: 2, skipped: [] } });
    // Bolts: (100.00 + 200.00) / 20 = 15.00, so the assembly took 30.00; the kit came in at 30.00 and was sold at it.
    expect(await moves(bolt)).toEqual(expect.arrayContaining(['2026-10-05 assemblies -2.0000 30.00']));
    expect(await moves(kit)).toEqual(expect.arrayContaining(['2026-10-05 assemblies 1.0000 30.00', '2026-10-20 sale-bills -1.0000 30.00']));
    expect(await balance(bolt)).toBe('18.0000 = 270.00');
    expect(await balance(kit)).toBe('0.0000 = 0.00');
    expect((await e.admin.client.get('/stock/check')).data.consistent).toBe(true);

    expect((await runTask('/stock/cost-runs/undo', '2026-10')).status).toBe('done');
    expect([await moves(kit), await moves(bolt)]).toEqual(provisional);
  });
});
