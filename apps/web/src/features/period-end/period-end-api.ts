import { usePeriod, type CurrentPeriod } from '../../app/stores/period.store.ts';
import { queryClient } from '../../request/index.ts';

/** Answers of the period-end routes (API.md "Period-end and statements"). */
export interface PeriodCheck { name: string; ok: boolean; detail: Record<string, string | number> }
export interface CheckList { period: string; list: PeriodCheck[] }
export interface PeriodStates {
  initialized: boolean; start_period: string; business_period: string; finance_period: string; monthly_average: boolean;
  list: Array<{ period: string; business_closed: boolean; accounting_closed: boolean }>;
}
export interface PnlRow { code: string; name: string; name_en: string; side: 'income' | 'expense'; aux_name: string; balance: string }
export interface CarryDownPreview {
  period: string; list: PnlRow[]; income: string; expense: string; net_profit: string; unaudited: number; unposted: number; year_end: string | null; surplus_reserve: string | null;
}
export interface CarryDownResult { voucher_id: number | null; voucher_ids: number[]; year_voucher_id: number | null; vouchers: Array<{ id: number; voucher_no: string }> }
export interface NewPeriod extends CurrentPeriod { period: string }

/** Where an accountant fixes a failing check (the page of the menu tree). */
export const fixPage: Record<string, string | undefined> = {
  business_closed: 'businessPeriodClose', vouchers_posted: 'voucherCheck', voucher_numbers: 'voucherList', trial_balance: 'subjectBalance',
  carried_down: 'carryDownIncome', stock_gl: 'checkList', partner_gl: 'checkList', bills_vouchered: 'generateVoucher',
  reposts_done: 'outboundCostAccounting', cost_run: 'outboundCostAccounting',
};

/** After a close or reverse close: the top bar shows the new periods at once, and every period-end view reloads. */
export async function periodsChanged(answer: NewPeriod): Promise<void> {
  usePeriod.getState().setPeriod(answer);
  await Promise.all(['/period-end/periods', '/period-end/checks', '/business-period/checks', '/period-end/carry-down/preview', '/finance/periods']
    .map((p) => queryClient.invalidateQueries({ queryKey: [p] })));
}
