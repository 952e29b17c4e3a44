import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the pricing module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const pricingMessages = defineMessages({
  'promotion.discountRange': ['折扣须大于0且不超过1（如0.9表示九折）', 'The discount must be above 0 and at most 1 (0.9 is 10% off)'],
  'promotion.priceNeedsProduct': ['特价促销须指定商品', 'A fixed-price promotion needs a product'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof pricingMessages, true> {}
}
