import type { NewPeriod } from '@zf/shared';
import { usePeriod } from '../../app/stores/period.store.ts';
import { queryClient } from '../../request/index.ts';

/** Where an accountant fixes a failing check (the page of the menu tree). */
export const fixPage: Record<string, string | undefined> = {
  business_closed: 'businessPeriodClose', vouchers_posted: 'voucherCheck', voucher_numbers: 'voucherList', trial_balance: 'subjectBalance',
  carried_down: 'carryDownIncome', stock_gl: 'checkList', partner_gl: 'checkList', bills_vouchered: 'generateVoucher',
  settlement_gl: 'cashFlow', cash_flow_tagged: 'cashFlowStatement', cash_flow_gl: 'cashFlowStatement',
  reposts_done: 'outboundCostAccounting', cost_run: 'outboundCostAccounting',
};

/** After a close or reverse close: the top bar shows the new periods at once, and every period-end view reloads. */
export async function periodsChanged(answer: NewPeriod): Promise<void> {
  usePeriod.getState().setPeriod(answer);
  await Promise.all(['/period-end/periods', '/period-end/checks', '/business-period/checks', '/period-end/carry-down/preview', '/finance/periods']
    .map((p) => queryClient.invalidateQueries({ queryKey: [p] })));
}
