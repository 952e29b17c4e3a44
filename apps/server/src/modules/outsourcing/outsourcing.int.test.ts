import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billVoucherLines } from '../../testing/bill-vouchers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { openNovemberBooks, rawMaterialWarehouse, stockOf, succeeding } from '../../testing/books-probe.ts';

/**
 * Outsourced processing, the worked example of PRODUCTION.md §3 in initialized books (November 2026, vouchers on
 * approval): 105 steel backs (SP, 6.00 each = 630.00) sent to a plater at 0.80/pc. Pick Dr 1408 630 / Cr 1403 630; fee
 * bill Dr 1408 84 + 22210101 10.92 / Cr 2202 94.92; receipt Dr 1403 714 / Cr 1408 714, so the plated back costs 6.80
 * and 1408 ends at 0. Then the tolerance on picks, a return (red voucher), and the order's progress; a receipt before its
 * fee bill owes the fee on an estimate (暂估, outsourcing-estimate.int.test.ts has the figures).
 */
let t: TestApp;
let b: TradingBooks;
let sp: number;
let plated: number;
let order: number;
let supplierStore: number;
const docs: Record<string, { id: number; bill_sn: string }> = {};

const { get, post } = succeeding(() => b.admin.client);

const voucherOf = (billId: number) => billVoucherLines(t.database.db, b.enterpriseId, billId);
const stock = (product: number, warehouse: number) => stockOf(t.database.db, b.enterpriseId, product, warehouse, ['0.0000', '0.00']);
async function subject(code: string) {
  const balance = await get('/ledger/subject-balance?period_from=2026-11&period_to=2026-11');
  const row = balance.list.find((r: { subject_code: string }) => r.subject_code === code);
  return row ? [row.debit, row.credit, row.closing_debit, row.closing_credit] : undefined;
}
/** Makes the order's next document from its draft (dated 2026-11-20) and approves it. */
async function next(kind: 'picks' | 'supplements' | 'returns' | 'ins' | 'fees', change: (draft: any) => object = (d) => d) {
  const draft = await post(`/outsourcing/orders/${order}/${kind}/draft`);
  const type = { picks: 'outsourcing-picks', supplements: 'outsourcing-supplements', returns: 'outsourcing-returns', ins: 'outsourcing-ins', fees: 'outsourcing-fees' }[kind];
  return b.posted(type, change({ ...draft, bill_date: '2026-11-20' }));
}

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '委外加工');
  const db = t.database.db;
  await rawMaterialWarehouse(db, b.admin.client, b.enterpriseId, b.store);
  await openNovemberBooks(db, b.enterpriseId);
  sp = await b.product('钢背 SP');
  plated = await b.product('镀锌钢背 SP-plated');
  await post('/boms', { product_id: plated, component_id: sp, quantity: '1', loss_rate: '0' });
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-05', lines: [{ product_id: sp, number: '200', price: '6.00', tax_rate: '0.13' }] });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('the PRODUCTION.md §3 example', () => {
  it('an order of 105 plated backs lists 105 SP from the BOM and is numbered WWDD-', async () => {
    const { lines } = await post('/outsourcing/bom-lines', { product_id: plated, quantity: '105' });
    expect(lines).toEqual([{ product_id: sp, number: '105.0000', product_name: expect.stringMatching(/钢背 SP$/) }]);
    docs.order = await b.posted('outsourcing-orders', {
      partner_id: b.supplier, bill_date: '2026-11-10', ext: { product_id: plated, quantity: '105', fee_price: '0.80', due_date: '2026-11-30' }, lines,
    });
    order = docs.order.id;
    expect(docs.order.bill_sn).toMatch(/^WWDD-20261110/);
    expect((await get(`/bills/outsourcing-orders/${order}`)).ext).toEqual({ product_id: plated, quantity: '105', fee_price: '0.80', tax_rate: '0.13', due_date: '2026-11-30', tolerance: '0' });
  });

  it('pick: 105 SP move to the plater\'s 委外仓 at 630.00, still our stock; Dr 1408 630 / Cr 1403 630', async () => {
    docs.pick = await next('picks');
    const pick = await get(`/bills/outsourcing-picks/${docs.pick.id}`);
    supplierStore = pick.in_store_id;
    const warehouse = await t.database.db.selectFrom('warehouse').select(['name', 'inventory_subject', 'subcontractor_id']).where('enterprise_id', '=', b.enterpriseId).where('id', '=', supplierStore).executeTakeFirstOrThrow();
    expect(warehouse).toEqual({ name: '委外仓-委外加工供应商', inventory_subject: '1408', subcontractor_id: b.supplier });
    expect(await voucherOf(docs.pick.id)).toEqual([['1408', '630.00', '0.00'], ['1403', '0.00', '630.00']]);
    expect(await stock(sp, b.store)).toEqual(['95.0000', '570.00']);
    expect(await stock(sp, supplierStore)).toEqual(['105.0000', '630.00']);
    // Stock reports count the 委外仓 as ours: the stock summary holds all 200 SP at 1,200.00, and the stock equals
    // the GL's inventory accounts (1403 + 1408).
    const summary = await get('/finance/stock-summary?period=2026-11');
    expect(summary.list.filter((r: { product_id: number }) => r.product_id === sp).map((r: Record<string, string>) => [r.warehouse_name, r.closing_qty, r.closing_amount]))
      .toEqual(expect.arrayContaining([[expect.stringMatching(/^(?!委外仓)/), '95.0000', '570.00'], ['委外仓-委外加工供应商', '105.0000', '630.00']]));
    expect(summary.totals.closing_amount).toBe('1200.00');
    expect(summary.gl).toMatchObject({ stock_value: '1200.00', gl_value: '1200.00', difference: '0.00' });
  });

  it('warehouse pickers of ordinary documents ask for subcontracted=0 and get no 委外仓; =1 gets only it; no filter gets both', async () => {
    const names = async (q: string) => (await get(`/warehouses${q}`)).list.map((w: { id: number }) => w.id);
    expect(await names('?subcontracted=0')).toEqual([b.store]);
    expect(await names('?subcontracted=1')).toEqual([supplierStore]);
    expect((await names('?subcontracted=all')).sort()).toEqual([b.store, supplierStore].sort());
    expect((await names('')).sort()).toEqual([b.store, supplierStore].sort());
  });

  it('the server refuses a 委外仓 on an ordinary document, header or row, in both languages', async () => {
    const lines = [{ product_id: sp, number: '1', price: '6' }];
    const header = await b.admin.client.post('/bills/stock-transfers', { bill_date: '2026-11-20', out_store_id: b.store, in_store_id: supplierStore, lines });
    expect(header.code).toBe(4220);
    expect(header.data.fields).toEqual({ in_store_id: '委外仓只能用于委外领料、退料和入库单' });
    const row = await b.admin.client.post('/bills/other-ins', { bill_date: '2026-11-20', store_id: b.store, lines: [{ ...lines[0], warehouse_id: supplierStore }] }, { headers: { language: '2' } });
    expect(row.code).toBe(4220);
    expect(row.data.fields).toEqual({ 'lines.0.warehouse_id': 'A subcontractor warehouse is used only by outsourcing picks, returns and stock-ins' });
  });

  it('fee bill before the receipt: 105 × 0.80 = 84 + VAT 10.92; Dr 1408 84 + 22210101 10.92 / Cr 2202 94.92', async () => {
    docs.fee = await next('fees');
    expect(await get(`/bills/outsourcing-fees/${docs.fee.id}`)).toMatchObject({ total_amount: '84.00', tax_amount: '10.92' });
    expect(await voucherOf(docs.fee.id)).toEqual([['22210101', '10.92', '0.00'], ['1408', '84.00', '0.00'], ['2202', '0.00', '94.92']]);
    const balances = await get('/receivables/balances?date_from=2026-11-01&date_to=2026-11-30&side=payable');
    // The supplier is owed the purchase (1,356.00) and the processing fee (94.92).
    expect(balances.list.find((r: { partner_id: number }) => r.partner_id === b.supplier)).toMatchObject({ closing: '1450.92' });
  });

  it('receipt: 105 plated backs in at 630 + 84 = 714.00 (6.80 each), the SP consumed at the plater; Dr 1403 714 / Cr 1408 714; 1408 ends at 0', async () => {
    docs.receipt = await next('ins');
    expect(await voucherOf(docs.receipt.id)).toEqual([['1403', '714.00', '0.00'], ['1408', '0.00', '714.00']]);
    expect(await stock(plated, b.store)).toEqual(['105.0000', '714.00']);
    // The materials' share (630.00) and the fee (84.00) are two movements of the receipt on the product's ledger.
    const moves = await t.database.db.selectFrom('stock_move').select(['qty', 'amount', 'balance_qty', 'balance_amount']).where('enterprise_id', '=', b.enterpriseId)
      .where('bill_id', '=', docs.receipt.id).where('bill_type', '=', 'outsourcing-ins').where('product_id', '=', plated).orderBy('seq').execute();
    expect(moves).toEqual([
      { qty: '105.0000', amount: '630.00', balance_qty: '105.0000', balance_amount: '630.00' },
      { qty: '0.0000', amount: '84.00', balance_qty: '105.0000', balance_amount: '714.00' },
    ]);
    expect((await get(`/bills/outsourcing-ins/${docs.receipt.id}`)).lines.map((l: { product_id: number; number: string; direction: number }) => [l.product_id, l.number, l.direction]))
      .toEqual([[plated, '105.0000', 1], [sp, '105.0000', -1]]);
    expect(await stock(sp, supplierStore)).toEqual(['0.0000', '0.00']);
    expect(await stock(sp, b.store)).toEqual(['95.0000', '570.00']);
    expect(await subject('1408')).toEqual(['714.00', '714.00', '0.00', '0.00']);
    expect(await subject('1403')).toEqual(['1914.00', '630.00', '1284.00', '0.00']);
  });

  it('the order\'s progress: picked, consumed, received and billed 105; sent 630 = consumed 630; fee carried 84 = billed 84', async () => {
    const { list } = await get(`/outsourcing/progress?order_id=${order}`);
    expect(list).toEqual([expect.objectContaining({
      order_id: order, product_id: plated, product_name: '镀锌钢背 SP-plated', quantity: '105.0000', received: '105.0000', billed_number: '105.0000',
      sent_value: '630.00', consumed_value: '630.00', fee_carried: '84.00', fee_billed: '84.00', open_value: '0.00',
      materials: [{ product_id: sp, product_name: '钢背 SP', ordered: '105.0000', picked: '105.0000', supplemented: '0.0000', returned: '0.0000', consumed: '105.0000', at_supplier: '0.0000' }],
    })]);
    const bills = await get(`/outsourcing/bills?order_id=${order}`);
    expect(bills.list.map((r: { type: string }) => r.type).sort()).toEqual(['outsourcing-fees', 'outsourcing-ins', 'outsourcing-orders', 'outsourcing-picks']);
    // Nothing is left to pick or receive.
    expect((await b.admin.client.post(`/outsourcing/orders/${order}/ins/draft`, {})).code).toBe(4090);
    // An order with approved documents keeps its approval.
    expect((await b.audit('outsourcing-orders', order, 'reverse')).code).toBe(4090);
  });
});

describe('tolerance and returns', () => {
  it('an order of 10 with 5 % tolerance takes picks up to 10.5 SP; 11 is refused naming the row, in both languages', async () => {
    const second = await b.posted('outsourcing-orders', {
      partner_id: b.supplier, bill_date: '2026-11-21', ext: { product_id: plated, quantity: '10', fee_price: '0.80', tolerance: '5' }, lines: [{ product_id: sp, number: '10' }],
    });
    order = second.id;
    const draft = await post(`/outsourcing/orders/${order}/picks/draft`);
    expect(draft).toMatchObject({ in_store_id: supplierStore, out_store_id: b.store, lines: [{ product_id: sp, number: '10.0000' }] });
    const over = await b.bill('outsourcing-picks', { ...draft, bill_date: '2026-11-21', lines: [{ product_id: sp, number: '11' }] });
    const refused = await b.audit('outsourcing-picks', over.id);
    expect([refused.code, refused.msg]).toEqual([4220, '第1行：超领，累计领料不能超过 10.5000（订单用量含允差），超出部分请开委外补料单']);
    const english = await b.admin.client.post(`/bills/outsourcing-picks/${over.id}/audit`, { action: 'audit' }, { headers: { language: '2' } });
    expect(english.msg).toBe('Row 1: over-pick; the total picked may not exceed 10.5000 (the order\'s quantity with its tolerance); send the rest on a supplementary pick');
    // Refused means rolled back: nothing moved.
    expect(await stock(sp, supplierStore)).toEqual(['0.0000', '0.00']);
    await b.posted('outsourcing-picks', { ...draft, bill_date: '2026-11-21', lines: [{ product_id: sp, number: '10.5' }] });
    expect(await stock(sp, supplierStore)).toEqual(['10.5000', '63.00']);
  });

  it('a return brings 0.5 SP back at its cost; its voucher is the red copy of a pick', async () => {
    const draft = await post(`/outsourcing/orders/${order}/returns/draft`);
    expect(draft).toMatchObject({ out_store_id: supplierStore, in_store_id: b.store, lines: [{ product_id: sp, number: '10.5000' }] });
    const back = await b.posted('outsourcing-returns', { ...draft, bill_date: '2026-11-22', lines: [{ product_id: sp, number: '0.5' }] });
    expect(await voucherOf(back.id)).toEqual([['1408', '-3.00', '0.00'], ['1403', '0.00', '-3.00']]);
    expect(await stock(sp, supplierStore)).toEqual(['10.0000', '60.00']);
    const over = await b.bill('outsourcing-returns', { ...draft, bill_date: '2026-11-22', lines: [{ product_id: sp, number: '10.5' }] });
    expect((await b.audit('outsourcing-returns', over.id)).code).not.toBe(2000);
    const { list } = await get(`/outsourcing/progress?order_id=${order}`);
    expect(list[0]).toMatchObject({ sent_value: '60.00', materials: [expect.objectContaining({ picked: '10.5000', returned: '0.5000', at_supplier: '10.0000' })] });
  });

  it('a fee billed above the ordered fee after the receipt: the receipt\'s estimate 10 × 0.80 = 8.00 is reversed, the bill\'s 8.50 − 8.00 = 0.50 goes onto the goods; 1408 0', async () => {
    const receipt = await next('ins', (d) => ({ ...d, bill_date: '2026-11-23' }));
    expect(await voucherOf(receipt.id)).toEqual([['1403', '68.00', '0.00'], ['1408', '0.00', '60.00'], ['2202', '0.00', '8.00']]);
    const fee = await next('fees', (d) => ({ ...d, bill_date: '2026-11-23', lines: d.lines.map((l: object) => ({ ...l, price: '0.85' })) }));
    expect(await voucherOf(fee.id)).toEqual([['1403', '0.50', '0.00'], ['22210101', '1.11', '0.00'], ['2202', '0.00', '1.61']]);
    const { list } = await get(`/outsourcing/progress?order_id=${order}`);
    expect(list[0]).toMatchObject({
      received: '10.0000', sent_value: '60.00', consumed_value: '60.00', fee_carried: '8.00', fee_billed: '8.50', fee_estimated: '0.00', fee_adjusted: '0.50', open_value: '0.00',
    });
    expect(await stock(plated, b.store)).toEqual(['115.0000', '782.50']);
    expect((await subject('1408'))!.slice(2)).toEqual(['0.00', '0.00']);
  });

  it('a pick into one of our own warehouses or for another supplier is refused', async () => {
    const draft = { partner_id: b.supplier, out_store_id: b.store, in_store_id: supplierStore, ext: { order_id: order }, lines: [{ product_id: sp, number: '0.1' }] };
    const own = await b.bill('outsourcing-picks', { ...draft, in_store_id: (await post('/warehouses', { name: '成品仓' })).id });
    expect((await b.audit('outsourcing-picks', own.id)).data?.fields).toEqual({ in_store_id: '应为该供应商的委外仓' });
    const other = (await post('/partners', { type: 2, name: '另一家供应商' })).id;
    const foreign = await b.bill('outsourcing-picks', { ...draft, partner_id: other });
    expect((await b.audit('outsourcing-picks', foreign.id)).data?.fields).toEqual({ partner_id: '供应商与委外加工单的供应商不一致' });
  });
});

describe('outsourcing plan', () => {
  it('products × quantities × need dates become pending orders with their BOM\'s materials in one go; a product without a BOM names its row', async () => {
    const made = await post('/outsourcing/plan', { lines: [
      { product_id: plated, number: '50', need_date: '2026-12-05', partner_id: b.supplier, store_id: b.store, fee_price: '0.80', bill_date: '2026-11-25' },
      { product_id: plated, number: '20.5', need_date: '2026-12-10', partner_id: b.supplier, store_id: b.store, bill_date: '2026-11-25' },
    ] });
    expect(made.list).toHaveLength(2);
    const first = await get(`/bills/outsourcing-orders/${made.list[0].id}`);
    expect([first.audit_status, first.ext.quantity, first.ext.due_date, first.lines.map((l: { product_id: number; number: string }) => [l.product_id, l.number])])
      .toEqual([1, '50', '2026-12-05', [[sp, '50.0000']]]);
    expect((await get(`/bills/outsourcing-orders/${made.list[1].id}`)).lines[0].number).toBe('20.5000');
    const refused = await b.admin.client.post('/outsourcing/plan', { lines: [
      { product_id: plated, number: '1', need_date: '2026-12-05', partner_id: b.supplier, store_id: b.store },
      { product_id: sp, number: '1', need_date: '2026-12-05', partner_id: b.supplier, store_id: b.store },
    ] });
    expect([refused.code, refused.data.fields]).toEqual([4220, { 'lines.1.product_id': '该商品没有物料清单' }]);
    expect((await get('/outsourcing/bills?type=outsourcing-orders')).list).toHaveLength(4);
  });
});

describe('委外补料: a supplementary pick beyond the order\'s list', () => {
  it('the pick past the list points to 补料; WWBL- sends 1 more SP (6.00, Dr 1408 / Cr 1403) with its reason; the receipt consumes 11 SP: 66 + 8 = 74.00', async () => {
    const made = await b.posted('outsourcing-orders', {
      partner_id: b.supplier, bill_date: '2026-11-26', ext: { product_id: plated, quantity: '10', fee_price: '0.80' }, lines: [{ product_id: sp, number: '10' }],
    });
    order = made.id;
    await next('picks', (d) => ({ ...d, bill_date: '2026-11-26' }));
    const body = { partner_id: b.supplier, bill_date: '2026-11-26', out_store_id: b.store, in_store_id: supplierStore, ext: { order_id: order }, lines: [{ product_id: sp, number: '1' }] };
    const over = await b.bill('outsourcing-picks', body);
    expect((await b.audit('outsourcing-picks', over.id)).msg).toBe('第1行：超领，累计领料不能超过 10.0000（订单用量含允差），超出部分请开委外补料单');
    const noReason = await b.admin.client.post('/bills/outsourcing-supplements', body);
    expect([noReason.code, noReason.data.fields]).toEqual([4220, { 'ext.reason': '请填写补料原因（不超过200字）' }]);
    const draft = await post(`/outsourcing/orders/${order}/supplements/draft`);
    expect(draft).toMatchObject({ out_store_id: b.store, in_store_id: supplierStore, ext: { order_id: order, reason: '' }, lines: [{ product_id: sp, number: '0.0000' }] });
    const supplement = await next('supplements', (d) => ({ ...d, bill_date: '2026-11-26', ext: { ...d.ext, reason: '电镀不良返工' }, lines: [{ product_id: sp, number: '1' }] }));
    expect(supplement.bill_sn).toMatch(/^WWBL-20261126/);
    expect(await voucherOf(supplement.id)).toEqual([['1408', '6.00', '0.00'], ['1403', '0.00', '6.00']]);
    let { list } = await get(`/outsourcing/progress?order_id=${order}`);
    expect(list[0]).toMatchObject({ sent_value: '66.00', materials: [expect.objectContaining({ picked: '10.0000', supplemented: '1.0000', at_supplier: '11.0000' })] });
    // The ordinary pick stays shut (10 picked + 1 supplemented ≥ 10); the receipt consumes all 11 at the plater.
    expect((await b.audit('outsourcing-picks', over.id)).code).toBe(4220);
    const receipt = await next('ins', (d) => ({ ...d, bill_date: '2026-11-27', lines: d.lines.map((l: { direction: number }) => (l.direction === -1 ? { ...l, number: '11' } : l)) }));
    // Its fee (10 × 0.80) is not billed yet: owed to the plater on an estimate (暂估, Cr 2202), not taken from 1408.
    expect(await voucherOf(receipt.id)).toEqual([['1403', '74.00', '0.00'], ['1408', '0.00', '66.00'], ['2202', '0.00', '8.00']]);
    ({ list } = await get(`/outsourcing/progress?order_id=${order}`));
    expect(list[0]).toMatchObject({ consumed_value: '66.00', materials: [expect.objectContaining({ consumed: '11.0000', at_supplier: '0.0000' })] });
    // Consumed by the receipt, the supplement's approval stays; the bill query lists it with its order.
    expect((await b.audit('outsourcing-supplements', supplement.id, 'reverse')).code).toBe(4090);
    const bills = await get(`/outsourcing/bills?order_id=${order}&type=outsourcing-supplements`);
    expect(bills.list.map((r: { bill_sn: string; order_sn: string }) => [r.bill_sn, r.order_sn])).toEqual([[supplement.bill_sn, made.bill_sn]]);
  });
});

describe.skipIf(testDbKind !== 'postgres')('two picks at once (real PostgreSQL)', () => {
  // Two picks of one order always share a ledger (the material in the 委外仓), whose balance lock already serializes
  // them; the order row lock (FOR UPDATE in the approval rule) is the rule's own guarantee. Removing it still passes
  // this test (measured): it shows the outcome, not which lock gives it.
  it('each within the order, together over it: one goes through, the other is refused over-pick', async () => {
    const third = await b.posted('outsourcing-orders', {
      partner_id: b.supplier, bill_date: '2026-11-25', ext: { product_id: plated, quantity: '10', fee_price: '0.80' }, lines: [{ product_id: sp, number: '10' }],
    });
    const body = { partner_id: b.supplier, bill_date: '2026-11-25', out_store_id: b.store, in_store_id: supplierStore, ext: { order_id: third.id }, lines: [{ product_id: sp, number: '6' }] };
    const picks = [await b.bill('outsourcing-picks', body), await b.bill('outsourcing-picks', body)];
    const results = await Promise.all(picks.map((p) => b.audit('outsourcing-picks', p.id)));
    expect(results.map((r) => r.code).sort()).toEqual([2000, 4220]);
    const { list } = await get(`/outsourcing/progress?order_id=${third.id}`);
    expect(list[0].materials[0]).toMatchObject({ picked: '6.0000', at_supplier: '6.0000' });
  });
});
