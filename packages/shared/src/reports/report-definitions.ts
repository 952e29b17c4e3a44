import type { Titles } from '../menu-tree/types.ts';

/**
 * The report centre (issue 20, SPEC §2 "Reports", API.md "Reports"): what each report groups by, measures and
 * filters, shared by the server (which answers `GET /reports/:name`) and the web (one generic report screen).
 * A report is a definition: adding a report is a definition here, a runner on the server and its menu page.
 */
export const reportNames = [
  'purchase', 'sale', 'sale-order', 'sale-bill', 'warehouse', 'income-expense',
  'gross-profit-summary', 'gross-profit-detail', 'stock-cost-analysis', 'outbound-cost-analysis',
] as const;
export type ReportName = (typeof reportNames)[number];

/**
 * What rows are grouped by. Time (`day`, `month`), master data (`product` … `warehouse`, `account` = settlement
 * account, `money_category` = income/expense category, `bill_type`), `age` (stock age bucket) and the two finest:
 * `bill` (one row per document) and `line` (one row per document line). Drill-down goes from a row to the next
 * dimension of the definition with the row's key as a filter, ending at `bill`/`line`.
 */
export const reportDimensions = [
  'day', 'month', 'product', 'category', 'brand', 'partner', 'salesperson', 'department', 'warehouse',
  'account', 'money_category', 'bill_type', 'age', 'bill', 'line',
] as const;
export type ReportDimension = (typeof reportDimensions)[number];

/**
 * Figures (decimal strings; null where not defined, e.g. a margin without revenue). Amounts are before tax unless
 * named `_with_tax`; returns count negative. `gross_margin`, `share` are percents (2 dp); `unit_cost`, `price` 6 dp;
 * quantities 4 dp; `bills` a count; `turnover_days` 2 dp.
 */
export const reportMeasures = [
  'qty', 'price', 'amount', 'tax', 'amount_with_tax', 'cost', 'unit_cost', 'gross_profit', 'gross_margin', 'bills',
  'delivered_qty', 'open_qty', 'received', 'unreceived',
  'opening_qty', 'opening_amount', 'in_qty', 'in_amount', 'out_qty', 'out_amount', 'closing_qty', 'closing_amount',
  'income', 'expense', 'net', 'share', 'turnover_days',
  'age_0_30', 'age_31_90', 'age_91_180', 'age_181_365', 'age_over_365',
] as const;
export type ReportMeasure = (typeof reportMeasures)[number];

/** Filters a report takes: the id of a master-data row (query parameter `<dimension>_id`) or a bill type. */
export const reportFilters = ['product', 'category', 'brand', 'partner', 'salesperson', 'department', 'warehouse', 'account', 'money_category', 'bill_type'] as const;
export type ReportFilter = (typeof reportFilters)[number];

export interface ReportDefinition {
  name: ReportName;
  /** Its menu page (packages/shared menu-tree/reports.ts); opening the page is the right to read the report. */
  page: string;
  title: Titles;
  /** Group-by choices; the first is the default; drill-down follows this order. */
  dimensions: readonly ReportDimension[];
  /** Table columns after the group column, in order. */
  measures: readonly ReportMeasure[];
  /** The default chart: bars (entities), a line (time) or a pie; of which measure. */
  chart: { type: 'bar' | 'line' | 'pie'; measure: ReportMeasure };
  filters: readonly ReportFilter[];
  /** 'range': date_from..date_to (default this month); 'asOf': a balance at date_to, date_from only for turnover. */
  dates: 'range' | 'asOf';
}

const t = (zh: string, en: string): Titles => ({ 'zh-CN': zh, 'en-US': en });
const time = ['month', 'day'] as const;
const billFilters = ['product', 'category', 'brand', 'partner', 'salesperson', 'department', 'warehouse'] as const;

export const reportDefinitions: Record<ReportName, ReportDefinition> = {
  purchase: {
    name: 'purchase', page: 'purchaseReport', title: t('采购报表', 'Purchase report'),
    // purchase bills count positive, purchase returns negative.
    dimensions: ['partner', 'product', 'category', 'brand', 'warehouse', 'salesperson', 'department', ...time, 'bill'],
    measures: ['qty', 'amount', 'tax', 'amount_with_tax', 'bills'],
    chart: { type: 'bar', measure: 'amount_with_tax' }, filters: billFilters, dates: 'range',
  },
  sale: {
    name: 'sale', page: 'saleReport', title: t('销售报表', 'Sales report'),
    // sale bills positive, sale returns negative; cost is what their stock movements carry in the ledger now.
    dimensions: ['partner', 'product', 'category', 'brand', 'salesperson', 'department', 'warehouse', ...time, 'bill'],
    measures: ['qty', 'amount', 'tax', 'amount_with_tax', 'cost', 'gross_profit', 'gross_margin', 'bills'],
    chart: { type: 'bar', measure: 'amount_with_tax' }, filters: billFilters, dates: 'range',
  },
  'sale-order': {
    name: 'sale-order', page: 'saleOrderReport', title: t('销售订单报表', 'Sales order report'),
    // approved sale orders: ordered, delivered (done_number) and still open quantities.
    dimensions: ['partner', 'product', 'category', 'brand', 'salesperson', 'department', ...time, 'bill'],
    measures: ['qty', 'delivered_qty', 'open_qty', 'amount_with_tax', 'bills'],
    chart: { type: 'bar', measure: 'amount_with_tax' }, filters: billFilters, dates: 'range',
  },
  'sale-bill': {
    name: 'sale-bill', page: 'saleBillReport', title: t('销售单报表', 'Sales bill report'),
    // approved sale bills (no returns) and their collection: received = settled receipts, unreceived = the rest.
    dimensions: ['partner', 'salesperson', 'department', ...time, 'bill'],
    measures: ['amount_with_tax', 'received', 'unreceived', 'bills'],
    chart: { type: 'bar', measure: 'amount_with_tax' }, filters: ['partner', 'salesperson', 'department'], dates: 'range',
  },
  warehouse: {
    name: 'warehouse', page: 'warehouseReport', title: t('仓库报表', 'Warehouse report'),
    // the stock ledger: opening at date_from, movements in the range (in/out by direction), closing at date_to.
    dimensions: ['warehouse', 'product', 'category', 'brand', 'bill_type', ...time, 'bill'],
    measures: ['opening_qty', 'opening_amount', 'in_qty', 'in_amount', 'out_qty', 'out_amount', 'closing_qty', 'closing_amount'],
    chart: { type: 'bar', measure: 'closing_amount' }, filters: ['product', 'category', 'brand', 'warehouse', 'bill_type'], dates: 'range',
  },
  'income-expense': {
    name: 'income-expense', page: 'incomeExpenseReport', title: t('收支报表', 'Income and expense report'),
    // the settlement accounts' ledger: money in (income) and out (expense) by category, account, partner.
    dimensions: ['money_category', 'account', 'partner', ...time, 'bill'],
    measures: ['income', 'expense', 'net', 'bills'],
    chart: { type: 'line', measure: 'net' }, filters: ['account', 'money_category', 'partner'], dates: 'range',
  },
  'gross-profit-summary': {
    name: 'gross-profit-summary', page: 'grossProfitSummary', title: t('毛利汇总表', 'Gross profit summary'),
    dimensions: ['product', 'partner', 'salesperson', 'category', 'brand', 'department', 'warehouse', ...time, 'bill'],
    measures: ['qty', 'amount', 'cost', 'gross_profit', 'gross_margin'],
    chart: { type: 'bar', measure: 'gross_profit' }, filters: billFilters, dates: 'range',
  },
  'gross-profit-detail': {
    name: 'gross-profit-detail', page: 'grossProfitDetail', title: t('毛利明细表', 'Gross profit detail'),
    dimensions: ['line'],
    measures: ['qty', 'price', 'amount', 'unit_cost', 'cost', 'gross_profit', 'gross_margin'],
    chart: { type: 'bar', measure: 'gross_profit' }, filters: billFilters, dates: 'range',
  },
  'stock-cost-analysis': {
    name: 'stock-cost-analysis', page: 'stockBalanceCostAnalysis', title: t('库存结存成本分析', 'Stock balance cost analysis'),
    // balances at date_to, their age by receipt date (FIFO: the newest receipts are what is left), and turnover
    // days = average stock value over date_from..date_to ÷ (outbound cost in the range ÷ days in the range).
    dimensions: ['product', 'category', 'brand', 'warehouse', 'age'],
    measures: ['closing_qty', 'closing_amount', 'unit_cost', 'share', 'age_0_30', 'age_31_90', 'age_91_180', 'age_181_365', 'age_over_365', 'turnover_days'],
    chart: { type: 'pie', measure: 'closing_amount' }, filters: ['product', 'category', 'brand', 'warehouse'], dates: 'asOf',
  },
  'outbound-cost-analysis': {
    name: 'outbound-cost-analysis', page: 'outboundCostAnalysis', title: t('出库成本分析', 'Outbound cost analysis'),
    // every outgoing stock movement (sales, pickings, transfers out, losses…): quantity, cost and cost per unit.
    dimensions: ['month', 'day', 'product', 'category', 'brand', 'warehouse', 'bill_type', 'bill'],
    measures: ['out_qty', 'out_amount', 'unit_cost'],
    chart: { type: 'line', measure: 'unit_cost' }, filters: ['product', 'category', 'brand', 'warehouse', 'bill_type'], dates: 'range',
  },
};

/** One row: its group key (an id, a date, a month `YYYY-MM`, a bill id, a line id), a label and the measures. */
export interface ReportRow {
  key: string;
  label: string;
  /** On `bill` and `line` rows: the document to open. */
  bill?: { type: string; id: number; bill_sn: string; bill_date: string; partner_name?: string; product_name?: string };
  values: Partial<Record<ReportMeasure, string | null>>;
}

/**
 * The answer of `GET /reports/:name?date_from&date_to&group_by&<filter>_id…&page&page_size`:
 * `list` one page of groups (time dimensions by time, the others by the chart measure, largest first), `count` the
 * number of groups, `total` the measures over all groups (ratios recomputed on the totals, never summed), `chart` the
 * chart's categories and series (time: every point in the range; others: the top 10 by the chart measure).
 */
export interface ReportAnswer {
  list: ReportRow[];
  count: number;
  total: Partial<Record<ReportMeasure, string | null>>;
  chart?: { categories: string[]; series: Array<{ measure: ReportMeasure; data: Array<string | null> }> };
}

export interface ReportQuery {
  date_from: string;
  date_to: string;
  group_by: ReportDimension;
  filters: Partial<Record<ReportFilter, number | string>>;
  page: number;
  page_size: number;
}

const drillNext: Partial<Record<ReportDimension, readonly ReportDimension[]>> = {
  month: ['day'],
  day: [],
  category: ['product'],
  brand: ['product'],
  age: ['product'],
  product: ['partner', 'warehouse'],
  partner: ['product'],
  salesperson: ['partner', 'product'],
  department: ['salesperson', 'partner', 'product'],
  warehouse: ['product'],
  account: ['money_category'],
  money_category: ['partner'],
  bill_type: ['product'],
};

/**
 * The next dimension to drill into from a row grouped by `from`, skipping those already used on the way down:
 * time goes month → day → documents; groups of products → products; products → customers/suppliers (or
 * warehouses); the rest → products; finally the documents (`bill`, or `line` where the report has lines only).
 * Undefined at the finest level.
 */
export function drillDimension(def: ReportDefinition, from: ReportDimension, used: readonly ReportDimension[] = []): ReportDimension | undefined {
  if (from === 'bill' || from === 'line') return undefined;
  const next = (drillNext[from] ?? []).find((d) => def.dimensions.includes(d) && d !== from && !used.includes(d));
  return next ?? def.dimensions.find((d) => d === 'bill' || d === 'line');
}

export const reportByPage = (page: string): ReportDefinition | undefined => Object.values(reportDefinitions).find((d) => d.page === page);
