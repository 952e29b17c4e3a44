import { AuditStatus, amount, billTypeName, type DashboardTradeCard as TradeCard } from '@zf/shared';
import dayjs from 'dayjs';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';

/** One figure of the trade tab and the menu page it opens (with the date range the figure covers, if any). */
export interface TradeFigure {
  key: TradeCard;
  /** Money to the cent, or a count for the count-only cards (stock warnings, pending approvals). */
  value: string;
  /** How many documents / products the figure is made of, where that means something. */
  count?: number;
  page: string;
  date_from?: string;
  date_to?: string;
}

/** A receivable is overdue once it stays open longer than this many days after its bill date (the first age bucket). */
export const overdueAfterDays = 30;
/** What customers owe us: the receivable-side documents a receipt clears that are a customer's debt. */
const receivableTypes = ['sale-bills', 'receivable-bills'];

const money = (v: string | null | undefined) => amount(v ?? '0');

/**
 * The trade tab (issue 20 item 3): sales and purchases (bills − returns, with tax, approved), receipts and payments
 * (the settlement-account ledger as the cash flow page reads it: a reversal nets out of the column of what it
 * reverses), today and this month to `today`; stock value now (Σ stock_balance.amount); overdue receivables; the
 * inventory-warning count (the same rule as GET /stock/warnings) and the bills waiting for this employee's approval
 * (the same rule as GET /bill-approvals). All scoped to the tenant's enterprise.
 */
export async function tradeFigures(db: Kysely<DB>, tenant: TenantContext, today: string): Promise<TradeFigure[]> {
  const e = tenant.enterpriseId;
  const monthFrom = `${today.slice(0, 8)}01`;
  const overdueBefore = dayjs(today).subtract(overdueAfterDays, 'day').format('YYYY-MM-DD');
  const [bills, cash, stock, overdue, warnings, approvals] = await Promise.all([
    sql<{ sales_today: string; sales_month: string; purchases_today: string; purchases_month: string }>`
      WITH b AS (
        SELECT bill_date, CASE WHEN type IN ('sale-bills', 'sale-returns') THEN 's' ELSE 'p' END AS side,
          CASE WHEN type IN ('sale-bills', 'purchase-bills') THEN 1 ELSE -1 END * (total_amount + tax_amount) AS v
        FROM bill
        WHERE enterprise_id = ${e} AND audit_status = ${AuditStatus.approved}
          AND type IN ('sale-bills', 'sale-returns', 'purchase-bills', 'purchase-returns')
          AND bill_date >= ${monthFrom} AND bill_date <= ${today})
      SELECT sum(v) FILTER (WHERE side = 's' AND bill_date = ${today})::text AS sales_today,
        sum(v) FILTER (WHERE side = 's')::text AS sales_month,
        sum(v) FILTER (WHERE side = 'p' AND bill_date = ${today})::text AS purchases_today,
        sum(v) FILTER (WHERE side = 'p')::text AS purchases_month
      FROM b`.execute(db),
    sql<{ in_today: string; in_month: string; out_today: string; out_month: string }>`
      WITH c AS (
        SELECT entry_date, amount, CASE WHEN reverses_id IS NULL THEN amount ELSE -amount END >= 0 AS incoming
        FROM account_entry WHERE enterprise_id = ${e} AND entry_date >= ${monthFrom} AND entry_date <= ${today})
      SELECT sum(amount) FILTER (WHERE incoming AND entry_date = ${today})::text AS in_today,
        sum(amount) FILTER (WHERE incoming)::text AS in_month,
        (-sum(amount) FILTER (WHERE NOT incoming AND entry_date = ${today}))::text AS out_today,
        (-sum(amount) FILTER (WHERE NOT incoming))::text AS out_month
      FROM c`.execute(db),
    sql<{ value: string | null }>`SELECT sum(amount)::text AS value FROM stock_balance WHERE enterprise_id = ${e}`.execute(db),
    sql<{ value: string | null; n: string }>`
      SELECT sum(total_amount + tax_amount - paid_amount)::text AS value, count(*)::text AS n
      FROM bill
      WHERE enterprise_id = ${e} AND audit_status = ${AuditStatus.approved} AND type IN (${sql.join(receivableTypes)})
        AND total_amount + tax_amount > paid_amount AND bill_date < ${overdueBefore}`.execute(db),
    sql<{ n: string }>`
      SELECT count(*)::text AS n FROM (
        SELECT p.id FROM product p
        LEFT JOIN stock_balance b ON b.enterprise_id = p.enterprise_id AND b.product_id = p.id
        WHERE p.enterprise_id = ${e} AND p.deleted_time IS NULL AND (p.min_stock > 0 OR p.max_stock > 0)
        GROUP BY p.id, p.min_stock, p.max_stock
        HAVING (p.min_stock > 0 AND COALESCE(SUM(b.qty), 0) < p.min_stock) OR (p.max_stock > 0 AND COALESCE(SUM(b.qty), 0) > p.max_stock)) w`.execute(db),
    pendingApprovals(db, tenant),
  ]);
  const b = bills.rows[0]!;
  const c = cash.rows[0]!;
  const todayRange = { date_from: today, date_to: today };
  const monthRange = { date_from: monthFrom, date_to: today };
  const warningCount = Number(warnings.rows[0]?.n ?? 0);
  return [
    { key: 'sales_today', value: money(b.sales_today), page: 'saleBill', ...todayRange },
    { key: 'sales_month', value: money(b.sales_month), page: 'saleBill', ...monthRange },
    { key: 'purchases_today', value: money(b.purchases_today), page: 'purchaseBill', ...todayRange },
    { key: 'purchases_month', value: money(b.purchases_month), page: 'purchaseBill', ...monthRange },
    { key: 'receipts_today', value: money(c.in_today), page: 'cashFlow', ...todayRange },
    { key: 'receipts_month', value: money(c.in_month), page: 'cashFlow', ...monthRange },
    { key: 'payments_today', value: money(c.out_today), page: 'cashFlow', ...todayRange },
    { key: 'payments_month', value: money(c.out_month), page: 'cashFlow', ...monthRange },
    { key: 'stock_value', value: money(stock.rows[0]?.value), page: 'inventoryList' },
    { key: 'overdue_receivables', value: money(overdue.rows[0]?.value), count: Number(overdue.rows[0]?.n ?? 0), page: 'receivableDetail', date_to: overdueBefore },
    { key: 'stock_warnings', value: String(warningCount), count: warningCount, page: 'inventoryWarning' },
    { key: 'pending_approvals', value: String(approvals), count: approvals, page: 'billApproval' },
  ];
}

/** Pending bills whose current approval step names this employee or their permission group (GET /bill-approvals' rule). */
async function pendingApprovals(db: Kysely<DB>, tenant: TenantContext): Promise<number> {
  const e = tenant.enterpriseId;
  const [me, flows] = await Promise.all([
    db.selectFrom('employee').select('permission_group_id').where('enterprise_id', '=', e).where('id', '=', tenant.employeeId).executeTakeFirst(),
    db.selectFrom('audit_flow').select(['bill_type', 'steps']).where('enterprise_id', '=', e).execute(),
  ]);
  const group = me?.permission_group_id ?? null;
  const mine = flows
    .map((f) => ({ type: f.bill_type, steps: f.steps.flatMap((s, i) => ((s.employee_ids ?? []).includes(tenant.employeeId) || (group !== null && (s.group_ids ?? []).includes(group)) ? [i] : [])) }))
    .filter((f) => f.steps.length > 0);
  if (mine.length === 0) return 0;
  const row = await db.selectFrom('bill').select(sql<string>`count(*)`.as('n'))
    .where('enterprise_id', '=', e).where('audit_status', '=', AuditStatus.pending)
    .where((eb) => eb.or(mine.map((f) => eb.and([eb('type', '=', billTypeName(f.type)), eb('audit_step', 'in', f.steps)]))))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
