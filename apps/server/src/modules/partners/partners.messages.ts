import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the partners module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const partnersMessages = defineMessages({
  'partner.notSupplier': ['请选择供应商', 'Please choose a supplier'],
  'partner.typeInUse': ['该往来单位已有客户账号、销售协议价或成本价，不能更改类型', 'This partner has customer accounts, sales agreement prices or cost prices; its type cannot change'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof partnersMessages, true> {}
}
