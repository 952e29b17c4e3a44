import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillTypeCode } from '@zf/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { stockOf } from '../../testing/books-probe.ts';

/**
 * PRODUCTION.md §5 end to end on both databases, through the routes: books from 2026-11 (1002 10,000 + 1601 20,000 /
 * 3001 30,000); FM and SP bought; MO-001 × 100 BP-01 picked (1,470), FM 0.5 kg returned (20), reported 5 h, received
 * (provisional 1,450); MO-002 reported 3 h; wages 480 on 4001 (the production labour pool), depreciation 250 and
 * electricity 150 on 4101; allocated by hours (60/h labour, 50/h overhead); product costing revalues the receipt to
 * 2,000.00 = 20.00/pc; 60 sold at 40; carry-down. Then the statements' figures of the example.
 */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let raw: number;
let fm: number;
let sp: number;
let bp: number;
const mo = { one: { id: 0, bill_sn: '' }, two: { id: 0, bill_sn: '' } };
type Row = Record<string, any>;
const P = '2026-11';

const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, `${res.msg} ${JSON.stringify(res.data)}`).toBe(2000);
  return res.data;
};
const c = () => b.admin.client;
/** Level-1 closing balance (debit − credit) of an account, openings included. */
async function balance(code: string) {
  const list = (await ok(c().get(`/ledger/subject-balance?period_from=${P}&period_to=${P}&level=1`))).list as Row[];
  const r = list.find((x) => x.subject_code === code);
  return r ? (Number(r.closing_debit) - Number(r.closing_credit)).toFixed(2) : '0.00';
}
const stock = (product: number, warehouse: number) => stockOf(t.database.db, b.enterpriseId, product, warehouse);
const voucherLines = async (id: number) =>
  ((await ok(c().get(`/vouchers/${id}`))).lines as Row[]).map((l) => [l.subject_code, l.debit, l.credit]);
const manual = (lines: object[]) => ok(c().post('/vouchers', { voucher_date: '2026-11-25', word: '记', lines }));
const order = async (quantity: string) => {
  const made = await b.bill('production-orders', { bill_date: '2026-11-11', store_id: b.store, ext: { product_id: bp, quantity } });
  expect((await b.audit('production-orders', made.id)).code).toBe(2000);
  return made;
};

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '刹车片成本厂');
  other = await tradingBooks(t, '另一成本厂');
  const db = t.database.db;
  raw = (await ok(c().post('/warehouses', { name: '原料仓' }))).id;
  await db.updateTable('warehouse').set({ inventory_subject: '1403' }).where('enterprise_id', '=', b.enterpriseId).where('id', '=', raw).execute();
  await ok(c().put('/finance/opening-balances', { lines: [
    { subject_code: '1002', debit: '10000.00' }, { subject_code: '1601', debit: '20000.00' }, { subject_code: '3001', credit: '30000.00' },
  ] }));
  await ok(c().post('/finance/initialize', { start_period: P }));
  fm = await b.product('FM 摩擦材料');
  sp = await b.product('SP 钢背');
  bp = await b.product('BP-01 刹车片');
  await ok(c().post('/boms', { product_id: bp, component_id: fm, quantity: '0.2', loss_rate: '5' }));
  await ok(c().post('/boms', { product_id: bp, component_id: sp, quantity: '1', loss_rate: '5' }));
  const press = (await ok(c().post('/processes', { code: 'OP10', name: '压制', standard_hours: '0.03' }))).id;
  const grind = (await ok(c().post('/processes', { code: 'OP20', name: '磨削', standard_hours: '0.02' }))).id;
  const routing = (await ok(c().post('/routings', { code: 'R-BP01', name: 'BP-01 工艺', product_id: bp }))).id;
  await ok(c().post('/routing-steps', { routing_id: routing, sequence: 10, process_id: press }));
  await ok(c().post('/routing-steps', { routing_id: routing, sequence: 20, process_id: grind }));
}, 180_000);
afterAll(async () => { await t?.close(); });

describe('PRODUCTION.md §5 worked example', () => {
  it('steps 1-8: purchase, orders, pick, return, work reports, wages, depreciation, electricity', async () => {
    await b.posted('purchase-bills', {
      partner_id: b.supplier, bill_date: '2026-11-05', store_id: raw,
      lines: [{ product_id: fm, number: '50', price: '40', tax_rate: '0.13' }, { product_id: sp, number: '200', price: '6', tax_rate: '0.13' }],
    });
    mo.one = await order('100');
    mo.two = await order('100');
    await b.posted('production-picks', { bill_date: '2026-11-12', source_bill_id: mo.one.id, store_id: raw, lines: [] });
    await b.posted('production-returns', { bill_date: '2026-11-13', source_bill_id: mo.one.id, store_id: raw, lines: [{ product_id: fm, number: '0.5' }] });
    await b.posted('work-reports', { bill_date: '2026-11-14', source_bill_id: mo.one.id, ext: { step: 10, hours: '3' }, lines: [] });
    await b.posted('work-reports', { bill_date: '2026-11-15', source_bill_id: mo.one.id, ext: { step: 20, hours: '2' }, lines: [] });
    await b.posted('work-reports', { bill_date: '2026-11-15', source_bill_id: mo.two.id, ext: { step: 10, hours: '3' }, lines: [{ product_id: bp, number: '50' }] });
    // Step 6: the production department's wages on 4001, not yet on any order (the labour pool).
    await manual([{ summary: '生产工资', subject_code: '4001', debit: '480.00' }, { summary: '生产工资', subject_code: '221101', credit: '480.00' }]);
    await manual([{ summary: '车间折旧', subject_code: '4101', debit: '250.00' }, { summary: '车间折旧', subject_code: '1602', credit: '250.00' }]);
    await manual([
      { summary: '电费', subject_code: '4101', debit: '150.00' }, { summary: '电费', subject_code: '22210101', debit: '19.50' }, { summary: '电费', subject_code: '1002', credit: '169.50' },
    ]);
    expect([await balance('1403'), await balance('4001'), await balance('4101')]).toEqual(['1750.00', '1930.00', '400.00']);
  });

  it('step 9: allocation by hours: 480 ÷ 8 h = 60/h labour, 400 ÷ 8 h = 50/h overhead; one voucher; 4101 = 0; no second run', async () => {
    const preview = await ok(c().get(`/production/cost-allocation?period=${P}&basis=hours`));
    expect([preview.allocated, preview.labour_pool, preview.overhead_pool, preview.base_total]).toEqual([false, '480.00', '400.00', '8.0000']);
    const quantity = await ok(c().get(`/production/cost-allocation?period=${P}&basis=quantity`));
    // By quantity only MO-001 reported its last step (100 good): it would take everything.
    expect(quantity.list.map((r: Row) => [r.bill_sn, r.base, r.labour, r.overhead])).toEqual([[mo.one.bill_sn, '100.0000', '480.00', '400.00']]);
    // By standard hours: MO-001 100 × 0.03 + 100 × 0.02 = 5, MO-002 50 × 0.03 = 1.5; 480 × 5 ÷ 6.5 = 369.23, the rest 110.77.
    const standard = await ok(c().get(`/production/cost-allocation?period=${P}&basis=standard`));
    expect(standard.list.map((r: Row) => [r.base, r.labour, r.overhead])).toEqual([['5.0000', '369.23', '307.69'], ['1.5000', '110.77', '92.31']]);
    const run = await ok(c().post('/production/cost-allocation', { period: P, basis: 'hours' }));
    expect(run.list.map((r: Row) => [r.bill_sn, r.base, r.labour, r.overhead])).toEqual([
      [mo.one.bill_sn, '5.0000', '300.00', '250.00'], [mo.two.bill_sn, '3.0000', '180.00', '150.00'],
    ]);
    expect(await voucherLines(run.voucher_id)).toEqual([
      ['4001', '300.00', '0.00'], ['4001', '250.00', '0.00'], ['4001', '180.00', '0.00'], ['4001', '150.00', '0.00'], ['4001', '0.00', '480.00'], ['4101', '0.00', '400.00'],
    ]);
    expect([await balance('4101'), await balance('4001')]).toEqual(['0.00', '2330.00']);
    const again = await c().post('/production/cost-allocation', { period: P, basis: 'hours' }, { language: 2 });
    expect([again.code, again.msg]).toEqual([4090, 'The production costs of 2026-11 are already allocated; undo the allocation first']);
  });

  it('undo and redo the allocation: the voucher goes and comes back', async () => {
    const undone = await ok(c().post('/production/cost-allocation/undo', { period: P }));
    expect([undone.allocated, await balance('4101')]).toEqual([false, '400.00']);
    await ok(c().post('/production/cost-allocation', { period: P, basis: 'hours' }));
    expect(await balance('4101')).toBe('0.00');
  });

  it('step 10: receipt at 1,450 provisional; product costing revalues it to 2,000.00 = 20.00/pc through the stock ledger', async () => {
    await b.posted('production-ins', { bill_date: '2026-11-20', source_bill_id: mo.one.id, lines: [] });
    expect(await stock(bp, b.store)).toEqual(['100.0000', '1450.00']);
    const preview = await ok(c().get(`/production/cost-collection?period=${P}&method=order`));
    expect(preview.list.map((r: Row) => [r.bill_sn, r.received, r.completed.total, r.wip.total, r.difference, r.unit_cost])).toEqual([
      [mo.one.bill_sn, '100.0000', '2000.00', '0.00', '550.00', '20.00'], [mo.two.bill_sn, '0.0000', '0.00', '330.00', '0.00', '0.00'],
    ]);
    const state = await ok(c().post('/production/product-costing', { period: P, method: 'order' }));
    expect([state.costed, state.difference]).toEqual([true, '550.00']);
    expect(await voucherLines(state.voucher_id)).toEqual([['1405', '550.00', '0.00'], ['4001', '0.00', '550.00']]);
    expect(await stock(bp, b.store)).toEqual(['100.0000', '2000.00']);
    expect([await balance('1405'), await balance('4001')]).toEqual(['2000.00', '330.00']);
    expect((await c().post('/production/product-costing', { period: P, method: 'order' })).code).toBe(4090);
    const receipt = await t.database.db.selectFrom('bill').select('id').where('enterprise_id', '=', b.enterpriseId).where('type', '=', 'production-ins').executeTakeFirstOrThrow();
    const reverse = await b.audit('production-ins', receipt.id, 'reverse');
    expect([reverse.code, reverse.msg]).toEqual([4090, '该入库单已参与 2026-11 的产品成本核算，请先反核算']);
    expect(await stock(bp, b.store)).toEqual(['100.0000', '2000.00']);
    // The pick and the return of MO-001 in the costed 2026-11 stay: reversing either would change the costed material.
    const docOf = (type: BillTypeCode) => t.database.db.selectFrom('bill').select('id').where('enterprise_id', '=', b.enterpriseId).where('type', '=', type).executeTakeFirstOrThrow();
    const pick = await b.audit('production-picks', (await docOf('production-picks')).id, 'reverse');
    expect([pick.code, pick.msg]).toEqual([4090, '2026-11 已执行产品成本核算，该单的领退料已计入成本，请先反核算']);
    const back = await c().post(`/bills/production-returns/${(await docOf('production-returns')).id}/audit`, { action: 'reverse' }, { language: 2 });
    expect([back.code, back.msg]).toEqual([4090, 'The product cost accounting of 2026-11 took this document\'s material in; undo that costing first']);
    expect([await stock(fm, raw), await balance('1403'), await balance('4001')]).toEqual([['29.5000', '1180.00'], '1750.00', '330.00']);
    const undoAllocation = await c().post('/production/cost-allocation/undo', { period: P });
    expect([undoAllocation.code, undoAllocation.msg]).toEqual([4090, '2026-11 已执行产品成本核算，请先反核算']);
  });

  it('the production cost table: per order material, labour, overhead, completed and WIP, with totals', async () => {
    const table = await ok(c().get(`/production/cost-table?period=${P}`));
    expect(table.list.map((r: Row) => [r.bill_sn, r.material, r.labour, r.overhead, r.completed_value, r.wip_value, r.unit_cost])).toEqual([
      [mo.one.bill_sn, '1450.00', '300.00', '250.00', '2000.00', '0.00', '20.00'],
      [mo.two.bill_sn, '0.00', '180.00', '150.00', '0.00', '330.00', '0.00'],
    ]);
    expect(table.total).toEqual({ opening_wip: '0.00', material: '1450.00', labour: '480.00', overhead: '400.00', outsourcing: '0.00', completed_value: '2000.00', wip_value: '330.00' });
    const one = await ok(c().get(`/production/cost-table?period=${P}&order_id=${mo.two.id}`));
    expect(one.list.map((r: Row) => r.wip_value)).toEqual(['330.00']);
  });

  it('品种法: both orders of BP-01 summed in one row — 100 received, 2,000.00 completed (20.00/pc), 330.00 in process', async () => {
    const byProduct = await ok(c().get(`/production/cost-table/products?period=${P}`));
    expect(byProduct.list.map((r: Row) => [r.product_name, r.orders, r.received, r.material, r.labour, r.overhead, r.outsourcing, r.completed_value, r.wip_value, r.unit_cost]))
      .toEqual([['BP-01 刹车片', 2, '100.0000', '1450.00', '480.00', '400.00', '0.00', '2000.00', '330.00', '20.00']]);
    expect(byProduct.total).toEqual({ opening_wip: '0.00', material: '1450.00', labour: '480.00', overhead: '400.00', outsourcing: '0.00', completed_value: '2000.00', wip_value: '330.00' });
  });

  it('Excel exports of the cost table, the per-product table and the allocation: the screen\'s rows and totals', async () => {
    const sheet = async (path: string) => {
      const res = await c().download(path);
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.body as never);
      const out: unknown[][] = [];
      const sheet = book.worksheets[0]!;
      // Empty cells read as ''; every row as wide as the headings.
      sheet.eachRow((row) => out.push(Array.from({ length: sheet.columnCount }, (_, i) => (row.values as unknown[])[i + 1] ?? '')));
      return out;
    };
    const table = await sheet(`/production/cost-table/export?period=${P}`);
    expect(table[0]).toEqual(['生产单', '产品', '本期入库', '期初在产品', '直接材料', '直接人工', '制造费用', '委外加工费', '完工成本', '在产品成本', '单位成本']);
    expect(table.slice(1)).toEqual([
      [mo.one.bill_sn, 'BP-01 刹车片', 100, 0, 1450, 300, 250, 0, 2000, 0, 20],
      [mo.two.bill_sn, 'BP-01 刹车片', 0, 0, 0, 180, 150, 0, 0, 330, 0],
      ['合计', '', '', 0, 1450, 480, 400, 0, 2000, 330, ''],
    ]);
    const products = await sheet(`/production/cost-table/products/export?period=${P}`);
    expect(products.at(-1)).toEqual(['合计', '', '', '', 0, 1450, 480, 400, 0, 2000, 330, '']);
    const allocation = await sheet(`/production/cost-allocation/export?period=${P}`);
    expect(allocation.slice(1)).toEqual([[mo.one.bill_sn, 'BP-01 刹车片', 5, 0, 300, 250], [mo.two.bill_sn, 'BP-01 刹车片', 3, 0, 180, 150], ['合计', '', 8, 0, 480, 400]]);
    // Another enterprise's file has its headings and a zero total only.
    const theirs = await other.admin.client.download(`/production/cost-table/export?period=${P}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(theirs.body as never);
    expect(book.worksheets[0]!.rowCount).toBe(2);
  });

  it('step 11: 60 sold at 40 cost 20.00 each; undoing the costing reposts the sale (14.50) and redoing brings 1,200 back', async () => {
    await b.posted('sale-bills', { partner_id: b.customer, bill_date: '2026-11-25', lines: [{ product_id: bp, number: '60', price: '40', tax_rate: '0.13' }] });
    expect([await balance('5401'), await balance('1405'), await stock(bp, b.store)]).toEqual(['1200.00', '800.00', ['40.0000', '800.00']]);
    await ok(c().post('/production/product-costing/undo', { period: P }));
    expect([await balance('5401'), await balance('1405'), await balance('4001'), await stock(bp, b.store)]).toEqual(['870.00', '580.00', '880.00', ['40.0000', '580.00']]);
    await ok(c().post('/production/product-costing', { period: P, method: 'order' }));
    expect([await balance('5401'), await balance('1405'), await balance('4001'), await stock(bp, b.store)]).toEqual(['1200.00', '800.00', '330.00', ['40.0000', '800.00']]);
  });

  it('step 12 and the assertions: balances, trial balance 35,546.00, balance sheet 35,296.00, profit 1,200', async () => {
    // The accountant audits and posts the month's vouchers before the carry-down.
    await ok(c().put('/finance/settings', { maker_cannot_audit: false }));
    const ids = (await ok(c().get(`/vouchers?period=${P}&page_size=200`))).list.filter((v: Row) => v.status < 3).map((v: Row) => v.id);
    await ok(c().post('/vouchers/batch-audit', { ids, action: 'audit' }));
    expect((await ok(c().post('/vouchers/batch-audit', { ids, action: 'post' }))).errors).toEqual([]);
    await ok(c().post('/period-end/carry-down', { period: P }));
    expect([await balance('1403'), await balance('4001'), await balance('4101'), await balance('1405')]).toEqual(['1750.00', '330.00', '0.00', '800.00']);
    expect([await balance('1002'), await balance('1122'), await balance('2202'), await balance('2211'), await balance('1602'), await balance('3103'), await balance('2221')])
      .toEqual(['9830.50', '2712.00', '-3616.00', '-480.00', '-250.00', '-1200.00', '123.50']);
    const list = (await ok(c().get(`/ledger/subject-balance?period_from=${P}&period_to=${P}&level=1`))).list as Row[];
    const debit = list.reduce((s, r) => s + Math.round(Number(r.closing_debit) * 100), 0) / 100;
    const credit = list.reduce((s, r) => s + Math.round(Number(r.closing_credit) * 100), 0) / 100;
    expect([debit.toFixed(2), credit.toFixed(2)]).toEqual(['35546.00', '35546.00']);
    const sheet = await ok(c().get(`/statements/balance-sheet?period=${P}`));
    expect(sheet.tie_out.closing).toMatchObject({ assets: '35296.00', liabilities_equity: '35296.00', balanced: true });
    const at = (rows: Row[], line: number, key: string) => rows.find((r) => r.line === line)![key];
    expect(at(sheet.list, 9, 'closing')).toBe('2880.00');
    const profit = await ok(c().get(`/statements/profit?period=${P}`));
    expect([at(profit.list, 1, 'period_amount'), at(profit.list, 2, 'period_amount'), at(profit.list, 32, 'period_amount')]).toEqual(['2400.00', '1200.00', '1200.00']);
  });

  it('a closed period is refused by the period gate; a costed period takes no completion changes', async () => {
    const closed = await c().post('/production/cost-allocation', { period: '2026-10', basis: 'hours' });
    expect([closed.code, closed.msg]).toEqual([4090, (await c().post('/production/product-costing', { period: '2026-10', method: 'order' })).msg]);
    expect(closed.msg).toContain('2026-10');
    const completion = await c().put('/production/wip-completion', { period: P, lines: [{ order_id: mo.two.id, completion: '40' }] });
    expect([completion.code, completion.msg]).toEqual([4090, '2026-11 已执行产品成本核算，请先反核算']);
  });

  it('another enterprise sees none of it and changes nothing', async () => {
    const o = other.admin.client;
    expect((await ok(o.get(`/production/cost-table?period=${P}`))).list).toEqual([]);
    expect((await ok(o.get(`/production/cost-allocation?period=${P}`))).list).toEqual([]);
    expect((await o.post('/production/product-costing/undo', { period: P })).code).toBe(4090);
    expect((await o.post('/production/cost-allocation', { period: P, basis: 'hours' })).code).toBe(4090);
    expect((await o.put('/production/wip-completion', { period: P, lines: [{ order_id: mo.two.id, completion: '40' }] })).code).toBe(4220);
    expect(await balance('4001')).toBe('330.00');
  });
});

describe('work in process by equivalent units (another enterprise, preview only)', () => {
  it('an order of 10 with 4 received: WIP 6 at 50 % = 3 EU; material 63.00 splits 25.20 / 37.80 whatever the method', async () => {
    const e = await tradingBooks(t, '约当产量厂');
    const ec = e.admin.client;
    const steel = await e.product('钢背');
    const pad = await e.product('刹车片');
    await ok(ec.post('/boms', { product_id: pad, component_id: steel, quantity: '1', loss_rate: '5' }));
    await e.posted('purchase-bills', { partner_id: e.supplier, bill_date: '2026-11-05', lines: [{ product_id: steel, number: '20', price: '6' }] });
    const made = await e.bill('production-orders', { bill_date: '2026-11-11', store_id: e.store, ext: { product_id: pad, quantity: '10' } });
    expect((await e.audit('production-orders', made.id)).code).toBe(2000);
    await e.posted('production-picks', { bill_date: '2026-11-12', source_bill_id: made.id, lines: [] });
    await e.posted('production-ins', { bill_date: '2026-11-20', source_bill_id: made.id, lines: [{ product_id: pad, number: '4' }] });
    await ok(ec.put('/production/wip-completion', { period: P, lines: [{ order_id: made.id, completion: '50' }] }));
    const bad = await ec.put('/production/wip-completion', { period: P, lines: [{ order_id: made.id, completion: '120' }] });
    expect([bad.code, bad.data.fields]).toEqual([4220, { 'lines.0.completion': '完工程度须在0到100之间' }]);
    const view = async (method: string) => (await ok(ec.get(`/production/cost-collection?period=${P}&method=${method}`))).list as Row[];
    const [eq] = await view('equivalent');
    expect([eq!.received, eq!.wip_qty, eq!.completion, eq!.equivalent_units, eq!.provisional, eq!.completed.material, eq!.wip.material, eq!.difference])
      .toEqual(['4.0000', '6.0000', '50.00', '3.0000', '25.20', '25.20', '37.80', '0.00']);
    const [order] = await view('order');
    expect([order!.completed.total, order!.wip.total]).toEqual(['25.20', '37.80']);
    // Another enterprise's order cannot be given a completion.
    expect((await other.admin.client.put('/production/wip-completion', { period: P, lines: [{ order_id: made.id, completion: '40' }] })).code).toBe(4220);
  });
});
