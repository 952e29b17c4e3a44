import { z } from 'zod';
import { dateSchema, queryId, queryPage, queryPageSize } from '../input.ts';
import { monthSchema } from './common.contract.ts';

/*
 * Finance centre pages (API.md "Finance"; issue 15 item 4): cash journal, expense summary, stock summary and detail
 * per period, bill profit, the owner's overview of assets and liabilities, and the accountant tools. Amounts are
 * decimal strings; column rights may blank money fields (the routes' answer-column declarations).
 */
const date = dateSchema();
const id = queryId().optional();
const period = monthSchema();
const money = z.string();

/** GET /finance/cash-flow (and its export). */
export const CashJournalQuerySchema = z.object({
  date_from: date, date_to: date, account_id: id, partner_id: id, bill_type: z.string().max(40).optional(), keyword: z.string().trim().max(60).optional(),
});
const CashJournalRow = z.object({
  id: z.string(), account_id: z.number(), account_name: z.string(), entry_date: z.string(), bill_type: z.string(), bill_id: z.number(), bill_sn: z.string(),
  partner_name: z.string(), category_name: z.string(), income: z.string(), expense: z.string(), balance: z.string(),
});
const AccountSum = z.object({ account_id: z.number(), account_name: z.string(), account_type: z.number(), opening: z.string(), income: z.string(), expense: z.string(), closing: z.string() });
/** 资金流水: the settlement-account ledger's entries with running balances, per-account and per-day totals. */
export const CashJournalAnswerSchema = z.object({
  list: z.array(CashJournalRow),
  accounts: z.array(AccountSum),
  days: z.array(z.object({ date: z.string(), income: z.string(), expense: z.string() })),
  totals: z.object({ opening: z.string(), income: z.string(), expense: z.string(), closing: z.string() }),
  total: z.number(),
});
export type CashJournalAnswer = z.infer<typeof CashJournalAnswerSchema>;

/** GET /finance/expense-summary: grouped by expense category, expense project or month. */
export const expenseGroups = ['category', 'project', 'month'] as const;
export const ExpenseSummaryQuerySchema = z.object({ group: z.enum(expenseGroups).default('category'), date_from: date.optional(), date_to: date.optional() });
export const ExpenseSummaryAnswerSchema = z.object({
  list: z.array(z.object({ key: z.string(), name: z.string(), bills: z.number(), amount: z.string(), tax_amount: z.string(), total: z.string() })),
  totals: z.object({ amount: z.string(), tax_amount: z.string(), total: z.string() }),
});
export type ExpenseSummaryAnswer = z.infer<typeof ExpenseSummaryAnswerSchema>;

/** GET /finance/stock-summary and /finance/stock-detail (and their exports). */
export const StockPeriodQuerySchema = z.object({ period: period.optional(), warehouse_id: id, product_id: id, category_id: id, keyword: z.string().trim().max(60).optional() });
const stockKeys = ['opening_qty', 'opening_amount', 'in_qty', 'in_amount', 'out_qty', 'out_amount', 'closing_qty', 'closing_amount'] as const;
const stockFigures = () => Object.fromEntries(stockKeys.map((k) => [k, money])) as Record<(typeof stockKeys)[number], z.ZodString>;
export const StockSummaryRowSchema = z.object({
  product_id: z.number(), product_code: z.string(), product_name: z.string(), warehouse_id: z.number(), warehouse_name: z.string(),
  ...stockFigures(),
});
/** 存货汇总: per product × warehouse opening, in, out and closing; and the stock's value against the GL inventory accounts. */
export const StockSummaryAnswerSchema = z.object({
  list: z.array(StockSummaryRowSchema),
  totals: z.object(stockFigures()),
  gl: z.object({ subjects: z.array(z.string()), stock_value: money, gl_value: money, difference: money }),
  source: z.enum(['close', 'ledger']),
  total: z.number(),
});
export type StockSummaryAnswer = z.infer<typeof StockSummaryAnswerSchema>;
/** 存货明细: the period's movements with the ledger's running quantity and value. */
export const StockDetailAnswerSchema = z.object({
  list: z.array(z.object({
    id: z.string(), bill_type: z.string(), bill_id: z.number(), bill_sn: z.string(), move_date: z.string(), product_code: z.string(), product_name: z.string(), warehouse_name: z.string(),
    in_qty: money, in_amount: money, out_qty: money, out_amount: money, unit_cost: money, balance_qty: money, balance_amount: money,
  })),
  totals: z.object(stockFigures()),
  total: z.number(),
});
export type StockDetailAnswer = z.infer<typeof StockDetailAnswerSchema>;

/** GET /finance/bill-profit (and its export). */
export const BillProfitQuerySchema = z.object({
  date_from: date.optional(), date_to: date.optional(), partner_id: id, type: z.enum(['sale-bills', 'sale-returns']).optional(),
  keyword: z.string().trim().max(60).optional(), page: queryPage(), page_size: queryPageSize(500, 20),
});
export const BillProfitAnswerSchema = z.object({
  list: z.array(z.object({
    id: z.number(), type: z.string(), bill_sn: z.string(), bill_date: z.string(), partner_name: z.string(),
    revenue: money, tax_amount: money, cost: money, gross_profit: money, gross_margin: money,
  })),
  totals: z.object({ revenue: money, tax_amount: money, cost: money, gross_profit: money, gross_margin: money }),
  total: z.number(), page: z.number(), page_size: z.number(),
});
export type BillProfitAnswer = z.infer<typeof BillProfitAnswerSchema>;

/** GET /finance/asset-liability: an owner's overview at a period end, each item naming the page it comes from. */
export const FinancePeriodQuerySchema = z.object({ period: period.optional() });
const OverviewItem = z.object({ key: z.string(), name: z.string(), value: z.string(), gl_value: z.string().nullable(), page: z.string() });
export type OverviewItem = z.infer<typeof OverviewItem>;
export const AssetLiabilityAnswerSchema = z.object({
  period: z.string(),
  assets: z.array(OverviewItem), liabilities: z.array(OverviewItem),
  total_assets: z.string(), total_liabilities: z.string(), net: z.string(),
  /** Cash and bank: the settlement accounts' total against GL 1001 + 1002 + 1012. */
  cash: z.object({ value: z.string(), gl_value: z.string(), difference: z.string() }),
});
export type AssetLiabilityAnswer = z.infer<typeof AssetLiabilityAnswerSchema>;

/** GET and POST /finance/tools/period-balances: the range compared (and rewritten). */
export const PeriodRangeBodySchema = z.object({ period_from: period, period_to: period });
/** The answer stays an open record on the wire; PeriodBalanceReport names its fields (the route checks it at compile time). */
export const PeriodBalanceReportSchema = z.record(z.string(), z.unknown());
export interface BalanceDifference {
  subject_code: string; subject_name: string; period: string; partner_id: number; department_id: number; employee_id: number; project_id: number; product_id: number;
  stored_debit: string; stored_credit: string; debit: string; credit: string; stored_posted_debit: string; stored_posted_credit: string; posted_debit: string; posted_credit: string;
}
/** The comparison of stored period balances with the voucher lines; `rewritten` when the POST wrote the differences. */
export interface PeriodBalanceReport {
  period_from: string; period_to: string; rows_checked: number;
  differences: BalanceDifference[];
  /** Per-account totals that differ (no auxiliary values, no name). */
  total_differences: Array<Omit<BalanceDifference, 'subject_name' | 'partner_id' | 'department_id' | 'employee_id' | 'project_id' | 'product_id'>>;
  rewritten: boolean;
}
/** POST /finance/tools/renumber (answers like POST /vouchers/renumber). */
export const ToolsRenumberBodySchema = z.object({ period, word: z.enum(['记', '收', '付', '转']).optional() });
