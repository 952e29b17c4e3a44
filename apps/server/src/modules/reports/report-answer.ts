import { Decimal, amount, type ReportAnswer, type ReportDefinition, type ReportMeasure, type ReportQuery, type ReportRow } from '@zf/shared';

/** Measures that are ratios of two sums: recomputed from the summed parts, never summed themselves. */
const ratios: Partial<Record<ReportMeasure, (v: Values) => string | null>> = {
  gross_margin: (v) => percent(v.gross_profit, v.amount),
  unit_cost: (v) => (v.out_qty !== undefined ? divide(v.out_amount, v.out_qty) : v.closing_qty !== undefined ? divide(v.closing_amount, v.closing_qty) : divide(v.cost, v.qty)),
  price: (v) => divide(v.amount, v.qty),
};
type Values = ReportRow['values'];

function divide(a: string | null | undefined, b: string | null | undefined): string | null {
  if (a == null || b == null || new Decimal(b).isZero()) return null;
  return new Decimal(a).div(b).toDecimalPlaces(6).toFixed(6);
}
function percent(a: string | null | undefined, b: string | null | undefined): string | null {
  if (a == null || b == null || new Decimal(b).isZero()) return null;
  return amount(new Decimal(a).div(b).mul(100));
}

/** The measures over all rows: additive ones summed (same scale as the rows), ratios recomputed from the sums. */
export function totalsOf(def: ReportDefinition, rows: readonly ReportRow[], given: Values = {}): Values {
  const total: Values = {};
  for (const m of def.measures) {
    if (m in given) { total[m] = given[m]; continue; }
    if (ratios[m] || m === 'share' || m === 'turnover_days') continue;
    let sum = new Decimal(0);
    // The measure's own scale even without rows (a count 0 dp, quantities 4, amounts 2), widened by what rows carry.
    let places = m === 'bills' ? 0 : m.endsWith('qty') ? 4 : 2;
    for (const r of rows) {
      const v = r.values[m];
      if (v == null) continue;
      sum = sum.add(v);
      places = Math.max(places, v.split('.')[1]?.length ?? 0);
    }
    total[m] = sum.toFixed(places);
  }
  for (const m of def.measures) if (ratios[m] && !(m in given)) total[m] = ratios[m](total);
  if (def.measures.includes('share') && !('share' in given)) total.share = rows.length ? '100.00' : null;
  return total;
}

/** Fills a row's ratio measures from its parts (runners give the sums). */
export function withRatios(def: ReportDefinition, values: Values): Values {
  const out = { ...values };
  for (const m of def.measures) if (ratios[m] && out[m] === undefined) out[m] = ratios[m](out);
  return out;
}

const isTime = (d: string) => d === 'day' || d === 'month';
const num = (v: string | null | undefined) => (v == null ? -Infinity : Number(v));

/**
 * The answer from every group of the query (already labelled): time groups in time order, documents by date then
 * number, the others by the chart measure (largest first, then key); one page of them, the totals over all (runners
 * may give totals that are not sums, e.g. turnover days) and the chart (time: every point; others: the top 10).
 */
export function shapeAnswer(def: ReportDefinition, query: ReportQuery, rows: ReportRow[], givenTotal: Values = {}): ReportAnswer {
  const by = def.chart.measure;
  const sorted = [...rows].map((r) => ({ ...r, values: withRatios(def, r.values) }));
  if (isTime(query.group_by)) sorted.sort((a, b) => a.key.localeCompare(b.key));
  else if (query.group_by === 'bill' || query.group_by === 'line') sorted.sort((a, b) => (a.bill?.bill_date ?? '').localeCompare(b.bill?.bill_date ?? '') || (a.bill?.bill_sn ?? '').localeCompare(b.bill?.bill_sn ?? '') || Number(a.key) - Number(b.key));
  else sorted.sort((a, b) => num(b.values[by]) - num(a.values[by]) || a.key.localeCompare(b.key, 'en', { numeric: true }));
  const start = (query.page - 1) * query.page_size;
  const chartRows = isTime(query.group_by) ? sorted : sorted.slice(0, 10);
  return {
    list: sorted.slice(start, start + query.page_size),
    count: sorted.length,
    total: totalsOf(def, sorted, givenTotal),
    chart: query.group_by === 'bill' || query.group_by === 'line' ? undefined : {
      categories: chartRows.map((r) => r.label),
      series: [{ measure: by, data: chartRows.map((r) => r.values[by] ?? null) }],
    },
  };
}
