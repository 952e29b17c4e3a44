import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { billVoucherLines } from '../../testing/bill-vouchers.ts';
import { glBalance, openNovemberBooks, rawMaterialWarehouse, stockOf, succeeding } from '../../testing/books-probe.ts';

/**
 * Backflush (倒冲) and units on production documents (issue 16, brief prod16a), on initialized books (November 2026,
 * vouchers on approval). FG 成品 needs FM 2 kg at 5 % loss, backflushed from the raw-material warehouse (1403), and
 * SP 1 pc picked as before. FG is also counted in boxes of 12 (箱), SP in packs of 5 (盒).
 */
let t: TestApp;
let b: TradingBooks;
let raw: number;
let fm: number;
let sp: number;
let fg: number;
let box: number;
let pack: number;
let press: number;
type Doc = { id: number; bill_sn: string };
const docs = {} as Record<'order' | 'pick' | 'report' | 'receipt' | 'boxOrder', Doc>;

const { get, post } = succeeding(() => b.admin.client);
const voucherOf = (billId: number) => billVoucherLines(t.database.db, b.enterpriseId, billId, { standing: true });
const stock = (product: number, warehouse: number) => stockOf(t.database.db, b.enterpriseId, product, warehouse);
const gl = (code: string) => glBalance(t.database.db, b.enterpriseId, code);
const material = (progress: { materials: Array<Record<string, unknown>> }, id: number) => progress.materials.find((m) => m.product_id === id);

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '倒冲厂');
  const db = t.database.db;
  const c = b.admin.client;
  raw = await rawMaterialWarehouse(db, c, b.enterpriseId, '原料仓');
  await openNovemberBooks(db, b.enterpriseId);
  const units = (await c.get('/units?page_size=50')).data.list as Array<{ id: number; name: string }>;
  box = units.find((u) => u.name === '箱')!.id;
  pack = units.find((u) => u.name === '盒')!.id;
  fm = await b.product('FM 摩擦材料');
  sp = await b.product('SP 钢背');
  fg = await b.product('FG 成品');
  expect((await c.put(`/products/${fg}/units`, { units: [{ unit_id: box, ratio: '12' }] })).code).toBe(2000);
  expect((await c.put(`/products/${sp}/units`, { units: [{ unit_id: pack, ratio: '5' }] })).code).toBe(2000);
  await post('/boms', { product_id: fg, component_id: fm, quantity: '2', loss_rate: '5', issue_method: 2 });
  await post('/boms', { product_id: fg, component_id: sp, quantity: '1', loss_rate: '0' });
  press = (await post('/processes', { code: 'OP10', name: '压制', standard_hours: '0.1' })).id;
  const routing = (await post('/routings', { code: 'R-FG', name: 'FG 工艺', product_id: fg })).id;
  await post('/routing-steps', { routing_id: routing, sequence: 10, process_id: press });
  // FM 20 kg × 10 (one kilogram short of the first receipt's backflush); SP 50 × 6.
  await b.posted('purchase-bills', {
    partner_id: b.supplier, bill_date: '2026-11-05', store_id: raw,
    lines: [{ product_id: fm, number: '20', price: '10' }, { product_id: sp, number: '50', price: '6' }],
  });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('backflush on production receipts', () => {
  it('the BOM line keeps its issue method; the order snapshots it and the connector picks only the pick-method line', async () => {
    const boms = (await get(`/boms?product_id=${fg}`)).list as Array<{ component_id: number; issue_method: number }>;
    expect(boms.map((r) => [r.component_id, r.issue_method]).sort()).toEqual([[fm, 2], [sp, 1]].sort());
    // FM is taken from the raw-material warehouse named on the order's FM row; the order's own warehouse takes FG.
    docs.order = await b.bill('production-orders', { bill_date: '2026-11-10', store_id: b.store, ext: { product_id: fg, quantity: '10' }, lines: [{ product_id: fm, number: '1', warehouse_id: raw }] });
    expect((await b.audit('production-orders', docs.order.id)).code).toBe(2000);
    const order = await get(`/bills/production-orders/${docs.order.id}`);
    expect(order.ext.backflush).toEqual([{ product_id: fm, per_unit: '2.0000', loss_rate: '5.0000' }]);
    expect(order.lines.map((l: { product_id: number; number: string; warehouse_id: number }) => [l.product_id, l.number, l.warehouse_id])).toEqual([[fm, '21.0000', raw], [sp, '10.0000', raw]]);
    const next = await get(`/production/orders/${docs.order.id}/next?type=production-picks`);
    expect(next.lines).toEqual([{ product_id: sp, number: '10.0000', warehouse_id: raw }]);
    docs.pick = await b.posted('production-picks', { bill_date: '2026-11-11', source_bill_id: docs.order.id, store_id: raw, lines: [] });
    expect(await voucherOf(docs.pick.id)).toEqual([['4001', '60.00', '0.00'], ['1403', '0.00', '60.00']]);
    docs.report = await b.posted('work-reports', { bill_date: '2026-11-12', source_bill_id: docs.order.id, ext: { step: 10, hours: '1' }, lines: [] });
  });

  it('a receipt of 10 FG lists FM 21.0000 to consume; short of FM its approval is refused with the stock message naming FM', async () => {
    docs.receipt = await b.bill('production-ins', { bill_date: '2026-11-20', source_bill_id: docs.order.id, lines: [] });
    const saved = await get(`/bills/production-ins/${docs.receipt.id}`);
    expect(saved.lines.map((l: { product_id: number; number: string; direction: number; warehouse_id: number }) => [l.product_id, l.number, l.direction, l.warehouse_id]))
      .toEqual([[fg, '10.0000', 0, b.store], [fm, '21.0000', -1, raw]]);
    // The header and the generic list count the receipt's product only: 10, not 10 FG + 21 kg FM = 31.
    expect(saved.total_number).toBe('10.0000');
    const list = await get('/bills/production-ins?date_from=2026-11-20&date_to=2026-11-20');
    expect([list.list.map((r: { total_number: string }) => r.total_number), list.totals.total_number]).toEqual([['10.0000'], '10.0000']);
    const short = await b.audit('production-ins', docs.receipt.id);
    expect(short.code).toBe(4090);
    expect(short.msg).toMatch(/^库存不足：FM 摩擦材料（TB-[\d-]+）的库存不够本次出库$/);
    expect(await stock(fg, b.store)).toEqual(['0', '0']);
  });

  it('approved, it consumes FM 21 × 10.00 = 210.00 into the order and takes in FG at 210.00 + the picked SP 60.00 = 270.00', async () => {
    await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-15', store_id: raw, lines: [{ product_id: fm, number: '80', price: '10' }] });
    expect((await b.audit('production-ins', docs.receipt.id)).code).toBe(2000);
    expect(await stock(fm, raw)).toEqual(['79.0000', '790.00']);
    expect(await stock(fg, b.store)).toEqual(['10.0000', '270.00']);
    expect(await voucherOf(docs.receipt.id)).toEqual([['4001', '210.00', '0.00'], ['1405', '270.00', '0.00'], ['1403', '0.00', '210.00'], ['4001', '0.00', '270.00']]);
    expect([await gl('4001'), await gl('1403'), await gl('1405')]).toEqual(['0.00', '1030.00', '270.00']);
    const lines = (await get(`/bills/production-ins/${docs.receipt.id}`)).lines as Array<{ product_id: number; cost_amount: string }>;
    expect(lines.map((l) => [l.product_id, l.cost_amount])).toEqual([[fg, '0.00'], [fm, '210.00']]);
    const progress = await get(`/production/orders/${docs.order.id}/progress`);
    expect(material(progress, fm)).toMatchObject({ backflush: true, required: '21.0000', issued: '0.0000', backflushed: '21.0000', net: '21.0000', value: '210.00' });
    expect(material(progress, sp)).toMatchObject({ backflush: false, issued: '10.0000', backflushed: '0.0000', net: '10.0000', value: '60.00' });
    expect(progress).toMatchObject({ received: '10.0000', material_value: '270.00', received_value: '270.00', wip_value: '0.00' });
    const query = await get(`/production/bill-query?type=production-ins&order_id=${docs.order.id}`);
    expect(query.list.map((r: { total_number: string; order_received: string }) => [Number(r.total_number), Number(r.order_received)])).toEqual([[10, 10]]);
  });

  it('the cost table counts the backflushed FM as the order\'s direct material: 270.00', async () => {
    const table = await get(`/production/cost-table?period=2026-11&order_id=${docs.order.id}`);
    expect(table.list.map((r: { material: string; received: string }) => [r.material, r.received])).toEqual([['270.00', '10.0000']]);
  });

  it('reverse audit of the receipt puts FM and FG back exactly and leaves the pick in the order', async () => {
    expect((await b.audit('production-ins', docs.receipt.id, 'reverse')).code).toBe(2000);
    expect(await stock(fm, raw)).toEqual(['100.0000', '1000.00']);
    expect(await stock(fg, b.store)).toEqual(['0.0000', '0.00']);
    expect([await gl('4001'), await gl('1403'), await gl('1405')]).toEqual(['60.00', '1240.00', '0.00']);
    const progress = await get(`/production/orders/${docs.order.id}/progress`);
    expect(material(progress, fm)).toMatchObject({ backflushed: '0.0000', net: '0.0000', value: '0.00' });
    expect(progress).toMatchObject({ received: '0.0000', material_value: '60.00', received_value: '0.00', wip_value: '60.00' });
  });
});

describe('production documents in another unit of the product', () => {
  it('an order of 1 box makes 12 FG: FM 应发 25.2000, SP 12.0000', async () => {
    docs.boxOrder = await b.bill('production-orders', { bill_date: '2026-11-21', store_id: b.store, ext: { product_id: fg, quantity: '1', unit_id: box }, lines: [{ product_id: fm, number: '1', warehouse_id: raw }] });
    expect((await b.audit('production-orders', docs.boxOrder.id)).code).toBe(2000);
    const order = await get(`/bills/production-orders/${docs.boxOrder.id}`);
    expect([order.ext.quantity, order.ext.unit_id, order.ext.unit_quantity]).toEqual(['12.0000', box, '1']);
    expect(order.lines.map((l: { product_id: number; number: string }) => [l.product_id, l.number])).toEqual([[fm, '25.2000'], [sp, '12.0000']]);
    const unknown = await b.admin.client.post('/bills/production-orders', { bill_date: '2026-11-21', store_id: b.store, ext: { product_id: fg, quantity: '1', unit_id: pack } });
    expect([unknown.code, unknown.data.fields]).toEqual([4220, { 'ext.unit_id': '所选记录不存在' }]);
  });

  it('a pick in packs is held to 应发 in pieces: 3 packs (15) refused, 2 packs (10) issue 10 SP at 60.00', async () => {
    const over = await b.admin.client.post('/bills/production-picks', { bill_date: '2026-11-21', source_bill_id: docs.boxOrder.id, store_id: raw, lines: [{ product_id: sp, unit_id: pack, number: '3' }] });
    expect([over.code, Object.keys(over.data.fields)]).toEqual([4220, ['lines.0.number']]);
    await b.posted('production-picks', { bill_date: '2026-11-21', source_bill_id: docs.boxOrder.id, store_id: raw, lines: [{ product_id: sp, unit_id: pack, number: '2' }] });
    expect(await stock(sp, raw)).toEqual(['30.0000', '180.00']);
    expect(material(await get(`/production/orders/${docs.boxOrder.id}/progress`), sp)).toMatchObject({ issued: '10.0000', net: '10.0000' });
  });

  it('a work report of 1 box is 12 good; a receipt of 1 box posts 12 FG and backflushes FM 25.2 × 10.00 = 252.00', async () => {
    await b.posted('work-reports', { bill_date: '2026-11-22', source_bill_id: docs.boxOrder.id, ext: { step: 10 }, lines: [{ product_id: fg, unit_id: box, number: '1' }] });
    expect((await get(`/production/orders/${docs.boxOrder.id}/progress`)).steps[0]).toMatchObject({ good: '12.0000' });
    const over = await b.admin.client.post('/bills/production-ins', { bill_date: '2026-11-23', source_bill_id: docs.boxOrder.id, lines: [{ product_id: fg, number: '13' }] });
    expect([over.code, Object.keys(over.data.fields)]).toEqual([4220, ['lines.0.number']]);
    const receipt = await b.posted('production-ins', { bill_date: '2026-11-23', source_bill_id: docs.boxOrder.id, lines: [{ product_id: fg, unit_id: box, number: '1' }] });
    const lines = (await get(`/bills/production-ins/${receipt.id}`)).lines as Array<{ product_id: number; unit_id: number; number: string; direction: number }>;
    expect(lines.map((l) => [l.product_id, l.unit_id, l.number, l.direction])).toEqual([[fg, box, '1.0000', 0], [fm, 0, '25.2000', -1]]);
    expect(await stock(fg, b.store)).toEqual(['12.0000', '312.00']);
    expect(await stock(fm, raw)).toEqual(['74.8000', '748.00']);
    const progress = await get(`/production/orders/${docs.boxOrder.id}/progress`);
    expect(progress).toMatchObject({ received: '12.0000', material_value: '312.00', received_value: '312.00', wip_value: '0.00' });
    expect(progress.order.status).toBe(3);
  });
});

describe('process checks of a work report counted in boxes (quality, brief prod16c)', () => {
  it('a report of 2 boxes is checked as 24 pieces: 21 pass, 3 rejected; the mandatory gate and the receipt count 24 and 21', async () => {
    await t.database.db.updateTable('process').set({ inspection: 1 }).where('enterprise_id', '=', b.enterpriseId).where('id', '=', press).execute();
    expect((await b.admin.client.put('/quality/settings', { process_mandatory: true })).code).toBe(2000);
    const order = await b.posted('production-orders', { bill_date: '2026-11-24', store_id: b.store, ext: { product_id: fg, quantity: '2', unit_id: box }, lines: [{ product_id: fm, number: '1', warehouse_id: raw }] });
    const report = await b.posted('work-reports', { bill_date: '2026-11-24', source_bill_id: order.id, ext: { step: 10 }, lines: [{ product_id: fg, unit_id: box, number: '2' }] });
    // Before any check the receipt waits for all 24 pieces, not 2.
    const receipt = await b.bill('production-ins', { bill_date: '2026-11-25', source_bill_id: order.id, lines: [{ product_id: fg, number: '21' }] });
    expect(await b.audit('production-ins', receipt.id)).toMatchObject({ code: 4090, msg: '工序「压制」需要工序检验：请先审核该工序报工的工序检验单（待检数量24.0000）' });
    // The check's rows are the report's in pieces: 3 boxes' worth (36) is more than is open, 24 split 21 / 3 is not.
    const line = (await get(`/bills/work-reports/${report.id}`)).lines[0].id;
    const over = await b.admin.client.post('/bills/process-checks', { bill_date: '2026-11-25', source_bill_id: report.id, lines: [{ product_id: fg, source_line_id: line, number: '36', qualified: '36', rejected: '0' }] });
    expect([over.code, Object.keys(over.data.fields)]).toEqual([4220, ['lines.0.number']]);
    const check = await b.posted('process-checks', { source_bill_id: report.id, lines: [{ product_id: fg, source_line_id: line, number: '24', qualified: '21', rejected: '3' }] });
    const saved = (await get(`/bills/process-checks/${check.id}`)).lines as Array<{ unit_id: number; number: string; qualified: string; rejected: string }>;
    expect(saved.map((l) => [l.unit_id, l.number, l.qualified, l.rejected])).toEqual([[0, '24.0000', '21.0000', '3.0000']]);
    expect((await get(`/production/orders/${order.id}/progress`)).steps[0]).toMatchObject({ good: '21.0000', scrap: '3.0000' });
    expect((await b.audit('production-ins', receipt.id)).code).toBe(2000);
    expect((await get(`/production/orders/${order.id}/progress`)).received).toBe('21.0000');
    expect((await b.admin.client.put('/quality/settings', { process_mandatory: false })).code).toBe(2000);
  });
});
