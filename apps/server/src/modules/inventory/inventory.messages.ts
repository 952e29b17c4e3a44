import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the inventory module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const inventoryMessages = defineMessages({
  'assembly.noPrice': ['成品没有单价，无法按金额分摊成本；继续将按数量分摊', 'The products have no unit price, so the cost cannot be allocated by amount; continuing allocates it by quantity'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof inventoryMessages, true> {}
}
