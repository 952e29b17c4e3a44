import { Decimal, amount } from '@zf/shared';

/** One line of the voucher editor as typed: amounts are the text in the cells ('' for none). */
export interface EditorLine {
  key: number;
  summary: string;
  subject_code: string;
  subject_name: string;
  aux_types: string[];
  /** Auxiliary item per kind: id and the name shown. */
  aux: Partial<Record<AuxKind, { id: number; name: string }>>;
  debit: string;
  credit: string;
}
export type AuxKind = 'partner' | 'department' | 'employee' | 'project' | 'product';
export type AmountSide = 'debit' | 'credit';

let nextKey = 1;
export const emptyLine = (summary = ''): EditorLine => ({ key: nextKey++, summary, subject_code: '', subject_name: '', aux_types: [], aux: {}, debit: '', credit: '' });

const value = (text: string) => {
  const t = text.replace(/,/g, '').trim();
  if (!t || t === '-' || !/^-?\d*(\.\d*)?$/.test(t)) return new Decimal(0);
  return new Decimal(t === '.' ? 0 : t);
};

/** Totals of both sides and debit − credit, over the lines as typed. */
export function totals(lines: readonly EditorLine[]): { debit: string; credit: string; difference: string } {
  const debit = lines.reduce((s, l) => s.add(value(l.debit)), new Decimal(0));
  const credit = lines.reduce((s, l) => s.add(value(l.credit)), new Decimal(0));
  return { debit: amount(debit), credit: amount(credit), difference: amount(debit.sub(credit)) };
}

/**
 * What `=` puts in a cell: the amount that balances the voucher on that side, leaving this cell out (the other
 * side of this line is cleared). '' when the others already balance.
 */
export function balancingAmount(lines: readonly EditorLine[], index: number, side: AmountSide): string {
  const others = lines.map((l, i) => (i === index ? { ...l, debit: '', credit: '' } : l));
  const { difference } = totals(others);
  const need = side === 'debit' ? new Decimal(difference).neg() : new Decimal(difference);
  return need.isZero() ? '' : amount(need);
}

/** Lines worth sending: an account or an amount typed (a summary alone is the one copied into a new line). */
export const filledLines = (lines: readonly EditorLine[]) => lines.filter((l) => l.subject_code || value(l.debit).abs().gt(0) || value(l.credit).abs().gt(0));

const auxField: Record<AuxKind, string> = { partner: 'partner_id', department: 'department_id', employee: 'employee_id', project: 'project_id', product: 'product_id' };

/** The API body lines (POST/PUT /vouchers). */
export const bodyLines = (lines: readonly EditorLine[]) =>
  filledLines(lines).map((l) => ({
    summary: l.summary.trim(), subject_code: l.subject_code,
    debit: value(l.debit).isZero() ? null : amount(value(l.debit)), credit: value(l.credit).isZero() ? null : amount(value(l.credit)),
    ...Object.fromEntries(Object.entries(l.aux).filter(([k]) => l.aux_types.includes(k)).map(([k, v]) => [auxField[k as AuxKind], v.id])),
  }));

/** Normalises an amount cell on leaving it: 2 decimals, or '' for nothing or zero. */
export function formatCell(text: string): string {
  const v = value(text);
  return v.isZero() ? '' : amount(v);
}
