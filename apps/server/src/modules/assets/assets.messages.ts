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
  'asset.accumulatedTooHigh': ['期初累计折旧不能超过原值减残值', 'Opening accumulated depreciation cannot exceed original value less residual value'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof assetMessages, true> {}
}
