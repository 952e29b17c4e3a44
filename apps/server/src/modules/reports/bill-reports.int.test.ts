import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { settledDay, summarySpansIn } from './report-month.ts';
import { runReportSummaries } from './report-summary.job.ts';

/*
 * The six bill-based reports on a hand-made month history: two settled months (read from month summaries once built)
 * and the current one (read live). Figures are to the cent as an accountant checks them.
 */
let t: TestApp;
let b: TradingBooks;
let pads: number;
let oil: number;
let friction: number;
let bosch: number;
let fluids: number;
let c2: number;
let seller: number;
const china = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const m3 = dayjs(china).subtract(3, 'month').format('YYYY-MM');
const m2 = dayjs(china).subtract(2, 'month').format('YYYY-MM');
const from = `${m3}-01`;
const bills = {} as Record<'p1' | 'r1' | 's1' | 's2' | 'sr1' | 'so' | 's3', { id: number; bill_sn: string }>;

const report = async (name: string, params: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries({ date_from: from, date_to: china, ...params }).map(([k, v]) => [k, String(v)]));
  const res = await b.admin.client.get(`/reports/${name}?${qs}`);
  expect(res.code, res.msg).toBe(2000);
  return res.data as { list: Array<{ key: string; label: string; bill?: Record<string, unknown>; values: Record<string, string | null> }>; count: number; total: Record<string, string | null>; chart?: { categories: string[]; series: Array<{ measure: string; data: Array<string | null> }> } };
};
const rows = (answer: Awaited<ReturnType<typeof report>>, ...measures: string[]) => answer.list.map((r) => [r.label, ...measures.map((m) => r.values[m])]);

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '报表');
  const c = b.admin.client;
  friction = (await c.post('/product-categories', { name: '制动', code: 'ZD' })).data.id;
  fluids = (await c.post('/product-categories', { name: '油液', code: 'YY' })).data.id;
  bosch = (await c.post('/brands', { name: '博世' })).data.id;
  pads = await b.product('刹车片', { category_id: friction, brand_id: bosch });
  oil = await b.product('机油', { category_id: fluids });
  c2 = (await c.post('/partners', { type: 1, name: '二号客户' })).data.id;
  seller = (await t.database.db.selectFrom('employee').select('id').where('enterprise_id', '=', b.enterpriseId).executeTakeFirstOrThrow()).id;

  bills.p1 = await b.posted('purchase-bills', { bill_date: `${m3}-05`, partner_id: b.supplier, lines: [
    { product_id: pads, number: '10', price: '10', tax_rate: '0.13' }, { product_id: oil, number: '20', price: '5' }] });
  bills.r1 = await b.posted('purchase-returns', { bill_date: `${m3}-06`, partner_id: b.supplier, lines: [{ product_id: pads, number: '2', price: '10' }] });
  // 3 × 30 = 90, 10 % off → 81.00, tax 13 % → 10.53; 4 × 12 = 48.00. Costs 3 × 10 and 4 × 5.
  bills.s1 = await b.posted('sale-bills', { bill_date: `${m3}-10`, partner_id: b.customer, principal_id: seller, lines: [
    { product_id: pads, number: '3', price: '30', discount_rate: '0.1', tax_rate: '0.13' }, { product_id: oil, number: '4', price: '12' }] });
  bills.s2 = await b.posted('sale-bills', { bill_date: `${m2}-15`, partner_id: c2, lines: [{ product_id: pads, number: '2', price: '25' }] });
  // One pad of the first sale comes back at its net price and its cost.
  const soldPads = (await c.get(`/bills/sale-bills/${bills.s1.id}`)).data.lines[0].id;
  bills.sr1 = await b.posted('sale-returns', { bill_date: `${m2}-16`, partner_id: b.customer, principal_id: seller, source_bill_id: bills.s1.id,
    lines: [{ product_id: pads, number: '1', price: '27', source_line_id: soldPads }] });
  // This month: an order of 10 oil, 4 delivered; a receipt settles 30.00 of the delivery.
  bills.so = await b.posted('sale-orders', { bill_date: china, partner_id: c2, lines: [{ product_id: oil, number: '10', price: '12', tax_rate: '0.13' }] });
  const orderLine = (await c.get(`/bills/sale-orders/${bills.so.id}`)).data.lines[0].id;
  bills.s3 = await b.posted('sale-bills', { bill_date: china, partner_id: c2, source_bill_id: bills.so.id, lines: [{ product_id: oil, number: '4', price: '12', source_line_id: orderLine }] });
  const cash = (await c.post('/settlement-accounts', { name: '现金', account_type: 1 })).data.id;
  await b.posted('receipts', { bill_date: china, partner_id: c2, money_lines: [{ account_id: cash, amount: '30' }], settlements: [{ bill_id: bills.s3.id, amount: '30' }] });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('the bill-based reports', () => {
  it('sales: by product, partner, month, category, brand, salesperson; totals, chart, paging; summaries of settled months', async () => {
    const byProduct = await report('sale', { group_by: 'product' });
    expect(rows(byProduct, 'qty', 'amount', 'tax', 'amount_with_tax', 'cost', 'gross_profit', 'gross_margin', 'bills')).toEqual([
      [expect.stringContaining('刹车片'), '4.0000', '104.00', '10.53', '114.53', '40.00', '64.00', '61.54', '3'],
      [expect.stringContaining('机油'), '8.0000', '96.00', '0.00', '96.00', '40.00', '56.00', '58.33', '2'],
    ]);
    expect(byProduct.total).toEqual({ qty: '12.0000', amount: '200.00', tax: '10.53', amount_with_tax: '210.53', cost: '80.00', gross_profit: '120.00', gross_margin: '60.00', bills: '4' });
    expect(byProduct.chart).toEqual({ categories: [expect.stringContaining('刹车片'), expect.stringContaining('机油')], series: [{ measure: 'amount_with_tax', data: ['114.53', '96.00'] }] });
    // The two settled months are summarised now, and a second read answers the same from them.
    const { rows: months } = await sql<{ kind: string; month: string }>`SELECT kind, to_char(month, 'YYYY-MM') AS month FROM report_month WHERE enterprise_id = ${b.enterpriseId} ORDER BY month`.execute(t.database.db);
    expect(months).toEqual(summarySpansIn(from, china).map((m) => ({ kind: 'sale', month: m.month.slice(0, 7) })));
    expect(months.slice(0, 2)).toEqual([{ kind: 'sale', month: m3 }, { kind: 'sale', month: m2 }]);
    expect((await report('sale', { group_by: 'product' })).total).toEqual(byProduct.total);

    expect(rows(await report('sale', { group_by: 'partner' }), 'amount', 'cost', 'bills')).toEqual([
      ['报表客户', '102.00', '40.00', '2'], ['二号客户', '98.00', '40.00', '2']]);
    expect(rows(await report('sale', { group_by: 'month' }), 'amount', 'cost', 'bills').map((r) => r.slice(1))).toEqual(
      [['129.00', '50.00', '1'], ['23.00', '10.00', '2'], ['48.00', '20.00', '1']]);
    expect(rows(await report('sale', { group_by: 'category' }), 'amount', 'bills')).toEqual([['制动', '104.00', '3'], ['油液', '96.00', '2']]);
    expect(rows(await report('sale', { group_by: 'brand' }), 'amount')).toEqual([['博世', '104.00'], ['（无）', '96.00']]);
    expect(rows(await report('sale', { group_by: 'salesperson' }), 'amount', 'bills')).toEqual([[expect.any(String), '102.00', '2'], ['（无）', '98.00', '2']]);
    const page2 = await report('sale', { group_by: 'product', page: 2, page_size: 1 });
    expect([page2.count, page2.list.map((r) => r.values.amount), page2.total.amount]).toEqual([2, ['96.00'], '200.00']);
  });

  it('drill-down: every filter with other dimensions, down to the bills', async () => {
    const padsByPartner = await report('sale', { group_by: 'partner', product_id: pads });
    expect(rows(padsByPartner, 'qty', 'amount', 'cost', 'bills')).toEqual([['报表客户', '2.0000', '54.00', '20.00', '2'], ['二号客户', '2.0000', '50.00', '20.00', '1']]);
    expect(padsByPartner.total.bills).toBe('3');
    const padsBills = await report('sale', { group_by: 'bill', product_id: pads, partner_id: b.customer });
    expect(padsBills.list.map((r) => [r.bill, r.values.amount, r.values.cost])).toEqual([
      [{ type: 'sale-bills', id: bills.s1.id, bill_sn: bills.s1.bill_sn, bill_date: `${m3}-10`, partner_name: '报表客户' }, '81.00', '30.00'],
      [{ type: 'sale-returns', id: bills.sr1.id, bill_sn: bills.sr1.bill_sn, bill_date: `${m2}-16`, partner_name: '报表客户' }, '-27.00', '-10.00'],
    ]);
    expect(padsBills.chart).toBeUndefined();
    expect((await report('sale', { group_by: 'product', category_id: fluids })).list.map((r) => r.values.amount)).toEqual(['96.00']);
    expect((await report('sale', { group_by: 'product', product_id: oil })).total.amount).toBe('96.00');
    expect((await report('sale', { group_by: 'partner', brand_id: bosch, salesperson_id: seller })).total).toMatchObject({ amount: '54.00', bills: '2' });
    expect((await report('sale', { group_by: 'product', warehouse_id: b.store })).total.amount).toBe('200.00');
    expect((await report('sale', { group_by: 'day', partner_id: c2 })).list.map((r) => [r.key, r.values.amount])).toEqual([[`${m2}-15`, '50.00'], [china, '48.00']]);
  });

  it('purchases, gross profit summary and detail, sales orders and sales bills', async () => {
    const purchase = await report('purchase', { group_by: 'product' });
    expect(rows(purchase, 'qty', 'amount', 'tax', 'amount_with_tax', 'bills')).toEqual([
      [expect.stringContaining('机油'), '20.0000', '100.00', '0.00', '100.00', '1'], [expect.stringContaining('刹车片'), '8.0000', '80.00', '13.00', '93.00', '2']]);
    expect(purchase.total).toEqual({ qty: '28.0000', amount: '180.00', tax: '13.00', amount_with_tax: '193.00', bills: '2' });

    const profit = await report('gross-profit-summary', { group_by: 'partner' });
    expect(rows(profit, 'qty', 'amount', 'cost', 'gross_profit', 'gross_margin')).toEqual([
      ['报表客户', '6.0000', '102.00', '40.00', '62.00', '60.78'], ['二号客户', '6.0000', '98.00', '40.00', '58.00', '59.18']]);
    expect(profit.total).toEqual({ qty: '12.0000', amount: '200.00', cost: '80.00', gross_profit: '120.00', gross_margin: '60.00' });

    const detail = await report('gross-profit-detail', { product_id: pads });
    expect(detail.list.map((r) => [r.bill?.bill_sn, r.bill?.product_name, r.values.qty, r.values.price, r.values.amount, r.values.unit_cost, r.values.cost, r.values.gross_profit])).toEqual([
      [bills.s1.bill_sn, '刹车片', '3.0000', '27.000000', '81.00', '10.000000', '30.00', '51.00'],
      [bills.s2.bill_sn, '刹车片', '2.0000', '25.000000', '50.00', '10.000000', '20.00', '30.00'],
      [bills.sr1.bill_sn, '刹车片', '-1.0000', '27.000000', '-27.00', '10.000000', '-10.00', '-17.00'],
    ]);
    // Its chart: the lines by gross profit, largest first, named by product and bill.
    expect(detail.chart).toEqual({ categories: [`刹车片 · ${bills.s1.bill_sn}`, `刹车片 · ${bills.s2.bill_sn}`, `刹车片 · ${bills.sr1.bill_sn}`],
      series: [{ measure: 'gross_profit', data: ['51.00', '30.00', '-17.00'] }] });
    expect(detail.total).toMatchObject({ qty: '4.0000', amount: '104.00', cost: '40.00', gross_profit: '64.00', gross_margin: '61.54' });

    const orders = await report('sale-order', { group_by: 'product' });
    expect(rows(orders, 'qty', 'delivered_qty', 'open_qty', 'amount_with_tax', 'bills')).toEqual([[expect.stringContaining('机油'), '10.0000', '4.0000', '6.0000', '135.60', '1']]);
    expect((await report('sale-order', { group_by: 'bill' })).list[0]!.bill).toMatchObject({ type: 'sale-orders', id: bills.so.id });

    const saleBills = await report('sale-bill', { group_by: 'partner' });
    expect(rows(saleBills, 'amount_with_tax', 'received', 'unreceived', 'bills')).toEqual([['报表客户', '139.53', '0.00', '139.53', '1'], ['二号客户', '98.00', '30.00', '68.00', '2']]);
    expect(saleBills.total).toEqual({ amount_with_tax: '237.53', received: '30.00', unreceived: '207.53', bills: '3' });
    expect((await report('sale-bill', { group_by: 'bill', partner_id: c2 })).list.map((r) => [r.bill?.bill_sn, r.values.received])).toEqual([[bills.s2.bill_sn, '0.00'], [bills.s3.bill_sn, '30.00']]);
  });

  it('another enterprise sees none of it', async () => {
    const other = await enterpriseWithAdmin(t.client, '别家报表');
    for (const name of ['purchase', 'sale', 'sale-order', 'sale-bill', 'gross-profit-summary', 'gross-profit-detail']) {
      const res = await other.admin.client.get(`/reports/${name}?date_from=${from}&date_to=${china}&partner_id=${b.customer}`);
      expect(res.code, name).toBe(2000);
      expect([res.data.count, res.data.list]).toEqual([0, []]);
    }
    expect((await other.admin.client.get(`/reports/sale?date_from=${from}&date_to=${china}&group_by=product`)).data.total.amount).toBe('0.00');
  });

  it('a back-dated purchase reposting a summarised month changes the gross profit', async () => {
    expect((await report('gross-profit-summary', { group_by: 'product' })).total.cost).toBe('80.00');
    // 8 more pads at 20 before the first sale: 8 × 10 + 8 × 20 = 240 for 16, 15.00 a unit from then on.
    await b.posted('purchase-bills', { bill_date: `${m3}-07`, partner_id: b.supplier, lines: [{ product_id: pads, number: '8', price: '20' }] });
    const after = await report('gross-profit-summary', { group_by: 'product' });
    const { rows: [ledger] } = await sql<{ cost: string }>`SELECT sum(CASE WHEN m.bill_type = 'sale-returns' THEN -m.amount ELSE m.amount END) AS cost FROM stock_move m
      WHERE m.enterprise_id = ${b.enterpriseId} AND m.bill_type IN ('sale-bills', 'sale-returns') AND m.reverses_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id)`.execute(t.database.db);
    expect(after.total.cost).toBe(ledger!.cost);
    expect(rows(after, 'cost')).toContainEqual([expect.stringContaining('刹车片'), '60.00']);
    expect(after.total).toMatchObject({ cost: '100.00', gross_profit: '100.00', gross_margin: '50.00' });
  });

  it('the current month is summarised up to its settled day: a sale back-dated into those days is read at once, one of today live', async () => {
    const settled = settledDay();
    const before = await report('sale', { group_by: 'product' });
    expect(before.total).toMatchObject({ amount: '200.00', cost: '100.00', bills: '4' });
    const span = async () => (await sql<{ through: string }>`SELECT to_char(through, 'YYYY-MM-DD') AS through FROM report_month
      WHERE enterprise_id = ${b.enterpriseId} AND kind = 'sale' AND month = ${`${settled.slice(0, 7)}-01`}::date`.execute(t.database.db)).rows;
    expect(await span()).toEqual([{ through: settled }]);
    // 2 oil at 15.00 (cost 2 × 5.00) on the settled day, inside the summary; 1 oil at 12.00 today, after it.
    await b.posted('sale-bills', { bill_date: settled, partner_id: c2, lines: [{ product_id: oil, number: '2', price: '15' }] });
    await b.posted('sale-bills', { bill_date: china, partner_id: c2, lines: [{ product_id: oil, number: '1', price: '12' }] });
    const after = await report('sale', { group_by: 'product' });
    expect(after.total).toMatchObject({ qty: '15.0000', amount: '242.00', cost: '115.00', gross_profit: '127.00', bills: '6' });
    expect(rows(after, 'qty', 'amount', 'cost', 'bills')).toEqual([
      [expect.stringContaining('机油'), '11.0000', '138.00', '55.00', '4'], [expect.stringContaining('刹车片'), '4.0000', '104.00', '60.00', '3']]);
    expect(await span()).toEqual([{ through: settled }]);
    // The same figures read live (a partner filter on a product grouping cannot use summaries).
    const live = await report('sale', { group_by: 'product', partner_id: c2 });
    expect(rows(live, 'amount', 'bills')).toEqual([[expect.stringContaining('机油'), '90.00', '3'], [expect.stringContaining('刹车片'), '50.00', '1']]);
  });

  it('the hourly job builds every missing summary before anyone asks and forgets the changes they include', async () => {
    const db = t.database.db;
    await sql`DELETE FROM report_month WHERE enterprise_id = ${b.enterpriseId}`.execute(db);
    // A back-dated sale leaves a recorded change.
    await b.posted('sale-bills', { bill_date: `${m2}-20`, partner_id: c2, lines: [{ product_id: oil, number: '1', price: '12' }] });
    expect((await sql<{ n: string }>`SELECT count(*) AS n FROM report_change WHERE enterprise_id = ${b.enterpriseId}`.execute(db)).rows[0]!.n).not.toBe('0');
    await runReportSummaries(db);
    const { rows: built } = await sql<{ kind: string; month: string; through: string }>`SELECT kind, to_char(month, 'YYYY-MM-DD') AS month,
      to_char(through, 'YYYY-MM-DD') AS through FROM report_month WHERE enterprise_id = ${b.enterpriseId} ORDER BY kind, month`.execute(db);
    // Purchases and sales both start in the month three back (the first bills).
    const spans = summarySpansIn(from, china);
    expect(built).toEqual([...spans.map((s) => ({ kind: 'purchase', ...s })), ...spans.map((s) => ({ kind: 'sale', ...s }))]);
    expect((await sql<{ n: string }>`SELECT count(*) AS n FROM report_change WHERE enterprise_id = ${b.enterpriseId}`.execute(db)).rows[0]!.n).toBe('0');
    // Read from them: the sale of 12.00 is in.
    expect((await report('sale', { group_by: 'product' })).total).toMatchObject({ amount: '254.00', bills: '7' });
  });
});
