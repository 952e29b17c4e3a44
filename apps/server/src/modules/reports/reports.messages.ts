import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the report centre: key → [zh-CN, en-US]. */
export const reportMessages = defineMessages({
  'report.unknown': ['没有这个报表', 'There is no such report'],
  'report.groupBy': ['该报表不能按此维度汇总', 'This report cannot be grouped by that'],
  'report.filter': ['该报表不能按此条件筛选', 'This report cannot be filtered by that'],
  'report.dateRange': ['开始日期不能晚于结束日期', 'The start date cannot be after the end date'],
  'report.dateSpan': ['报表期间最长 3 年', 'A report covers at most 3 years'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof reportMessages, true> {}
}
