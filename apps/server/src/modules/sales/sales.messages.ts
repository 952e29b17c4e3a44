import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the sales module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const salesMessages = defineMessages({
  'trading.sourceNotApproved': ['只有已审核的单据可以生成订单', 'Only an approved document can be turned into an order'],
  'sales.alreadySigned': ['该销售单已签收', 'This sales bill has already been signed off'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof salesMessages, true> {}
}
