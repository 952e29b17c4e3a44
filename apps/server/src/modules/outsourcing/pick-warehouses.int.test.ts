import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billVoucherLines } from '../../testing/bill-vouchers.ts';
import { glBalance, openNovemberBooks, rawMaterialWarehouse, stockOf, succeeding } from '../../testing/books-probe.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Issue 31 item 2: an outsourcing pick's rows each leave from their own warehouse, and changing the draft's header
 * 调出仓库 keeps its rows (rows without a warehouse of their own follow the new header).
 *
 * 刹车总成 made by a subcontractor from 钢背 (kept in 钢材仓, 20 × 6.00) and 摩擦块 (kept in 原料仓, 40 × 2.50), 1 + 2
 * per piece. The order (10 pieces, received into the default warehouse) names 钢材仓 on its 钢背 row.
 */
let t: TestApp;
let b: TradingBooks;
let raw: number, steel: number;
let back: number, pad: number, brake: number;
let order: { id: number };
const { get, post } = succeeding(() => b.admin.client);
const stock = (product: number, warehouse: number) => stockOf(t.database.db, b.enterpriseId, product, warehouse, ['0.0000', '0.00']);
const rows = async (id: number) => (await get(`/bills/outsourcing-picks/${id}`)).lines.map((l: { product_id: number; warehouse_id: number; number: string }) => [l.product_id, l.warehouse_id, l.number]);

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '委外分仓');
  const db = t.database.db;
  raw = await rawMaterialWarehouse(db, b.admin.client, b.enterpriseId, '原料仓');
  steel = await rawMaterialWarehouse(db, b.admin.client, b.enterpriseId, '钢材仓');
  await openNovemberBooks(db, b.enterpriseId);
  back = await b.product('钢背');
  pad = await b.product('摩擦块');
  brake = await b.product('刹车总成');
  await post('/boms', { product_id: brake, component_id: back, quantity: '1' });
  await post('/boms', { product_id: brake, component_id: pad, quantity: '2' });
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-02', store_id: steel, lines: [{ product_id: back, number: '20', price: '6' }] });
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-02', store_id: raw, lines: [{ product_id: pad, number: '40', price: '2.5' }] });
  order = await b.posted('outsourcing-orders', {
    partner_id: b.supplier, bill_date: '2026-11-05', ext: { product_id: brake, quantity: '10', fee_price: '1.00' },
    lines: [{ product_id: back, number: '10', warehouse_id: steel }, { product_id: pad, number: '20' }],
  });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('outsourcing pick: per-row source warehouse', () => {
  it('the pick\'s draft names 钢材仓 on the 钢背 row (the order row\'s); the other row follows the header', async () => {
    const draft = await post(`/outsourcing/orders/${order.id}/picks/draft`);
    expect(draft.out_store_id).toBe(b.store);
    expect(draft.lines).toEqual([{ product_id: back, number: '10.0000', warehouse_id: steel }, { product_id: pad, number: '20.0000' }]);
  });

  it('a draft whose header 调出仓库 changes keeps its rows: the row with its own warehouse keeps it, the other follows', async () => {
    const draft = await post(`/outsourcing/orders/${order.id}/picks/draft`);
    const made = await b.bill('outsourcing-picks', { ...draft, bill_date: '2026-11-06' });
    expect(await rows(made.id)).toEqual([[back, steel, '10.0000'], [pad, b.store, '20.0000']]);
    // The editor sends the header's new 调出仓库 with the rows as they are (the following row without a warehouse).
    const edited = await b.admin.client.put(`/bills/outsourcing-picks/${made.id}`, { ...draft, bill_date: '2026-11-06', out_store_id: raw });
    expect(edited.code, edited.msg).toBe(2000);
    expect(await rows(made.id)).toEqual([[back, steel, '10.0000'], [pad, raw, '20.0000']]);
    // Approved: 钢背 10 × 6.00 from 钢材仓, 摩擦块 20 × 2.50 from 原料仓 into the subcontractor's 委外仓: Dr 1408 110 / Cr 1403 110.
    expect((await b.audit('outsourcing-picks', made.id)).code).toBe(2000);
    expect(await billVoucherLines(t.database.db, b.enterpriseId, made.id)).toEqual([['1408', '110.00', '0.00'], ['1403', '0.00', '110.00']]);
    const supplierStore = (await get(`/bills/outsourcing-picks/${made.id}`)).in_store_id as number;
    expect([await stock(back, steel), await stock(pad, raw), await stock(back, supplierStore), await stock(pad, supplierStore)])
      .toEqual([['10.0000', '60.00'], ['20.0000', '50.00'], ['10.0000', '60.00'], ['20.0000', '50.00']]);
    expect(await glBalance(t.database.db, b.enterpriseId, '1403')).toBe('110.00');
    expect(await glBalance(t.database.db, b.enterpriseId, '1408')).toBe('110.00');
  });

  it('a row may not leave from a subcontractor\'s warehouse', async () => {
    const pick = (await get('/bills/outsourcing-picks?page_size=1')).list[0] as { id: number };
    const supplierStore = (await get(`/bills/outsourcing-picks/${pick.id}`)).in_store_id as number;
    const res = await b.admin.client.post('/bills/outsourcing-supplements', {
      partner_id: b.supplier, bill_date: '2026-11-07', out_store_id: raw, in_store_id: supplierStore, ext: { order_id: order.id, reason: '试制' },
      lines: [{ product_id: pad, number: '1', warehouse_id: supplierStore }], audit: true,
    });
    expect([res.code, res.data?.fields]).toEqual([4220, { 'lines.0.warehouse_id': '应为本企业的仓库，不能是委外仓' }]);
  });
});
