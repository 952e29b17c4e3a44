import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the dashboard module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const dashboardMessages = defineMessages({
  'dashboard.unknownPage': ['快捷菜单中有不存在或无权打开的页面', 'The shortcuts name a page that does not exist or that you may not open'],
  'dashboard.tooMany': ['快捷菜单最多 20 个', 'At most 20 shortcuts'],
  'dashboard.unknownCard': ['首页卡片中有不存在的卡片', 'The cards name a dashboard card that does not exist'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof dashboardMessages, true> {}
}
