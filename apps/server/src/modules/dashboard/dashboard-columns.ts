import type { PermissionSet } from '../../platform/permissions/permission-set.ts';
import { hiddenFields } from '../../platform/permissions/answer-columns.ts';
import type { DashboardReport } from './dashboard-report.ts';
import type { TradeFigure } from './dashboard-trade.ts';

/**
 * Column rights on the home page (ISSUE 11): a money card shows only to whoever sees that money on the page it opens
 * (sales amounts on the sale bills, cash in and out on the cash flow page, stock value on the inventory list); the
 * count cards always show. The report tab's figures follow the sale bills' amount and cost columns.
 */
const cardColumn: Partial<Record<TradeFigure['key'], [page: string, column: string]>> = {
  sales_today: ['saleBill', 'total_amount'], sales_month: ['saleBill', 'total_amount'],
  purchases_today: ['purchaseBill', 'total_amount'], purchases_month: ['purchaseBill', 'total_amount'],
  receipts_today: ['cashFlow', 'income_amount'], receipts_month: ['cashFlow', 'income_amount'],
  payments_today: ['cashFlow', 'expense_amount'], payments_month: ['cashFlow', 'expense_amount'],
  stock_value: ['inventoryList', 'amount'], overdue_receivables: ['saleBill', 'total_amount'],
};

export function visibleFigures(permissions: PermissionSet, figures: TradeFigure[]): TradeFigure[] {
  return figures.filter((f) => {
    const governed = cardColumn[f.key];
    return !governed || !hiddenFields(permissions, [governed[0]], { [governed[1]]: ['x'] }).size;
  });
}

export function visibleReport(permissions: PermissionSet, report: DashboardReport): DashboardReport {
  const hidden = hiddenFields(permissions, ['saleBill'], { total_amount: ['amount', 'amount_with_tax'], cost_amount: ['cost', 'gross_profit', 'gross_margin'] });
  if (!hidden.size) return report;
  const strip = (points: DashboardReport['sales_daily']) => points.map((p) => ({ ...p, values: Object.fromEntries(Object.entries(p.values).filter(([m]) => !hidden.has(m))) }));
  return {
    ...report, sales_daily: strip(report.sales_daily), sales_monthly: strip(report.sales_monthly), top_products: strip(report.top_products),
    top_customers: strip(report.top_customers), gross_margin: strip(report.gross_margin),
  };
}
