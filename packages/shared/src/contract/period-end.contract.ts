import { z } from 'zod';
import { monthSchema } from './common.contract.ts';

/*
 * Period end (API.md "Period-end and statements"): carry-down of income and expenses, the checks before a close,
 * closing and reopening accounting and business periods (their answer, NewPeriodSchema, is in ledger-init.contract),
 * and the period-end settings. Amounts: 2-dp strings.
 */
const Period = monthSchema();
export const PeriodEndQuerySchema = z.object({ period: Period.optional() });
/** POST /period-end/close, /period-end/reverse, /business-period/close and /business-period/reverse. */
export const PeriodEndBodySchema = z.object({ period: Period });
/** POST /period-end/carry-down. */
export const CarryDownBodySchema = z.object({ period: Period, split: z.boolean().optional().describe('income and expenses in two vouchers (default: the setting)') });

/** GET /period-end/checks and /business-period/checks. */
export const PeriodCheckListSchema = z.object({
  period: z.string(),
  list: z.array(z.object({
    name: z.string().describe('stable key: month_ended, previous_closed, business_closed, vouchers_posted, voucher_numbers, trial_balance, carried_down, stock_gl, partner_gl, bills_vouchered, settlement_gl, cash_flow_tagged, cash_flow_gl, reposts_done, cost_run'),
    ok: z.boolean(),
    detail: z.record(z.string(), z.union([z.string(), z.number()])).describe('figures and counts behind the verdict'),
  })),
});
export type PeriodCheckList = z.infer<typeof PeriodCheckListSchema>;
export type PeriodCheck = PeriodCheckList['list'][number];
/** POST /period-end/carry-down. */
export const CarryDownAnswerSchema = z.object({
  voucher_id: z.number().nullable().describe('the (first) carry-down voucher'),
  voucher_ids: z.array(z.number()),
  year_voucher_id: z.number().nullable().describe('December: 3103 → 未分配利润'),
  vouchers: z.array(z.object({ id: z.number(), voucher_no: z.string() })),
});
export type CarryDownResult = z.infer<typeof CarryDownAnswerSchema>;
const Amount = z.string();
/** GET /period-end/carry-down/preview. */
export const CarryDownPreviewSchema = z.object({
  period: z.string(),
  list: z.array(z.object({
    code: z.string(), name: z.string(), name_en: z.string(), side: z.enum(['income', 'expense']), aux_name: z.string(), balance: Amount.describe('debit − credit'),
    partner_id: z.number(), department_id: z.number(), employee_id: z.number(), project_id: z.number(), product_id: z.number(),
  })),
  income: Amount, expense: Amount, net_profit: Amount.describe('income − expenses'), unaudited: z.number(), unposted: z.number(), year_end: Amount.nullable(),
  surplus_reserve: Amount.nullable().describe('December: the statutory surplus reserve the year-end carry appropriates'),
});
export type CarryDownPreview = z.infer<typeof CarryDownPreviewSchema>;
/** GET /period-end/settings. */
export const PeriodEndSettingsSchema = z.object({ carry_down_split: z.boolean(), carry_down_auto_post: z.boolean(), surplus_reserve_rate: z.string().describe('percent of the year\'s profit, 0-100') });
export type PeriodEndSettings = z.infer<typeof PeriodEndSettingsSchema>;
/** PUT /period-end/settings. */
export const PeriodEndSettingsBodySchema = z.object({
  carry_down_split: z.boolean(), carry_down_auto_post: z.boolean(),
  surplus_reserve_rate: z.union([z.string(), z.number()], { error: 'decimal.format' }).transform(String)
    .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100, 'periodEnd.reserveRate').transform((v) => v.trim()),
}).partial();
/** GET /period-end/periods: where the books start, the current periods and each month's closes. */
export const PeriodStatesSchema = z.object({
  initialized: z.boolean(), start_period: z.string(), business_period: z.string(), finance_period: z.string(), monthly_average: z.boolean(),
  list: z.array(z.object({ period: z.string(), business_closed: z.boolean(), accounting_closed: z.boolean() })),
});
export type PeriodStates = z.infer<typeof PeriodStatesSchema>;
