import { defineMessages } from '../../../platform/i18n/server-messages.ts';

/** Messages of the auto-voucher routes (configuration, generation, checks): key → [zh-CN, en-US]. */
export const autoVoucherRouteMessages = defineMessages({
  'autoVoucher.subjectNotLeaf': ['科目不存在、已停用或不是末级科目', 'The account does not exist, is disabled or is not a leaf account'],
  'autoVoucher.unknownSlot': ['该单据类型没有这个科目项', 'This bill type has no such amount to map'],
  'autoVoucher.unknownRecord': ['记录不存在', 'No such record'],
  'autoVoucher.noVoucherNeeded': ['单据没有需要生成凭证的金额', 'The bill has no amounts to voucher'],
});

declare module '../../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof autoVoucherRouteMessages, true> {}
}
