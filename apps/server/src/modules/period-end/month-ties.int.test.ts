import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVoucher, deleteVoucher } from '../../engines/ledger/index.ts';
import type { Account } from '../../testing/accounts.ts';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Issue 30 items 1, 2, 5 and 6 on both databases: a bookkeeper's first month (October 2026) where every figure ties
 * to the GL whichever module made the voucher. Openings 1002 50,000 = 3001 50,000, the bank account 基本户 opening
 * 50,000. October: purchase 10 @ 100 + 13 % (1,130 owed to the supplier), sale 4 @ 250 + 13 % (1,130 owed by the
 * customer), receipt 630 and payment 630 through the bank (500 left owed each way), wages 8,000 accrued and paid from
 * the bank (IIT 90, net 7,910), a hand-entered bank fee 20. Bank 50,000 + 630 − 630 − 7,910 − 20 = 42,070.
 */
let t: TestApp;
let e: TradingBooks;
let auditor: Account & { employeeId: number };
let bank: number;
let run: number;
let payVoucher: number;

const c = () => e.admin.client;
const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};
const P = '2026-10';
const vouchersOf = async () => (await ok(c().get(`/vouchers?period=${P}&page_size=200`))).list as Array<{ id: number; status: number; voucher_no: string }>;
const billVoucher = async (type: string, id: number) => (await t.database.db.selectFrom('voucher_source').select('voucher_id')
  .where('enterprise_id', '=', e.enterpriseId).where('bill_type', '=', type).where('bill_id', '=', id).executeTakeFirstOrThrow()).voucher_id;

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '月末勾稽');
  const product = await e.product('齿轮');
  auditor = await joinedMember(t.client, e, '审核员乙');
  const group = await ok(c().post('/permission-groups', { name: '凭证审核' }));
  await ok(c().put(`/permission-groups/${group.id}/pages`, { pages: [
    { page: 'voucherList', funs: ['voucher_audit', 'voucher_reverse', 'voucher_post', 'voucher_unpost'], cols: null },
  ] }));
  await ok(c().post(`/permission-groups/${group.id}/employees`, { employee_ids: [auditor.employeeId] }));
  bank = (await ok(c().post('/settlement-accounts', { name: '基本户', account_type: 2, opening_balance: '50000.00' }))).id;
  await ok(c().put('/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '50000.00' }, { subject_code: '3001', credit: '50000.00' }] }));
  await ok(c().post('/finance/initialize', { start_period: P }));
  const line = (number: string, price: string) => ({ lines: [{ product_id: product, number, price, tax_rate: '0.13' }] });
  await e.posted('purchase-bills', { bill_date: '2026-10-03', partner_id: e.supplier, ...line('10', '100.00') });
  await e.posted('sale-bills', { bill_date: '2026-10-12', partner_id: e.customer, ...line('4', '250.00') });
  await e.posted('receipts', { bill_date: '2026-10-15', partner_id: e.customer, money_lines: [{ account_id: bank, amount: '630.00' }] });
  await e.posted('payments', { bill_date: '2026-10-16', partner_id: e.supplier, money_lines: [{ account_id: bank, amount: '630.00' }] });
  // Wages: the admin alone, 8,000 a month, no social insurance: IIT (8,000 − 5,000) × 3 % = 90, net 7,910.
  const office = (await ok(c().post('/departments', { name: '行政部' }))).id;
  const admin = (await t.database.db.selectFrom('employee').select('id').where('enterprise_id', '=', e.enterpriseId).where('is_admin', '=', true).executeTakeFirstOrThrow()).id;
  await t.database.db.updateTable('employee').set({ department_id: office }).where('enterprise_id', '=', e.enterpriseId).where('id', '=', admin).execute();
  await ok(c().put('/payroll/employees', { list: [{ employee_id: admin, in_payroll: true, base_salary: '8000', special_deduction: '0', si_base: '0', hf_base: '0', bank_name: '', bank_account: '6222' }] }));
  run = (await ok(c().post('/payroll/runs', { period: P }))).id;
  await ok(c().post(`/payroll/runs/${run}/audit`, { action: 'compute' }));
  await ok(c().post(`/payroll/runs/${run}/audit`, { action: 'audit' }));
  await ok(c().post(`/payroll/runs/${run}/audit`, { action: 'accrue' }));
  payVoucher = (await ok(c().post(`/payroll/runs/${run}/audit`, { action: 'pay', settlement_account_id: bank }))).voucher_id;
  await ok(c().post('/vouchers', { voucher_date: '2026-10-28', word: '记', lines: [
    { summary: '银行手续费', subject_code: '560201', debit: '20.00' }, { summary: '银行手续费', subject_code: '1002', credit: '20.00' },
  ] }));
}, 180_000);
afterAll(async () => { await t?.close(); });

describe('preparer cannot audit, for every voucher (item 5)', () => {
  it('the approver of a bill cannot audit its voucher; another person can', async () => {
    const purchase = await t.database.db.selectFrom('bill').select('id').where('enterprise_id', '=', e.enterpriseId).where('type', '=', 'purchase-bills').executeTakeFirstOrThrow();
    const id = await billVoucher('purchase-bills', purchase.id);
    const refused = await c().post(`/vouchers/${id}/audit`, { action: 'audit' });
    expect([refused.code, refused.msg]).toEqual([4090, '制单人不能审核自己制作的凭证']);
    // A voucher made by someone else from a bill the admin approved: the approver still counts as its preparer.
    const sale = await t.database.db.selectFrom('bill').select(['id', 'bill_sn']).where('enterprise_id', '=', e.enterpriseId).where('type', '=', 'sale-bills').executeTakeFirstOrThrow();
    const other = await t.database.db.transaction().execute((tx) => createVoucher(tx, e.enterpriseId, {
      voucher_date: '2026-10-12', word: '记', lines: [{ summary: '测试', subject_code: '1122', debit: '1.00', partner_id: e.customer }, { summary: '测试', subject_code: '5001', credit: '1.00' }],
    }, { kind: 'bill', makerId: auditor.employeeId, sources: [{ billType: 'sale-bills', billId: sale.id, billSn: sale.bill_sn }] }));
    const en = await c().post(`/vouchers/${other.id}/audit`, { action: 'audit' }, { language: 2 });
    expect([en.code, en.msg]).toEqual([4090, 'The person who made a voucher cannot audit it']);
    expect((await auditor.client.post(`/vouchers/${other.id}/audit`, { action: 'audit' })).code).toBe(4090);
    await t.database.db.transaction().execute((tx) => deleteVoucher(tx, e.enterpriseId, other.id, { fromSource: true }));
    // The payroll run's auditor (the admin) counts as the preparer of its payment voucher.
    expect((await c().post(`/vouchers/${payVoucher}/audit`, { action: 'audit' })).code).toBe(4090);
    // The auditor audits and posts the whole month.
    const ids = (await vouchersOf()).map((v) => v.id);
    expect(ids.length).toBe(7);
    expect((await ok(auditor.client.post('/vouchers/batch-audit', { ids, action: 'audit' }))).errors).toEqual([]);
    expect((await ok(auditor.client.post('/vouchers/batch-audit', { ids, action: 'post' }))).errors).toEqual([]);
  });
});

describe('the partner check shows both sides (item 6)', () => {
  it('500 owed by the customer and 500 owed to the supplier: each side and each partner, not a net 0.00', async () => {
    const check = await ok(c().get(`/finance/partner-gl-check?period=${P}`));
    expect(check).toMatchObject({
      receivable_ledger: '500.00', receivable_gl: '500.00', receivable_difference: '0.00', payable_ledger: '500.00', payable_gl: '500.00', payable_difference: '0.00',
      partners_differing: 0,
    });
    expect(check.list.map((r: Record<string, string>) => [r.partner_name, r.receivable_ledger, r.receivable_gl, r.payable_ledger, r.payable_gl, r.receivable_difference, r.payable_difference]))
      .toEqual([['月末勾稽供应商', '0.00', '0.00', '500.00', '500.00', '0.00', '0.00'], ['月末勾稽客户', '500.00', '500.00', '0.00', '0.00', '0.00', '0.00']]);
    expect(await checkDetail('partner_gl')).toEqual({ receivable_ledger: '500.00', receivable_gl: '500.00', payable_ledger: '500.00', payable_gl: '500.00', partners: 0 });
    // A hand-entered voucher moving 100 of the customer's from 1122 to 2202 leaves the customer's net (and the total)
    // at 0.00 difference, but both of its sides off by 100: the check names the customer.
    const wrong = await ok(c().post('/vouchers', { voucher_date: '2026-10-29', word: '记', lines: [
      { summary: '错账', subject_code: '2202', debit: '100.00', partner_id: e.customer }, { summary: '错账', subject_code: '1122', credit: '100.00', partner_id: e.customer },
    ] }));
    const off = await ok(c().get(`/finance/partner-gl-check?period=${P}`));
    expect(off).toMatchObject({ difference: '0.00', receivable_difference: '100.00', payable_difference: '100.00', partners_differing: 1 });
    expect(off.list[0]).toMatchObject({ partner_name: '月末勾稽客户', receivable_gl: '400.00', payable_gl: '-100.00', difference: '0.00' });
    expect((await checks()).partner_gl).toBe(false);
    await ok(c().delete(`/vouchers/${wrong.id}`));
    expect((await checks()).partner_gl).toBe(true);
  });
});

const checks = async (period = P) => Object.fromEntries((await ok(c().get(`/period-end/checks?period=${period}`))).list.map((x: { name: string; ok: boolean }) => [x.name, x.ok]));
const checkDetail = async (name: string) => (await ok(c().get(`/period-end/checks?period=${P}`))).list.find((x: { name: string }) => x.name === name).detail;
const cashFlow = async () => {
  const data = await ok(c().get(`/statements/cash-flow?period=${P}`));
  const at = (n: number) => data.list.find((r: { line: number }) => r.line === n).period_amount;
  return { lines: [1, 3, 4, 6, 7, 20, 21, 22].map((n) => `${n}:${at(n)}`), check: data.check.period_amount };
};
/** The cash line of a voucher (its id and item). */
const cashLineOf = (voucherId: number) => t.database.db.selectFrom('voucher_line as l')
  .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
  .select(['l.id', 'l.cash_flow_item']).where('l.enterprise_id', '=', e.enterpriseId).where('l.voucher_id', '=', voucherId).where('s.code', '=', '1002').executeTakeFirstOrThrow();

const glOf = async (code: string) => {
  const list = (await ok(c().get(`/ledger/subject-balance?period_from=${P}&period_to=${P}`))).list as Array<Record<string, string>>;
  const r = list.find((x) => x.subject_code === code)!;
  return (Number(r.closing_debit) - Number(r.closing_credit)).toFixed(2);
};

describe('the bank account\'s own ledger follows every voucher on its subject (item 2)', () => {
  it('资金流水 and 资产负债概况 show the wages and the fee paid from the bank: 42,070.00 = GL 1002', async () => {
    const journal = await ok(c().get(`/finance/cash-flow?date_from=2026-10-01&date_to=2026-10-31&account_id=${bank}`));
    expect(journal.accounts.map((a: Record<string, string>) => [a.account_name, a.opening, a.income, a.expense, a.closing]))
      .toEqual([['基本户', '50000.00', '630.00', '8560.00', '42070.00']]);
    expect(journal.list.map((r: Record<string, string>) => [r.entry_date, r.bill_type, r.bill_sn, r.income, r.expense, r.balance])).toEqual([
      ['2026-10-15', 'receipts', expect.any(String), '630.00', '0.00', '50630.00'],
      ['2026-10-16', 'payments', expect.any(String), '0.00', '630.00', '50000.00'],
      ['2026-10-28', 'vouchers', '记-0007', '0.00', '20.00', '49980.00'],
      ['2026-10-31', 'vouchers', '记-0006', '0.00', '7910.00', '42070.00'],
    ]);
    expect(await glOf('1002')).toBe('42070.00');
    const overview = await ok(c().get(`/finance/asset-liability?period=${P}`));
    expect(overview.cash).toEqual({ value: '42070.00', gl_value: '42070.00', difference: '0.00' });
    expect(await checkDetail('settlement_gl')).toEqual({ accounts_total: '42070.00', gl_total: '42070.00', difference: '0.00', subjects: '' });
  });

  it('a red reversal of the wages payment moves the bank back by what the payment moved; deleting it takes that away', async () => {
    const red = await ok(c().post(`/vouchers/${payVoucher}/reverse`, {}));
    const closing = async () => (await ok(c().get(`/finance/cash-flow?date_from=2026-10-01&date_to=2026-10-31&account_id=${bank}`))).accounts[0].closing;
    expect([await closing(), await glOf('1002')]).toEqual(['49980.00', '49980.00']);
    await ok(c().delete(`/vouchers/${red.id}`));
    expect([await closing(), await glOf('1002')]).toEqual(['42070.00', '42070.00']);
  });

  it('a second account on 1002: a hand-entered bank line names no account, and the check names 1002 until it is gone', async () => {
    const second = (await ok(c().post('/settlement-accounts', { name: '一般户', account_type: 2 }))).id;
    const fee = await ok(c().post('/vouchers', { voucher_date: '2026-10-30', word: '记', lines: [
      { summary: '手续费', subject_code: '560201', debit: '5.00' }, { summary: '手续费', subject_code: '1002', credit: '5.00' },
    ] }));
    expect(await checkDetail('settlement_gl')).toEqual({ accounts_total: '42070.00', gl_total: '42065.00', difference: '5.00', subjects: '1002' });
    expect((await checks()).settlement_gl).toBe(false);
    await ok(c().delete(`/vouchers/${fee.id}`));
    await ok(c().delete(`/settlement-accounts/${second}`));
    expect((await checks()).settlement_gl).toBe(true);
  });
});

describe('every cash line tagged, whichever module wrote it (item 1)', () => {
  it('the payroll payment and the hand-entered fee carry items; the statement closes at GL cash 42,070.00', async () => {
    expect((await cashLineOf(payVoucher)).cash_flow_item).toBe('04');
    const { lines, check } = await cashFlow();
    expect(lines).toEqual(['1:630.00', '3:630.00', '4:7910.00', '6:20.00', '7:-7930.00', '20:-7930.00', '21:50000.00', '22:42070.00']);
    expect(check).toMatchObject({ cash_change: '-7930.00', net_increase: '-7930.00', difference: '0.00', balanced: true, unassigned_lines: 0 });
  });

  it('the close checklist ties the statement to GL cash, and refuses while a cash line is untagged (zh and en)', async () => {
    await ok(c().put('/period-end/settings', { carry_down_split: false, carry_down_auto_post: true, surplus_reserve_rate: '10' }));
    await ok(c().post('/period-end/carry-down', { period: P }));
    await ok(c().post('/business-period/close', { period: P }));
    expect(Object.entries(await checks()).filter(([, passed]) => !passed)).toEqual([]);
    expect(await checkDetail('cash_flow_gl')).toEqual({ cash_flow_closing: '42070.00', gl_cash: '42070.00', difference: '0.00' });
    // The accountant clears the payroll payment's item: the statement's closing no longer equals 1002.
    const line = await cashLineOf(payVoucher);
    expect(await ok(c().post('/statements/cash-flow/assign', { lines: [{ line_id: Number(line.id), item: '' }] }))).toEqual({ updated: 1 });
    expect(await checkDetail('cash_flow_tagged')).toEqual({ lines: 1, amount: '-7910.00' });
    expect(await checkDetail('cash_flow_gl')).toEqual({ cash_flow_closing: '49980.00', gl_cash: '42070.00', difference: '7910.00' });
    const refused = await c().post('/period-end/close', { period: P });
    expect([refused.code, refused.msg]).toEqual([4220, '2026-10 不能结账，以下检查未通过：现金流量已全部指定、现金流量表期末现金与总账一致']);
    const en = await c().post('/period-end/close', { period: P }, { language: 2 });
    expect(en.msg).toBe('2026-10 cannot be closed; these checks failed: Every cash line has a cash-flow item, Cash-flow closing cash equals GL cash');
    const open = (await ok(c().get(`/statements/cash-flow/unassigned?period=${P}`))).list;
    expect(open.map((r: { credit: string; suggestion: string }) => [r.credit, r.suggestion])).toEqual([['7910.00', '04']]);
    await ok(c().post('/statements/cash-flow/assign', { lines: [{ line_id: Number(line.id), item: '04' }] }));
    expect(await ok(c().post('/period-end/close', { period: P }))).toMatchObject({ period: '2026-11' });
  });

  it('the mapping is the enterprise\'s to edit: a voucher written after takes the edited item; bad items are refused', async () => {
    const map = (await ok(c().get('/finance/cash-flow-map'))).list as Array<{ subject_code: string; subject_name: string; inflow_item: string; outflow_item: string; sort: number }>;
    expect(map.slice(0, 2)).toEqual([
      { subject_code: '1122', subject_name: '应收账款', inflow_item: '01', outflow_item: '01', sort: 100 },
      { subject_code: '2203', subject_name: '预收账款', inflow_item: '01', outflow_item: '01', sort: 101 },
    ]);
    expect(map.find((r) => r.subject_code === '2211')).toMatchObject({ inflow_item: '04', outflow_item: '04' });
    const bad = await c().put('/finance/cash-flow-map', { list: [{ subject_code: '5602', inflow_item: '07', outflow_item: '03', sort: 1 }, { subject_code: '9999', inflow_item: '', outflow_item: '06', sort: 2 }] });
    expect([bad.code, bad.data?.fields]).toEqual([4220, { 'list.0.inflow_item': '不是现金流量表的项目', 'list.1.subject_code': '科目不存在' }]);
    const rows = map.map(({ subject_name: _n, ...r }) => r);
    await ok(c().put('/finance/cash-flow-map', { list: [...rows, { subject_code: '5602', inflow_item: '', outflow_item: '03', sort: 5000 }] }));
    const v = await ok(c().post('/vouchers', { voucher_date: '2026-11-03', word: '记', lines: [
      { summary: '办公用品', subject_code: '560201', debit: '12.00' }, { summary: '办公用品', subject_code: '1002', credit: '12.00' },
    ] }));
    expect((await cashLineOf(v.id)).cash_flow_item).toBe('03');
    await ok(c().put('/finance/cash-flow-map', { reset: true }));
    expect((await ok(c().get('/finance/cash-flow-map'))).list.some((r: { subject_code: string }) => r.subject_code === '5602')).toBe(false);
  });
});
