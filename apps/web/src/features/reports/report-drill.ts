import { drillDimension, type ReportDefinition, type ReportDimension, type ReportFilter, type ReportRow } from '@zf/shared';
import dayjs from 'dayjs';

/** What the screen asks: dates, group-by and filters (`<filter>_id` ids, `bill_type`). */
export interface ReportParams {
  date_from: string;
  date_to: string;
  group_by: ReportDimension;
  filters: Record<string, number | string>;
}

/** One step down: the row drilled from (its group and key) and the query it led to. */
export interface DrillStep { group_by: ReportDimension; key: string; label: string; params: ReportParams }

export const filterParam = (f: ReportFilter) => (f === 'bill_type' ? 'bill_type' : `${f}_id`);

/** The query string of the params: dates, group-by and the filters that are set. */
export const queryOf = (p: ReportParams): Record<string, string | number> => ({ date_from: p.date_from, date_to: p.date_to, group_by: p.group_by, ...p.filters });

const latest = (a: string, b: string) => (a > b ? a : b);
const earliest = (a: string, b: string) => (a < b ? a : b);

/**
 * The query a click on a row leads to, or undefined when the row goes no further: the next dimension of the
 * definition (drillDimension, skipping the ones already used on the way) with the row's key as a filter. A month
 * narrows the dates to that month, a day to that day (within the range asked); a master-data key becomes its
 * `<dimension>_id`; a key the report cannot filter by (or "none", key 0) ends the way down.
 */
export function drillFrom(def: ReportDefinition, params: ReportParams, row: ReportRow, used: readonly ReportDimension[]): ReportParams | undefined {
  const from = params.group_by;
  const next = drillDimension(def, from, [...used, from]);
  if (!next) return undefined;
  if (from === 'month') {
    const start = dayjs(`${row.key}-01`);
    if (!start.isValid()) return undefined;
    return { ...params, group_by: next, date_from: latest(params.date_from, start.format('YYYY-MM-DD')), date_to: earliest(params.date_to, start.endOf('month').format('YYYY-MM-DD')) };
  }
  if (from === 'day') return { ...params, group_by: next, date_from: row.key, date_to: row.key };
  if (from === 'age') return { ...params, group_by: next };
  const filter = from as ReportFilter;
  if (!def.filters.includes(filter) || row.key === '0' || row.key === '') return undefined;
  return { ...params, group_by: next, filters: { ...params.filters, [filterParam(filter)]: filter === 'bill_type' ? row.key : Number(row.key) } };
}
