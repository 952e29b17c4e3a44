import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billVoucherLines } from '../../testing/bill-vouchers.ts';
import { glBalance, openNovemberBooks, rawMaterialWarehouse, stockOf, succeeding } from '../../testing/books-probe.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Issue 31 item 1: every component row of a production order has its own issuing warehouse — the BOM line's, else the
 * component's default warehouse, else the enterprise's raw-material warehouse (1403) — and the pick, supplement and
 * return made from the order take it, whatever warehouse the product is received into.
 *
 * Fixture: 刹车片 (received into the default warehouse) = 摩擦料 0.5 kg (BOM line: 辅料仓) + 钢背 1 pc (product default:
 * 钢材仓) + 铆钉 4 pc (nothing set: 原料仓, the first 1403 warehouse). All three warehouses book on 1403. Bought:
 * 摩擦料 20 kg × 8 = 160 in 辅料仓, 钢背 30 × 5 = 150 in 钢材仓, 铆钉 100 × 0.25 = 25 in 原料仓.
 */
let t: TestApp;
let b: TradingBooks;
let raw: number, aux: number, steel: number;
let fm: number, sp: number, rivet: number, fg: number;
let order: { id: number };
const { get } = succeeding(() => b.admin.client);
const stock = (product: number, warehouse: number) => stockOf(t.database.db, b.enterpriseId, product, warehouse);

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '仓库分料厂');
  const db = t.database.db;
  raw = await rawMaterialWarehouse(db, b.admin.client, b.enterpriseId, '原料仓');
  aux = await rawMaterialWarehouse(db, b.admin.client, b.enterpriseId, '辅料仓');
  steel = await rawMaterialWarehouse(db, b.admin.client, b.enterpriseId, '钢材仓');
  await openNovemberBooks(db, b.enterpriseId);
  fm = await b.product('摩擦料');
  sp = await b.product('钢背', { warehouse_id: steel });
  rivet = await b.product('铆钉');
  fg = await b.product('刹车片');
  const { post } = succeeding(() => b.admin.client);
  await post('/boms', { product_id: fg, component_id: fm, quantity: '0.5', warehouse_id: aux });
  await post('/boms', { product_id: fg, component_id: sp, quantity: '1' });
  await post('/boms', { product_id: fg, component_id: rivet, quantity: '4' });
  const buy = (store: number, product: number, number: string, price: string) =>
    b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-02', store_id: store, lines: [{ product_id: product, number, price }] });
  await buy(aux, fm, '20', '8');
  await buy(steel, sp, '30', '5');
  await buy(raw, rivet, '100', '0.25');
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('production material warehouses', () => {
  it('the order gives each component its issuing warehouse: BOM line, product default, raw-material warehouse', async () => {
    order = await b.posted('production-orders', { bill_date: '2026-11-05', store_id: b.store, ext: { product_id: fg, quantity: '20' } });
    const detail = await get(`/bills/production-orders/${order.id}`);
    expect(detail.store_id).toBe(b.store);
    expect(detail.lines.map((l: { product_id: number; number: string; warehouse_id: number }) => [l.product_id, l.number, l.warehouse_id]))
      .toEqual([[fm, '10.0000', aux], [sp, '20.0000', steel], [rivet, '80.0000', raw]]);
    expect((await get(`/production/orders/${order.id}/next?type=production-picks`)).lines)
      .toEqual([{ product_id: fm, number: '10.0000', warehouse_id: aux }, { product_id: sp, number: '20.0000', warehouse_id: steel }, { product_id: rivet, number: '80.0000', warehouse_id: raw }]);
  });

  it('a row the editor sets keeps its warehouse over the defaults', async () => {
    const draft = await b.bill('production-orders', { bill_date: '2026-11-05', store_id: b.store, ext: { product_id: fg, quantity: '1' }, lines: [{ product_id: sp, number: '1', warehouse_id: raw }] });
    const lines = (await get(`/bills/production-orders/${draft.id}`)).lines.map((l: { product_id: number; warehouse_id: number }) => [l.product_id, l.warehouse_id]);
    expect(lines).toEqual([[fm, aux], [sp, raw], [rivet, raw]]);
  });

  it('the pick made with the receipt warehouse on its header issues each row from its own warehouse: Dr 4001 / Cr 1403, stock ≡ GL', async () => {
    const pick = await b.posted('production-picks', { bill_date: '2026-11-06', source_bill_id: order.id, store_id: b.store, lines: [] });
    const rows = (await get(`/bills/production-picks/${pick.id}`)).lines.map((l: { product_id: number; warehouse_id: number; number: string }) => [l.product_id, l.warehouse_id, l.number]);
    expect(rows).toEqual([[fm, aux, '10.0000'], [sp, steel, '20.0000'], [rivet, raw, '80.0000']]);
    // 摩擦料 10 × 8 = 80, 钢背 20 × 5 = 100, 铆钉 80 × 0.25 = 20.
    expect(await billVoucherLines(t.database.db, b.enterpriseId, pick.id)).toEqual([['4001', '200.00', '0.00'], ['1403', '0.00', '200.00']]);
    expect([await stock(fm, aux), await stock(sp, steel), await stock(rivet, raw)]).toEqual([['10.0000', '80.00'], ['10.0000', '50.00'], ['20.0000', '5.00']]);
    expect(await glBalance(t.database.db, b.enterpriseId, '1403')).toBe('135.00');
  });

  it('a supplement naming no warehouse and a return made from the order take the rows\' warehouses too', async () => {
    await b.posted('production-supplements', { bill_date: '2026-11-07', source_bill_id: order.id, store_id: undefined, ext: { reason: '压制报废' }, lines: [{ product_id: fm, number: '2' }] });
    expect(await stock(fm, aux)).toEqual(['8.0000', '64.00']);
    const back = await b.posted('production-returns', { bill_date: '2026-11-08', source_bill_id: order.id, store_id: b.store, lines: [] });
    const rows = (await get(`/bills/production-returns/${back.id}`)).lines.map((l: { product_id: number; warehouse_id: number; number: string }) => [l.product_id, l.warehouse_id, l.number]);
    expect(rows).toEqual([[fm, aux, '12.0000'], [sp, steel, '20.0000'], [rivet, raw, '80.0000']]);
    expect([await stock(fm, aux), await stock(sp, steel), await stock(rivet, raw)]).toEqual([['20.0000', '160.00'], ['30.0000', '150.00'], ['100.0000', '25.00']]);
    expect(await stock(fm, b.store)).toEqual(['0', '0']);
    expect(await glBalance(t.database.db, b.enterpriseId, '1403')).toBe('335.00');
    expect(await glBalance(t.database.db, b.enterpriseId, '4001')).toBe('0.00');
  });
});

describe('the order editor\'s component rows', () => {
  it('GET /production/components answers the rows saving would make, with their default warehouses', async () => {
    expect((await get(`/production/components?product_id=${fg}&quantity=2&store_id=${b.store}`)).lines).toEqual([
      { product_id: fm, product_code: expect.any(String), product_name: '摩擦料', number: '1.0000', warehouse_id: aux, backflush: false },
      { product_id: sp, product_code: expect.any(String), product_name: '钢背', number: '2.0000', warehouse_id: steel, backflush: false },
      { product_id: rivet, product_code: expect.any(String), product_name: '铆钉', number: '8.0000', warehouse_id: raw, backflush: false },
    ]);
  });
});
