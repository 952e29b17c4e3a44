import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the auto vouchers made from bills: key → [zh-CN, en-US]. */
export const autoVoucherMessages = defineMessages({
  'autoVoucher.unbalanced': ['单据 {bill_sn} 的凭证借贷不平衡（差额 {difference}），请检查自动凭证配置', 'The voucher of {bill_sn} does not balance (difference {difference}); check the auto-voucher configuration'],
  'autoVoucher.unknownSubject': ['科目 {code} 不存在或不是末级科目', 'Account {code} does not exist or is not a leaf account'],
  'autoVoucher.notInitialized': ['账簿尚未初始化，不能生成凭证', 'The books are not initialized: no vouchers can be made'],
  'autoVoucher.hasVoucher': ['已生成凭证', 'Already has a voucher'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof autoVoucherMessages, true> {}
}
