import { Decimal, amount } from '@zf/shared';
import type { VoucherLineInput } from '../../engines/ledger/index.ts';

/**
 * 结转损益 as pure arithmetic (FINANCE.md §4, 账结法): every income account's balance is debited away and every
 * expense account's credited away, against 3103 本年利润, per leaf account and per auxiliary value the account keeps
 * balances by. An account whose balance sits on its unusual side (returns above sales) keeps its side with a negative
 * (red) amount, as Kingdee and Chanjet book it, so the profit statement's lines stay on their sides.
 */
export const incomeRoots = ['5001', '5051', '5111', '5301'] as const;
export const expenseRoots = ['5401', '5402', '5403', '5601', '5602', '5603', '5711', '5801'] as const;
export const profitOfYear = '3103';

export type PnlSide = 'income' | 'expense';

/** Income or expense: the standard's first-level codes decide; an account the chart adds elsewhere in class 5 by its side. */
export function pnlSide(code: string, direction: number): PnlSide {
  const root = code.slice(0, 4);
  if ((incomeRoots as readonly string[]).includes(root)) return 'income';
  if ((expenseRoots as readonly string[]).includes(root)) return 'expense';
  return direction === 2 ? 'income' : 'expense';
}

export interface AuxValues { partner_id: number; department_id: number; employee_id: number; project_id: number; product_id: number }
/** A P&L leaf's balance through the period, debit − credit, per auxiliary values. */
export interface PnlBalance extends AuxValues { code: string; side: PnlSide; balance: string }

export const carryDownSummary = '结转损益';
export const yearEndSummary = '结转本年利润';

const line = (code: string, aux: Partial<AuxValues>, side: 'debit' | 'credit', value: Decimal, summary: string): VoucherLineInput => ({
  summary, subject_code: code, [side]: amount(value),
  partner_id: aux.partner_id ?? 0, department_id: aux.department_id ?? 0, employee_id: aux.employee_id ?? 0, project_id: aux.project_id ?? 0, product_id: aux.product_id ?? 0,
});

/**
 * The lines that bring one side's balances to zero: income Dr account / Cr 3103, expenses Dr 3103 / Cr account.
 * Empty when every balance is zero. A 3103 line is left out when the side nets to exactly zero.
 */
export function carryDownSideLines(balances: readonly PnlBalance[], side: PnlSide): VoucherLineInput[] {
  const rows = balances.filter((b) => b.side === side && !new Decimal(b.balance).isZero());
  if (!rows.length) return [];
  let total = new Decimal(0);
  const lines = rows.map((b) => {
    // Income: a credit balance c (balance −c) is debited by c. Expenses: a debit balance d is credited by d.
    const value = side === 'income' ? new Decimal(b.balance).neg() : new Decimal(b.balance);
    total = total.add(value);
    return line(b.code, b, side === 'income' ? 'debit' : 'credit', value, carryDownSummary);
  });
  if (total.isZero()) return lines;
  const profit = line(profitOfYear, {}, side === 'income' ? 'credit' : 'debit', total, carryDownSummary);
  return side === 'income' ? [...lines, profit] : [profit, ...lines];
}

/** The vouchers of a carry-down: one with both sides, or income and expenses separately; none that would be empty. */
export function carryDownVouchers(balances: readonly PnlBalance[], split: boolean): VoucherLineInput[][] {
  const income = carryDownSideLines(balances, 'income');
  const expense = carryDownSideLines(balances, 'expense');
  const vouchers = split ? [income, expense] : [[...income, ...expense]];
  // A voucher needs two lines; one side alone that nets to zero with a single account cannot happen (a lone
  // non-zero line always brings its 3103 line).
  return vouchers.filter((v) => v.length >= 2);
}

/** December: the year's profit (a credit balance of 3103) to 未分配利润, or the loss the other way round. */
export function yearEndLines(profitBalance: string, undistributedCode: string): VoucherLineInput[] {
  const b = new Decimal(profitBalance);
  if (b.isZero()) return [];
  if (b.isNegative()) {
    const profit = b.neg();
    return [line(profitOfYear, {}, 'debit', profit, yearEndSummary), line(undistributedCode, {}, 'credit', profit, yearEndSummary)];
  }
  return [line(undistributedCode, {}, 'debit', b, yearEndSummary), line(profitOfYear, {}, 'credit', b, yearEndSummary)];
}

export const surplusReserveCode = '3101';
export const reserveSummary = '提取法定盈余公积';
export const reserveClearSummary = '结转利润分配';

/**
 * 提取法定盈余公积 (FINANCE.md §4 December): `rate` percent of the year's profit after making up the losses carried
 * from earlier years (`priorUndistributed`, debit − credit of 未分配利润 at the start of the year), to the cent; zero
 * for a loss or when earlier losses eat the profit.
 */
export function surplusReserve(profitBalance: string, priorUndistributed: string, rate: string): Decimal {
  const profit = new Decimal(profitBalance).neg();
  const priorLoss = Decimal.max(new Decimal(priorUndistributed), 0);
  const base = profit.sub(priorLoss);
  if (base.lte(0) || new Decimal(rate).lte(0)) return new Decimal(0);
  return base.mul(rate).div(100).toDecimalPlaces(2);
}

/**
 * The appropriation's lines: Dr 利润分配—提取法定盈余公积 / Cr 3101, then that sub-account cleared into 未分配利润
 * (Dr 未分配利润 / Cr 提取法定盈余公积) so only 未分配利润 carries a balance into the next year. Without the
 * sub-accounts (3104 a leaf) one pair: Dr 3104 / Cr 3101.
 */
export function surplusReserveLines(reserve: Decimal, undistributedCode: string, appropriationCode: string | undefined): VoucherLineInput[] {
  if (reserve.lte(0)) return [];
  if (!appropriationCode) return [line(undistributedCode, {}, 'debit', reserve, reserveSummary), line(surplusReserveCode, {}, 'credit', reserve, reserveSummary)];
  return [
    line(appropriationCode, {}, 'debit', reserve, reserveSummary), line(surplusReserveCode, {}, 'credit', reserve, reserveSummary),
    line(undistributedCode, {}, 'debit', reserve, reserveClearSummary), line(appropriationCode, {}, 'credit', reserve, reserveClearSummary),
  ];
}
