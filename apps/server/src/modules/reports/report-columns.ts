import type { ReportAnswer, ReportMeasure, ReportName } from '@zf/shared';
import type { PermissionSet } from '../../platform/permissions/permission-set.ts';
import { hiddenFields } from '../../platform/permissions/answer-columns.ts';

type Columns = Readonly<Record<string, readonly ReportMeasure[]>>;

const billMoney: Columns = {
  total_amount: ['amount', 'amount_with_tax', 'price', 'received', 'unreceived'],
  tax_amount: ['tax'],
  cost_amount: ['cost', 'unit_cost', 'gross_profit', 'gross_margin'],
};
const stockValue: Columns = {
  amount: ['opening_amount', 'in_amount', 'out_amount', 'closing_amount', 'age_0_30', 'age_31_90', 'age_91_180', 'age_181_365', 'age_over_365'],
  unit_cost: ['unit_cost'],
};

/**
 * Which column right of the report's page (packages/shared menu-tree/reports.ts `cols`) governs which measures
 * (ISSUE 11 column rights): a group that hides a page's amounts sees the report's quantities only.
 */
const reportColumns: Record<ReportName, Columns> = {
  purchase: billMoney, sale: billMoney, 'sale-order': billMoney, 'sale-bill': billMoney, 'gross-profit-detail': billMoney,
  'gross-profit-summary': { total_amount: ['amount'], cost_amount: ['cost', 'unit_cost'], gross_profit: ['gross_profit'], gross_margin: ['gross_margin'] },
  warehouse: stockValue, 'stock-cost-analysis': stockValue, 'outbound-cost-analysis': stockValue,
  'income-expense': { amount: ['income', 'expense', 'net'] },
};

/** The measures of a report the caller's grant of its page hides. */
export function hiddenMeasures(permissions: PermissionSet, name: ReportName, page: string): Set<string> {
  return hiddenFields(permissions, [page], reportColumns[name]);
}

/** The answer without the hidden measures: rows, totals, and the chart when it draws a hidden one. */
export function withoutHidden(answer: ReportAnswer, hidden: ReadonlySet<string>): ReportAnswer {
  if (!hidden.size) return answer;
  const keep = (values: ReportAnswer['total']) => Object.fromEntries(Object.entries(values).filter(([m]) => !hidden.has(m)));
  const chart = answer.chart && answer.chart.series.every((s) => !hidden.has(s.measure)) ? answer.chart : undefined;
  return { list: answer.list.map((r) => ({ ...r, values: keep(r.values) })), count: answer.count, total: keep(answer.total), ...(chart ? { chart } : {}) };
}
