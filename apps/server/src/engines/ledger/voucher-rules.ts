import { Decimal, amount } from '@zf/shared';

/**
 * The save checks of a voucher (FINANCE.md §2), pure: each line a debit or a credit and never zero, a summary per
 * line, Σ debit = Σ credit to the cent, the voucher word consistent with the cash accounts it touches.
 */
export const voucherWords = ['记', '收', '付', '转'] as const;
export type VoucherWord = (typeof voucherWords)[number];

export const auxKinds = ['partner', 'department', 'employee', 'project', 'product'] as const;
/** An auxiliary kind's name in a message, in both languages (the zh text reads {aux_zh}, the en text {aux_en}). */
export const auxKindNames = (kind: string): { aux_zh: string; aux_en: string } => {
  const names: Record<string, [string, string]> = {
    partner: ['往来单位', 'partner'], department: ['部门', 'department'], employee: ['职员', 'employee'], project: ['项目', 'project'], product: ['商品', 'product'],
  };
  const [aux_zh, aux_en] = names[kind] ?? [kind, kind];
  return { aux_zh, aux_en };
};
export type AuxKind = (typeof auxKinds)[number];

export interface VoucherLineInput {
  summary: string;
  subject_code: string;
  debit?: string | null;
  credit?: string | null;
  partner_id?: number;
  department_id?: number;
  employee_id?: number;
  project_id?: number;
  product_id?: number;
  qty?: string | null;
  cash_flow_item?: string;
  /** The source bill of the line in a voucher of several bills (merged by day); engine-made vouchers only. */
  bill_id?: number;
  /** A cash line: the settlement account it moves (else the one account booked to its subject; voucher-funds.ts). */
  settlement_account_id?: number;
}

/** A problem with a voucher: a message key and its parameters (the engine throws it as 4220). */
export interface VoucherProblem {
  key: 'voucher.noLines' | 'voucher.unbalanced' | 'voucher.bothSides' | 'voucher.zeroLine' | 'voucher.noSummary' | 'voucher.badWord' | 'voucher.wordReceipt' | 'voucher.wordPayment' | 'voucher.wordTransfer';
  params: Record<string, string | number>;
}

const isZero = (v: string | null | undefined) => v == null || v === '' || new Decimal(v).isZero();

/** Accounts that hold cash (库存现金, 银行存款, 其他货币资金) and their sub-accounts. */
export const isCashSubject = (code: string) => /^(1001|1002|1012)/.test(code);

export interface VoucherTotals { debit: string; credit: string }

/** The first problem of a voucher's lines, or its totals when it has none. */
export function checkVoucherLines(word: string, lines: readonly VoucherLineInput[]): VoucherProblem | VoucherTotals {
  if (!(voucherWords as readonly string[]).includes(word)) return { key: 'voucher.badWord', params: {} };
  if (lines.length < 2) return { key: 'voucher.noLines', params: {} };
  let debit = new Decimal(0);
  let credit = new Decimal(0);
  for (const [i, l] of lines.entries()) {
    const line = i + 1;
    if (!l.summary.trim()) return { key: 'voucher.noSummary', params: { line } };
    const d = isZero(l.debit);
    const c = isZero(l.credit);
    if (!d && !c) return { key: 'voucher.bothSides', params: { line } };
    if (d && c) return { key: 'voucher.zeroLine', params: { line } };
    if (!d) debit = debit.add(l.debit!);
    if (!c) credit = credit.add(l.credit!);
  }
  if (!debit.eq(credit)) return { key: 'voucher.unbalanced', params: { debit: amount(debit), credit: amount(credit) } };
  const cashDebit = lines.some((l) => isCashSubject(l.subject_code) && !isZero(l.debit));
  const cashCredit = lines.some((l) => isCashSubject(l.subject_code) && !isZero(l.credit));
  if (word === '收' && !cashDebit) return { key: 'voucher.wordReceipt', params: {} };
  if (word === '付' && !cashCredit) return { key: 'voucher.wordPayment', params: {} };
  if (word === '转' && (cashDebit || cashCredit)) return { key: 'voucher.wordTransfer', params: {} };
  return { debit: amount(debit), credit: amount(credit) };
}

/**
 * The word of a system-made voucher under the three-word scheme: 付 when money leaves a cash account (also when it
 * only moves between two of them — the payment side is the one a cashier signs), 收 when it comes in, 转 otherwise.
 * Red amounts count on the side they stand on, so a reversal keeps the word of what it reverses.
 */
export function cashSideWord(lines: readonly VoucherLineInput[]): VoucherWord {
  if (lines.some((l) => isCashSubject(l.subject_code) && !isZero(l.credit))) return '付';
  if (lines.some((l) => isCashSubject(l.subject_code) && !isZero(l.debit))) return '收';
  return '转';
}

export const isProblem = (r: VoucherProblem | VoucherTotals): r is VoucherProblem => 'key' in r;

/** 记-0007 */
export const voucherNo = (word: string, number: number) => `${word}-${String(number).padStart(4, '0')}`;
