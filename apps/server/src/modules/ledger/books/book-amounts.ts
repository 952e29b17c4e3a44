import { Decimal, amount, type Language } from '@zf/shared';
import type { Figures } from './book-figures.ts';

/**
 * A balance (net = debit − credit) in its 借/贷 columns: a debit balance in the debit column, a credit balance in the
 * credit column, whatever the account's normal side (a debit account with a credit balance shows it as credit).
 */
export function balanceSides(net: Decimal): { debit: string; credit: string } {
  return net.isNegative() ? { debit: amount(0), credit: amount(net.neg()) } : { debit: amount(net), credit: amount(0) };
}

const sideWords: Record<Language, { debit: string; credit: string; flat: string }> = {
  'zh-CN': { debit: '借', credit: '贷', flat: '平' },
  'en-US': { debit: 'Dr', credit: 'Cr', flat: 'Nil' },
};

/** 方向 and 余额 of a ledger row: 借/贷/平 and the balance without its sign. */
export function directionAndBalance(net: Decimal, language: Language): { direction: string; balance: string } {
  const w = sideWords[language];
  return { direction: net.isZero() ? w.flat : net.isNegative() ? w.credit : w.debit, balance: amount(net.abs()) };
}

/** The ten amount columns of a subject balance row (期初, 本期发生, 本年累计, 期末; each 借/贷). */
export function balanceColumns(f: Figures) {
  const opening = balanceSides(f.opening);
  const closing = balanceSides(f.closing);
  return {
    opening_debit: opening.debit, opening_credit: opening.credit,
    debit: amount(f.debit), credit: amount(f.credit),
    year_debit: amount(f.yearDebit), year_credit: amount(f.yearCredit),
    closing_debit: closing.debit, closing_credit: closing.credit,
  };
}
export type BalanceColumns = ReturnType<typeof balanceColumns>;
export const amountKeys = ['opening_debit', 'opening_credit', 'debit', 'credit', 'year_debit', 'year_credit', 'closing_debit', 'closing_credit'] as const;

/** Column-wise sum of balance rows (the total row). */
export function sumColumns(rows: readonly BalanceColumns[]): BalanceColumns {
  const out = Object.fromEntries(amountKeys.map((k) => [k, rows.reduce((s, r) => s.add(r[k]), new Decimal(0))]));
  return Object.fromEntries(amountKeys.map((k) => [k, amount(out[k]!)])) as BalanceColumns;
}
