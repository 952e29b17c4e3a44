import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billVoucherLines } from '../../testing/bill-vouchers.ts';
import { glBalance, openNovemberBooks, rawMaterialWarehouse, stockOf, succeeding } from '../../testing/books-probe.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Issue 31 item 3: goods waiting for their incoming check are held — no outbound document (production pick,
 * transfer, sale, outsourcing pick) may take them until an approved check releases them, and the refusal says so.
 *
 * 摩擦料 FM-01 (incoming check required) in 原料仓 (1403): 5 kg of old stock at 8.00 (opening), then, with the incoming
 * check mandatory and no inspection warehouse, a receipt of 10 kg at 8.00 waits in place: 15 on hand, 10 held.
 * Order MO × 20 刹车片 (1 kg each): a pick of 8 is refused, 5 passes; after the check passes the 10, 8 passes.
 */
let t: TestApp;
let b: TradingBooks;
let raw: number;
let fm: number;
let fg: number;
let order: { id: number };
let receipt: { id: number; bill_sn: string };
const { get, post } = succeeding(() => b.admin.client);
const stock = (product: number, warehouse: number) => stockOf(t.database.db, b.enterpriseId, product, warehouse);
const pick = (number: string, language?: 2) => b.admin.client.post('/bills/production-picks', {
  bill_date: '2026-11-12', source_bill_id: order.id, store_id: raw, lines: [{ product_id: fm, number }], audit: true,
}, language ? { language } : {});
const zhHeld = (number: string) => `「摩擦料（FM-01）」有10.0000待来料检验，检验放行前不能出库：本仓库可用5.0000，本单要出库${number}`;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '待检料厂');
  raw = await rawMaterialWarehouse(t.database.db, b.admin.client, b.enterpriseId, '原料仓');
  await openNovemberBooks(t.database.db, b.enterpriseId);
  fm = await b.product('摩擦料', { code: 'FM-01', incoming_check: 1 });
  fg = await b.product('刹车片');
  await post('/boms', { product_id: fg, component_id: fm, quantity: '1' });
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-02', store_id: raw, lines: [{ product_id: fm, number: '5', price: '8' }] });
  expect((await b.admin.client.put('/quality/settings', { incoming_mandatory: true })).code).toBe(2000);
  receipt = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-10', store_id: raw, lines: [{ product_id: fm, number: '10', price: '8' }] });
  order = await b.posted('production-orders', { bill_date: '2026-11-11', store_id: b.store, ext: { product_id: fg, quantity: '20' } });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('quarantine: goods awaiting the incoming check are held', () => {
  it('without an inspection warehouse the 10 wait in place: 15 on hand, listed as waiting', async () => {
    expect(await stock(fm, raw)).toEqual(['15.0000', '120.00']);
    const waiting = (await get('/quality/waiting')).list.map((r: { bill_sn: string; open: string; warehouse_name: string }) => [r.bill_sn, r.open, r.warehouse_name]);
    expect(waiting).toEqual([[receipt.bill_sn, '10.0000', '原料仓']]);
  });

  it('a production pick of 8 is refused naming the held quantity (zh and en); the transfer, the sale and the outsourcing pick of 8 too', async () => {
    expect(await pick('8')).toMatchObject({ code: 4090, msg: zhHeld('8.0000') });
    expect(await pick('8', 2)).toMatchObject({
      code: 4090, msg: '10.0000 of 摩擦料（FM-01） is waiting for its incoming inspection and cannot leave before the check releases it: 5.0000 available in this warehouse, 8.0000 asked',
    });
    const transfer = await b.admin.client.post('/bills/stock-transfers', { bill_date: '2026-11-12', out_store_id: raw, in_store_id: b.store, lines: [{ product_id: fm, number: '8' }], audit: true });
    expect(transfer).toMatchObject({ code: 4090, msg: zhHeld('8.0000') });
    const sale = await b.admin.client.post('/bills/sale-bills', { bill_date: '2026-11-12', partner_id: b.customer, store_id: raw, lines: [{ product_id: fm, number: '8', price: '20' }], audit: true });
    expect(sale).toMatchObject({ code: 4090, msg: zhHeld('8.0000') });
    // An outsourcing pick of 8 from 原料仓 to the subcontractor's warehouse.
    const outsourced = await b.posted('outsourcing-orders', { partner_id: b.supplier, bill_date: '2026-11-11', ext: { product_id: fg, quantity: '10', fee_price: '1' }, lines: [{ product_id: fm, number: '10' }] });
    const draft = await post(`/outsourcing/orders/${outsourced.id}/picks/draft`);
    const sent = await b.admin.client.post('/bills/outsourcing-picks', { ...draft, bill_date: '2026-11-12', out_store_id: raw, lines: [{ product_id: fm, number: '8' }], audit: true });
    expect(sent).toMatchObject({ code: 4090, msg: zhHeld('8.0000') });
    expect(await stock(fm, raw)).toEqual(['15.0000', '120.00']);
  });

  it('a pick of the 5 free kilograms passes: Dr 4001 40.00 / Cr 1403 40.00', async () => {
    const five = await pick('5');
    expect(five.code, five.msg).toBe(2000);
    expect(await billVoucherLines(t.database.db, b.enterpriseId, five.data.id)).toEqual([['4001', '40.00', '0.00'], ['1403', '0.00', '40.00']]);
    expect(await stock(fm, raw)).toEqual(['10.0000', '80.00']);
    // Nothing is free now: even one more kilogram waits for the check.
    expect((await pick('1')).msg).toBe('「摩擦料（FM-01）」有10.0000待来料检验，检验放行前不能出库：本仓库可用0.0000，本单要出库1.0000');
  });

  it('the check releases the 10 (nothing moves: they are where they waited); then the pick of 8 passes, stock ≡ GL', async () => {
    const check = await b.admin.client.post('/bills/incoming-checks', { bill_date: '2026-11-13', source_bill_id: receipt.id, lines: [], audit: true });
    expect(check.code, check.msg).toBe(2000);
    expect(await stock(fm, raw)).toEqual(['10.0000', '80.00']);
    expect((await get('/quality/waiting')).list).toEqual([]);
    const eight = await pick('8');
    expect(eight.code, eight.msg).toBe(2000);
    expect(await stock(fm, raw)).toEqual(['2.0000', '16.00']);
    expect(await glBalance(t.database.db, b.enterpriseId, '1403')).toBe('16.00');
    expect(await glBalance(t.database.db, b.enterpriseId, '4001')).toBe('104.00');
  });

  it('reversing the check holds the 10 again', async () => {
    // Reverse the pick of 8 first, so the 10 received are there again to be held.
    const picks = (await get(`/production/bill-query?order_id=${order.id}&type=production-picks`)).list as Array<{ id: number; total_number: string }>;
    const eight = picks.find((p) => p.total_number === '8.0000')!;
    expect((await b.audit('production-picks', eight.id, 'reverse')).code).toBe(2000);
    const check = (await get('/bills/incoming-checks?page_size=5')).list[0] as { id: number };
    expect((await b.audit('incoming-checks', check.id, 'reverse')).code).toBe(2000);
    expect(await pick('1')).toMatchObject({ code: 4090, msg: '「摩擦料（FM-01）」有10.0000待来料检验，检验放行前不能出库：本仓库可用0.0000，本单要出库1.0000' });
    expect(await stock(fm, raw)).toEqual(['10.0000', '80.00']);
    expect((await get('/quality/waiting')).list.map((r: { open: string }) => r.open)).toEqual(['10.0000']);
  });
});

describe('quarantine in an inspection warehouse', () => {
  it('goods waiting in the inspection warehouse cannot be transferred out of it before their check', async () => {
    const inspection = (await post('/warehouses', { name: '待检仓' })).id as number;
    expect((await b.admin.client.put('/quality/settings', { incoming_mandatory: true, inspection_warehouse_id: inspection })).code).toBe(2000);
    const received = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-20', store_id: raw, lines: [{ product_id: fm, number: '6', price: '8' }] });
    expect(await stock(fm, inspection)).toEqual(['6.0000', '48.00']);
    const out = await b.admin.client.post('/bills/stock-transfers', { bill_date: '2026-11-20', out_store_id: inspection, in_store_id: b.store, lines: [{ product_id: fm, number: '6' }], audit: true });
    expect(out).toMatchObject({ code: 4090, msg: '「摩擦料（FM-01）」有6.0000待来料检验，检验放行前不能出库：本仓库可用0.0000，本单要出库6.0000' });
    // The check passes 4 and rejects 2: 4 go to 原料仓 (beside the 10 still held there); the 2 rejects stay in 待检仓,
    // released to their return.
    const check = await b.admin.client.post('/bills/incoming-checks', { bill_date: '2026-11-21', source_bill_id: received.id, lines: [], audit: false });
    const line = (await get(`/bills/incoming-checks/${check.data.id}`)).lines[0];
    const edited = await b.admin.client.put(`/bills/incoming-checks/${check.data.id}`, {
      bill_date: '2026-11-21', source_bill_id: received.id, lines: [{ product_id: fm, source_line_id: line.source_line_id, number: '6', qualified: '4', rejected: '2' }], audit: true,
    });
    expect(edited.code, edited.msg).toBe(2000);
    expect([await stock(fm, raw), await stock(fm, inspection)]).toEqual([['14.0000', '112.00'], ['2.0000', '16.00']]);
    const draft = (await get(`/bills/incoming-checks/${check.data.id}`)).ext.return_bill_id as number;
    expect((await b.audit('purchase-returns', draft)).code).toBe(2000);
    expect(await stock(fm, inspection)).toEqual(['0.0000', '0.00']);
  });
});
