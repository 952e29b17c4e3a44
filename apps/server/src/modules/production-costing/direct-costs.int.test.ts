import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { stockOf } from '../../testing/books-probe.ts';

/**
 * A two-level product on both databases (issue 16 costing gaps): 成品 FG ×10 = 芯板 SFG ×1 + RM 1 kg each; 芯板 SFG ×10
 * = RM 2 kg each. RM bought 100 kg × 10.00. The FG order is made first (so order by id would cost it first).
 * - SFG order: RM 20 kg picked (200.00), 2 h reported, 10 received at 200.00 provisional.
 * - FG order: 10 SFG (200.00) + 10 kg RM (100.00) picked = 300.00; 3 h reported at a piece rate of 2.50 (25.00 piece
 *   wages); 10 received at 300.00; an outsourced operation's fee 50.00 + 6.50 VAT booked on 4001 for it.
 * - Wages 500.00 on 4001: piece wages 25.00 to the FG order, the rest 475.00 by hours: SFG 190.00, FG 285.00.
 * - Product costing, lower level first: SFG 200 + 190 = 390.00 (+190.00); the FG order's SFG issue follows to 390.00,
 *   so FG = 390 + 100 + 310 + 50 = 850.00 (+550.00). 4001 ends at 0.00.
 */
let t: TestApp;
let b: TradingBooks;
let rm: number;
let sfg: number;
let fg: number;
const order = { sfg: { id: 0, bill_sn: '' }, fg: { id: 0, bill_sn: '' } };
type Row = Record<string, any>;
const P = '2026-11';

const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, `${res.msg} ${JSON.stringify(res.data)}`).toBe(2000);
  return res.data;
};
const c = () => b.admin.client;
async function balance(code: string) {
  const list = (await ok(c().get(`/ledger/subject-balance?period_from=${P}&period_to=${P}&level=1`))).list as Row[];
  const r = list.find((x) => x.subject_code === code);
  return r ? (Number(r.closing_debit) - Number(r.closing_credit)).toFixed(2) : '0.00';
}
const stock = (product: number) => stockOf(t.database.db, b.enterpriseId, product, b.store);
const made = async (product: number, date: string) => {
  const o = await b.bill('production-orders', { bill_date: date, store_id: b.store, ext: { product_id: product, quantity: '10' } });
  expect((await b.audit('production-orders', o.id)).code).toBe(2000);
  return o;
};

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '两级成本厂');
  await ok(c().put('/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '10000.00' }, { subject_code: '3001', credit: '10000.00' }] }));
  await ok(c().post('/finance/initialize', { start_period: P }));
  rm = await b.product('RM 原料');
  sfg = await b.product('SFG 芯板');
  fg = await b.product('FG 成品');
  await ok(c().post('/boms', { product_id: sfg, component_id: rm, quantity: '2', loss_rate: '0' }));
  await ok(c().post('/boms', { product_id: fg, component_id: sfg, quantity: '1', loss_rate: '0' }));
  await ok(c().post('/boms', { product_id: fg, component_id: rm, quantity: '1', loss_rate: '0' }));
  const core = (await ok(c().post('/processes', { code: 'P-SFG', name: '芯板成型', standard_hours: '0.2' }))).id;
  const assemble = (await ok(c().post('/processes', { code: 'P-FG', name: '成品装配', standard_hours: '0.3', piece_rate: '2.5' }))).id;
  for (const [product, process, code] of [[sfg, core, 'R-SFG'], [fg, assemble, 'R-FG']] as const) {
    const routing = (await ok(c().post('/routings', { code, name: `${code} 工艺`, product_id: product }))).id;
    await ok(c().post('/routing-steps', { routing_id: routing, sequence: 10, process_id: process }));
  }
}, 180_000);
afterAll(async () => { await t?.close(); });

describe('two BOM levels, piece wages and an outsourced operation', () => {
  it('documents: purchase, the FG order before the SFG order, picks, reports, receipts, wages, the fee on 4001', async () => {
    await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-02', lines: [{ product_id: rm, number: '100', price: '10' }] });
    order.fg = await made(fg, '2026-11-03');
    order.sfg = await made(sfg, '2026-11-03');
    await b.posted('production-picks', { bill_date: '2026-11-04', source_bill_id: order.sfg.id, lines: [] });
    await b.posted('work-reports', { bill_date: '2026-11-05', source_bill_id: order.sfg.id, ext: { step: 10, hours: '2' }, lines: [] });
    await b.posted('production-ins', { bill_date: '2026-11-06', source_bill_id: order.sfg.id, lines: [] });
    await b.posted('production-picks', { bill_date: '2026-11-08', source_bill_id: order.fg.id, lines: [] });
    await b.posted('work-reports', { bill_date: '2026-11-09', source_bill_id: order.fg.id, ext: { step: 10, hours: '3' }, lines: [] });
    await b.posted('production-ins', { bill_date: '2026-11-10', source_bill_id: order.fg.id, lines: [] });
    expect([await stock(sfg), await stock(fg)]).toEqual([['0.0000', '0.00'], ['10.0000', '300.00']]);
    await ok(c().post('/vouchers', { voucher_date: '2026-11-25', word: '记', lines: [
      { summary: '生产工资', subject_code: '4001', debit: '500.00' }, { summary: '生产工资', subject_code: '221101', credit: '500.00' },
    ] }));
    // 工序委外 (PRODUCTION.md §3): the fee bill's counter account is 4001; its outsourcing order names the FG order.
    await ok(c().put('/auto-voucher/config', { templates: [{ bill_type: 'outsourcing-fees', slot: 'counter', subject_code: '4001' }] }));
    const outsourcing = await b.bill('outsourcing-orders', {
      partner_id: b.supplier, bill_date: '2026-11-08', source_bill_id: order.fg.id, ext: { product_id: fg, quantity: '10', fee_price: '5' },
      lines: [{ product_id: sfg, number: '10' }],
    });
    expect((await b.audit('outsourcing-orders', outsourcing.id)).code).toBe(2000);
    await b.posted('outsourcing-fees', {
      partner_id: b.supplier, bill_date: '2026-11-12', ext: { order_id: outsourcing.id }, lines: [{ product_id: fg, number: '10', price: '5', tax_rate: '0.13' }],
    });
    // 4001: picks 500 − receipts 500 + wages 500 + fee 50.
    expect(await balance('4001')).toBe('550.00');
  });

  it('allocation: piece wages 25.00 straight to the FG order, the rest 475.00 by hours (190.00 / 285.00); the fee stays out of the pool', async () => {
    const preview = await ok(c().get(`/production/cost-allocation?period=${P}&basis=hours`));
    expect([preview.labour_pool, preview.piece_wages, preview.allocated_labour, preview.overhead_pool]).toEqual(['500.00', '25.00', '475.00', '0.00']);
    const run = await ok(c().post('/production/cost-allocation', { period: P, basis: 'hours' }));
    expect(run.list.map((r: Row) => [r.bill_sn, r.base, r.piece_wage, r.labour])).toEqual([
      [order.fg.bill_sn, '3.0000', '25.00', '285.00'], [order.sfg.bill_sn, '2.0000', '0.00', '190.00'],
    ]);
    const labour = run.list.reduce((s: number, r: Row) => s + Math.round((Number(r.piece_wage) + Number(r.labour)) * 100), 0) / 100;
    expect(labour.toFixed(2)).toBe('500.00');
    expect(await balance('4001')).toBe('550.00');
  });

  it('product costing costs the SFG first: the FG order\'s material grows by exactly the SFG revaluation (190.00); FG 850.00, 4001 0.00', async () => {
    const preview = (await ok(c().get(`/production/cost-collection?period=${P}&method=order`))).list as Row[];
    const fgBefore = preview.find((r) => r.order_id === order.fg.id)!;
    const sfgBefore = preview.find((r) => r.order_id === order.sfg.id)!;
    expect([sfgBefore.completed.total, sfgBefore.difference]).toEqual(['390.00', '190.00']);
    expect([fgBefore.current.material, fgBefore.current.labour, fgBefore.current.outsourcing, fgBefore.completed.total]).toEqual(['300.00', '310.00', '50.00', '660.00']);
    const state = await ok(c().post('/production/product-costing', { period: P, method: 'order' }));
    expect([state.costed, state.difference]).toEqual([true, '740.00']);
    expect([await stock(sfg), await stock(fg)]).toEqual([['0.0000', '0.00'], ['10.0000', '850.00']]);
    const after = (await ok(c().get(`/production/cost-collection?period=${P}`))).list as Row[];
    const fgAfter = after.find((r) => r.order_id === order.fg.id)!;
    expect((Number(fgAfter.current.material) - Number(fgBefore.current.material)).toFixed(2)).toBe(sfgBefore.difference);
    expect([fgAfter.current.material, fgAfter.completed.total, fgAfter.unit_cost]).toEqual(['490.00', '850.00', '85.00']);
    expect([await balance('4001'), await balance('1405')]).toEqual(['0.00', '1550.00']);
  });

  it('the cost tables: per order with the outsourcing item, and per product (品种法)', async () => {
    const table = await ok(c().get(`/production/cost-table?period=${P}`));
    expect(table.list.map((r: Row) => [r.bill_sn, r.material, r.labour, r.overhead, r.outsourcing, r.completed_value, r.unit_cost])).toEqual([
      [order.fg.bill_sn, '490.00', '310.00', '0.00', '50.00', '850.00', '85.00'],
      [order.sfg.bill_sn, '200.00', '190.00', '0.00', '0.00', '390.00', '39.00'],
    ]);
    expect(table.total).toMatchObject({ material: '690.00', labour: '500.00', outsourcing: '50.00', completed_value: '1240.00', wip_value: '0.00' });
    const products = await ok(c().get(`/production/cost-table/products?period=${P}`));
    expect(products.list.map((r: Row) => [r.product_name, r.orders, r.received, r.completed_value, r.unit_cost])).toEqual([
      ['FG 成品', 1, '10.0000', '850.00', '85.00'], ['SFG 芯板', 1, '10.0000', '390.00', '39.00'],
    ]);
  });

  it('undo puts everything back: FG 300.00, 4001 550.00', async () => {
    await ok(c().post('/production/product-costing/undo', { period: P }));
    expect([await stock(fg), await balance('4001')]).toEqual([['10.0000', '300.00'], '550.00']);
  });

  it('a fee bill naming the production order itself as its source is that order\'s outsourcing cost too', async () => {
    const outsourcing = (await ok(c().get('/bills/outsourcing-orders?page_size=5'))).list[0] as Row;
    await b.posted('outsourcing-fees', {
      partner_id: b.supplier, bill_date: '2026-11-13', source_bill_id: order.sfg.id, ext: { order_id: outsourcing.id },
      lines: [{ product_id: fg, number: '4', price: '5', tax_rate: '0.13' }],
    });
    const list = (await ok(c().get(`/production/cost-collection?period=${P}`))).list as Row[];
    expect(list.map((r) => [r.bill_sn, r.current.outsourcing])).toEqual([[order.fg.bill_sn, '50.00'], [order.sfg.bill_sn, '20.00']]);
    expect(await balance('4001')).toBe('570.00');
  });

  it('more piece wages than wages booked is refused, naming both', async () => {
    const e = await tradingBooks(t, '计件超额厂');
    const ec = e.admin.client;
    const part = await e.product('零件');
    const raw = await e.product('钢材');
    await ok(ec.post('/boms', { product_id: part, component_id: raw, quantity: '1', loss_rate: '0' }));
    const op = (await ok(ec.post('/processes', { code: 'OP', name: '冲压', piece_rate: '3' }))).id;
    const routing = (await ok(ec.post('/routings', { code: 'R', name: '冲压工艺', product_id: part }))).id;
    await ok(ec.post('/routing-steps', { routing_id: routing, sequence: 10, process_id: op }));
    const o = await e.bill('production-orders', { bill_date: '2026-11-03', store_id: e.store, ext: { product_id: part, quantity: '10' } });
    expect((await e.audit('production-orders', o.id)).code).toBe(2000);
    await e.posted('work-reports', { bill_date: '2026-11-05', source_bill_id: o.id, ext: { step: 10, hours: '1' }, lines: [] });
    const res = await ec.post('/production/cost-allocation', { period: P, basis: 'hours' });
    expect([res.code, res.msg]).toEqual([4090, '2026-11 的计件工资 30.00 超过已计入生产成本的生产工资 0.00，请先计提工资']);
  });
});
