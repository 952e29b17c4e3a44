import { Decimal, amount, isBillTypeCode, AuditStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { billVoucherLines, billVoucherTemplates, ledgerSettings, loadVoucherMapping, pendingCostBills, type BillHeader } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { addMonths } from '../finance/index.ts';
import { cashFlowTie, currentPeriod, partnerGlCheck, periodEnd, settlementGlCheck, stockGlCheck, trialCheck } from '../ledger/index.ts';
import { unpostedCount } from './carry-down.ts';
import { pnlBalances } from './pnl-balances.ts';

/**
 * The checks before a close (FINANCE.md §4 "结账 requires", GoodERP's checkout wizard). `name` is a stable key the UI
 * localizes and links to the page that fixes it; `detail` carries the figures and counts behind the verdict.
 */
export type Detail = Record<string, string | number>;
export interface PeriodCheck { name: string; ok: boolean; detail: Detail }

export interface PeriodState { start: string; business: string; accounting: string; monthly: boolean }

export async function periodState(db: Kysely<DB>, enterpriseId: number): Promise<PeriodState & { initialized: boolean }> {
  const [settings, e] = await Promise.all([
    ledgerSettings(db, enterpriseId),
    db.selectFrom('enterprise').select(['business_period', 'finance_period', 'stock_accounting_method']).where('id', '=', enterpriseId).executeTakeFirstOrThrow(),
  ]);
  return {
    initialized: settings.initialized, start: settings.start_period || '0000-00', business: e.business_period, accounting: e.finance_period,
    monthly: e.stock_accounting_method === 2,
  };
}

/** Background reposts whose checkpoint lies in or before the period: values of that month are not final yet. */
async function repostsPending(db: Kysely<DB>, enterpriseId: number, period: string): Promise<PeriodCheck> {
  const { rows: [r] } = await sql<{ n: number; from_date: string | null }>`
    SELECT count(*)::integer AS n, min(repost_from_date)::text AS from_date FROM stock_balance
    WHERE enterprise_id = ${enterpriseId} AND repost_from_date IS NOT NULL AND repost_from_date <= ${periodEnd(period)}`.execute(db);
  return { name: 'reposts_done', ok: r!.n === 0, detail: { ledgers: r!.n, from_date: r!.from_date ?? '' } };
}

/** Monthly weighted average: the month's outbound cost run is done (a month without stock movements needs none). */
async function costRun(db: Kysely<DB>, enterpriseId: number, period: string): Promise<PeriodCheck> {
  const { rows: [r] } = await sql<{ status: string | null; moves: number }>`
    SELECT (SELECT status FROM cost_run WHERE enterprise_id = ${enterpriseId} AND month = ${period} AND status <> 'undone' ORDER BY id DESC LIMIT 1) AS status,
      (SELECT count(*) FROM (SELECT 1 FROM stock_move WHERE enterprise_id = ${enterpriseId} AND move_date >= ${`${period}-01`} AND move_date <= ${periodEnd(period)} LIMIT 1) m)::integer AS moves`.execute(db);
  return { name: 'cost_run', ok: r!.status === 'done' || r!.moves === 0, detail: { status: r!.status ?? 'none', moves: r!.moves } };
}

/** A month is closed after it has ended (Chinese calendar). */
const monthEnded = (period: string): PeriodCheck => ({ name: 'month_ended', ok: period < currentPeriod(), detail: { period, today: currentPeriod() } });

const previousClosed = (state: PeriodState, period: string, open: string): PeriodCheck => ({
  name: 'previous_closed', ok: period <= state.start || addMonths(period, -1) < open, detail: { previous: addMonths(period, -1), open_period: open },
});

/** The business period's checks: the previous month closed, no repost pending, the cost run where monthly average. */
export async function businessChecks(db: Kysely<DB>, enterpriseId: number, period: string): Promise<PeriodCheck[]> {
  const state = await periodState(db, enterpriseId);
  const list = [monthEnded(period), previousClosed(state, period, state.business), await repostsPending(db, enterpriseId, period)];
  if (state.monthly) list.push(await costRun(db, enterpriseId, period));
  return list;
}

/** Per word, how many numbers are missing below the highest (凭证号连续). */
async function voucherNumbers(db: Kysely<DB>, enterpriseId: number, period: string): Promise<PeriodCheck> {
  const { rows } = await sql<{ word: string; gaps: number }>`
    SELECT word, (max(number) - count(*))::integer AS gaps FROM voucher WHERE enterprise_id = ${enterpriseId} AND period = ${period} GROUP BY word ORDER BY word`.execute(db);
  const gaps = rows.reduce((s, r) => s + r.gaps, 0);
  return { name: 'voucher_numbers', ok: gaps === 0, detail: { gaps, words: rows.filter((r) => r.gaps).map((r) => r.word).join('') } };
}

/** Opening (all before the period), movement and closing: Σ debit = Σ credit each. */
async function trialBalance(db: Kysely<DB>, enterpriseId: number, period: string): Promise<PeriodCheck> {
  const [before, through] = await Promise.all([trialCheck(db, enterpriseId, addMonths(period, -1)), trialCheck(db, enterpriseId, period)]);
  const debit = new Decimal(through.debit).sub(before.debit);
  const credit = new Decimal(through.credit).sub(before.credit);
  const detail = {
    opening_difference: before.difference, debit: amount(debit), credit: amount(credit), movement_difference: amount(debit.sub(credit)), closing_difference: through.difference,
  };
  return { name: 'trial_balance', ok: [detail.opening_difference, detail.movement_difference, detail.closing_difference].every((d) => new Decimal(d).isZero()), detail };
}

/** Approved bills of the period that should have a voucher and have none, and cost differences not yet vouchered. */
async function billsVouchered(db: Kysely<DB>, enterpriseId: number, period: string): Promise<PeriodCheck> {
  const from = `${period}-01`;
  const to = periodEnd(period);
  const candidates: BillHeader[] = await db.selectFrom('bill as b').select(['b.id', 'b.type', 'b.bill_sn', 'b.bill_date', 'b.partner_id', 'b.department_id', 'b.principal_id', 'b.tax_amount'])
    .where('b.enterprise_id', '=', enterpriseId).where('b.audit_status', '=', AuditStatus.approved).where('b.type', 'in', Object.keys(billVoucherTemplates).filter(isBillTypeCode))
    .where('b.bill_date', '>=', from).where('b.bill_date', '<=', to)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('voucher_source as s').innerJoin('voucher as v', (j) => j.onRef('v.enterprise_id', '=', 's.enterprise_id').onRef('v.id', '=', 's.voucher_id'))
      .select('s.voucher_id').whereRef('s.enterprise_id', '=', 'b.enterprise_id').whereRef('s.bill_id', '=', 'b.id').where('v.kind', '=', 'bill')
      .where(({ not: n, exists: ex, selectFrom: sf }) => n(ex(sf('voucher as r').select('r.id').whereRef('r.enterprise_id', '=', 'v.enterprise_id').whereRef('r.reverses_id', '=', 'v.id')))))))
    .orderBy('b.bill_date').orderBy('b.id').limit(500).execute();
  const mapping = await loadVoucherMapping(db, enterpriseId);
  let bills = 0;
  let first = '';
  for (const bill of candidates) {
    // A bill whose postings make no voucher (a transfer between warehouses on one account) needs none.
    const lines = await billVoucherLines(db, enterpriseId, bill, mapping).catch(() => null);
    if (lines && !lines.length) continue;
    bills += 1;
    first ||= bill.bill_sn;
  }
  const cost = (await pendingCostBills(db, enterpriseId, from, to, mapping)).length;
  return { name: 'bills_vouchered', ok: bills === 0 && cost === 0, detail: { bills, cost, first } };
}

/** Every check of the accounting close of `period`, in the order the page shows them. */
export async function accountingChecks(db: Kysely<DB>, enterpriseId: number, period: string): Promise<PeriodCheck[]> {
  const state = await periodState(db, enterpriseId);
  const pending = await unpostedCount(db, enterpriseId, period);
  const pnl = await pnlBalances(db, enterpriseId, period);
  const stock = await stockGlCheck(db, enterpriseId, period);
  const partner = await partnerGlCheck(db, enterpriseId, period);
  const cash = await cashFlowTie(db, enterpriseId, period);
  const funds = await settlementGlCheck(db, enterpriseId, period);
  const fundsOff = funds.list.filter((r) => r.difference !== '0.00');
  const list: PeriodCheck[] = [
    monthEnded(period),
    previousClosed(state, period, state.accounting),
    { name: 'business_closed', ok: period < state.business, detail: { business_period: state.business } },
    { name: 'vouchers_posted', ok: pending.unaudited + pending.unposted === 0, detail: pending },
    await voucherNumbers(db, enterpriseId, period),
    await trialBalance(db, enterpriseId, period),
    { name: 'carried_down', ok: pnl.length === 0, detail: { accounts: new Set(pnl.map((b) => b.code)).size, period_profit: amount(pnl.reduce((s, b) => s.sub(b.balance), new Decimal(0))) } },
    { name: 'stock_gl', ok: new Decimal(stock.difference).isZero() && stock.list.every((r) => new Decimal(r.difference).isZero()), detail: { stock_value: stock.stock_value, gl_inventory: stock.gl_inventory, difference: stock.difference } },
    {
      name: 'partner_gl', ok: partner.partners_differing === 0,
      detail: {
        receivable_ledger: partner.receivable_ledger, receivable_gl: partner.receivable_gl, payable_ledger: partner.payable_ledger, payable_gl: partner.payable_gl,
        partners: partner.partners_differing,
      },
    },
    await billsVouchered(db, enterpriseId, period),
    {
      name: 'settlement_gl', ok: fundsOff.length === 0,
      detail: { accounts_total: funds.accounts_total, gl_total: funds.gl_total, difference: funds.difference, subjects: fundsOff.map((r) => r.subject_code).join(', ') },
    },
    { name: 'cash_flow_tagged', ok: cash.untagged_lines === 0, detail: { lines: cash.untagged_lines, amount: cash.untagged_amount } },
    { name: 'cash_flow_gl', ok: new Decimal(cash.difference).isZero(), detail: { cash_flow_closing: cash.cash_flow_closing, gl_cash: cash.gl_cash, difference: cash.difference } },
    await repostsPending(db, enterpriseId, period),
  ];
  if (state.monthly) list.push(await costRun(db, enterpriseId, period));
  return list;
}
