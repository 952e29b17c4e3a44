import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the bill engine (documents, settlements, source links) (envelope msg and field messages): key → [zh-CN, en-US]. */
export const billMessages = defineMessages({
  'bill.amountsHidden': ['您的权限组隐藏了此类单据的金额，不能填写或修改它的价格；请管理员授予“金额合计”列', 'Your permission group hides this document type\'s amounts, so you cannot enter or change its prices; ask for the "Total amount" column'],
  'bill.extNotAccepted': ['此类单据没有扩展字段', 'This document type has no extra fields'],
  'bill.notEditable': ['只有待审核或已驳回的单据可以修改', 'Only pending or rejected bills can be changed'],
  'bill.notDeletable': ['只有待审核、已驳回或已作废的单据可以删除', 'Only pending, rejected or voided bills can be deleted'],
  'bill.badTransition': ['单据当前状态不能执行此操作', 'The bill’s status does not allow this action'],
  'bill.notApprover': ['您不是当前审批步骤的审批人', 'You are not an approver of the current approval step'],
  'bill.overSource': ['第{row}行：数量超过来源单据可用数量（{available}）', 'Row {row}: the quantity exceeds what the source document still has ({available})'],
  'bill.sourceMismatch': ['第{row}行：来源单据行无效', 'Row {row}: invalid source line'],
  'bill.sourceProductRow': ['第{row}行：商品与来源单据行的商品不同', 'Row {row}: the product differs from the source line\'s product'],
  'bill.sourceProduct': ['商品与来源单据行的商品不同', 'The product differs from the source line\'s product'],
  'bill.sourceLineInvalid': ['来源单据行无效（不存在、未审核或不是本类单据的来源）', 'Invalid source line (missing, not approved, or not a source of this document type)'],
  'bill.overSourceLine': ['数量超过来源单据行的剩余数量', 'The quantity exceeds what the source line still has open'],
  'bill.hasDerived': ['已有后续单据{sn}，不能反审核', 'Bill {sn} was made from this one; it cannot be reversed'],
  'bill.hasSettlement': ['单据已被{sn}核销，不能反审核；请先反审核{sn}', 'The bill was cleared by {sn}; reverse {sn} first'],
  'settlement.targetInvalid': ['核销的单据不存在、不是同一往来单位或不能由本单核销', 'The document to clear does not exist, belongs to another partner or cannot be cleared by this bill'],
  'settlement.targetNotApproved': ['只能核销已审核的单据', 'Only approved documents can be cleared'],
  'settlement.targetInvalidRow': ['核销第{row}行：单据不存在、不是同一往来单位或不能由本单核销', 'Clearing row {row}: the document does not exist, belongs to another partner or cannot be cleared by this bill'],
  'settlement.targetNotApprovedRow': ['核销第{row}行：单据{sn}不是已审核状态，不能核销', 'Clearing row {row}: {sn} is not approved and cannot be cleared'],
  'settlement.overTarget': ['核销第{row}行：单据{sn}的未核销金额只有{open}', 'Clearing row {row}: only {open} of {sn} is still open'],
  'bill.partnerType': ['所选往来单位类型不符', 'The selected partner is of the wrong type'],
  'bill.subcontractorStore': ['委外仓只能用于委外领料、退料和入库单', 'A subcontractor warehouse is used only by outsourcing picks, returns and stock-ins'],
  'serial.countMismatch': ['第{row}行：该商品启用了序列号管理，需要 {qty} 个序列号，已填写 {count} 个', 'Row {row}: this product tracks serial numbers; {qty} are needed, {count} were given'],
  'serial.duplicate': ['第{row}行：序列号 {serial} 重复', 'Row {row}: serial number {serial} appears twice'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof billMessages, true> {}
}
