import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of shared links: key → [zh-CN, en-US]. */
export const sharesMessages = defineMessages({
  'shares.gone': ['分享链接不存在或已过期', 'This share link does not exist or has expired'],
  'shares.expiresRange': ['有效期须在1到90天之间', 'The link must last between 1 and 90 days'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof sharesMessages, true> {}
}
