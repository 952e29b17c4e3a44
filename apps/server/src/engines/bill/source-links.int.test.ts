import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Source links (issue 12 item 1): an order of 10, a receipt of 6 from it edited to 4 and approved leaves the order
 * partly received at 4 with 6 open; a line claiming an order line of another product, of another enterprise, or more
 * than the order line still has open is refused when saved, naming the line's field.
 */
let t: TestApp;
let b: TradingBooks;
let disc: number;
let pad: number;
let order: { id: number; bill_sn: string };
let orderLine: number;

const receipt = (lines: object[]) => ({ partner_id: b.supplier, source_bill_id: order.id, lines });
const openOrders = async () => (await b.admin.client.get(`/purchase/open-orders?keyword=${order.bill_sn}`)).data.list;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '来源链接');
  disc = await b.product('刹车盘');
  pad = await b.product('刹车片');
  order = await b.posted('purchase-orders', { partner_id: b.supplier, lines: [{ product_id: disc, number: '10', price: '80' }] });
  orderLine = (await b.admin.client.get(`/bills/purchase-orders/${order.id}`)).data.lines[0].id;
});
afterAll(async () => { await t?.close(); });

describe('a receipt made from an order', () => {
  it('keeps its link through an edit: 6 → 4 approved leaves the order partly received with 6 open', async () => {
    const made = await b.bill('purchase-bills', receipt([{ product_id: disc, number: '6', price: '80', source_line_id: orderLine }]));
    const saved = (await b.admin.client.get(`/bills/purchase-bills/${made.id}`)).data;
    expect(saved.lines[0].source_line_id).toBe(orderLine);
    const edited = await b.admin.client.put(`/bills/purchase-bills/${made.id}`, { store_id: b.store, bill_date: '2026-11-10', ...receipt([{ product_id: disc, number: '4', price: '80', source_line_id: saved.lines[0].source_line_id }]) });
    expect(edited.code, edited.msg).toBe(2000);
    expect((await b.audit('purchase-bills', made.id)).code).toBe(2000);
    const orderNow = (await b.admin.client.get(`/bills/purchase-orders/${order.id}`)).data;
    expect([orderNow.instore_status, orderNow.lines[0].done_number]).toEqual([2, '4.0000']);
    expect(await openOrders()).toEqual([expect.objectContaining({ done_number: '4.0000', open_qty: '6.0000' })]);
  });

  it('refuses, when saved, more than the order line still has open', async () => {
    const res = await b.admin.client.post('/bills/purchase-bills', { store_id: b.store, bill_date: '2026-11-10', ...receipt([{ product_id: disc, number: '7', price: '80', source_line_id: orderLine }]) });
    expect([res.code, res.data.fields]).toEqual([4220, { 'lines.0.number': '数量超过来源单据行的剩余数量' }]);
    // Two lines against the same order line count together.
    const split = await b.admin.client.post('/bills/purchase-bills', { store_id: b.store, bill_date: '2026-11-10', ...receipt([
      { product_id: disc, number: '3', price: '80', source_line_id: orderLine }, { product_id: disc, number: '4', price: '80', source_line_id: orderLine }]) }, { language: 2 });
    expect(split.data.fields).toEqual({ 'lines.0.number': 'The quantity exceeds what the source line still has open', 'lines.1.number': 'The quantity exceeds what the source line still has open' });
  });

  it('refuses a line that claims the order line of another product, or of another enterprise', async () => {
    const wrong = await b.admin.client.post('/bills/purchase-bills', { store_id: b.store, bill_date: '2026-11-10', ...receipt([{ product_id: pad, number: '1', price: '80', source_line_id: orderLine }]) });
    expect([wrong.code, wrong.data.fields]).toEqual([4220, { 'lines.0.product_id': '商品与来源单据行的商品不同' }]);
    const other = await tradingBooks(t, '别家企业');
    const theirs = await other.product('别家的刹车盘');
    const foreign = await other.admin.client.post('/bills/purchase-bills', { store_id: other.store, bill_date: '2026-11-10', partner_id: other.supplier, lines: [{ product_id: theirs, number: '1', price: '1', source_line_id: orderLine }] });
    expect([foreign.code, Object.keys(foreign.data.fields)]).toEqual([4220, ['lines.0.source_line_id']]);
    expect(await openOrders()).toEqual([expect.objectContaining({ open_qty: '6.0000' })]);
  });

  it('receives the rest, then nothing more', async () => {
    await b.posted('purchase-bills', receipt([{ product_id: disc, number: '6', price: '80', source_line_id: orderLine }]));
    expect((await b.admin.client.get(`/bills/purchase-orders/${order.id}`)).data.instore_status).toBe(3);
    const more = await b.admin.client.post('/bills/purchase-bills', { store_id: b.store, bill_date: '2026-11-10', ...receipt([{ product_id: disc, number: '1', price: '80', source_line_id: orderLine }]) });
    expect(more.code).toBe(4220);
  });
});

describe('a save that misses everything', () => {
  it('names customer, warehouse and rows at once, each on its field', async () => {
    const res = await b.admin.client.post('/bills/sale-bills', { bill_date: '2026-11-10', lines: [] });
    expect(res.code).toBe(4220);
    expect(res.data.fields).toEqual({ partner_id: '往来单位不能为空，请选择', store_id: '仓库不能为空，请选择', lines: '请至少添加一行商品' });
  });
});
