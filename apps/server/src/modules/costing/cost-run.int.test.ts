import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin } from '../../testing/enterprises.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let e: TradingBooks;
let main: number;
let branch: number;
let supplier: number;
let customer: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '月末加权', { stockAccountingMethod: 2 });
  ({ store: main, supplier, customer } = e);
  branch = (await t.database.db.insertInto('warehouse').values({ enterprise_id: e.enterpriseId, name: '分仓', create_time: 0, update_time: 0 }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t?.close(); });

const product = (name: string) => e.product(name);
const posted = async (type: string, body: object) => (await e.posted(type, body)).id;
const moves = async (productId: number) =>
  (await e.admin.client.get(`/stock/moves?product_id=${productId}&page_size=100`)).data.list.map((m: { bill_type: string; bill_date: string; qty: string; amount: string }) => `${m.bill_date} ${m.bill_type} ${m.qty} ${m.amount}`);
const balance = async (productId: number, warehouseId: number) =>
  (await e.admin.client.get(`/stock/balances?product_id=${productId}&warehouse_id=${warehouseId}`)).data.list[0];
const runTask = async (path: string, month: string) => {
  const res = await e.admin.client.post(path, { month });
  expect(res.code, res.msg).toBe(2000);
  await t.app.jobs.settle();
  return (await e.admin.client.get(`/tasks/${res.data.task_id}`)).data;
};

describe('outbound cost accounting (monthly weighted average)', () => {
  it('prices the month at (opening + receipts) / quantity in every warehouse, freezes the month, and undo puts the moving averages back', async () => {
    const pads = await product('刹车片');
    await posted('purchase-bills', { bill_date: '2026-10-02', partner_id: supplier, lines: [{ product_id: pads, number: '10', price: '10' }] });
    await posted('sale-bills', { bill_date: '2026-10-05', partner_id: customer, lines: [{ product_id: pads, number: '4', price: '20' }] });
    await posted('purchase-bills', { bill_date: '2026-10-10', partner_id: supplier, lines: [{ product_id: pads, number: '10', price: '13' }] });
    await posted('stock-transfers', { bill_date: '2026-10-12', out_store_id: main, in_store_id: branch, lines: [{ product_id: pads, number: '5' }] });
    await posted('sale-bills', { bill_date: '2026-10-15', partner_id: customer, lines: [{ product_id: pads, number: '3', price: '20' }] });
    await posted('sale-bills', { bill_date: '2026-10-20', partner_id: customer, store_id: branch, lines: [{ product_id: pads, number: '2', price: '20' }] });
    await posted('sale-bills', { bill_date: '2026-11-03', partner_id: customer, lines: [{ product_id: pads, number: '2', price: '20' }] });
    const provisional = await moves(pads);
    expect(provisional).toContain('2026-10-05 sale-bills -4.0000 40.00');

    const task = await runTask('/stock/cost-runs', '2026-10');
    expect(task).toMatchObject({ status: 'done', result: { month: '2026-10', products: 1, skipped: [] } });
    // (100.00 + 130.00) / 20 = 11.50 for every issue of October, both sides of the transfer included.
    expect(await moves(pads)).toEqual(expect.arrayContaining([
      '2026-10-05 sale-bills -4.0000 46.00', '2026-10-12 stock-transfers -5.0000 57.50', '2026-10-15 sale-bills -3.0000 34.50',
      '2026-10-20 sale-bills -2.0000 23.00', '2026-11-03 sale-bills -2.0000 23.00',
    ]));
    expect((await moves(pads)).filter((m: string) => m.startsWith('2026-10-12'))).toEqual(['2026-10-12 stock-transfers -5.0000 57.50', '2026-10-12 stock-transfers 5.0000 57.50']);
    expect(await balance(pads, main)).toMatchObject({ qty: '6.0000', amount: '69.00' });
    expect(await balance(pads, branch)).toMatchObject({ qty: '3.0000', amount: '34.50' });
    expect((await e.admin.client.get('/stock/check')).data.consistent).toBe(true);

    const runs = (await e.admin.client.get('/stock/cost-runs')).data;
    expect(runs).toMatchObject({ costed_through: '2026-10-31', list: [{ month: '2026-10', status: 'done', products: 1 }] });
    const items = (await e.admin.client.get(`/stock/cost-runs/${runs.list[0].id}/items`)).data.list;
    expect(items).toEqual([expect.objectContaining({ name: '刹车片', unit_cost: '11.500000', issued_qty: '9.0000', issued_amount: '103.50' })]);

    // The month is final: nothing posts into it, not even a reversal.
    const late = await e.admin.client.post('/bills/sale-bills', { store_id: main, bill_date: '2026-10-28', partner_id: customer, lines: [{ product_id: pads, number: '1', price: '20' }] });
    expect(await e.admin.client.post(`/bills/sale-bills/${late.data.id}/audit`, { action: 'audit' })).toMatchObject({ code: 4090, msg: '2026-10 的出库成本已核算，不能再记入该月；请先反核算' });
    expect(await e.admin.client.post('/stock/cost-runs', { month: '2026-10' })).toMatchObject({ code: 4090 });

    const undone = await runTask('/stock/cost-runs/undo', '2026-10');
    expect(undone.status).toBe('done');
    expect(await moves(pads)).toEqual(provisional);
    expect((await e.admin.client.get('/stock/check')).data.consistent).toBe(true);
    expect((await e.admin.client.post(`/bills/sale-bills/${late.data.id}/audit`, { action: 'audit' })).code).toBe(2000);
  });

  it('refuses what an accountant would: a month not yet over, an undo of anything but the latest month', async () => {
    expect(await e.admin.client.post('/stock/cost-runs', { month: '2099-01' })).toMatchObject({ code: 4220 });
    expect(await e.admin.client.post('/stock/cost-runs/undo', { month: '2026-09' })).toMatchObject({ code: 4090 });
  });

  it('is refused for an enterprise that costs by moving average, and one enterprise never sees another\'s runs', async () => {
    const other = await enterpriseWithAdmin(t.client, '移动平均企业');
    expect(await other.admin.client.post('/stock/cost-runs', { month: '2026-10' })).toMatchObject({ code: 4090, msg: '本企业不按月末一次加权平均核算存货，无需执行出库成本核算' });
    expect((await other.admin.client.get('/stock/cost-runs')).data.list).toEqual([]);
  });
});
