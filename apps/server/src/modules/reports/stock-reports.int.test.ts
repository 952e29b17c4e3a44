import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStockCloses } from '../inventory/stock-close.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
let pads: number;
let plugs: number;
let east: number;
let brakes: number;
let bosch: number;
let bank: number;
let cash: number;
let travel: number;
let interest: number;
let other: TradingBooks;
const bills: Record<string, { id: number; bill_sn: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '库存报表');
  const c = b.admin.client;
  brakes = (await c.post('/product-categories', { name: '制动' })).data.id;
  bosch = (await c.post('/brands', { name: '博世' })).data.id;
  pads = await b.product('刹车片', { category_id: brakes, brand_id: bosch });
  plugs = await b.product('火花塞');
  east = (await c.post('/warehouses', { name: '城东仓' })).data.id;
  bills.p1 = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-10-05', lines: [{ product_id: pads, number: '10', price: '8' }] });
  bills.s1 = await b.posted('sale-bills', { partner_id: b.customer, bill_date: '2026-10-20', lines: [{ product_id: pads, number: '4', price: '15' }] });
  bills.p2 = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-10-25', lines: [{ product_id: pads, number: '2', price: '11' }] });
  bills.p3 = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-03', lines: [{ product_id: pads, number: '6', price: '10' }] });
  bills.p4 = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-06', lines: [{ product_id: plugs, number: '5', price: '12' }] });
  bills.tr = await b.posted('stock-transfers', { bill_date: '2026-11-08', out_store_id: b.store, in_store_id: east, lines: [{ product_id: pads, number: '3' }] });
  bills.s2 = await b.posted('sale-bills', { partner_id: b.customer, bill_date: '2026-11-12', lines: [{ product_id: pads, number: '5', price: '16' }] });
  bills.pd = await b.posted('stocktakes', { bill_date: '2026-11-14', lines: [{ product_id: plugs, number: '4', counted: true }] });
  bills.p5 = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-15', lines: [{ product_id: plugs, number: '2', price: '13' }] });
  expect((await b.audit('purchase-bills', bills.p5.id, 'reverse')).code).toBe(2000);
  // Back-dated before the sale of 11-12, posted after it: the sale's cost is reposted.
  bills.p6 = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-10', lines: [{ product_id: pads, number: '4', price: '9' }] });

  bank = (await c.post('/settlement-accounts', { name: '工商银行', account_type: 2, opening_balance: '1000' })).data.id;
  cash = (await c.post('/settlement-accounts', { name: '备用金', account_type: 1 })).data.id;
  travel = (await c.post('/expense-categories', { name: '差旅', direction: 1 })).data.id;
  interest = (await c.post('/expense-categories', { name: '利息收入', direction: 2 })).data.id;
  bills.op = await b.posted('other-payments', { partner_id: b.supplier, bill_date: '2026-10-28', money_lines: [{ account_id: bank, category_id: travel, amount: '40.00' }] });
  bills.r1 = await b.posted('receipts', { partner_id: b.customer, bill_date: '2026-11-15', money_lines: [{ account_id: bank, amount: '100.00' }] });
  bills.ex = await b.posted('expense-bills', { bill_date: '2026-11-16', ext: { settle: 'cash' }, money_lines: [{ account_id: bank, category_id: travel, amount: '200.00', tax_amount: '12.00' }] });
  bills.r2 = await b.posted('receipts', { partner_id: b.customer, bill_date: '2026-11-17', money_lines: [{ account_id: cash, amount: '50.00' }] });
  expect((await b.audit('receipts', bills.r2.id, 'reverse')).code).toBe(2000);
  bills.or = await b.posted('other-receipts', { partner_id: b.customer, bill_date: '2026-11-18', money_lines: [{ account_id: cash, category_id: interest, amount: '30.00' }] });
  bills.pay = await b.posted('payments', { partner_id: b.supplier, bill_date: '2026-11-20', money_lines: [{ account_id: bank, amount: '80.00' }] });

  other = await tradingBooks(t, '别家库存');
  const theirs = await other.product('别家商品');
  await other.posted('purchase-bills', { partner_id: other.supplier, bill_date: '2026-11-05', lines: [{ product_id: theirs, number: '7', price: '3' }] });
  await other.posted('sale-bills', { partner_id: other.customer, bill_date: '2026-11-06', lines: [{ product_id: theirs, number: '2', price: '5' }] });
}, 180_000);
afterAll(async () => { await t?.close(); });

const report = async (name: string, query: string) => {
  const res = await b.admin.client.get(`/reports/${name}?${query}`);
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};


type Row = { key: string; label: string; values: Record<string, string | null>; bill?: { type: string; id: number; bill_sn: string; bill_date: string; partner_name?: string } };
const rows = (answer: { list: Row[] }) => answer.list.map((r) => [r.label, r.values]);
const nov = 'date_from=2026-11-01&date_to=2026-11-30';
const wh = (o: string, oa: string, i: string, ia: string, out: string, outa: string, c: string, ca: string) =>
  ({ opening_qty: o, opening_amount: oa, in_qty: i, in_amount: ia, out_qty: out, out_amount: outa, closing_qty: c, closing_amount: ca });
const none = { opening_qty: null, opening_amount: null, closing_qty: null, closing_amount: null };

/**
 * The four ledger reports on a hand-made book: pads bought 10 @ 8 (10-05), 4 sold (10-20, cost 32.00), 2 @ 11
 * (10-25), 6 @ 10 (11-03); plugs 5 @ 12 (11-06); 3 pads transferred to the east store (11-08, 27.86 at the moving
 * average 130.00/14); a purchase of 4 pads @ 9 dated 11-10 posted after the sale of 5 pads on 11-12, which reposts
 * that sale's cost to 5 × 138.14/15 = 46.05; a stocktake loss of 1 plug (12.00); 2 plugs bought and reversed (11-15).
 * Money: a travel payment in October, a receipt of 100.00 into the bank, an expense bill of 200 + 12 VAT paid from
 * the bank, a receipt of 50.00 into petty cash reversed, interest of 30.00 into petty cash, a payment of 80.00.
 */
describe('warehouse report', () => {
  it('by warehouse, product, category and brand: opening at 10-31, in and out of November, closing at 11-30', async () => {
    const byWarehouse = await report('warehouse', `${nov}&group_by=warehouse`);
    expect(rows(byWarehouse)).toEqual([
      ['默认仓库', wh('8.0000', '70.00', '15.0000', '156.00', '9.0000', '85.91', '14.0000', '140.09')],
      ['城东仓', wh('0.0000', '0.00', '3.0000', '27.86', '0.0000', '0.00', '3.0000', '27.86')],
    ]);
    expect(byWarehouse.total).toEqual(wh('8.0000', '70.00', '18.0000', '183.86', '9.0000', '85.91', '17.0000', '167.95'));
    expect(byWarehouse.chart).toEqual({ categories: ['默认仓库', '城东仓'], series: [{ measure: 'closing_amount', data: ['140.09', '27.86'] }] });
    const byProduct = await report('warehouse', `${nov}&group_by=product`);
    expect(byProduct.list.map((r: Row) => [r.key, r.values])).toEqual([
      [String(pads), wh('8.0000', '70.00', '13.0000', '123.86', '8.0000', '73.91', '13.0000', '119.95')],
      [String(plugs), wh('0.0000', '0.00', '5.0000', '60.00', '1.0000', '12.00', '4.0000', '48.00')],
    ]);
    expect(byProduct.list[0].label).toMatch(/刹车片$/);
    expect(rows(await report('warehouse', `${nov}&group_by=category`))).toEqual([
      ['制动', wh('8.0000', '70.00', '13.0000', '123.86', '8.0000', '73.91', '13.0000', '119.95')],
      ['（无）', wh('0.0000', '0.00', '5.0000', '60.00', '1.0000', '12.00', '4.0000', '48.00')],
    ]);
    // Filters: brand and warehouse (the east store holds only the transferred pads).
    expect(rows(await report('warehouse', `${nov}&group_by=brand&warehouse_id=${b.store}&brand_id=${bosch}`))).toEqual([
      ['博世', wh('8.0000', '70.00', '10.0000', '96.00', '8.0000', '73.91', '10.0000', '92.09')],
    ]);
  });

  it('by month and day: each period opens where the one before closed', async () => {
    const byMonth = await report('warehouse', 'date_from=2026-10-01&date_to=2026-11-30&group_by=month');
    expect(rows(byMonth)).toEqual([
      ['2026-10', wh('0.0000', '0.00', '12.0000', '102.00', '4.0000', '32.00', '8.0000', '70.00')],
      ['2026-11', wh('8.0000', '70.00', '18.0000', '183.86', '9.0000', '85.91', '17.0000', '167.95')],
    ]);
    const byDay = await report('warehouse', 'date_from=2026-11-10&date_to=2026-11-12&group_by=day');
    expect(rows(byDay)).toEqual([
      ['2026-11-10', wh('19.0000', '190.00', '4.0000', '36.00', '0.0000', '0.00', '23.0000', '226.00')],
      ['2026-11-11', wh('23.0000', '226.00', '0.0000', '0.00', '0.0000', '0.00', '23.0000', '226.00')],
      ['2026-11-12', wh('23.0000', '226.00', '0.0000', '0.00', '5.0000', '46.05', '18.0000', '179.95')],
    ]);
    expect(byDay.total).toEqual(wh('19.0000', '190.00', '4.0000', '36.00', '5.0000', '46.05', '18.0000', '179.95'));
  });

  it('by bill type and by document (no balances there): a transfer is in and out, a reversed purchase nets out', async () => {
    expect(rows(await report('warehouse', `${nov}&group_by=bill_type`))).toEqual([
      // No chart measure (closing) here: by bill type name.
      ['采购单', { ...none, in_qty: '15.0000', in_amount: '156.00', out_qty: '0.0000', out_amount: '0.00' }],
      ['销售单', { ...none, in_qty: '0.0000', in_amount: '0.00', out_qty: '5.0000', out_amount: '46.05' }],
      ['调拨单', { ...none, in_qty: '3.0000', in_amount: '27.86', out_qty: '3.0000', out_amount: '27.86' }],
      ['盘点单', { ...none, in_qty: '0.0000', in_amount: '0.00', out_qty: '1.0000', out_amount: '12.00' }],
    ]);
    const docs = await report('warehouse', `${nov}&group_by=bill&warehouse_id=${b.store}&product_id=${pads}`);
    expect(docs.list.map((r: Row) => [r.bill, r.values.in_qty, r.values.out_qty, r.values.out_amount])).toEqual([
      [{ type: 'purchase-bills', id: bills.p3!.id, bill_sn: bills.p3!.bill_sn, bill_date: '2026-11-03', partner_name: '库存报表供应商' }, '6.0000', '0.0000', '0.00'],
      [{ type: 'stock-transfers', id: bills.tr!.id, bill_sn: bills.tr!.bill_sn, bill_date: '2026-11-08' }, '0.0000', '3.0000', '27.86'],
      [{ type: 'purchase-bills', id: bills.p6!.id, bill_sn: bills.p6!.bill_sn, bill_date: '2026-11-10', partner_name: '库存报表供应商' }, '4.0000', '0.0000', '0.00'],
      [{ type: 'sale-bills', id: bills.s2!.id, bill_sn: bills.s2!.bill_sn, bill_date: '2026-11-12', partner_name: '库存报表客户' }, '0.0000', '5.0000', '46.05'],
    ]);
    // A reversed document nets to nothing and is no row.
    expect((await report('warehouse', `${nov}&group_by=bill&product_id=${plugs}`)).list.map((r: Row) => r.bill!.bill_sn)).toEqual([bills.p4!.bill_sn, bills.pd!.bill_sn]);
    // The whole selection's balances are the totals' opening and closing; a bill-type filter has none.
    expect(docs.total).toEqual(wh('8.0000', '70.00', '10.0000', '96.00', '8.0000', '73.91', '10.0000', '92.09'));
    const sales = await report('warehouse', `${nov}&group_by=product&bill_type=sale-bills`);
    expect(sales.total).toEqual({ ...none, in_qty: '0.0000', in_amount: '0.00', out_qty: '5.0000', out_amount: '46.05' });
  });

  it('closes at the balances the balance-at-a-date screen shows, read from the month-end close or the ledger alike', async () => {
    const screen = async (date: string) => {
      const list = (await b.admin.client.get(`/stock/balances?date=${date}`)).data.list as Array<{ warehouse_id: number; qty: string; amount: string }>;
      const by = new Map<string, { qty: number; amount: number }>();
      for (const r of list) {
        const s = by.get(String(r.warehouse_id)) ?? { qty: 0, amount: 0 };
        by.set(String(r.warehouse_id), { qty: s.qty + Number(r.qty), amount: Math.round((s.amount + Number(r.amount)) * 100) / 100 });
      }
      return by;
    };
    const queries = [`${nov}&group_by=warehouse`, 'date_from=2026-11-01&date_to=2026-11-09&group_by=product', 'date_from=2026-10-01&date_to=2026-11-30&group_by=month', `${nov}&group_by=bill`];
    const before = await Promise.all(queries.map((q) => report('warehouse', q)));
    for (const date of ['2026-11-09', '2026-11-30']) {
      const answer = await report('warehouse', `date_from=2026-11-01&date_to=${date}&group_by=warehouse`);
      const balances = await screen(date);
      for (const r of answer.list as Row[]) {
        expect([Number(r.values.closing_qty), Number(r.values.closing_amount)]).toEqual([balances.get(r.key)!.qty, balances.get(r.key)!.amount]);
      }
    }
    await expect.poll(() => buildStockCloses(t.database.db, b.enterpriseId, ['2026-10-31']), { timeout: 20_000 }).toBe(true);
    expect((await t.database.db.selectFrom('stock_close').select('month_end').where('enterprise_id', '=', b.enterpriseId).execute()).length).toBeGreaterThan(0);
    expect(await Promise.all(queries.map((q) => report('warehouse', q)))).toEqual(before);
  });
});

describe('outbound cost analysis', () => {
  it('every issue net of its reversals at its reposted cost; unit cost per group; Σ = the out-movements of the ledger', async () => {
    const range = 'date_from=2026-10-01&date_to=2026-11-30';
    const byMonth = await report('outbound-cost-analysis', `${range}&group_by=month`);
    expect(rows(byMonth)).toEqual([
      ['2026-10', { out_qty: '4.0000', out_amount: '32.00', unit_cost: '8.000000' }],
      ['2026-11', { out_qty: '9.0000', out_amount: '85.91', unit_cost: '9.545556' }],
    ]);
    expect(byMonth.total).toEqual({ out_qty: '13.0000', out_amount: '117.91', unit_cost: '9.070000' });
    expect(byMonth.chart).toEqual({ categories: ['2026-10', '2026-11'], series: [{ measure: 'unit_cost', data: ['8.000000', '9.545556'] }] });
    const ledger = (await b.admin.client.get('/stock/moves?page_size=100')).data.list as Array<{ qty: string; amount: string; bill_type: string }>;
    // The ledger's issues: the reversal of the reversed purchase (−2 plugs) is no issue, it undoes a receipt.
    const issues = ledger.filter((m) => Number(m.qty) < 0 && !(m.bill_type === 'purchase-bills'));
    expect(issues.reduce((s, m) => s + Number(m.amount) * 100, 0) / 100).toBe(117.91);
    expect(rows(await report('outbound-cost-analysis', `${range}&group_by=bill_type`))).toEqual([
      // By the chart measure, unit cost, highest first.
      ['盘点单', { out_qty: '1.0000', out_amount: '12.00', unit_cost: '12.000000' }],
      ['调拨单', { out_qty: '3.0000', out_amount: '27.86', unit_cost: '9.286667' }],
      ['销售单', { out_qty: '9.0000', out_amount: '78.05', unit_cost: '8.672222' }],
    ]);
    expect(rows(await report('outbound-cost-analysis', `${range}&group_by=category&bill_type=sale-bills`))).toEqual([
      ['制动', { out_qty: '9.0000', out_amount: '78.05', unit_cost: '8.672222' }],
    ]);
    const docs = await report('outbound-cost-analysis', `${range}&group_by=bill&product_id=${pads}&bill_type=sale-bills`);
    expect(docs.list.map((r: Row) => [r.bill!.bill_sn, r.bill!.partner_name, r.values])).toEqual([
      [bills.s1!.bill_sn, '库存报表客户', { out_qty: '4.0000', out_amount: '32.00', unit_cost: '8.000000' }],
      [bills.s2!.bill_sn, '库存报表客户', { out_qty: '5.0000', out_amount: '46.05', unit_cost: '9.210000' }],
    ]);
  });
});

describe('stock balance cost analysis', () => {
  it('balances at date_to with their share, FIFO age and turnover days', async () => {
    // At 11-09 pads in the main store are 11 worth 102.14: the newest receipts 6 (11-03) + 2 (10-25) are 0-30 days
    // old, 3 of the 10 of 10-05 are 35 days: 102.14 × 8/11 = 74.28 and the rest 27.86. The east store's 3 pads came in
    // on 11-08 (27.86), the plugs on 11-06 (60.00).
    const range = 'date_from=2026-11-01&date_to=2026-11-09';
    const byProduct = await report('stock-cost-analysis', `${range}&group_by=product`);
    const aged = (a: string, b2: string) => ({ age_0_30: a, age_31_90: b2, age_91_180: '0.00', age_181_365: '0.00', age_over_365: '0.00' });
    // Turnover: pads (70.00 + 130.00)/2 ÷ (27.86 out ÷ 9 days) = 32.30; plugs sent nothing out: null.
    expect(rows(byProduct)).toEqual([
      [expect.stringMatching(/刹车片$/), { closing_qty: '14.0000', closing_amount: '130.00', unit_cost: '9.285714', share: '68.42', ...aged('102.14', '27.86'), turnover_days: '32.30' }],
      [expect.stringMatching(/火花塞$/), { closing_qty: '5.0000', closing_amount: '60.00', unit_cost: '12.000000', share: '31.58', ...aged('60.00', '0.00'), turnover_days: null }],
    ]);
    // Total: (70.00 + 190.00)/2 ÷ (27.86 ÷ 9) = 42.00.
    expect(byProduct.total).toEqual({ closing_qty: '19.0000', closing_amount: '190.00', unit_cost: '10.000000', share: '100.00', ...aged('162.14', '27.86'), turnover_days: '42.00' });
    expect(byProduct.chart.series[0]).toEqual({ measure: 'closing_amount', data: ['130.00', '60.00'] });
    expect(rows(await report('stock-cost-analysis', `${range}&group_by=age`))).toEqual([
      ['0-30 天', { closing_qty: '16.0000', closing_amount: '162.14', unit_cost: '10.133750', share: '85.34', ...aged('162.14', '0.00'), turnover_days: null }],
      ['31-90 天', { closing_qty: '3.0000', closing_amount: '27.86', unit_cost: '9.286667', share: '14.66', ...aged('0.00', '27.86'), turnover_days: null }],
    ]);
    // The main store's pads: (70.00 + 102.14)/2 ÷ (27.86 ÷ 9) = 27.80.
    expect(rows(await report('stock-cost-analysis', `${range}&group_by=warehouse&product_id=${pads}`))).toEqual([
      ['默认仓库', { closing_qty: '11.0000', closing_amount: '102.14', unit_cost: '9.285455', share: '78.57', ...aged('74.28', '27.86'), turnover_days: '27.80' }],
      ['城东仓', { closing_qty: '3.0000', closing_amount: '27.86', unit_cost: '9.286667', share: '21.43', ...aged('27.86', '0.00'), turnover_days: null }],
    ]);
    // A year later everything left is over 365 days old (only the last 365 days of receipts are walked).
    const later = await report('stock-cost-analysis', 'date_from=2027-11-01&date_to=2027-11-30&group_by=age');
    expect(rows(later)).toEqual([['365 天以上', expect.objectContaining({ closing_qty: '17.0000', closing_amount: '167.95', age_over_365: '167.95' })]]);
  });
});

describe('income and expense report', () => {
  it('money in and out of the settlement accounts by category, account, partner and document; net = balance movement', async () => {
    const byCategory = await report('income-expense', `${nov}&group_by=money_category`);
    expect(rows(byCategory)).toEqual([
      ['利息收入', { income: '30.00', expense: '0.00', net: '30.00', bills: '1' }],
      ['（无）', { income: '100.00', expense: '80.00', net: '20.00', bills: '3' }],
      ['差旅', { income: '0.00', expense: '212.00', net: '-212.00', bills: '1' }],
    ]);
    expect(byCategory.total).toEqual({ income: '130.00', expense: '292.00', net: '-162.00', bills: '5' });
    const flow = (await b.admin.client.get(`/finance/cash-flow?${nov}`)).data;
    expect(Number(flow.totals.closing) - Number(flow.totals.opening)).toBeCloseTo(-162, 2);
    expect(rows(await report('income-expense', `${nov}&group_by=account`))).toEqual([
      ['备用金', { income: '30.00', expense: '0.00', net: '30.00', bills: '2' }],
      ['工商银行', { income: '100.00', expense: '292.00', net: '-192.00', bills: '3' }],
    ]);
    expect(rows(await report('income-expense', `date_from=2026-10-01&date_to=2026-11-30&group_by=month&account_id=${bank}`))).toEqual([
      ['2026-10', { income: '0.00', expense: '40.00', net: '-40.00', bills: '1' }],
      ['2026-11', { income: '100.00', expense: '292.00', net: '-192.00', bills: '3' }],
    ]);
    expect(rows(await report('income-expense', `${nov}&group_by=partner&money_category_id=${interest}`))).toEqual([
      ['库存报表客户', { income: '30.00', expense: '0.00', net: '30.00', bills: '1' }],
    ]);
    const docs = await report('income-expense', `${nov}&group_by=bill&partner_id=${b.customer}`);
    expect(docs.list.map((r: Row) => [r.bill, r.values])).toEqual([
      [{ type: 'receipts', id: bills.r1!.id, bill_sn: bills.r1!.bill_sn, bill_date: '2026-11-15', partner_name: '库存报表客户' }, { income: '100.00', expense: '0.00', net: '100.00', bills: '1' }],
      [{ type: 'receipts', id: bills.r2!.id, bill_sn: bills.r2!.bill_sn, bill_date: '2026-11-17', partner_name: '库存报表客户' }, { income: '0.00', expense: '0.00', net: '0.00', bills: '1' }],
      [{ type: 'other-receipts', id: bills.or!.id, bill_sn: bills.or!.bill_sn, bill_date: '2026-11-18', partner_name: '库存报表客户' }, { income: '30.00', expense: '0.00', net: '30.00', bills: '1' }],
    ]);
  });
});

describe('tenancy', () => {
  it('another enterprise sees only its own ledger, also when it names our ids', async () => {
    const get = async (name: string, q: string) => {
      const res = await other.admin.client.get(`/reports/${name}?${q}`);
      expect(res.code, res.msg).toBe(2000);
      return res.data;
    };
    const theirs = await get('warehouse', `${nov}&group_by=product`);
    expect(theirs.total).toEqual(wh('0.0000', '0.00', '7.0000', '21.00', '2.0000', '6.00', '5.0000', '15.00'));
    for (const [name, q] of [['warehouse', `product_id=${pads}`], ['outbound-cost-analysis', `group_by=product&warehouse_id=${b.store}`], ['stock-cost-analysis', `category_id=${brakes}`], ['income-expense', `account_id=${bank}`]] as const) {
      expect([name, (await get(name, `${nov}&${q}`)).list]).toEqual([name, []]);
    }
    expect((await get('income-expense', nov)).total).toEqual({ income: '0.00', expense: '0.00', net: '0.00', bills: '0' });
  });
});
