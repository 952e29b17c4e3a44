import type { Language, ReportAnswer, ReportDimension, ReportName, ReportQuery } from '@zf/shared';
import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { reportRunner } from '../reports/index.ts';

/** One point of a chart: its key (a day, a month `YYYY-MM`, a product or customer id), label and figures. */
export interface ReportPoint {
  key: string;
  label: string;
  values: Record<string, string | null>;
}

export interface DashboardReport {
  /** Reports whose runner is not registered yet: their series are empty. */
  missing: ReportName[];
  sales_daily: ReportPoint[];
  sales_monthly: ReportPoint[];
  top_products: ReportPoint[];
  top_customers: ReportPoint[];
  gross_margin: ReportPoint[];
}

/**
 * The report tab (issue 20 item 3), read through the report centre's runners so the dashboard and the reports agree
 * to the cent: sales with tax over the last 30 days by day and the last 12 months by month, this month's top 10
 * products and customers by sales, and gross profit and margin by month over 12 months. Time series have every day
 * or month of the range (0 where nothing sold).
 */
export async function dashboardReport(db: Kysely<DB>, tenant: TenantContext, today: string, language: Language): Promise<DashboardReport> {
  const missing: ReportName[] = [];
  const run = async (name: ReportName, group_by: ReportDimension, date_from: string, page_size: number): Promise<ReportAnswer | undefined> => {
    const runner = reportRunner(name);
    if (!runner) {
      if (!missing.includes(name)) missing.push(name);
      return undefined;
    }
    const query: ReportQuery = { date_from, date_to: today, group_by, filters: {}, page: 1, page_size };
    return runner(db, tenant, query, language);
  };
  const day = dayjs(today);
  const days30 = day.subtract(29, 'day').format('YYYY-MM-DD');
  const months12 = day.subtract(11, 'month').startOf('month').format('YYYY-MM-DD');
  const monthFrom = day.startOf('month').format('YYYY-MM-DD');
  const [daily, monthly, products, customers, margin] = await Promise.all([
    run('sale', 'day', days30, 31),
    run('sale', 'month', months12, 12),
    run('sale', 'product', monthFrom, 10),
    run('sale', 'partner', monthFrom, 10),
    run('gross-profit-summary', 'month', months12, 12),
  ]);
  const dayKeys = Array.from({ length: 30 }, (_, i) => day.subtract(29 - i, 'day').format('YYYY-MM-DD'));
  const monthKeys = Array.from({ length: 12 }, (_, i) => day.subtract(11 - i, 'month').format('YYYY-MM'));
  const salesOnly = ['amount_with_tax', 'amount'] as const;
  return {
    missing,
    sales_daily: calendar(daily, dayKeys, salesOnly),
    sales_monthly: calendar(monthly, monthKeys, salesOnly),
    top_products: points(products, salesOnly),
    top_customers: points(customers, salesOnly),
    gross_margin: calendar(margin, monthKeys, ['amount', 'cost', 'gross_profit', 'gross_margin']),
  };
}

const pick = (values: ReportAnswer['list'][number]['values'] | undefined, measures: readonly string[], fill: string | null) =>
  Object.fromEntries(measures.map((m) => [m, values?.[m as keyof typeof values] ?? fill]));

function points(answer: ReportAnswer | undefined, measures: readonly string[]): ReportPoint[] {
  return (answer?.list ?? []).slice(0, 10).map((r) => ({ key: r.key, label: r.label, values: pick(r.values, measures, null) }));
}

/** Every day / month of the range, with the runner's row where there is one and zeros (margin: null) elsewhere. */
function calendar(answer: ReportAnswer | undefined, keys: string[], measures: readonly string[]): ReportPoint[] {
  if (!answer) return [];
  const byKey = new Map(answer.list.map((r) => [r.key, r]));
  return keys.map((key) => {
    const row = byKey.get(key);
    const values = pick(row?.values, measures, '0.00');
    if ('gross_margin' in values && !row) values.gross_margin = null;
    return { key, label: row?.label ?? key, values };
  });
}
