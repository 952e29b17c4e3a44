import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildPeriodBalances, saveLedgerSettings } from '../../engines/ledger/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Finance centre (issue 15 item 4) on a month of trading in initialized books (November 2026, vouchers on approval):
 * expense bills settled in cash, on a supplier's account and as an employee's claim, with their vouchers; the cash
 * journal's running balance and totals against GL 1002; the stock summary against GL 1405; bill profit; the owner's
 * overview; and rebuilding period balances after a row was corrupted behind the engine's back.
 */
let t: TestApp;
let b: TradingBooks;
let product: number;
let bank: number;
let travel: number;
let office: number;
let project: number;
let employee: number;
const bills: Record<string, { id: number; bill_sn: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '财务中心');
  const c = b.admin.client;
  product = await b.product('财务中心商品');
  bank = (await c.post('/settlement-accounts', { name: '工商银行', account_type: 2 })).data.id;
  travel = (await c.post('/expense-categories', { name: '差旅', direction: 1 })).data.id;
  office = (await c.post('/expense-categories', { name: '办公', direction: 1 })).data.id;
  project = (await c.post('/expense-projects', { name: '华东推广', code: 'P-HD' })).data.id;
  employee = (await t.database.db.selectFrom('employee').select('id').where('enterprise_id', '=', b.enterpriseId).executeTakeFirstOrThrow()).id;
  await t.database.db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-11', finance_period: '2026-11' }).where('id', '=', b.enterpriseId).execute();
  await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, b.enterpriseId, { start_period: '2026-11' }));
  expect((await c.put('/auto-voucher/config', { categories: [{ id: travel, subject_code: '560202' }] })).code).toBe(2000);

  bills.purchase = await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-10', lines: [{ product_id: product, number: '10', price: '10.00', tax_rate: '0.13' }] });
  bills.sale1 = await b.posted('sale-bills', { partner_id: b.customer, bill_date: '2026-11-12', lines: [{ product_id: product, number: '4', price: '25.00', tax_rate: '0.13' }] });
  bills.sale2 = await b.posted('sale-bills', { partner_id: b.customer, bill_date: '2026-11-13', lines: [{ product_id: product, number: '2', price: '30.00', tax_rate: '0.13' }] });
  bills.receipt = await b.posted('receipts', { partner_id: b.customer, bill_date: '2026-11-15', money_lines: [{ account_id: bank, amount: '113.00' }] });
  bills.cash = await b.posted('expense-bills', {
    bill_date: '2026-11-16', ext: { settle: 'cash' },
    money_lines: [{ account_id: bank, category_id: travel, project_id: project, amount: '200.00', tax_amount: '12.00' }],
  });
  bills.supplier = await b.posted('expense-bills', { bill_date: '2026-11-17', partner_id: b.supplier, ext: { settle: 'supplier' }, money_lines: [{ category_id: office, amount: '50.00' }] });
  bills.claim = await b.posted('expense-bills', { bill_date: '2026-11-18', principal_id: employee, ext: { settle: 'employee' }, money_lines: [{ category_id: office, amount: '30.00' }] });
  bills.payment = await b.posted('payments', { partner_id: b.supplier, bill_date: '2026-11-20', money_lines: [{ account_id: bank, amount: '80.00' }] });
}, 120_000);
afterAll(async () => { await t?.close(); });

async function voucherOf(billId: number) {
  const { rows } = await sql<{ code: string; debit: string; credit: string; partner_id: number }>`
    SELECT a.code, l.debit::text, l.credit::text, l.partner_id FROM voucher_source s
    JOIN voucher v ON v.enterprise_id = s.enterprise_id AND v.id = s.voucher_id
    JOIN voucher_line l ON l.enterprise_id = v.enterprise_id AND l.voucher_id = v.id
    JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
    WHERE s.enterprise_id = ${b.enterpriseId} AND s.bill_id = ${billId} ORDER BY v.id, l.line_no`.execute(t.database.db);
  return rows.map((r) => [r.code, r.debit, r.credit, r.partner_id]);
}
const get = async (path: string) => {
  const res = await b.admin.client.get(path);
  expect(res.code, `${path}: ${res.msg}`).toBe(2000);
  return res.data;
};

describe('expense bills', () => {
  it('paid from the bank: Dr the category\'s account + input VAT / Cr 1002; the bill is numbered FYD-', async () => {
    expect(bills.cash!.bill_sn).toMatch(/^FYD-/);
    expect(await voucherOf(bills.cash!.id)).toEqual([['560202', '200.00', '0.00', 0], ['22210101', '12.00', '0.00', 0], ['1002', '0.00', '212.00', 0]]);
    const detail = await get(`/bills/expense-bills/${bills.cash!.id}`);
    expect(detail).toMatchObject({ total_amount: '212.00', tax_amount: '12.00', ext: { settle: 'cash' } });
    expect(detail.money_lines[0]).toMatchObject({ project_id: project, project_name: '华东推广', tax_amount: '12.00', category_name: '差旅' });
  });

  it('on a supplier\'s account: Cr 2202 with the supplier; an employee\'s claim: Cr 2241', async () => {
    expect(await voucherOf(bills.supplier!.id)).toEqual([['560201', '50.00', '0.00', 0], ['2202', '0.00', '50.00', b.supplier]]);
    expect(await voucherOf(bills.claim!.id)).toEqual([['560201', '30.00', '0.00', 0], ['2241', '0.00', '30.00', 0]]);
  });

  it('refuses a cash expense without an account and a claim without the employee, naming the fields', async () => {
    const c = b.admin.client;
    const cash = await c.post('/bills/expense-bills', { bill_date: '2026-11-16', ext: { settle: 'cash' }, money_lines: [{ category_id: office, amount: '5.00' }] });
    expect([cash.code, cash.data.fields]).toEqual([4220, { 'money_lines.0.account_id': '结算账户不能为空，请选择' }]);
    const claim = await c.post('/bills/expense-bills', { bill_date: '2026-11-16', ext: { settle: 'employee' }, money_lines: [{ category_id: office, amount: '5.00' }] });
    expect([claim.code, Object.keys(claim.data.fields)]).toEqual([4220, ['principal_id']]);
  });

  it('sums by category, project and month', async () => {
    expect((await get('/finance/expense-summary?group=category')).list.map((r: { name: string; total: string }) => [r.name, r.total])).toEqual([['差旅', '212.00'], ['办公', '80.00']]);
    expect((await get('/finance/expense-summary?group=project')).list.map((r: { name: string; total: string }) => [r.name, r.total])).toEqual([['', '80.00'], ['华东推广', '212.00']]);
    expect((await get('/finance/expense-summary?group=month')).totals).toEqual({ amount: '280.00', tax_amount: '12.00', total: '292.00' });
  });
});

describe('cash journal', () => {
  it('every bank entry with its running balance, day totals and the period totals, equal to GL 1002', async () => {
    const flow = await get(`/finance/cash-flow?date_from=2026-11-01&date_to=2026-11-30&account_id=${bank}`);
    expect(flow.list.map((r: Record<string, string>) => [r.entry_date, r.bill_sn!.slice(0, 4), r.income, r.expense, r.balance])).toEqual([
      ['2026-11-15', 'SKD-', '113.00', '0.00', '113.00'],
      ['2026-11-16', 'FYD-', '0.00', '212.00', '-99.00'],
      ['2026-11-20', 'FKD-', '0.00', '80.00', '-179.00'],
    ]);
    expect(flow.totals).toEqual({ opening: '0.00', income: '113.00', expense: '292.00', closing: '-179.00' });
    expect(flow.days).toEqual([{ date: '2026-11-15', income: '113.00', expense: '0.00' }, { date: '2026-11-16', income: '0.00', expense: '212.00' }, { date: '2026-11-20', income: '0.00', expense: '80.00' }]);
    // The bank account maps to 1002: the journal's closing balance is the GL's.
    const balance = await get('/ledger/subject-balance?period_from=2026-11&period_to=2026-11');
    const row = balance.list.find((r: { subject_code: string }) => r.subject_code === '1002');
    expect([row.debit, row.credit, row.closing_credit]).toEqual(['113.00', '292.00', '179.00']);
    // A later range starts from the balance carried forward; a partner filter keeps the running balance of the account.
    expect((await get(`/finance/cash-flow?date_from=2026-11-17&date_to=2026-11-30&account_id=${bank}`)).totals.opening).toBe('-99.00');
    expect((await get(`/finance/cash-flow?date_from=2026-11-01&date_to=2026-11-30&partner_id=${b.supplier}`)).list.map((r: { balance: string }) => r.balance)).toEqual(['-179.00']);
  });
});

describe('stock per period and bill profit', () => {
  it('stock summary: opening, in, out, closing in quantity and value; the stock equals GL 1405', async () => {
    const summary = await get('/finance/stock-summary?period=2026-11');
    expect(summary.list).toEqual([expect.objectContaining({
      product_id: product, opening_qty: '0.0000', opening_amount: '0.00', in_qty: '10.0000', in_amount: '100.00', out_qty: '6.0000', out_amount: '60.00', closing_qty: '4.0000', closing_amount: '40.00',
    })]);
    expect(summary.gl).toEqual({ subjects: ['1405'], stock_value: '40.00', gl_value: '40.00', difference: '0.00' });
    const next = await get('/finance/stock-summary?period=2026-12');
    expect(next.list[0]).toMatchObject({ opening_qty: '4.0000', opening_amount: '40.00', in_qty: '0.0000', closing_amount: '40.00' });
    const detail = await get(`/finance/stock-detail?period=2026-11&product_id=${product}`);
    expect(detail.list.map((r: Record<string, string>) => [r.move_date, r.in_qty, r.out_amount, r.balance_qty, r.balance_amount])).toEqual([
      ['2026-11-10', '10.0000', '0.00', '10.0000', '100.00'], ['2026-11-12', '0.0000', '40.00', '6.0000', '60.00'], ['2026-11-13', '0.0000', '20.00', '4.0000', '40.00'],
    ]);
  });

  it('bill profit: revenue without tax, cost from the stock ledger, profit and margin, with totals', async () => {
    const profit = await get('/finance/bill-profit?date_from=2026-11-01&date_to=2026-11-30');
    expect(profit.list.map((r: Record<string, string>) => [r.bill_sn === bills.sale1!.bill_sn, r.revenue, r.cost, r.gross_profit, r.gross_margin])).toEqual([
      [false, '60.00', '20.00', '40.00', '66.67'], [true, '100.00', '40.00', '60.00', '60.00'],
    ]);
    expect(profit.totals).toEqual({ revenue: '160.00', tax_amount: '20.80', cost: '60.00', gross_profit: '100.00', gross_margin: '62.50' });
  });

  it('the owner\'s overview: bank, receivables, stock, payables and other payables', async () => {
    const o = await get('/finance/asset-liability?period=2026-11');
    const value = (rows: Array<{ key: string; value: string; gl_value: string | null }>, key: string) => rows.find((r) => r.key === key);
    expect(value(o.assets, `account-${bank}`)!.value).toBe('-179.00');
    expect(value(o.assets, 'receivable')).toMatchObject({ value: '67.80', gl_value: '67.80' });
    expect(value(o.assets, 'stock')).toMatchObject({ value: '40.00', gl_value: '40.00' });
    expect(value(o.liabilities, 'payable')).toMatchObject({ value: '83.00', gl_value: '83.00' });
    expect(value(o.liabilities, 'otherPayable')!.value).toBe('30.00');
    expect(o.cash).toEqual({ value: '-179.00', gl_value: '-179.00', difference: '0.00' });
  });
});

describe('accountant tools: rebuilding period balances', () => {
  it('finds a corrupted row and a corrupted total, rewrites them, and then finds nothing', async () => {
    const db = t.database.db;
    const clean = await get('/finance/tools/period-balances?period_from=2026-11&period_to=2026-11');
    expect([clean.differences, clean.total_differences, clean.rows_checked > 5]).toEqual([[], [], true]);
    await sql`UPDATE period_balance SET debit = debit + 5 WHERE enterprise_id = ${b.enterpriseId} AND period = '2026-11'
      AND subject_id = (SELECT id FROM account_subject WHERE enterprise_id = ${b.enterpriseId} AND code = '1002')`.execute(db);
    await sql`UPDATE period_balance_total SET credit = credit + 1 WHERE enterprise_id = ${b.enterpriseId} AND period = '2026'
      AND subject_id = (SELECT id FROM account_subject WHERE enterprise_id = ${b.enterpriseId} AND code = '5001')`.execute(db);
    const report = await get('/finance/tools/period-balances?period_from=2026-11&period_to=2026-11');
    expect(report.differences.map((d: Record<string, string>) => [d.subject_code, d.period, d.stored_debit, d.debit])).toEqual([['1002', '2026-11', '118.00', '113.00']]);
    expect(report.total_differences.map((d: Record<string, string>) => [d.subject_code, d.period, d.stored_credit, d.credit])).toEqual([['5001', '2026', '161.00', '160.00']]);

    // A closed accounting period is reported, never rewritten.
    await db.updateTable('enterprise').set({ finance_period: '2026-12' }).where('id', '=', b.enterpriseId).execute();
    expect((await b.admin.client.post('/finance/tools/period-balances', { period_from: '2026-11', period_to: '2026-11' })).code).toBe(4090);
    await db.updateTable('enterprise').set({ finance_period: '2026-11' }).where('id', '=', b.enterpriseId).execute();

    const fixed = await b.admin.client.post('/finance/tools/period-balances', { period_from: '2026-11', period_to: '2026-11' });
    expect([fixed.code, fixed.data.rewritten, fixed.data.differences.length]).toEqual([2000, true, 1]);
    const after = await get('/finance/tools/period-balances?period_from=2026-11&period_to=2026-11');
    expect([after.differences, after.total_differences]).toEqual([[], []]);
    expect((await get('/finance/trial-check?period=2026-11')).difference).toBe('0.00');
  });
});

describe.skipIf(testDbKind !== 'postgres')('a rebuild and a voucher at the same moment, on real PostgreSQL', () => {
  it('makes the approval wait for the rebuild, then both figures hold', async () => {
    const db = t.database.db;
    // Saving the bill passes the period gate too: it is made before the rebuild holds the period lock.
    const made = await b.bill('expense-bills', { bill_date: '2026-11-21', ext: { settle: 'cash' }, money_lines: [{ account_id: bank, category_id: office, amount: '9.00' }] });
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let started!: () => void;
    const rebuilding = new Promise<void>((r) => { started = r; });
    const rebuild = db.transaction().execute(async (tx) => {
      const report = await rebuildPeriodBalances(tx, b.enterpriseId, { from: '2026-11', to: '2026-11' }, true);
      started();
      await held;
      return report;
    });
    await rebuilding;
    const approval = b.audit('expense-bills', made.id);
    const outcome = await Promise.race([approval.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
    expect(outcome).toBe('waiting');
    release();
    expect((await rebuild).differences).toEqual([]);
    expect((await approval).code).toBe(2000);
    const after = await get('/finance/tools/period-balances?period_from=2026-11&period_to=2026-11');
    expect([after.differences, after.total_differences]).toEqual([[], []]);
    expect((await get(`/finance/cash-flow?date_from=2026-11-01&date_to=2026-11-30&account_id=${bank}`)).totals.closing).toBe('-188.00');
  });
});

describe('reverse audit of an expense bill', () => {
  it('withdraws its voucher and its payable', async () => {
    expect((await b.audit('expense-bills', bills.supplier!.id, 'reverse')).code).toBe(2000);
    expect(await voucherOf(bills.supplier!.id)).toEqual([]);
    const o = await get('/finance/asset-liability?period=2026-11');
    expect(o.liabilities.find((r: { key: string }) => r.key === 'payable')).toMatchObject({ value: '33.00', gl_value: '33.00' });
  });
});
