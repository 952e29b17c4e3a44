import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveLedgerSettings } from '../../engines/ledger/index.ts';
import { billVoucherLines } from '../../testing/bill-vouchers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { stockOf, succeeding } from '../../testing/books-probe.ts';

/**
 * 暂估 of the processing fee (issue 16, PRODUCTION.md §3's figures): 105 steel backs (SP 6.00 = 630.00) plated at an
 * agreed 0.80/pc, received before the fee bill → the receipt carries the fee as an estimate: stock 714.00, 1408 0,
 * 2202 (the plater, kind `estimate`) Cr 84.00. The fee bill comes at 90.00 + VAT 11.70: the estimate is reversed,
 * 2202 holds 101.70 for the plater, the 6.00 difference reaches the plated backs (720.00, unit cost 6.857…), and an
 * issue after it costs 5 × 720 / 105 = 34.29. An order without an agreed fee estimates 0 and its fee bill adjusts.
 */
let t: TestApp;
let b: TradingBooks;
let sp: number;
let plated: number;
let plater: number;
let order: number;
const none = { id: 0, bill_sn: '' };
const docs = { order: none, receipt: none, fee: none, free: none };

const { get, post } = succeeding(() => b.admin.client);
const voucherOf = (billId: number) => billVoucherLines(t.database.db, b.enterpriseId, billId);
const stock = (product: number, warehouse: number) => stockOf(t.database.db, b.enterpriseId, product, warehouse, ['0.0000', '0.00']);
/** Closing debit and credit of an account in 2026-11. */
async function closing(code: string) {
  const { list } = await get('/ledger/subject-balance?period_from=2026-11&period_to=2026-11');
  const row = list.find((r: { subject_code: string }) => r.subject_code === code);
  return row ? [row.closing_debit, row.closing_credit] : ['0.00', '0.00'];
}
/** The plater's partner entries by kind: the payable with tax and the estimate (− = we owe). */
async function platerLedger() {
  const rows = await t.database.db.selectFrom('partner_entry').select(['kind', (eb) => eb.fn.sum<string>('amount').as('total')])
    .where('enterprise_id', '=', b.enterpriseId).where('partner_id', '=', plater).groupBy('kind').orderBy('kind').execute();
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.total).toFixed(2)]));
}
async function checks() {
  const [stockGl, partnerGl] = [await get('/finance/stock-gl-check?period=2026-11'), await get('/finance/partner-gl-check?period=2026-11')];
  return [stockGl.difference, partnerGl.difference];
}
async function next(kind: 'picks' | 'ins' | 'fees', date: string, change: (draft: any) => object = (d) => d) {
  const draft = await post(`/outsourcing/orders/${order}/${kind}/draft`);
  return b.posted(`outsourcing-${kind}`, change({ ...draft, bill_date: date }));
}
const estimateOf = async (receiptId: number) => (await get(`/outsourcing/estimates?receipt_id=${receiptId}`)).list;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '委外暂估');
  const db = t.database.db;
  await db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-11', finance_period: '2026-11' }).where('id', '=', b.enterpriseId).execute();
  await db.transaction().execute((tx) => saveLedgerSettings(tx, b.enterpriseId, { start_period: '2026-11' }));
  sp = await b.product('钢背 SP');
  plated = await b.product('镀锌钢背 SP-plated');
  plater = (await post('/partners', { type: 2, name: '电镀加工厂' })).id;
  await post('/boms', { product_id: plated, component_id: sp, quantity: '1', loss_rate: '0' });
  await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-05', lines: [{ product_id: sp, number: '200', price: '6.00', tax_rate: '0.13' }] });
  docs.order = await b.posted('outsourcing-orders', {
    partner_id: plater, bill_date: '2026-11-10', store_id: b.store, ext: { product_id: plated, quantity: '105', fee_price: '0.80' }, lines: [{ product_id: sp, number: '105' }],
  });
  order = docs.order.id;
  await next('picks', '2026-11-12');
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('a receipt before its fee bill: 暂估 at the agreed fee, reversed when the fee bill comes (单到冲回)', () => {
  it('receipt: stock 714.00, 1408 0, Cr 2202 84.00 on the plater as an estimate; the receipt shows 暂估 84.00 open', async () => {
    docs.receipt = await next('ins', '2026-11-15');
    expect(await voucherOf(docs.receipt.id)).toEqual([['1405', '714.00', '0.00'], ['1408', '0.00', '630.00'], ['2202', '0.00', '84.00']]);
    expect(await stock(plated, b.store)).toEqual(['105.0000', '714.00']);
    expect(await closing('1408')).toEqual(['0.00', '0.00']);
    expect(await platerLedger()).toEqual({ estimate: '-84.00' });
    expect(await estimateOf(docs.receipt.id)).toEqual([expect.objectContaining({
      receipt_id: docs.receipt.id, received: '105.0000', fee_price: '0.80', fee_carried: '84.00', estimated: '84.00', reversed: '0.00', open: '84.00', state: 'estimated',
    })]);
    expect((await get('/outsourcing/estimates?open=1')).list.map((r: { bill_sn: string }) => r.bill_sn)).toEqual([docs.receipt.bill_sn]);
    const [p] = (await get(`/outsourcing/progress?order_id=${order}`)).list;
    expect(p).toMatchObject({ fee_carried: '84.00', fee_billed: '0.00', fee_estimated: '84.00', fee_adjusted: '0.00', open_value: '0.00' });
    // Stock = GL inventory (1408 and the 委外仓 both 0) and the plater's ledger = its 2202.
    expect(await checks()).toEqual(['0.00', '0.00']);
  });

  it('fee bill 90.00 + VAT 11.70: the estimate reversed, 2202 101.70 for the plater, +6.00 on the plated backs (720.00)', async () => {
    docs.fee = await next('fees', '2026-11-20', (d) => ({ ...d, lines: d.lines.map((l: object) => ({ ...l, price: '0.857143' })) }));
    expect(await get(`/bills/outsourcing-fees/${docs.fee.id}`)).toMatchObject({ total_amount: '90.00', tax_amount: '11.70' });
    // Dr 1408 90 + 22210101 11.70 / Cr 2202 101.70, red Dr 2202 84 / Cr 1408 84 and Dr 1405 6 / Cr 1408 6, netted per account.
    expect(await voucherOf(docs.fee.id)).toEqual([['1405', '6.00', '0.00'], ['22210101', '11.70', '0.00'], ['2202', '0.00', '17.70']]);
    expect(await platerLedger()).toEqual({ estimate: '0.00', payable: '-101.70' });
    expect(await stock(plated, b.store)).toEqual(['105.0000', '720.00']);
    expect(await closing('1408')).toEqual(['0.00', '0.00']);
    expect(await estimateOf(docs.receipt.id)).toEqual([expect.objectContaining({ estimated: '84.00', reversed: '84.00', open: '0.00', state: 'reversed' })]);
    expect((await get('/outsourcing/estimates?open=1')).list).toEqual([]);
    const [p] = (await get(`/outsourcing/progress?order_id=${order}`)).list;
    expect(p).toMatchObject({ fee_carried: '84.00', fee_billed: '90.00', fee_estimated: '0.00', fee_adjusted: '6.00', open_value: '0.00' });
    expect(await checks()).toEqual(['0.00', '0.00']);
  });

  it('the unit cost follows: 5 plated backs issued after it cost 5 × 720 / 105 = 34.29', async () => {
    const out = await b.posted('other-outs', { bill_date: '2026-11-21', store_id: b.store, lines: [{ product_id: plated, number: '5' }] });
    expect((await get(`/bills/other-outs/${out.id}`)).cost_amount).toBe('34.29');
    expect(await stock(plated, b.store)).toEqual(['100.0000', '685.71']);
  });

  it('the receipt cannot be reversed while the fee bill matched it; reversing the fee bill brings the estimate back', async () => {
    const refused = await b.audit('outsourcing-ins', docs.receipt.id, 'reverse');
    expect([refused.code, refused.msg]).toEqual([4090, `委外费用单 ${docs.fee.bill_sn} 已冲回本单的暂估并调整入库成本，请先反审核该费用单`]);
    expect((await b.audit('outsourcing-fees', docs.fee.id, 'reverse')).code).toBe(2000);
    expect(await platerLedger()).toEqual({ estimate: '-84.00', payable: '0.00' });
    expect(await stock(plated, b.store)).toEqual(['100.0000', '680.00']);
    expect(await estimateOf(docs.receipt.id)).toEqual([expect.objectContaining({ open: '84.00', state: 'estimated' })]);
    expect(await checks()).toEqual(['0.00', '0.00']);
    expect((await b.audit('outsourcing-fees', docs.fee.id)).code).toBe(2000);
    expect(await platerLedger()).toEqual({ estimate: '0.00', payable: '-101.70' });
    expect(await stock(plated, b.store)).toEqual(['100.0000', '685.71']);
  });
});

describe('an order without an agreed fee', () => {
  it('estimates 0 (the receipt says so); its fee bill of 9.00 + VAT 1.17 adjusts the goods 60.00 → 69.00', async () => {
    docs.free = await b.posted('outsourcing-orders', {
      partner_id: plater, bill_date: '2026-11-22', store_id: b.store, ext: { product_id: plated, quantity: '10' }, lines: [{ product_id: sp, number: '10' }],
    });
    order = docs.free.id;
    await next('picks', '2026-11-22');
    const receipt = await next('ins', '2026-11-23');
    expect(await voucherOf(receipt.id)).toEqual([['1405', '60.00', '0.00'], ['1408', '0.00', '60.00']]);
    expect(await estimateOf(receipt.id)).toEqual([expect.objectContaining({ fee_price: '0', estimated: '0.00', open: '0.00', state: 'no_fee' })]);
    const fee = await next('fees', '2026-11-24', (d) => ({ ...d, lines: d.lines.map((l: object) => ({ ...l, price: '0.90', tax_rate: '0.13' })) }));
    expect(await voucherOf(fee.id)).toEqual([['1405', '9.00', '0.00'], ['22210101', '1.17', '0.00'], ['2202', '0.00', '10.17']]);
    expect(await stock(plated, b.store)).toEqual(['110.0000', '754.71']);
    expect(await closing('1408')).toEqual(['0.00', '0.00']);
    expect(await checks()).toEqual(['0.00', '0.00']);
  });
});
