import { AuditStatus, Decimal, amount, type expenseGroups } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** 费用汇总: approved expense bills' rows totalled by expense category, by expense project or by month. */
export async function expenseSummary(db: Kysely<DB>, enterpriseId: number, f: { group: (typeof expenseGroups)[number]; date_from?: string; date_to?: string }) {
  const [key, name] = f.group === 'category' ? [sql`l.category_id::text`, sql`coalesce(c.name, '')`]
    : f.group === 'project' ? [sql`l.project_id::text`, sql`coalesce(p.name, '')`]
      : [sql`to_char(b.bill_date, 'YYYY-MM')`, sql`to_char(b.bill_date, 'YYYY-MM')`];
  const { rows } = await sql<{ key: string; name: string; bills: string; amount: string; tax_amount: string }>`
    SELECT ${key} AS key, ${name} AS name, count(DISTINCT b.id)::text AS bills, sum(l.amount)::text AS amount, sum(l.tax_amount)::text AS tax_amount
    FROM bill b JOIN bill_money_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
    LEFT JOIN expense_category c ON c.enterprise_id = b.enterprise_id AND c.id = l.category_id
    LEFT JOIN expense_project p ON p.enterprise_id = b.enterprise_id AND p.id = l.project_id
    WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'expense-bills' AND b.audit_status = ${sql.lit(AuditStatus.approved)}
      ${f.date_from ? sql`AND b.bill_date >= ${f.date_from}::date` : sql``} ${f.date_to ? sql`AND b.bill_date <= ${f.date_to}::date` : sql``}
    GROUP BY 1, 2 ORDER BY 1`.execute(db);
  const list = rows.map((r) => ({ key: r.key, name: r.name, bills: Number(r.bills), amount: amount(r.amount), tax_amount: amount(r.tax_amount), total: amount(new Decimal(r.amount).add(r.tax_amount)) }));
  const sum = (k: 'amount' | 'tax_amount' | 'total') => amount(list.reduce((s, r) => s.add(r[k]), new Decimal(0)));
  return { list, totals: { amount: sum('amount'), tax_amount: sum('tax_amount'), total: sum('total') } };
}
