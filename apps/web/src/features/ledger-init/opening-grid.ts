import { amount, Decimal, type OpeningLine, type OpeningsCheck } from '@zf/shared';

/** The auxiliary ids of an opening row. */
export const auxKeys = ['partner_id', 'department_id', 'employee_id', 'project_id', 'product_id'] as const;
export type AuxIds = Record<(typeof auxKeys)[number], number>;
export const auxKindOf: Record<string, (typeof auxKeys)[number]> = { partner: 'partner_id', department: 'department_id', employee: 'employee_id', project: 'project_id', product: 'product_id' };

/**
 * One row of the openings grid, the way accountants type them: the balance on the account's side (negative for the
 * other side), and the year-to-date debit and credit when the books start mid-year.
 */
export interface GridRow extends AuxIds {
  key: string; subject_code: string; subject_name: string; category: number; direction: number; aux_name: string;
  balance: string; ytd_debit: string; ytd_credit: string; source: OpeningLine['source'];
}

export const rowKey = (code: string, aux: AuxIds) => [code, ...auxKeys.map((k) => aux[k])].join('|');

/** A stored or computed line as a grid row. */
export function rowOf(l: OpeningLine): GridRow {
  const net = new Decimal(l.debit).sub(l.credit);
  const aux = Object.fromEntries(auxKeys.map((k) => [k, l[k]])) as AuxIds;
  return {
    key: rowKey(l.subject_code, aux), subject_code: l.subject_code, subject_name: l.subject_name, category: l.category, direction: l.direction,
    aux_name: l.aux_name, ...aux, balance: amount(l.direction === 1 ? net : net.neg()), ytd_debit: l.ytd_debit, ytd_credit: l.ytd_credit, source: l.source,
  };
}

const num = (v: string) => new Decimal(v === '' || v === '-' ? 0 : v);

/** Debit and credit of a row's balance on its account's side. */
export function sidesOf(r: Pick<GridRow, 'balance' | 'direction'>): { debit: string; credit: string } {
  const b = num(r.balance);
  return r.direction === 1 ? { debit: amount(b), credit: '0.00' } : { debit: '0.00', credit: amount(b) };
}

/** The lines PUT /finance/opening-balances takes: typed rows with any amount. */
export function linesToSave(rows: readonly GridRow[]) {
  return rows
    .filter((r) => r.source === 'typed' && !(num(r.balance).isZero() && num(r.ytd_debit).isZero() && num(r.ytd_credit).isZero()))
    .map((r) => ({ subject_code: r.subject_code, ...sidesOf(r), ytd_debit: amount(num(r.ytd_debit)), ytd_credit: amount(num(r.ytd_credit)), ...Object.fromEntries(auxKeys.filter((k) => r[k]).map((k) => [k, r[k]])) }));
}

/** The live trial check of the grid (the same sums the server answers). */
export function liveCheck(rows: readonly GridRow[]): OpeningsCheck {
  let debit = new Decimal(0), credit = new Decimal(0), ytdDebit = new Decimal(0), ytdCredit = new Decimal(0);
  const net = new Map<number, Decimal>();
  for (const r of rows) {
    const s = sidesOf(r);
    debit = debit.add(s.debit); credit = credit.add(s.credit);
    ytdDebit = ytdDebit.add(num(r.ytd_debit)); ytdCredit = ytdCredit.add(num(r.ytd_credit));
    net.set(r.category, (net.get(r.category) ?? new Decimal(0)).add(s.debit).sub(s.credit));
  }
  const d = (c: number) => net.get(c) ?? new Decimal(0);
  return {
    debit: amount(debit), credit: amount(credit), ytd_debit: amount(ytdDebit), ytd_credit: amount(ytdCredit),
    assets: amount(d(1)), cost: amount(d(4)), liabilities: amount(d(2).neg()), equity: amount(d(3).neg()), profit_loss: amount(d(5).neg()),
    balanced: debit.eq(credit) && ytdDebit.eq(ytdCredit), equation_balanced: d(1).add(d(4)).eq(d(2).neg().add(d(3).neg()).add(d(5).neg())),
  };
}
