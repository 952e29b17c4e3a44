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
