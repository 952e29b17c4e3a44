import { z } from 'zod';

/** Request and answer shapes of the period-end routes (API.md "Period-end and statements"). Amounts: 2-dp strings. */
export const Period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'dateRange.format');
export const PeriodQuery = z.object({ period: Period.optional() });
export const PeriodBody = z.object({ period: Period });
export const CarryDownBody = z.object({ period: Period, split: z.boolean().optional().describe('income and expenses in two vouchers (default: the setting)') });

export const CheckList = z.object({
  period: z.string(),
  list: z.array(z.object({
    name: z.string().describe('stable key: month_ended, previous_closed, business_closed, vouchers_posted, voucher_numbers, trial_balance, carried_down, stock_gl, partner_gl, bills_vouchered, reposts_done, cost_run'),
    ok: z.boolean(),
    detail: z.record(z.string(), z.union([z.string(), z.number()])).describe('figures and counts behind the verdict'),
  })),
});
export const CarryDownAnswer = z.object({
  voucher_id: z.number().nullable().describe('the (first) carry-down voucher'),
  voucher_ids: z.array(z.number()),
  year_voucher_id: z.number().nullable().describe('December: 3103 → 未分配利润'),
  vouchers: z.array(z.object({ id: z.number(), voucher_no: z.string() })),
});
const Amount = z.string();
export const CarryDownPreviewAnswer = z.object({
  period: z.string(),
  list: z.array(z.object({
    code: z.string(), name: z.string(), name_en: z.string(), side: z.enum(['income', 'expense']), aux_name: z.string(), balance: Amount.describe('debit − credit'),
    partner_id: z.number(), department_id: z.number(), employee_id: z.number(), project_id: z.number(), product_id: z.number(),
  })),
  income: Amount, expense: Amount, net_profit: Amount.describe('income − expenses'), unaudited: z.number(), unposted: z.number(), year_end: Amount.nullable(),
  surplus_reserve: Amount.nullable().describe('December: the statutory surplus reserve the year-end carry appropriates'),
});
export const Settings = z.object({ carry_down_split: z.boolean(), carry_down_auto_post: z.boolean(), surplus_reserve_rate: z.string().describe('percent of the year\'s profit, 0-100') });
export const SettingsBody = z.object({
  carry_down_split: z.boolean(), carry_down_auto_post: z.boolean(),
  surplus_reserve_rate: z.union([z.string(), z.number()], { error: 'decimal.format' }).transform(String)
    .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100, 'periodEnd.reserveRate').transform((v) => v.trim()),
}).partial();
export const NewPeriod = z.object({
  period: z.string().describe('the new current (earliest open) period of the kind closed or reopened'),
  locked_account: z.number(), info: z.string(), business_period: z.object({ fiscal_period: z.string() }), finance_period: z.object({ fiscal_period: z.string() }),
});
export const PeriodStates = z.object({
  initialized: z.boolean(), start_period: z.string(), business_period: z.string(), finance_period: z.string(), monthly_average: z.boolean(),
  list: z.array(z.object({ period: z.string(), business_closed: z.boolean(), accounting_closed: z.boolean() })),
});
