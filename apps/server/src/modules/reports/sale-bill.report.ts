import { AuditStatus, Decimal, reportDefinitions, type Language, type ReportQuery, type ReportRow } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { labelled } from './bill-report.ts';
import { shapeAnswer } from './report-answer.ts';
import { registerReport } from './report-runner.ts';

const def = reportDefinitions['sale-bill'];
const keyOf = {
  partner: sql`b.partner_id::text`, salesperson: sql`b.principal_id::text`, department: sql`b.department_id::text`,
  month: sql`to_char(b.bill_date, 'YYYY-MM')`, day: sql`to_char(b.bill_date, 'YYYY-MM-DD')`, bill: sql`b.id::text`,
} as const;
const filterOf = { partner: sql`b.partner_id`, salesperson: sql`b.principal_id`, department: sql`b.department_id` } as const;

/**
 * Sales bill report: approved sale bills (no returns) with tax, what settled receipts took off them (paid_amount) and
 * the rest. Read live from the bills by date (one row per bill, no lines).
 */
async function saleBillReport(db: Kysely<DB>, tenant: TenantContext, query: ReportQuery, language: Language) {
  const e = tenant.enterpriseId;
  const dim = query.group_by as keyof typeof keyOf;
  const filters = Object.entries(query.filters).map(([f, v]) => sql`${filterOf[f as keyof typeof filterOf]} = ${Number(v)}`);
  const { rows } = await sql<{ key: string; with_tax: string; received: string; bills: number; type: string; bill_sn: string; bill_date: string; partner_name: string | null }>`
    SELECT ${keyOf[dim]} AS key, sum(b.total_amount + b.tax_amount) AS with_tax, sum(b.paid_amount) AS received, count(*)::int AS bills,
      min(b.type) AS type, min(b.bill_sn) AS bill_sn, to_char(min(b.bill_date), 'YYYY-MM-DD') AS bill_date, min(pa.name) AS partner_name
    FROM bill b LEFT JOIN partner pa ON pa.enterprise_id = b.enterprise_id AND pa.id = b.partner_id
    WHERE b.enterprise_id = ${e} AND b.type = 'sale-bills' AND b.audit_status = ${AuditStatus.approved}
      AND b.bill_date BETWEEN ${query.date_from}::date AND ${query.date_to}::date ${filters.length ? sql`AND ${sql.join(filters, sql` AND `)}` : sql``}
    GROUP BY 1`.execute(db);
  const list: ReportRow[] = rows.map((r) => ({
    key: r.key, label: dim === 'bill' ? r.bill_sn : r.key,
    ...(dim === 'bill' ? { bill: { type: r.type, id: Number(r.key), bill_sn: r.bill_sn, bill_date: r.bill_date, partner_name: r.partner_name ?? '' } } : {}),
    values: { amount_with_tax: new Decimal(r.with_tax).toFixed(2), received: new Decimal(r.received).toFixed(2), unreceived: new Decimal(r.with_tax).sub(r.received).toFixed(2), bills: String(r.bills) },
  }));
  const answer = shapeAnswer(def, query, list);
  return dim === 'bill' ? answer : labelled(db, e, language, dim, answer);
}

registerReport('sale-bill', saleBillReport);
