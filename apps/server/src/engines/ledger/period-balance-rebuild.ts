import { Decimal, amount } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { assertOpen, lockPeriodsForClose } from '../posting/period-gate.ts';
import { VoucherStatus } from './voucher-store.ts';

/**
 * Rebuilding period balances from voucher lines (会计工具, accountant tools): what `period_balance` must hold for a
 * range of periods is recomputed from `voucher_line` — the movement of every voucher and of posted ones, per account ×
 * the auxiliary values the account keeps (the others count as 0, as `createVoucher` writes them) — and compared with
 * the stored rows; on request the differing rows are rewritten to the recomputed figures. The per-account totals
 * (`period_balance_total`, kept by the trigger of migration 0150) follow the rewrite; totals that differ on their own
 * (a bulk load that skipped the trigger) are compared and rewritten too. This engine stays the only writer.
 *
 * The enterprise's period lock is taken exclusively first, as a period close does, so no voucher is written while the
 * comparison runs; rewriting rows of a closed accounting period is refused by the period gate (the report still
 * shows them).
 */
export type BalanceDifference = {
  subject_id: number; subject_code: string; subject_name: string; period: string;
  partner_id: number; department_id: number; employee_id: number; project_id: number; product_id: number;
  stored_debit: string; stored_credit: string; stored_posted_debit: string; stored_posted_credit: string;
  debit: string; credit: string; posted_debit: string; posted_credit: string;
};
export type TotalDifference = {
  subject_id: number; subject_code: string; period: string;
  stored_debit: string; stored_credit: string; debit: string; credit: string;
  stored_posted_debit: string; stored_posted_credit: string; posted_debit: string; posted_credit: string;
};
export type RebuildReport = { period_from: string; period_to: string; rows_checked: number; differences: BalanceDifference[]; total_differences: TotalDifference[]; rewritten: boolean };

const aux = (kind: string, column: string) => sql`CASE WHEN s.aux_types @> ${JSON.stringify([kind])}::jsonb THEN l.${sql.ref(column)} ELSE 0 END`;

export async function rebuildPeriodBalances(tx: Kysely<DB>, enterpriseId: number, range: { from: string; to: string }, rewrite: boolean): Promise<RebuildReport> {
  await lockPeriodsForClose(tx, enterpriseId);
  const posted = sql.lit(VoucherStatus.posted);
  const { rows: differences } = await sql<BalanceDifference & { checked: string }>`
    WITH exp AS (
      SELECT l.subject_id, l.period, ${aux('partner', 'partner_id')} AS partner_id, ${aux('department', 'department_id')} AS department_id,
        ${aux('employee', 'employee_id')} AS employee_id, ${aux('project', 'project_id')} AS project_id, ${aux('product', 'product_id')} AS product_id,
        sum(l.debit) AS debit, sum(l.credit) AS credit,
        coalesce(sum(l.debit) FILTER (WHERE v.status = ${posted}), 0) AS posted_debit, coalesce(sum(l.credit) FILTER (WHERE v.status = ${posted}), 0) AS posted_credit
      FROM voucher_line l JOIN voucher v ON v.enterprise_id = l.enterprise_id AND v.id = l.voucher_id
      JOIN account_subject s ON s.enterprise_id = l.enterprise_id AND s.id = l.subject_id
      WHERE l.enterprise_id = ${enterpriseId} AND l.period >= ${range.from} AND l.period <= ${range.to}
      GROUP BY 1, 2, 3, 4, 5, 6, 7),
    cur AS (
      SELECT subject_id, period, partner_id, department_id, employee_id, project_id, product_id, debit, credit, posted_debit, posted_credit
      FROM period_balance WHERE enterprise_id = ${enterpriseId} AND period >= ${range.from} AND period <= ${range.to}),
    cmp AS (
      SELECT subject_id, period, partner_id, department_id, employee_id, project_id, product_id,
        coalesce(cur.debit, 0) AS stored_debit, coalesce(cur.credit, 0) AS stored_credit, coalesce(cur.posted_debit, 0) AS stored_posted_debit, coalesce(cur.posted_credit, 0) AS stored_posted_credit,
        coalesce(exp.debit, 0) AS debit, coalesce(exp.credit, 0) AS credit, coalesce(exp.posted_debit, 0) AS posted_debit, coalesce(exp.posted_credit, 0) AS posted_credit
      FROM exp FULL JOIN cur USING (subject_id, period, partner_id, department_id, employee_id, project_id, product_id))
    SELECT c.subject_id, coalesce(s.code, '') AS subject_code, coalesce(s.name, '') AS subject_name, c.period, c.partner_id, c.department_id, c.employee_id, c.project_id, c.product_id,
      c.stored_debit::text AS stored_debit, c.stored_credit::text AS stored_credit, c.stored_posted_debit::text AS stored_posted_debit, c.stored_posted_credit::text AS stored_posted_credit,
      c.debit::text AS debit, c.credit::text AS credit, c.posted_debit::text AS posted_debit, c.posted_credit::text AS posted_credit,
      (SELECT count(*) FROM cmp)::text AS checked
    FROM cmp c LEFT JOIN account_subject s ON s.enterprise_id = ${enterpriseId} AND s.id = c.subject_id
    WHERE (c.stored_debit, c.stored_credit, c.stored_posted_debit, c.stored_posted_credit) IS DISTINCT FROM (c.debit, c.credit, c.posted_debit, c.posted_credit)
    ORDER BY c.subject_id, c.period, c.partner_id, c.department_id, c.employee_id, c.project_id, c.product_id`.execute(tx);
  const { rows: [counted] } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM period_balance
    WHERE enterprise_id = ${enterpriseId} AND period >= ${range.from} AND period <= ${range.to}`.execute(tx);

  if (rewrite && differences.length) {
    await assertOpen(tx, enterpriseId, [...new Set(differences.map((d) => `${d.period}-01`))], 'accounting');
    await writeBalances(tx, enterpriseId, differences);
  }
  const totals = await totalDifferences(tx, enterpriseId, range);
  if (rewrite && totals.length) {
    await assertOpen(tx, enterpriseId, [...new Set(totals.map((d) => (d.period.length === 4 ? `${d.period}-12-01` : `${d.period}-01`)))], 'accounting');
    await writeTotals(tx, enterpriseId, totals);
  }
  const shape = <T extends Record<string, unknown>>(r: T) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k.startsWith('stored_') || ['debit', 'credit', 'posted_debit', 'posted_credit'].includes(k) ? amount(String(v)) : v])) as T;
  return {
    period_from: range.from, period_to: range.to, rows_checked: Math.max(Number(counted!.n), differences[0] ? Number(differences[0].checked) : 0),
    differences: differences.map(({ checked: _c, ...d }) => shape(d)), total_differences: totals.map(shape), rewritten: rewrite && (differences.length > 0 || totals.length > 0),
  };
}

/** Rows set to the recomputed figures, in key order (the lock order of `moveBalances`); rows that should not exist go. */
async function writeBalances(tx: Kysely<DB>, enterpriseId: number, rows: readonly BalanceDifference[]) {
  for (const r of rows) {
    const key = sql`enterprise_id = ${enterpriseId} AND subject_id = ${r.subject_id} AND period = ${r.period} AND partner_id = ${r.partner_id}
      AND department_id = ${r.department_id} AND employee_id = ${r.employee_id} AND project_id = ${r.project_id} AND product_id = ${r.product_id}`;
    const empty = [r.debit, r.credit, r.posted_debit, r.posted_credit].every((v) => new Decimal(v).isZero());
    if (empty) {
      await sql`DELETE FROM period_balance WHERE ${key}`.execute(tx);
      continue;
    }
    await sql`INSERT INTO period_balance AS b (enterprise_id, subject_id, period, partner_id, department_id, employee_id, project_id, product_id, debit, credit, posted_debit, posted_credit)
      VALUES (${enterpriseId}, ${r.subject_id}, ${r.period}, ${r.partner_id}, ${r.department_id}, ${r.employee_id}, ${r.project_id}, ${r.product_id},
        ${r.debit}::numeric, ${r.credit}::numeric, ${r.posted_debit}::numeric, ${r.posted_credit}::numeric)
      ON CONFLICT (enterprise_id, subject_id, period, partner_id, department_id, employee_id, project_id, product_id)
      DO UPDATE SET debit = EXCLUDED.debit, credit = EXCLUDED.credit, posted_debit = EXCLUDED.posted_debit, posted_credit = EXCLUDED.posted_credit`.execute(tx);
  }
}

/**
 * The per-account totals of the range's months and of their years against period_balance (after any rewrite): a
 * month row is the sum of that month's rows, a year row the sum of the year's month rows.
 */
async function totalDifferences(tx: Kysely<DB>, enterpriseId: number, range: { from: string; to: string }): Promise<TotalDifference[]> {
  const years = [range.from.slice(0, 4), range.to.slice(0, 4)];
  const { rows } = await sql<TotalDifference>`
    WITH exp AS (
      SELECT subject_id, k.period, sum(debit) AS debit, sum(credit) AS credit, sum(posted_debit) AS posted_debit, sum(posted_credit) AS posted_credit
      FROM period_balance b CROSS JOIN LATERAL (VALUES (b.period), (left(b.period, 4))) AS k (period)
      WHERE b.enterprise_id = ${enterpriseId} AND left(b.period, 4) >= ${years[0]} AND left(b.period, 4) <= ${years[1]}
      GROUP BY subject_id, k.period),
    cur AS (
      SELECT subject_id, period, debit, credit, posted_debit, posted_credit FROM period_balance_total
      WHERE enterprise_id = ${enterpriseId} AND left(period, 4) >= ${years[0]} AND left(period, 4) <= ${years[1]})
    SELECT subject_id, coalesce(s.code, '') AS subject_code, period,
      coalesce(cur.debit, 0)::text AS stored_debit, coalesce(cur.credit, 0)::text AS stored_credit,
      coalesce(exp.debit, 0)::text AS debit, coalesce(exp.credit, 0)::text AS credit,
      coalesce(cur.posted_debit, 0)::text AS stored_posted_debit, coalesce(cur.posted_credit, 0)::text AS stored_posted_credit,
      coalesce(exp.posted_debit, 0)::text AS posted_debit, coalesce(exp.posted_credit, 0)::text AS posted_credit
    FROM exp FULL JOIN cur USING (subject_id, period) LEFT JOIN account_subject s ON s.enterprise_id = ${enterpriseId} AND s.id = subject_id
    WHERE (coalesce(cur.debit, 0), coalesce(cur.credit, 0), coalesce(cur.posted_debit, 0), coalesce(cur.posted_credit, 0))
      IS DISTINCT FROM (coalesce(exp.debit, 0), coalesce(exp.credit, 0), coalesce(exp.posted_debit, 0), coalesce(exp.posted_credit, 0))
      AND (length(period) = 4 OR (period >= ${range.from} AND period <= ${range.to}))
    ORDER BY subject_id, period`.execute(tx);
  return rows;
}

async function writeTotals(tx: Kysely<DB>, enterpriseId: number, rows: readonly TotalDifference[]) {
  for (const r of rows) {
    await sql`INSERT INTO period_balance_total AS t (enterprise_id, subject_id, period, debit, credit, posted_debit, posted_credit)
      VALUES (${enterpriseId}, ${r.subject_id}, ${r.period}, ${r.debit}::numeric, ${r.credit}::numeric, ${r.posted_debit}::numeric, ${r.posted_credit}::numeric)
      ON CONFLICT (enterprise_id, subject_id, period) DO UPDATE SET debit = EXCLUDED.debit, credit = EXCLUDED.credit,
        posted_debit = EXCLUDED.posted_debit, posted_credit = EXCLUDED.posted_credit`.execute(tx);
  }
}
