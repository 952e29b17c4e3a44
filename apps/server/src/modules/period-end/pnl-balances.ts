import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { pnlSide, type PnlBalance } from './carry-down-lines.ts';

export interface NamedPnlBalance extends PnlBalance { name: string; name_en: string; aux_name: string }

/**
 * The balance (debit − credit) through `period` of every profit and loss leaf (class 5) per auxiliary values:
 * openings + every voucher's period balances, posted or not (the carry-down refuses while the period has vouchers
 * not posted, so here the two agree). Earlier carry-down vouchers are in it; `withoutCarryDown` takes the standing
 * carry-down vouchers of `period` itself back out (what a re-carry, which replaces them, will move: the preview).
 * Zero balances are left out.
 */
export async function pnlBalances(db: Kysely<DB>, enterpriseId: number, period: string, withoutCarryDown = false): Promise<NamedPnlBalance[]> {
  // A line counts in the balances by the auxiliaries its account keeps (the others are 0 there, voucher-store.ts).
  const aux = (kind: string, column: string) => sql.raw(`CASE WHEN s.aux_types ? '${kind}' THEN l.${column} ELSE 0 END`);
  const carried = withoutCarryDown
    ? sql`UNION ALL
      SELECT l.subject_id, ${aux('partner', 'partner_id')}, ${aux('department', 'department_id')}, ${aux('employee', 'employee_id')}, ${aux('project', 'project_id')},
        ${aux('product', 'product_id')}, l.credit - l.debit
      FROM voucher_line l JOIN s ON s.id = l.subject_id JOIN voucher v ON v.enterprise_id = l.enterprise_id AND v.id = l.voucher_id
      WHERE l.enterprise_id = ${enterpriseId} AND l.period = ${period} AND v.kind IN ('carry_down', 'carry_down_year') AND v.reverses_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM voucher r WHERE r.enterprise_id = v.enterprise_id AND r.reverses_id = v.id)`
    : sql``;
  const { rows } = await sql<Omit<NamedPnlBalance, 'side'> & { direction: number }>`
    WITH s AS (SELECT id, code, name, name_en, direction, aux_types FROM account_subject WHERE enterprise_id = ${enterpriseId} AND category = 5),
    x AS (
      SELECT subject_id, partner_id, department_id, employee_id, project_id, product_id, debit - credit AS v
      FROM opening_balance WHERE enterprise_id = ${enterpriseId} AND subject_id IN (SELECT id FROM s)
      UNION ALL
      SELECT subject_id, partner_id, department_id, employee_id, project_id, product_id, debit - credit
      FROM period_balance WHERE enterprise_id = ${enterpriseId} AND period <= ${period} AND subject_id IN (SELECT id FROM s)
      ${carried}),
    b AS (
      SELECT subject_id, partner_id, department_id, employee_id, project_id, product_id, sum(v) AS v FROM x
      GROUP BY subject_id, partner_id, department_id, employee_id, project_id, product_id HAVING sum(v) <> 0)
    SELECT s.code, s.name, s.name_en, s.direction, b.partner_id, b.department_id, b.employee_id, b.project_id, b.product_id,
      b.v::numeric(20, 2)::text AS balance,
      concat_ws(' ', pa.name, d.name, em.name, ai.name, pr.name) AS aux_name
    FROM b JOIN s ON s.id = b.subject_id
    LEFT JOIN partner pa ON b.partner_id <> 0 AND pa.enterprise_id = ${enterpriseId} AND pa.id = b.partner_id
    LEFT JOIN department d ON b.department_id <> 0 AND d.enterprise_id = ${enterpriseId} AND d.id = b.department_id
    LEFT JOIN employee em ON b.employee_id <> 0 AND em.enterprise_id = ${enterpriseId} AND em.id = b.employee_id
    LEFT JOIN expense_project ai ON b.project_id <> 0 AND ai.enterprise_id = ${enterpriseId} AND ai.id = b.project_id
    LEFT JOIN product pr ON b.product_id <> 0 AND pr.enterprise_id = ${enterpriseId} AND pr.id = b.product_id
    ORDER BY s.code, b.partner_id, b.department_id, b.employee_id, b.project_id, b.product_id`.execute(db);
  return rows.map(({ direction, ...r }) => ({ ...r, side: pnlSide(r.code, direction) }));
}

/** The balance (debit − credit) of one account and its sub-accounts through `period`: openings + period balances. */
export async function balanceThrough(db: Kysely<DB>, enterpriseId: number, code: string, period: string): Promise<string> {
  const { rows: [r] } = await sql<{ v: string }>`
    WITH s AS (SELECT id FROM account_subject WHERE enterprise_id = ${enterpriseId} AND (code = ${code} OR code LIKE ${`${code}%`}))
    SELECT (coalesce((SELECT sum(debit - credit) FROM opening_balance WHERE enterprise_id = ${enterpriseId} AND subject_id IN (SELECT id FROM s)), 0)
      + coalesce((SELECT sum(debit - credit) FROM period_balance WHERE enterprise_id = ${enterpriseId} AND period <= ${period} AND subject_id IN (SELECT id FROM s)), 0))::numeric(20, 2)::text AS v`.execute(db);
  return r!.v;
}
