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
let phone: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '序列号测试');
  ({ store: main, supplier, customer } = e);
  branch = (await t.database.db.insertInto('warehouse').values({ enterprise_id: e.enterpriseId, name: '门店仓', create_time: 0, update_time: 0 }).returning('id').executeTakeFirstOrThrow()).id;
  phone = await e.product('汽车诊断仪 X431', { serial_tracking: 1 });
});
afterAll(async () => { await t?.close(); });

const bill = async (type: string, body: object) => (await e.bill(type, body)).id;
const audit = (type: string, id: number, action: 'audit' | 'reverse' = 'audit') => e.audit(type, id, action);
const where = async (serial: string) => (await e.admin.client.get(`/stock/serials?product_id=${phone}&serial=${serial}`)).data.list[0];

describe('serial numbers', () => {
  it('come in one per unit, cannot come in twice, leave only from the warehouse they are in, follow transfers, and come back on a reversal', async () => {
    expect((await audit('purchase-bills', await bill('purchase-bills', { partner_id: supplier, lines: [{ product_id: phone, number: '2', price: '3000', serials: ['SN-A', 'SN-B'] }] }))).code).toBe(2000);
    expect(await where('SN-A')).toMatchObject({ warehouse_id: main, in_stock: 1 });

    const again = await bill('purchase-bills', { partner_id: supplier, lines: [{ product_id: phone, number: '1', price: '3000', serials: ['SN-A'] }] });
    expect(await audit('purchase-bills', again)).toMatchObject({ code: 4090, msg: '第1行：序列号 SN-A 已在库存中，不能重复入库' });
    const none = await bill('sale-bills', { partner_id: customer, lines: [{ product_id: phone, number: '1', price: '4000' }] });
    expect(await audit('sale-bills', none)).toMatchObject({ code: 4090, msg: '第1行：该商品启用了序列号管理，需要 1 个序列号，已填写 0 个' });
    const twice = await bill('sale-bills', { partner_id: customer, lines: [{ product_id: phone, number: '2', price: '4000', serials: ['SN-A', 'SN-A'] }] });
    expect(await audit('sale-bills', twice)).toMatchObject({ code: 4090, msg: '第1行：序列号 SN-A 重复' });

    expect((await audit('stock-transfers', await bill('stock-transfers', { out_store_id: main, in_store_id: branch, lines: [{ product_id: phone, number: '1', serials: ['SN-B'] }] }))).code).toBe(2000);
    expect(await where('SN-B')).toMatchObject({ warehouse_id: branch, in_stock: 1 });
    const wrongStore = await bill('sale-bills', { partner_id: customer, lines: [{ product_id: phone, number: '1', price: '4000', serials: ['SN-B'] }] });
    expect(await audit('sale-bills', wrongStore)).toMatchObject({ code: 4090, msg: '第1行：序列号 SN-B 不在该仓库的库存中' });

    const sale = await bill('sale-bills', { partner_id: customer, store_id: branch, lines: [{ product_id: phone, number: '1', price: '4000', serials: ['SN-B'] }] });
    expect((await audit('sale-bills', sale)).code).toBe(2000);
    expect(await where('SN-B')).toMatchObject({ warehouse_id: branch, in_stock: 0 });
    expect((await audit('sale-bills', sale, 'reverse')).code).toBe(2000);
    expect(await where('SN-B')).toMatchObject({ warehouse_id: branch, in_stock: 1 });
    const history = (await e.admin.client.get(`/stock/serials/history?product_id=${phone}&serial=SN-B`)).data.list;
    expect(history.map((h: { direction: number; reversal: boolean }) => [h.direction, h.reversal])).toEqual([[1, false], [-1, false], [1, false], [-1, false], [1, true]]);
  });

  it('another enterprise sees none of them', async () => {
    const other = await enterpriseWithAdmin(t.client, '别家');
    expect((await other.admin.client.get('/stock/serials')).data.list).toEqual([]);
  });
});
