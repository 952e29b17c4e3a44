import { AuditStatus, Decimal, amount, type BillProfitAnswer } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * 单据利润: per approved sales bill and sales return, revenue without tax (the bill's amount), the cost of the goods
 * from the stock ledger (its live movements: what they cost now, after any repost), gross profit and margin. Returns
 * count negative. Totals cover the whole selection.
 */
export interface BillProfitFilter { date_from?: string; date_to?: string; partner_id?: number; type?: string; keyword?: string; page: number; page_size: number }

const margin = (profit: Decimal, revenue: Decimal) => (revenue.isZero() ? '0.00' : amount(profit.div(revenue).mul(100)));

export async function billProfit(db: Kysely<DB>, enterpriseId: number, f: BillProfitFilter): Promise<BillProfitAnswer> {
  const like = f.keyword ? `%${f.keyword}%` : null;
  const where = sql.join([
    sql`b.enterprise_id = ${enterpriseId}`, sql`b.audit_status = ${sql.lit(AuditStatus.approved)}`,
    f.type ? sql`b.type = ${f.type}` : sql`b.type IN ('sale-bills', 'sale-returns')`,
    ...(f.partner_id ? [sql`b.partner_id = ${f.partner_id}`] : []),
    ...(f.date_from ? [sql`b.bill_date >= ${f.date_from}::date`] : []),
    ...(f.date_to ? [sql`b.bill_date <= ${f.date_to}::date`] : []),
    ...(like ? [sql`(b.bill_sn ILIKE ${like} OR b.remark ILIKE ${like})`] : []),
  ], sql` AND `);
  // The cost of a bill's live movements (neither reversed nor a reversal); a return's goods come back, so its cost counts negative.
  const base = sql`
    SELECT b.id, b.type, b.bill_sn, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, coalesce(p.name, '') AS partner_name,
      CASE WHEN b.type = 'sale-returns' THEN -1 ELSE 1 END AS sign, b.total_amount, b.tax_amount,
      coalesce((SELECT sum(m.amount) FROM stock_move m WHERE m.enterprise_id = b.enterprise_id AND m.bill_type = b.type AND m.bill_id = b.id AND m.reverses_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id)), 0) AS cost
    FROM bill b LEFT JOIN partner p ON p.enterprise_id = b.enterprise_id AND p.id = b.partner_id
    WHERE ${where}`;
  const [{ rows }, { rows: [sum] }] = await Promise.all([
    sql<{ id: number; type: string; bill_sn: string; bill_date: string; partner_name: string; sign: number; total_amount: string; tax_amount: string; cost: string }>`
      ${base} ORDER BY b.bill_date DESC, b.id DESC LIMIT ${f.page_size} OFFSET ${(f.page - 1) * f.page_size}`.execute(db),
    sql<{ n: string; revenue: string; tax: string; cost: string }>`SELECT count(*) AS n, coalesce(sum(sign * total_amount), 0) AS revenue,
      coalesce(sum(sign * tax_amount), 0) AS tax, coalesce(sum(sign * cost), 0) AS cost FROM (${base}) x`.execute(db),
  ]);
  const list = rows.map((r) => {
    const revenue = new Decimal(r.total_amount).mul(r.sign);
    const cost = new Decimal(r.cost).mul(r.sign);
    const profit = revenue.sub(cost);
    return {
      id: r.id, type: r.type, bill_sn: r.bill_sn, bill_date: r.bill_date, partner_name: r.partner_name,
      revenue: amount(revenue), tax_amount: amount(new Decimal(r.tax_amount).mul(r.sign)), cost: amount(cost), gross_profit: amount(profit), gross_margin: margin(profit, revenue),
    };
  });
  const revenue = new Decimal(sum!.revenue);
  const profit = revenue.sub(sum!.cost);
  return {
    list, total: Number(sum!.n), page: f.page, page_size: f.page_size,
    totals: { revenue: amount(revenue), tax_amount: amount(sum!.tax), cost: amount(sum!.cost), gross_profit: amount(profit), gross_margin: margin(profit, revenue) },
  };
}
