import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the outsourcing module: key → [zh-CN, en-US]. */
export const outsourcingMessages = defineMessages({
  'outsourcing.orderInvalid': ['请选择已审核的委外加工单', 'Choose an approved outsourcing order'],
  'outsourcing.otherSupplier': ['供应商与委外加工单的供应商不一致', 'The supplier differs from the outsourcing order\'s supplier'],
  'outsourcing.supplierStore': ['应为该供应商的委外仓', 'This must be the supplier\'s subcontractor warehouse'],
  'outsourcing.ourStore': ['应为本企业的仓库，不能是委外仓', 'This must be one of our warehouses, not a subcontractor warehouse'],
  'outsourcing.notOnOrder': ['第{row}行：该材料不在委外加工单的材料清单中', 'Row {row}: this material is not on the outsourcing order\'s material list'],
  'outsourcing.overPick': ['第{row}行：超领，累计领料不能超过 {limit}（订单用量含允差），超出部分请开委外补料单', 'Row {row}: over-pick; the total picked may not exceed {limit} (the order\'s quantity with its tolerance); send the rest on a supplementary pick'],
  'outsourcing.supplementReason': ['请填写补料原因（不超过200字）', 'Give the reason for the supplementary pick (up to 200 characters)'],
  'outsourcing.overReturn': ['第{row}行：退料超过委外商处的结存 {limit}', 'Row {row}: the return exceeds the {limit} still at the subcontractor'],
  'outsourcing.overReceive': ['第{row}行：累计入库不能超过 {limit}（订单数量含允差）', 'Row {row}: the total received may not exceed {limit} (the order\'s quantity with its tolerance)'],
  'outsourcing.orderProduct': ['应为委外加工单的加工成品', 'This must be the outsourcing order\'s product'],
  'outsourcing.feePrice': ['加工单价应与委外加工单一致', 'The processing fee per unit must be the outsourcing order\'s'],
  'outsourcing.orderInUse': ['该委外加工单已有审核的领料、入库或费用单，不能反审核', 'This outsourcing order has approved picks, receipts or fee bills; its approval cannot be reversed'],
  'outsourcing.pickConsumed': ['领料已被委外入库消耗，不能反审核', 'The picked materials were consumed by a receipt; the pick\'s approval cannot be reversed'],
  'outsourcing.noBom': ['该商品没有物料清单', 'This product has no bill of materials'],
  'outsourcing.feeMatched': ['委外费用单 {sn} 已冲回本单的暂估并调整入库成本，请先反审核该费用单', 'Fee bill {sn} has reversed this order\'s estimate and adjusted the received goods\' cost; reverse that fee bill first'],
  'outsourcing.orderDone': ['委外加工单没有可生成的剩余数量', 'The outsourcing order has nothing left for this document'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof outsourcingMessages, true> {}
}
