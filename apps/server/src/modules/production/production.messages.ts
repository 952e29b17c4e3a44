import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the production module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const productionMessages = defineMessages({
  'production.productRequired': ['请选择生产的产品', 'Choose the product to make'],
  'production.quantityPositive': ['生产数量必须大于0', 'The quantity to make must be above 0'],
  'production.tolerance': ['超领比例须在0到100之间', 'The over-issue tolerance must be between 0 and 100'],
  'production.noBom': ['该产品没有物料清单，无法生成生产单', 'This product has no bill of materials, so no production order can be made for it'],
  'production.routingProduct': ['工艺路线不属于该产品', 'The routing is not one of this product\'s'],
  'production.orderRequired': ['请选择生产单', 'Choose the production order'],
  'production.orderNotApproved': ['生产单未审核，不能据此开单', 'The production order is not approved; no document can be made against it'],
  'production.orderClosed': ['生产单已结案，不能再领料、报工或入库', 'The production order is closed: no more picks, work reports or receipts'],
  'production.notInOrder': ['该物料不在生产单的用料清单中', 'This material is not on the production order\'s material list'],
  'production.notOrderProduct': ['只能是生产单的产品', 'Only the production order\'s product'],
  'production.overIssue': ['第{row}行：领料超过应发数量（含超领比例）{allowed}，超出部分请开生产补料单', 'Row {row}: the issue exceeds the quantity to issue (with the tolerance) of {allowed}; issue the rest on a supplementary issue'],
  'production.overIssueLine': ['领料超过应发数量（含超领比例），超出部分请开生产补料单', 'The issue exceeds the quantity to issue (with the tolerance); issue the rest on a supplementary issue'],
  'production.supplementReason': ['请填写补料原因（不超过200字）', 'Give the reason for the supplementary issue (up to 200 characters)'],
  'production.supplementLines': ['请填写补料的物料和数量', 'Enter the materials and quantities to issue'],
  'production.overReturn': ['第{row}行：退料超过已领数量{allowed}', 'Row {row}: the return exceeds the quantity issued, {allowed}'],
  'production.overReturnLine': ['退料超过已领数量', 'The return exceeds the quantity issued'],
  'production.overReport': ['第{row}行：合格数量累计超过上道工序合格数{allowed}', 'Row {row}: the cumulative good quantity exceeds the previous step\'s good quantity, {allowed}'],
  'production.overReportLine': ['合格数量累计超过上道工序合格数', 'The cumulative good quantity exceeds the previous step\'s good quantity'],
  'production.overReceipt': ['第{row}行：入库超过可入库数量{allowed}', 'Row {row}: the receipt exceeds what may be received, {allowed}'],
  'production.overReceiptLine': ['入库超过可入库数量（末道工序合格数或计划数含超收比例）', 'The receipt exceeds what may be received (good at the last step, or the planned quantity with the tolerance)'],
  'production.stepRequired': ['请选择生产单工艺路线中的工序', 'Choose a step of the production order\'s routing'],
  'production.noRouting': ['生产单没有工艺路线，不能报工', 'The production order has no routing, so no work can be reported against it'],
  'production.scrapKind': ['报废类型须为工废或料废', 'The scrap kind must be process scrap or material scrap'],
  'production.badStatus': ['生产单当前状态不能执行该操作', 'The production order\'s status does not allow this'],
  'production.reverseBlocked': ['生产单的后续单据依赖本单，不能反审核', 'Later documents of the production order depend on this one; it cannot be reversed'],
  'production.receiptCosted': ['该入库单已参与 {period} 的产品成本核算，请先反核算', 'This receipt was costed by the product cost accounting of {period}; undo that costing first'],
  'production.materialCosted': ['{period} 已执行产品成本核算，该单的领退料已计入成本，请先反核算', 'The product cost accounting of {period} took this document\'s material in; undo that costing first'],
  'production.orderCosted': ['{period} 的产品成本核算已按完工计入该生产单，请先反核算再重新打开', 'The product cost accounting of {period} took this production order in as finished; undo that costing before reopening it'],
  'production.workerUnknown': ['请从员工列表中选择报工人', 'Choose the worker from the staff list'],
  'production.equipmentUnknown': ['请选择本企业的生产设备', 'Choose one of this enterprise\'s production equipment'],
  'production.fixtureUnknown': ['请选择本企业的工装夹具', 'Choose one of this enterprise\'s fixtures'],
  'production.nothingOpen': ['没有可带出的剩余数量', 'There is no remaining quantity to fill in'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof productionMessages, true> {}
}
