import { z } from 'zod';

/** Answer and request shapes of the statements (API.md "Period-end and statements"): amounts are decimal strings. */
const money = z.string();
export const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'statement.periodFormat');
const flag = z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)]).default('1').transform((v) => String(v) === '1');
export const StatementQuery = z.object({ period, include_unposted: flag.describe('1 (default, as the books) or 0: posted vouchers only') });

const row = {
  line: z.number(), item: z.string().describe('the line name in the request language (FINANCE.md §5)'),
  prefix: z.string().describe('printed before the name: 减：, 其中：, 一、 …'), indent: z.number(), total: z.boolean(),
  formula: z.string().describe("the enterprise's formula of the line"), standard_formula: z.string(), custom: z.boolean(),
};
const tie = z.object({ assets: money, liabilities_equity: money, difference: money, balanced: z.boolean() });
export const BalanceSheetAnswer = z.object({
  period: z.string(), company: z.string().describe('编制单位: the enterprise as statements name it'),
  list: z.array(z.object({ ...row, closing: money, year_start: money })),
  broken_lines: z.array(z.number()).describe('lines whose formula could not be evaluated (counted 0)'),
  tie_out: z.object({ closing: tie, year_start: tie }).describe('line 30 资产总计 against line 53 负债和所有者权益总计'),
});
export const ProfitAnswer = z.object({
  period: z.string(), company: z.string(),
  list: z.array(z.object({ ...row, period_amount: money, year_amount: money })),
  broken_lines: z.array(z.number()),
});
const cashCheck = z.object({
  cash_change: money.describe('Δ(1001 + 1002 + 1012) over the column'), net_increase: money.describe('line 20'), difference: money, balanced: z.boolean(),
  unassigned: money.describe('net of the cash lines without an item'), unassigned_lines: z.number(),
});
export const CashFlowAnswer = ProfitAnswer.extend({ check: z.object({ period_amount: cashCheck, year_amount: cashCheck }) });

export const FormulaBody = z.object({ line: z.number().int().min(1).max(200), formula: z.string().max(500) });
export const ResetBody = z.object({ line: z.number().int().min(1).max(200) });
export const FormulaAnswer = z.object({ line: z.number(), formula: z.string(), custom: z.boolean() });

export const UnassignedQuery = z.object({ period });
export const UnassignedAnswer = z.object({
  list: z.array(z.object({
    line_id: z.number(), voucher_id: z.number(), voucher_no: z.string(), voucher_date: z.string(), status: z.number(), summary: z.string(),
    subject_code: z.string(), subject_name: z.string(), debit: money, credit: money, counterparts: z.string(),
    suggestion: z.string().describe("suggested item code ('01'…'18')"), suggestion_name: z.string(),
  })),
});
export const AssignBody = z.object({
  lines: z.array(z.object({ line_id: z.number().int().positive(), item: z.string().max(2).describe("item code '01'…'18', '' clears") })).min(1).max(1000),
});
export const AssignAnswer = z.object({ updated: z.number() });
