import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the quality module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const qualityMessages = defineMessages({
  'quality.sourceRequired': ['请选择要检验的单据', 'Choose the document to inspect'],
  'quality.sourceNotApproved': ['被检验的单据须已审核', 'The inspected document must be approved'],
  'quality.saleApproved': ['销售单已审核，出货检验须在审核前完成', 'The sales bill is already approved; the delivery inspection comes before approval'],
  'quality.lineNotInSource': ['该行不是被检验单据的明细', 'This row is not a row of the inspected document'],
  'quality.resultSum': ['合格数与不合格数之和须等于检验数量', 'Qualified and rejected must add up to the quantity checked'],
  'quality.overOpen': ['检验数量超过待检数量{allowed}', 'The quantity checked exceeds the quantity waiting, {allowed}'],
  'quality.overOpenRow': ['第{row}行：检验数量超过待检数量{allowed}', 'Row {row}: the quantity checked exceeds the quantity waiting, {allowed}'],
  'quality.nothingOpen': ['该单据没有待检验的数量', 'Nothing of this document is waiting for inspection'],
  'quality.noInspectionWarehouse': ['需来料检验的商品入库前须在质检设置中指定待检仓', 'Set the inspection warehouse in the quality settings before receiving products that require an incoming inspection'],
  'quality.returnApproved': ['不合格品的采购退货单{sn}已审核，请先反审核退货单', 'The purchase return {sn} of the rejected goods is approved; reverse it first'],
  'quality.deliveryUnchecked': [
    '商品「{product}」需要出货检验：请先审核本销售单的出货检验单（合格数量不少于{number}）',
    'Product "{product}" requires a delivery inspection: approve a delivery inspection of this sales bill first (at least {number} qualified)',
  ],
  'quality.processUnchecked': [
    '工序「{process}」需要工序检验：请先审核该工序报工的工序检验单（待检数量{number}）',
    'Step "{process}" requires a process inspection: approve the process inspections of its work reports first ({number} waiting)',
  ],
  'quality.scrapTaken': ['不合格数量超过本工序尚未被下道工序或入库使用的合格数{allowed}', 'More is rejected than the step\'s good quantity the next step or the receipts have not taken yet, {allowed}'],
  'quality.itemNotInScheme': ['该检验项目不属于此行商品的质检方案', 'This inspection item is not in the scheme of the row\'s product'],
  'quality.outOfLimits': ['测量值超出上下限，判定为不合格', 'The measured value is outside its limits: it fails'],
  'quality.failedItemQualified': ['本行有不合格的检验项目：请填写不合格数量，或按让步接收处理', 'An inspection item of this row failed: enter the rejected quantity, or accept the row on a concession'],
  'quality.serialNotReceived': ['第{row}行：序列号 {serial} 不是被检验入库行的序列号', 'Row {row}: serial number {serial} is not one of the inspected receipt row\'s'],
  'quality.held': [
    '「{product}」有{held}待来料检验，检验放行前不能出库：本仓库可用{available}，本单要出库{number}',
    '{held} of {product} is waiting for its incoming inspection and cannot leave before the check releases it: {available} available in this warehouse, {number} asked',
  ],
  'quality.warehouseMissing': ['仓库不存在', 'The warehouse does not exist'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof qualityMessages, true> {}
}
