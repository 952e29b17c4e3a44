import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the fixed assets (固定资产): key → [zh-CN, en-US]. */
export const assetMessages = defineMessages({
  'asset.alreadyDepreciated': ['{period} 已计提折旧，不能重复计提', 'Depreciation for {period} has already been accrued'],
  'asset.nothingToDepreciate': ['{period} 没有需要计提折旧的资产', 'No asset has depreciation to accrue in {period}'],
  'asset.notDepreciated': ['{period} 尚未计提折旧', 'No depreciation has been accrued for {period}'],
  'asset.laterRun': ['{period} 已计提折旧，请先撤销后面期间的计提', 'Depreciation of {period} is accrued: undo the later period first'],
  'asset.voucherAudited': ['折旧凭证已审核，请先反审核凭证再撤销计提', 'The depreciation voucher is audited: unaudit it before undoing the accrual'],
  'asset.disposed': ['资产已处置，不能再修改', 'The asset is disposed and can no longer be changed'],
  'asset.statusByAction': ['资产状态只能通过处置改变', 'The status of an asset changes only by disposing of it'],
  'asset.hasDepreciation': ['资产已计提折旧，原值、累计折旧、开始日期、年限、残值率和折旧方法不能再修改', 'The asset has depreciation booked: original value, accumulated depreciation, start date, life, residual rate and method can no longer change'],
  'asset.inUseByLedger': ['资产已有折旧或凭证，不能删除', 'The asset has depreciation or vouchers and cannot be deleted'],
  'asset.hasAcquisitionVoucher': ['资产已生成购入凭证', 'The asset already has its acquisition voucher'],
  'asset.disposeAfterRun': ['{period} 已计提折旧，处置当月不计提折旧：请先撤销该期计提', 'Depreciation of {period} is accrued, but none is due in the month of disposal: undo that accrual first'],
  'asset.sameDepartment': ['资产已在该部门', 'The asset is already in that department'],
  'asset.initDifference': ['资产卡片与科目期初余额不一致：原值差额 {original}，累计折旧差额 {accumulated}', 'The asset cards differ from the opening balances: original value by {original}, accumulated depreciation by {accumulated}'],
  'asset.initFinished': ['资产初始化已完成', 'Asset initialization is finished'],
  'asset.countFinished': ['盘点单已完成，不能再修改', 'The count is finished and can no longer be changed'],
  'asset.countNotFinished': ['盘点单尚未完成，不能审批', 'The count is not finished yet and cannot be approved'],
  'asset.countApproved': ['盘点单已审批', 'The count is already approved'],
  'asset.approveBeforeCount': ['审批日期不能早于盘点日期 {date}', 'The approval date cannot be before the count date {date}'],
  'asset.compensationTooHigh': ['赔偿金额须在 0 与盘亏净值 {loss} 之间', 'The compensation must be between 0 and the net loss {loss}'],
  'asset.surplusCategory': ['盘盈第 {line} 行：请选择资产类别', 'Surplus line {line}: choose an asset category'],
  'asset.surplusCode': ['盘盈第 {line} 行：资产编码 {code} 已被使用', 'Surplus line {line}: the asset code {code} is already used'],
  'asset.surplusValue': ['盘盈第 {line} 行：原值须大于 0，累计折旧不能超过原值', 'Surplus line {line}: the original value must be above 0 and the accumulated depreciation not above it'],
  'asset.initLockedRun': ['已计提 {period} 的折旧，期初资产卡片（{start} 之前开始使用）不能再新增、修改或删除，资产初始化也不能再重新打开', 'Depreciation of {period} is accrued: opening asset cards (in use before {start}) can no longer be added, changed or deleted, nor the initialization reopened'],
  'asset.initLockedClosed': ['启用期间 {start} 已结账，期初资产卡片（{start} 之前开始使用）不能再新增、修改或删除，资产初始化也不能再重新打开', 'The start period {start} is closed: opening asset cards (in use before {start}) can no longer be added, changed or deleted, nor the initialization reopened'],
  'asset.accumulatedTooHigh': ['期初累计折旧不能超过原值减残值', 'Opening accumulated depreciation cannot exceed original value less residual value'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof assetMessages, true> {}
}
