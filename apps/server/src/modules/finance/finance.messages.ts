import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the finance module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const financeMessages = defineMessages({
  'currency.ratePositive': ['汇率必须大于0', 'The exchange rate must be greater than 0'],
  'currency.baseRate': ['本位币的汇率固定为1', "The base currency's rate is always 1"],
  'currency.baseFixed': ['本位币不能更改', 'The base currency cannot be changed'],
  'currency.baseDelete': ['本位币不能删除', 'The base currency cannot be deleted'],
  'cashFlowMap.unknownSubject': ['科目不存在', 'No such account in the chart'],
  'cashFlowMap.repeated': ['科目重复', 'The account is listed twice'],
  'cashFlowMap.unknownItem': ['不是现金流量表的项目', 'Not an item of the cash-flow statement'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof financeMessages, true> {}
}
