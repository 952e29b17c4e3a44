import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let a: TradingBooks;
let b: TradingBooks;
let belt: number;
let cash: number;
let pendingSale: number;

/**
 * A small month for enterprise A, "today" 2026-11-10: stock bought on 09-30, 11-03 and 11-10 (with 13 % tax) and one
 * purchase return; sales on 10-01 (still open: overdue on 11-10), 11-05 and 11-10, one sales return; a receipt on
 * 11-02 and one on 11-10, a payment on 11-10. Plus bills that must not count: a pending and a rejected sale, and a
 * sale of enterprise B.
 */
beforeAll(async () => {
  t = await createTestApp();
  a = await tradingBooks(t, '看板公司');
  b = await tradingBooks(t, '别家公司');
  const c = a.admin.client;
  cash = (await c.post('/settlement-accounts', { name: '现金', account_type: 1, opening_balance: '1000.00' })).data.id;
  belt = await a.product('正时皮带', { min_stock: '200' });
  const gear = await a.product('齿轮', { max_stock: '2' });
  await a.posted('purchase-bills', { bill_date: '2026-09-30', partner_id: a.supplier, lines: [{ product_id: belt, number: '10', price: '40' }] });
  await a.posted('purchase-bills', { bill_date: '2026-11-03', partner_id: a.supplier, lines: [{ product_id: gear, number: '5', price: '20' }] });
  await a.posted('purchase-bills', { partner_id: a.supplier, lines: [{ product_id: belt, number: '100', price: '40', tax_rate: '0.13' }] });
  await a.posted('purchase-returns', { partner_id: a.supplier, lines: [{ product_id: belt, number: '5', price: '40' }] });
  const old = await a.posted('sale-bills', { bill_date: '2026-10-01', partner_id: a.customer, lines: [{ product_id: belt, number: '2', price: '100' }] });
  await a.posted('sale-bills', { bill_date: '2026-11-05', partner_id: a.customer, lines: [{ product_id: belt, number: '3', price: '100' }] });
  const today = await a.posted('sale-bills', { partner_id: a.customer, lines: [{ product_id: belt, number: '10', price: '100' }] });
  const soldLine = (await c.get(`/bills/sale-bills/${today.id}`)).data.lines[0].id as number;
  await a.posted('sale-returns', { partner_id: a.customer, source_bill_id: today.id, lines: [{ product_id: belt, number: '1', price: '100', source_line_id: soldLine }] });
  pendingSale = (await a.bill('sale-bills', { partner_id: a.customer, lines: [{ product_id: belt, number: '1', price: '999' }] })).id;
  const rejected = await a.bill('sale-bills', { partner_id: a.customer, lines: [{ product_id: belt, number: '1', price: '777' }] });
  expect((await a.audit('sale-bills', rejected.id, 'reject')).code).toBe(2000);
  await a.posted('receipts', { bill_date: '2026-11-02', partner_id: a.customer, money_lines: [{ account_id: cash, amount: '50' }], settlements: [{ bill_id: old.id, amount: '50' }] });
  await a.posted('receipts', { partner_id: a.customer, money_lines: [{ account_id: cash, amount: '600' }], settlements: [{ bill_id: today.id, amount: '600' }] });
  await a.posted('payments', { partner_id: a.supplier, money_lines: [{ account_id: cash, amount: '1500' }] });

  const otherBelt = await b.product('别家皮带', { min_stock: '1000' });
  await b.posted('purchase-bills', { bill_date: '2026-08-31', partner_id: b.supplier, lines: [{ product_id: otherBelt, number: '100', price: '10' }] });
  await b.posted('sale-bills', { bill_date: '2026-09-01', partner_id: b.customer, lines: [{ product_id: otherBelt, number: '50', price: '100' }] });
  await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: otherBelt, number: '5', price: '100' }] });
});
afterAll(async () => { await t?.close(); });

const trade = async (client = a.admin.client, date = '2026-11-10') => {
  const res = await client.get(`/dashboard/trade?date=${date}`);
  expect(res.code, res.msg).toBe(2000);
  return Object.fromEntries((res.data.list as Array<{ key: string; value: string; count?: number }>).map((f) => [f.key, f]));
};

describe('dashboard trade figures', () => {
  it('sums approved bills net of returns with tax, cash in and out, stock value, overdue, warnings — this enterprise only', async () => {
    const f = await trade();
    expect(f).toEqual({
      sales_today: { key: 'sales_today', value: '900.00', page: 'saleBill', date_from: '2026-11-10', date_to: '2026-11-10' },
      sales_month: { key: 'sales_month', value: '1200.00', page: 'saleBill', date_from: '2026-11-01', date_to: '2026-11-10' },
      purchases_today: { key: 'purchases_today', value: '4320.00', page: 'purchaseBill', date_from: '2026-11-10', date_to: '2026-11-10' },
      purchases_month: { key: 'purchases_month', value: '4420.00', page: 'purchaseBill', date_from: '2026-11-01', date_to: '2026-11-10' },
      receipts_today: { key: 'receipts_today', value: '600.00', page: 'cashFlow', date_from: '2026-11-10', date_to: '2026-11-10' },
      receipts_month: { key: 'receipts_month', value: '650.00', page: 'cashFlow', date_from: '2026-11-01', date_to: '2026-11-10' },
      payments_today: { key: 'payments_today', value: '1500.00', page: 'cashFlow', date_from: '2026-11-10', date_to: '2026-11-10' },
      payments_month: { key: 'payments_month', value: '1500.00', page: 'cashFlow', date_from: '2026-11-01', date_to: '2026-11-10' },
      // belt: 10 + 100 − 5 − 2 − 3 − 10 + 1 = 91 at 40; gear: 5 at 20.
      stock_value: { key: 'stock_value', value: '3740.00', page: 'inventoryList' },
      // the 10-01 sale (200) less the 50 received: open 30+ days before 11-10.
      overdue_receivables: { key: 'overdue_receivables', value: '150.00', count: 1, page: 'receivableDetail', date_to: '2026-10-11' },
      // belt 91 < 200 minimum, gear 5 > 2 maximum.
      stock_warnings: { key: 'stock_warnings', value: '2', count: 2, page: 'inventoryWarning' },
      pending_approvals: { key: 'pending_approvals', value: '0', count: 0, page: 'billApproval' },
    });
  });

  it('another day: yesterday has no bills; the month before is its own month', async () => {
    const f = await trade(a.admin.client, '2026-11-09');
    expect([f.sales_today!.value, f.sales_month!.value, f.receipts_month!.value, f.overdue_receivables!.value]).toEqual(['0.00', '300.00', '50.00', '150.00']);
    const oct = await trade(a.admin.client, '2026-10-31');
    expect([oct.sales_month!.value, oct.overdue_receivables!.value, oct.overdue_receivables!.count]).toEqual(['200.00', '0.00', 0]);
  });

  it('enterprise B sees its own figures only', async () => {
    const f = await trade(b.admin.client);
    expect([f.sales_today!.value, f.sales_month!.value, f.purchases_today!.value, f.receipts_today!.value, f.stock_value!.value, f.overdue_receivables!.value, f.stock_warnings!.value])
      .toEqual(['500.00', '500.00', '0.00', '0.00', '450.00', '5000.00', '1']);
  });

  it('pending approvals are the bills whose current step names me', async () => {
    const me = await t.database.db.selectFrom('employee').select('id').where('enterprise_id', '=', a.enterpriseId).where('user_id', '=', a.admin.userId).executeTakeFirstOrThrow();
    expect((await a.admin.client.put('/audit-flows/sale-bills', { steps: [{ employee_ids: [me.id] }] })).code).toBe(2000);
    expect((await trade()).pending_approvals).toMatchObject({ value: '1', count: 1 });
    const waiting = (await a.admin.client.get('/bill-approvals')).data;
    expect(waiting.list.map((r: { id: number }) => r.id)).toEqual([pendingSale]);
    expect((await trade(b.admin.client)).pending_approvals!.count).toBe(0);
    await a.admin.client.put('/audit-flows/sale-bills', { steps: [] });
  });

  it('needs dashboard_trade_view / dashboard_report_view; refuses a bad date', async () => {
    const staff = await joinedMember(t.client, a, '仓管');
    expect((await staff.client.get('/dashboard/trade')).code).toBe(4003);
    expect((await staff.client.get('/dashboard/report')).code).toBe(4003);
    const group = (await a.admin.client.post('/permission-groups', { name: '看板' })).data.id;
    await a.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'dashboardTrade', funs: ['dashboard_trade_view'], cols: null }] });
    await a.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [staff.employeeId] });
    // Money cards follow the column rights of the page they open: without the sale bills' amounts only counts show.
    const keys = async () => (await staff.client.get('/dashboard/trade?date=2026-11-10')).data.list.map((f: { key: string }) => f.key);
    expect(await keys()).toEqual(['stock_warnings', 'pending_approvals']);
    await a.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'dashboardTrade', funs: ['dashboard_trade_view'], cols: null }, { page: 'saleBill', funs: [], cols: ['bill_sn', 'total_amount'] }] });
    expect(await keys()).toEqual(['sales_today', 'sales_month', 'overdue_receivables', 'stock_warnings', 'pending_approvals']);
    expect((await staff.client.get('/dashboard/trade?date=2026-11-10')).data.list[0]).toMatchObject({ key: 'sales_today', value: '900.00' });
    expect((await staff.client.get('/dashboard/report')).code).toBe(4003);
    expect((await a.admin.client.get('/dashboard/trade?date=2026-13-01')).code).toBe(4220);
  });
});

describe('dashboard report tab', () => {
  it('answers the series of the report runners: every day and month, top products and customers, margin by month', async () => {
    const res = await a.admin.client.get('/dashboard/report?date=2026-11-10');
    expect(res.code, res.msg).toBe(2000);
    const r = res.data;
    expect(r.missing).toEqual([]);
    expect(r.sales_daily).toHaveLength(30);
    expect(r.sales_daily.at(-1)).toMatchObject({ key: '2026-11-10', values: { amount_with_tax: '900.00' } });
    expect(r.sales_daily[0].key).toBe('2026-10-12');
    expect(r.sales_monthly.map((p: { key: string }) => p.key)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(r.sales_monthly.slice(-2).map((p: { values: { amount_with_tax: string } }) => p.values.amount_with_tax)).toEqual(['200.00', '1200.00']);
    expect(r.top_products).toEqual([expect.objectContaining({ key: String(belt), label: expect.stringContaining('正时皮带'), values: expect.objectContaining({ amount_with_tax: '1200.00' }) })]);
    expect(r.top_customers).toEqual([expect.objectContaining({ key: String(a.customer), values: expect.objectContaining({ amount_with_tax: '1200.00' }) })]);
    // November: 1300 sold − 100 returned = 1200 at cost 12 × 40 = 480 → 720 profit, 60 %; October 200 at 80.
    expect(r.gross_margin.at(-1)).toMatchObject({ key: '2026-11', values: { amount: '1200.00', cost: '480.00', gross_profit: '720.00', gross_margin: '60.00' } });
    expect(r.gross_margin.at(-2)).toMatchObject({ key: '2026-10', values: { amount: '200.00', cost: '80.00', gross_profit: '120.00', gross_margin: '60.00' } });
    expect(r.gross_margin[0]).toMatchObject({ key: '2025-12', values: { amount: '0.00', gross_margin: null } });
  });
});

describe('dashboard cards', () => {
  it('every card until chosen; the choice is per employee, ordered, and refuses unknown cards', async () => {
    const all = (await a.admin.client.get('/dashboard/cards')).data;
    expect(all.cards).toEqual(all.all);
    expect(all.all).toHaveLength(16);
    expect(all.all.slice(0, 2)).toEqual(['sales_today', 'sales_month']);
    const saved = await a.admin.client.put('/dashboard/cards', { cards: ['stock_value', 'sales_today', 'stock_value', 'sales_trend'] });
    expect(saved).toMatchObject({ code: 2000, data: { cards: ['stock_value', 'sales_today', 'sales_trend'] } });
    expect((await a.admin.client.get('/dashboard/cards')).data.cards).toEqual(['stock_value', 'sales_today', 'sales_trend']);
    const bad = await a.admin.client.put('/dashboard/cards', { cards: ['stock_value', 'nope'] }, { language: 2 });
    expect(bad).toMatchObject({ code: 4220, data: { fields: { cards: 'The cards name a dashboard card that does not exist' } } });
    expect((await a.admin.client.get('/dashboard/cards')).data.cards).toEqual(['stock_value', 'sales_today', 'sales_trend']);

    const colleague = await joinedMember(t.client, a, '同事');
    // Reading and saving need a tab to show cards on (issue 29 item 7): the report tab is enough.
    expect((await colleague.client.get('/dashboard/cards')).code).toBe(4003);
    expect((await colleague.client.put('/dashboard/cards', { cards: [] })).code).toBe(4003);
    const group = (await a.admin.client.post('/permission-groups', { name: '报表看板' })).data.id;
    await a.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'dashboardReport', funs: ['dashboard_report_view'], cols: null }] });
    await a.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [colleague.employeeId] });
    expect((await colleague.client.put('/dashboard/cards', { cards: [] })).data.cards).toEqual([]);
    expect((await colleague.client.get('/dashboard/cards')).data.cards).toEqual([]);
    expect((await a.admin.client.get('/dashboard/cards')).data.cards).toEqual(['stock_value', 'sales_today', 'sales_trend']);
    expect((await b.admin.client.get('/dashboard/cards')).data.cards).toHaveLength(16);
  });
});
