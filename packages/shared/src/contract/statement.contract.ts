import { z } from 'zod';
import { monthSchema, unpostedFlag } from './common.contract.ts';

/*
 * Statements (API.md "Period-end and statements"): 资产负债表, 利润表 and 现金流量表 for a month, a line's formula per
 * enterprise, and the cash-flow assignment of cash and bank lines. Amounts are decimal strings.
 */
const money = z.string();
const period = monthSchema('statement.periodFormat');
/** GET /statements/:kind (and its export and print). */
export const StatementQuerySchema = z.object({ period, include_unposted: unpostedFlag().describe('1 (default, as the books) or 0: posted vouchers only') });

const row = {
  line: z.number(), item: z.string().describe('the line name in the request language (FINANCE.md §5)'),
  prefix: z.string().describe('printed before the name: 减：, 其中：, 一、 …'), indent: z.number(), total: z.boolean(),
  formula: z.string().describe("the enterprise's formula of the line"), standard_formula: z.string(), custom: z.boolean(),
};
const tie = z.object({ assets: money, liabilities_equity: money, difference: money, balanced: z.boolean() });
/** Line 30 资产总计 against line 53 负债和所有者权益总计, at the period's close or the year's start. */
export type StatementTieOut = z.infer<typeof tie>;
/** GET /statements/balance-sheet. */
export const BalanceSheetAnswerSchema = z.object({
  period: z.string(), company: z.string().describe('编制单位: the enterprise as statements name it'),
  list: z.array(z.object({ ...row, closing: money, year_start: money })),
  broken_lines: z.array(z.number()).describe('lines whose formula could not be evaluated (counted 0)'),
  tie_out: z.object({ closing: tie, year_start: tie }).describe('line 30 资产总计 against line 53 负债和所有者权益总计'),
});
export type BalanceSheetAnswer = z.infer<typeof BalanceSheetAnswerSchema>;
/** GET /statements/profit. */
export const ProfitAnswerSchema = z.object({
  period: z.string(), company: z.string(),
  list: z.array(z.object({ ...row, period_amount: money, year_amount: money })),
  broken_lines: z.array(z.number()),
});
export type ProfitAnswer = z.infer<typeof ProfitAnswerSchema>;
const cashCheck = z.object({
  cash_change: money.describe('Δ(1001 + 1002 + 1012) over the column'), net_increase: money.describe('line 20'), difference: money, balanced: z.boolean(),
  unassigned: money.describe('net of the cash lines without an item'), unassigned_lines: z.number(),
});
/** The cash-flow statement's check of one column: the change of cash against line 20. */
export type StatementCashCheck = z.infer<typeof cashCheck>;
/** GET /statements/cash-flow. */
export const CashFlowStatementAnswerSchema = ProfitAnswerSchema.extend({ check: z.object({ period_amount: cashCheck, year_amount: cashCheck }) });
export type CashFlowStatementAnswer = z.infer<typeof CashFlowStatementAnswerSchema>;

/** PUT /statements/:kind/formulas and POST …/formulas/reset. */
export const FormulaBodySchema = z.object({ line: z.number().int().min(1).max(200), formula: z.string().max(500) });
export const FormulaResetBodySchema = z.object({ line: z.number().int().min(1).max(200) });
export const FormulaAnswerSchema = z.object({ line: z.number(), formula: z.string(), custom: z.boolean() });
export type FormulaAnswer = z.infer<typeof FormulaAnswerSchema>;

/** GET /statements/cash-flow/unassigned: the month's cash and bank lines without an item, each with a suggestion. */
export const UnassignedQuerySchema = z.object({ period });
export const UnassignedAnswerSchema = z.object({
  list: z.array(z.object({
    line_id: z.number(), voucher_id: z.number(), voucher_no: z.string(), voucher_date: z.string(), status: z.number(), summary: z.string(),
    subject_code: z.string(), subject_name: z.string(), debit: money, credit: money, counterparts: z.string(),
    suggestion: z.string().describe("suggested item code ('01'…'18')"), suggestion_name: z.string(),
  })),
});
export type UnassignedAnswer = z.infer<typeof UnassignedAnswerSchema>;
/** POST /statements/cash-flow/assign. */
export const AssignBodySchema = z.object({
  lines: z.array(z.object({ line_id: z.number().int().positive(), item: z.string().max(2).describe("item code '01'…'18', '' clears") })).min(1).max(1000),
});
export type AssignBody = z.input<typeof AssignBodySchema>;
export const AssignAnswerSchema = z.object({ updated: z.number() });
export type AssignAnswer = z.infer<typeof AssignAnswerSchema>;
