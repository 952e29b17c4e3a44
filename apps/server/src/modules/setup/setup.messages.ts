import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the setup module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const setupMessages = defineMessages({
  'msg.welcome.title': ['欢迎使用账房', 'Welcome to Zhangfang'],
  'msg.welcome.content': ['{enterprise}已准备就绪：可以从商品、往来单位和仓库开始录入基础资料。', '{enterprise} is ready: start with products, partners and warehouses.'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof setupMessages, true> {}
}
