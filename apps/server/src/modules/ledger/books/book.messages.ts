import { defineMessages } from '../../../platform/i18n/server-messages.ts';

/** Messages of the books (subject balance, general and detail ledgers, auxiliary balances): key → [zh-CN, en-US]. */
export const bookMessages = defineMessages({
  'book.periodFormat': ['期间格式应为 YYYY-MM', 'A period is written YYYY-MM'],
  'book.periodRange': ['开始期间不能晚于结束期间', 'The first period cannot be after the last period'],
  'book.periodSpan': ['查询期间不能超过120个月', 'The range cannot be longer than 120 months'],
  'book.unknownSubject': ['科目 {code} 不存在', 'Account {code} does not exist'],
  'book.noAux': ['科目 {code} 没有“{aux}”辅助核算', 'Account {code} does not track "{aux}"'],
});

declare module '../../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof bookMessages, true> {}
}
