import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the posting engine (stock ledger, costing, period gate) (envelope msg and field messages): key → [zh-CN, en-US]. */
export const postingMessages = defineMessages({
  'stock.insufficient': ['库存不足：{product}的库存不够本次出库', 'Insufficient stock: not enough {product} in stock for this issue'],
  'stock.monthCosted': ['{month} 的出库成本已核算，不能再记入该月；请先反核算', 'The outbound costs of {month} are final; undo the costing run before posting into that month'],
  'serial.alreadyInStock': ['第{row}行：序列号 {serial} 已在库存中，不能重复入库', 'Row {row}: serial number {serial} is already in stock and cannot come in again'],
  'serial.notInStock': ['第{row}行：序列号 {serial} 不在该仓库的库存中', 'Row {row}: serial number {serial} is not in stock in this warehouse'],
  'costing.earlierMonthOpen': ['请先核算 {month} 的出库成本', 'Run the outbound costing of {month} first'],
  'costing.alreadyCosted': ['{month} 的出库成本已核算', 'The outbound costs of {month} are already final'],
  'costing.notLatest': ['只能反核算最近一次核算的月份（{month}）', 'Only the latest costed month ({month}) can be undone'],
  'costing.monthNotEnded': ['月份结束后才能执行出库成本核算', 'A month can be costed only after it has ended'],
  'stock.repostPending': ['该商品自 {date} 起的成本正在后台重算，请稍后再试', 'The costs of this product from {date} on are still being recalculated in the background; try again shortly'],
  'period.businessClosed': ['业务期间 {period} 已结账，不能再录入、修改、审核或反审核该期间的单据', 'The business period {period} is closed: documents dated in it cannot be entered, changed, approved or reversed'],
  'period.accountingClosed': ['会计期间 {period} 已结账，不能再录入、修改、审核或反审核该期间的凭证', 'The accounting period {period} is closed: vouchers dated in it cannot be entered, changed, audited or reversed'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof postingMessages, true> {}
}
