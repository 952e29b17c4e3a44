import { Code, Decimal, WageItemKind, amount, sum } from '@zf/shared';
import type { Kysely } from 'kysely';
import { createVoucher, deleteVoucher, loadVoucherMapping, subjectsByCode, voucherNo, VoucherStatus, type VoucherLineInput } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lockRun, RunStatus, runLines, type LockedRun, type RunLine } from './payroll-run.ts';

/** Where wages of a department without a setting go: 管理人员薪酬 (5602 管理费用 is not a leaf in the seeded chart). */
export const defaultWageSubject = '560204';
/** 应交个人所得税 in the seeded chart (0022); FINANCE.md's 222114 does not exist there. */
export const incomeTaxSubject = '222104';
/** Employees' social insurance and housing fund withheld, to be paid over to the funds. */
export const withheldSubject = '2241';
/** 2211's sub-accounts (migration 0250); an enterprise whose 2211 was used before keeps 2211 for all three. */
export const payableSubjects: PayableSubjects = { wages: '221101', social: '221102', housing: '221103' };
export interface PayableSubjects { wages: string; social: string; housing: string }

/** One department's share of a month's wage costs on one expense account. */
export interface AllocationRow {
  department_id: number; department_name: string; subject_code: string; wages: string; social: string; housing: string; total: string;
}

/**
 * The allocation settings: `department:item` → account. A department's row with item '' is its account for every item
 * and for the employer's contributions; department 0 item '' is the default of departments without a row.
 */
export type AllocationAccounts = ReadonlyMap<string, string>;
export const allocationKey = (departmentId: number, itemCode = '') => `${departmentId}:${itemCode}`;

/** The account of a department's item: its own row, else the department's account, else the default, else 560204. */
export function accountOf(accounts: AllocationAccounts, departmentId: number, itemCode = ''): string {
  return (itemCode ? accounts.get(allocationKey(departmentId, itemCode)) : undefined)
    ?? accounts.get(allocationKey(departmentId)) ?? accounts.get(allocationKey(0)) ?? defaultWageSubject;
}

/**
 * The month's amounts per department and expense account (工资费用分配): each earning item's wages on the account set
 * for the department and item, the employer's social insurance and housing fund on the department's account.
 */
export function allocationRows(lines: readonly RunLine[], accounts: AllocationAccounts, earnings: readonly string[]): AllocationRow[] {
  const rows = new Map<string, AllocationRow>();
  const rowOf = (l: RunLine, subject: string) => {
    const key = `${l.department_id}|${subject}`;
    const row = rows.get(key) ?? { department_id: l.department_id, department_name: l.department_name, subject_code: subject, wages: '0.00', social: '0.00', housing: '0.00', total: '0.00' };
    rows.set(key, row);
    return row;
  };
  const add = (row: AllocationRow, key: 'wages' | 'social' | 'housing', v: string) => {
    row[key] = amount(new Decimal(row[key]).add(v));
    row.total = amount(sum([row.wages, row.social, row.housing]));
  };
  for (const l of lines) {
    let allocated = new Decimal(0);
    for (const code of earnings) {
      const v = l.items[code];
      if (!v || new Decimal(v).isZero()) continue;
      add(rowOf(l, accountOf(accounts, l.department_id, code)), 'wages', v);
      allocated = allocated.add(v);
    }
    // Whatever gross pay holds beyond the items known now (an item deleted since) stays on the department's account.
    const own = rowOf(l, accountOf(accounts, l.department_id));
    const rest = new Decimal(l.gross_pay).sub(allocated);
    if (!rest.isZero()) add(own, 'wages', amount(rest));
    add(own, 'social', l.employer_social);
    add(own, 'housing', l.employer_housing);
  }
  return [...rows.values()].filter((r) => !new Decimal(r.total).isZero())
    .sort((a, b) => a.department_id - b.department_id || a.subject_code.localeCompare(b.subject_code));
}

/**
 * The accrual voucher's lines: Dr each department's expense account (with the department) for its wages, employer
 * social insurance and housing fund / Cr 2211's wages, social insurance and housing fund sub-accounts.
 */
export function accrualLines(period: string, rows: readonly AllocationRow[], payable: PayableSubjects): VoucherLineInput[] {
  const parts = [
    { key: 'wages', zh: '计提工资', credit: payable.wages },
    { key: 'social', zh: '计提单位社会保险费', credit: payable.social },
    { key: 'housing', zh: '计提单位住房公积金', credit: payable.housing },
  ] as const;
  const debits: VoucherLineInput[] = [];
  const credits: VoucherLineInput[] = [];
  for (const p of parts) {
    const summary = `${p.zh} ${period}`;
    for (const r of rows) if (!new Decimal(r[p.key]).isZero()) debits.push({ summary, subject_code: r.subject_code, debit: r[p.key], department_id: r.department_id });
    const total = sum(rows.map((r) => r[p.key]));
    if (!total.isZero()) credits.push({ summary, subject_code: p.credit, credit: amount(total) });
  }
  return [...debits, ...credits];
}

/** The payment voucher's lines: Dr 2211 wages (gross) / Cr the bank (net), 2241 (deductions withheld), 222104 (IIT). */
export function paymentLines(period: string, lines: readonly RunLine[], payable: PayableSubjects, cashSubject: string, accountId?: number): VoucherLineInput[] {
  const gross = sum(lines.map((l) => l.gross_pay));
  const net = sum(lines.map((l) => l.net_pay));
  const withheld = sum(lines.map((l) => new Decimal(l.pre_tax_deduction).add(l.other_deduction)));
  const tax = sum(lines.map((l) => l.income_tax));
  const summary = `发放工资 ${period}`;
  const out: VoucherLineInput[] = [{ summary, subject_code: payable.wages, debit: amount(gross) }];
  // The bank line names the account paid from: the ledger moves that account's own ledger with it (资金流水).
  if (!net.isZero()) out.push({ summary, subject_code: cashSubject, credit: amount(net), ...(accountId ? { settlement_account_id: accountId } : {}) });
  if (!withheld.isZero()) out.push({ summary: `代扣个人社保公积金 ${period}`, subject_code: withheldSubject, credit: amount(withheld) });
  if (!tax.isZero()) out.push({ summary: `代扣个人所得税 ${period}`, subject_code: incomeTaxSubject, credit: amount(tax) });
  return out;
}

const lastDay = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** 2211's sub-accounts when the enterprise has them, else 2211 itself. */
async function payableOf(tx: Kysely<DB>, enterpriseId: number): Promise<PayableSubjects> {
  const found = await subjectsByCode(tx, enterpriseId, Object.values(payableSubjects));
  return found.size === 3 ? payableSubjects : { wages: '2211', social: '2211', housing: '2211' };
}

/** The allocation settings as `department:item` → account (department 0, item '': the default for the others). */
export async function allocationAccounts(db: Kysely<DB>, enterpriseId: number): Promise<Map<string, string>> {
  const rows = await db.selectFrom('payroll_allocation').select(['department_id', 'wage_item_code', 'subject_code']).where('enterprise_id', '=', enterpriseId).execute();
  return new Map(rows.map((r) => [allocationKey(r.department_id, r.wage_item_code), r.subject_code]));
}

/** The codes of the earning items (their wages are what gets allocated; gross pay is their sum). */
export async function earningCodes(db: Kysely<DB>, enterpriseId: number): Promise<string[]> {
  const rows = await db.selectFrom('wage_item').select('code').where('enterprise_id', '=', enterpriseId).where('kind', '=', WageItemKind.earning).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => r.code);
}

const source = (run: LockedRun) => [{ billType: 'payroll-runs', billId: run.id, billSn: `GZ-${run.period}` }];
const refuseEmpty = (run: LockedRun, lines: readonly VoucherLineInput[]) => {
  if (!lines.length) throw new AppError(Code.validation, 'payroll.nothingToBook', null, { period: run.period });
};
async function voucherNoOf(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<string> {
  const v = await tx.selectFrom('voucher').select(['word', 'number']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirstOrThrow();
  return voucherNo(v.word, v.number);
}

/** 计提: the accrual voucher of an audited run, dated the period's last day (the accounting period gate applies). */
export async function accrue(tx: Kysely<DB>, enterpriseId: number, id: number, makerId: number): Promise<number> {
  const run = await lockRun(tx, enterpriseId, id);
  if (run.status !== RunStatus.audited) throw new AppError(Code.conflict, 'payroll.notAudited', null, { period: run.period });
  if (run.accrual_voucher_id) throw new AppError(Code.conflict, 'payroll.alreadyAccrued', null, { period: run.period, voucher_no: await voucherNoOf(tx, enterpriseId, run.accrual_voucher_id) });
  const rows = allocationRows(await runLines(tx, enterpriseId, id), await allocationAccounts(tx, enterpriseId), await earningCodes(tx, enterpriseId));
  const lines = accrualLines(run.period, rows, await payableOf(tx, enterpriseId));
  refuseEmpty(run, lines);
  const v = await createVoucher(tx, enterpriseId, { voucher_date: lastDay(run.period), word: '记', lines }, { kind: 'bill', makerId, sources: source(run) });
  await tx.updateTable('payroll_run').set({ accrual_voucher_id: v.id, update_time: nowSeconds() }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  return v.id;
}

/** 发放: the payment voucher of an accrued run from a settlement account (its cash account by the auto-voucher mapping). */
export async function pay(tx: Kysely<DB>, enterpriseId: number, id: number, makerId: number, settlementAccountId: number | undefined): Promise<number> {
  const run = await lockRun(tx, enterpriseId, id);
  if (!run.accrual_voucher_id) throw new AppError(Code.conflict, 'payroll.notAccrued', null, { period: run.period });
  if (run.payment_voucher_id) throw new AppError(Code.conflict, 'payroll.alreadyPaid', null, { period: run.period, voucher_no: await voucherNoOf(tx, enterpriseId, run.payment_voucher_id) });
  const account = settlementAccountId
    ? await tx.selectFrom('settlement_account').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', settlementAccountId).executeTakeFirst()
    : undefined;
  if (!account) throw new AppError(Code.validation, 'payroll.noSettlementAccount', { fields: { settlement_account_id: 'payroll.noSettlementAccount' } });
  const cash = (await loadVoucherMapping(tx, enterpriseId)).cash.get(account.id)!.code;
  const lines = paymentLines(run.period, await runLines(tx, enterpriseId, id), await payableOf(tx, enterpriseId), cash, account.id);
  const v = await createVoucher(tx, enterpriseId, { voucher_date: lastDay(run.period), word: '记', lines }, { kind: 'bill', makerId, sources: source(run) });
  await tx.updateTable('payroll_run').set({ payment_voucher_id: v.id, settlement_account_id: account.id, update_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  return v.id;
}

/**
 * Takes back a voucher the run booked (取消计提 / 取消发放): only while it is unaudited and its period open — the
 * voucher is deleted with its balances and its number freed, as the run had never booked it (an audited voucher must
 * be unaudited first; a closed period stays closed). Payment comes back before accrual.
 */
async function takeBack(tx: Kysely<DB>, enterpriseId: number, run: LockedRun, voucherId: number, detach: () => Promise<unknown>): Promise<void> {
  const v = await tx.selectFrom('voucher').select(['status', 'word', 'number']).where('enterprise_id', '=', enterpriseId).where('id', '=', voucherId).executeTakeFirst();
  if (v && v.status !== VoucherStatus.unaudited) throw new AppError(Code.conflict, 'payroll.voucherAudited', null, { period: run.period, voucher_no: voucherNo(v.word, v.number) });
  // The run lets go of the voucher first: it references it.
  await detach();
  if (v) await deleteVoucher(tx, enterpriseId, voucherId, { fromSource: true });
}

/** 取消计提: the accrual voucher goes; the run stays audited. Refused once paid. */
export async function unaccrue(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<void> {
  const run = await lockRun(tx, enterpriseId, id);
  if (!run.accrual_voucher_id) throw new AppError(Code.conflict, 'payroll.notAccrued', null, { period: run.period });
  if (run.payment_voucher_id) throw new AppError(Code.conflict, 'payroll.paidFirst', null, { period: run.period, voucher_no: await voucherNoOf(tx, enterpriseId, run.payment_voucher_id) });
  await takeBack(tx, enterpriseId, run, run.accrual_voucher_id, () =>
    tx.updateTable('payroll_run').set({ accrual_voucher_id: null, update_time: nowSeconds() }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute());
}

/** 取消发放: the payment voucher goes; the run stays accrued. */
export async function unpay(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<void> {
  const run = await lockRun(tx, enterpriseId, id);
  if (!run.payment_voucher_id) throw new AppError(Code.conflict, 'payroll.notPaid', null, { period: run.period });
  await takeBack(tx, enterpriseId, run, run.payment_voucher_id, () =>
    tx.updateTable('payroll_run').set({ payment_voucher_id: null, settlement_account_id: 0, update_time: nowSeconds() })
      .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute());
}
