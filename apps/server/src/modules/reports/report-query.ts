import type { ReportDefinition, ReportFilter, ReportQuery, ReportQueryString } from '@zf/shared';
import dayjs from 'dayjs';
import { invalidFields } from '../../platform/http/app-error.ts';

const maxDays = 3 * 366;

/**
 * The query a runner gets, checked against the report's definition: the range (default this month; a report over at
 * most three years), a group-by the report has (default its first) and only filters it names (others refused, 4220).
 */
export function reportQuery(def: ReportDefinition, q: ReportQueryString, today = dayjs().format('YYYY-MM-DD')): ReportQuery {
  const date_to = q.date_to ?? today;
  const date_from = q.date_from ?? `${date_to.slice(0, 8)}01`;
  if (date_from > date_to) throw invalidFields({ date_to: 'report.dateRange' });
  if (dayjs(date_to).diff(dayjs(date_from), 'day') > maxDays) throw invalidFields({ date_from: 'report.dateSpan' });
  const group_by = q.group_by ?? def.dimensions[0]!;
  if (!def.dimensions.includes(group_by)) throw invalidFields({ group_by: 'report.groupBy' });
  const filters: ReportQuery['filters'] = {};
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || !(key.endsWith('_id') || key === 'bill_type')) continue;
    const filter = (key === 'bill_type' ? key : key.slice(0, -3)) as ReportFilter;
    if (!def.filters.includes(filter)) throw invalidFields({ [key]: 'report.filter' });
    filters[filter] = value as number | string;
  }
  return { date_from, date_to, group_by, filters, page: q.page, page_size: q.page_size };
}
