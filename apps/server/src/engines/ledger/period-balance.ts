import { Decimal, amount } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Period balances (period_balance): the movements of each account × auxiliary values × period, for every voucher
 * (debit, credit) and for posted ones (posted_debit, posted_credit). Written only here, in the transaction that
 * writes the voucher, so the books never scan voucher lines.
 *
 * Rows are upserted in key order in one statement: two transactions touching the same balances lock them in the
 * same order and cannot deadlock on them.
 */
export interface BalanceLine {
  subject_id: number;
  period: string;
  partner_id: number;
  department_id: number;
  employee_id: number;
  project_id: number;
  product_id: number;
  debit: string;
  credit: string;
}

/** all: every voucher's movement; posted: the posted movement only. sign −1 takes lines out again. */
export async function moveBalances(tx: Kysely<DB>, enterpriseId: number, lines: readonly BalanceLine[], sign: 1 | -1, which: 'all' | 'posted'): Promise<void> {
  const byKey = new Map<string, { key: Omit<BalanceLine, 'debit' | 'credit'>; debit: Decimal; credit: Decimal }>();
  for (const l of lines) {
    const k = [l.subject_id, l.period, l.partner_id, l.department_id, l.employee_id, l.project_id, l.product_id].join('|');
    const row = byKey.get(k) ?? { key: l, debit: new Decimal(0), credit: new Decimal(0) };
    row.debit = row.debit.add(new Decimal(l.debit).mul(sign));
    row.credit = row.credit.add(new Decimal(l.credit).mul(sign));
    byKey.set(k, row);
  }
  const rows = [...byKey.values()].filter((r) => !r.debit.isZero() || !r.credit.isZero());
  if (!rows.length) return;
  rows.sort((a, b) => compareKeys(a.key, b.key));
  const values = sql.join(rows.map((r) => sql`(${enterpriseId}::integer, ${r.key.subject_id}::integer, ${r.key.period}::text, ${r.key.partner_id}::integer,
    ${r.key.department_id}::integer, ${r.key.employee_id}::integer, ${r.key.project_id}::integer, ${r.key.product_id}::integer,
    ${amount(r.debit)}::numeric, ${amount(r.credit)}::numeric)`));
  const [d, c] = which === 'all' ? [sql.ref('debit'), sql.ref('credit')] : [sql.ref('posted_debit'), sql.ref('posted_credit')];
  await sql`INSERT INTO period_balance AS b (enterprise_id, subject_id, period, partner_id, department_id, employee_id, project_id, product_id, ${d}, ${c})
    VALUES ${values}
    ON CONFLICT (enterprise_id, subject_id, period, partner_id, department_id, employee_id, project_id, product_id)
    DO UPDATE SET ${d} = b.${d} + EXCLUDED.${d}, ${c} = b.${c} + EXCLUDED.${c}`.execute(tx);
}

function compareKeys(a: Omit<BalanceLine, 'debit' | 'credit'>, b: Omit<BalanceLine, 'debit' | 'credit'>): number {
  return a.subject_id - b.subject_id || (a.period < b.period ? -1 : a.period > b.period ? 1 : 0) || a.partner_id - b.partner_id
    || a.department_id - b.department_id || a.employee_id - b.employee_id || a.project_id - b.project_id || a.product_id - b.product_id;
}
