import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the period end (结转损益, 期末结账, 业务期末结账): key → [zh-CN, en-US]. */
export const periodEndMessages = defineMessages({
  'periodEnd.notInitialized': ['账簿尚未完成初始化，没有会计期间', 'The books are not initialized: there are no periods yet'],
  'periodEnd.unpostedVouchers': ['{period} 还有 {count} 张凭证未审核或未记账，请先审核并记账后再结转损益', '{period} still has {count} vouchers not audited or not posted; audit and post them before carrying down profit and loss'],
  'periodEnd.nothingToCarry': ['{period} 的损益类科目余额均为零，无需结转', 'Every profit and loss account of {period} is at zero: there is nothing to carry down'],
  'periodEnd.reserveRate': ['盈余公积提取比例为 0 到 100 之间的百分数，最多两位小数', 'The surplus reserve rate is a percent from 0 to 100 with at most two decimals'],
  'periodEnd.noUndistributed': ['找不到未分配利润科目（3104 或其下级 未分配利润）', 'No undistributed profit account was found (3104 or its sub-account 未分配利润)'],
  'periodEnd.notCurrent': ['只能结账当前会计期间 {open}', 'Only the current accounting period ({open}) can be closed'],
  'periodEnd.notLatestClosed': ['只能反结账最近一个已结账的会计期间 {latest}', 'Only the latest closed accounting period ({latest}) can be reopened'],
  'periodEnd.nothingClosed': ['还没有已结账的会计期间', 'No accounting period has been closed yet'],
  'periodEnd.monthNotEnded': ['{period} 尚未结束，月末之后才能结账', '{period} has not ended yet; it can be closed after the month end'],
  'periodEnd.checksFail': ['{period} 不能结账，以下检查未通过：{checks}', '{period} cannot be closed; these checks failed: {checks}'],
  'businessPeriod.notCurrent': ['只能结账当前业务期间 {open}', 'Only the current business period ({open}) can be closed'],
  'businessPeriod.notLatestClosed': ['只能反结账最近一个已结账的业务期间 {latest}', 'Only the latest closed business period ({latest}) can be reopened'],
  'businessPeriod.nothingClosed': ['还没有已结账的业务期间', 'No business period has been closed yet'],
  'businessPeriod.accountingClosed': ['会计期间 {period} 已结账，请先反结账会计期间，再反结账业务期间', 'The accounting period {period} is closed: reopen the accounting period before the business period'],
  'periodEnd.check.month_ended': ['本月已结束', 'The month has ended'],
  'periodEnd.check.previous_closed': ['上期已结账', 'Previous period closed'],
  'periodEnd.check.business_closed': ['本期业务已结账', 'Business period closed'],
  'periodEnd.check.vouchers_posted': ['凭证已全部审核记账', 'All vouchers audited and posted'],
  'periodEnd.check.voucher_numbers': ['凭证号连续', 'Voucher numbers continuous'],
  'periodEnd.check.trial_balance': ['试算平衡', 'Trial balance equal'],
  'periodEnd.check.carried_down': ['损益已结转', 'Profit and loss carried down'],
  'periodEnd.check.stock_gl': ['存货与总账一致', 'Stock value equals GL inventory'],
  'periodEnd.check.partner_gl': ['往来与总账一致', 'Partner ledger equals GL receivables and payables'],
  'periodEnd.check.bills_vouchered': ['单据已生成凭证', 'Approved bills have vouchers'],
  'periodEnd.check.settlement_gl': ['资金账户与总账一致', 'Settlement accounts equal their GL cash accounts'],
  'periodEnd.check.cash_flow_tagged': ['现金流量已全部指定', 'Every cash line has a cash-flow item'],
  'periodEnd.check.cash_flow_gl': ['现金流量表期末现金与总账一致', 'Cash-flow closing cash equals GL cash'],
  'periodEnd.check.reposts_done': ['无待完成的成本重算', 'No cost recalculation pending'],
  'periodEnd.check.cost_run': ['出库成本已核算', 'Outbound costing run done'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof periodEndMessages, true> {}
}
