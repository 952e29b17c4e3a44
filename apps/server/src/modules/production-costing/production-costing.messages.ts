import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of production costing (envelope msg and field messages): key → [zh-CN, en-US]. */
export const productionCostingMessages = defineMessages({
  'productionCosting.alreadyAllocated': ['{period} 的生产成本已分摊，请先撤销分摊', 'The production costs of {period} are already allocated; undo the allocation first'],
  'productionCosting.notAllocated': ['{period} 尚未分摊生产成本', 'The production costs of {period} are not allocated'],
  'productionCosting.nothingToAllocate': ['{period} 没有待分摊的直接人工或制造费用', 'There is no labour or overhead to allocate in {period}'],
  'productionCosting.noBase': ['{period} 没有可作分摊依据的报工（工时或数量）', 'No work report of {period} gives a base to allocate by (hours or quantities)'],
  'productionCosting.laterRun': ['{period} 已有核算，请先撤销后面的期间', '{period} is already costed; undo the later period first'],
  'productionCosting.costedFirst': ['{period} 已执行产品成本核算，请先反核算', 'The products of {period} are already costed; undo the product costing first'],
  'productionCosting.voucherAudited': ['核算凭证已审核，请先反审核凭证', 'The costing voucher is audited; unaudit it first'],
  'productionCosting.alreadyCosted': ['{period} 已执行产品成本核算，请先反核算', 'The products of {period} are already costed; undo the product costing first'],
  'productionCosting.notCosted': ['{period} 尚未执行产品成本核算', 'The products of {period} are not costed'],
  'productionCosting.nothingReceived': ['{period} 没有生产入库，无需核算', 'Nothing was received from production in {period}; there is nothing to cost'],
  'productionCosting.orderUnknown': ['生产单不存在或未审核', 'The production order does not exist or is not approved'],
  'productionCosting.pieceOverPool': ['{period} 的计件工资 {piece} 超过已计入生产成本的生产工资 {pool}，请先计提工资', 'The piece wages of {period} ({piece}) exceed the production wages booked to production cost ({pool}); accrue the wages first'],
  'productionCosting.completion': ['完工程度须在0到100之间', 'The completion must be between 0 and 100'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof productionCostingMessages, true> {}
}
