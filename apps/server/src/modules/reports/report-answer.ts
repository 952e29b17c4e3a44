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

/**
 * Σ of plain decimal strings at `places` decimals, exactly, in scaled integers (thousands of groups: Decimal per
 * addition cost a report of 2,000 products more than its query). Anything else (exponents) goes through Decimal.
 */
function sumDecimals(values: readonly string[], places: number): string {
  let sum = 0n;
  for (const v of values) {
    const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(v);
    if (!match) return values.reduce((s, x) => s.add(x), new Decimal(0)).toFixed(places);
    const scaled = BigInt(`${match[2] || '0'}${(match[3] ?? '').padEnd(places, '0')}`);
    sum += match[1] ? -scaled : scaled;
  }
  const negative = sum < 0n;
  const digits = (negative ? -sum : sum).toString().padStart(places + 1, '0');
  const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${text}` : text;
}

/** The measures over all rows: additive ones summed (same scale as the rows), ratios recomputed from the sums. */
export function totalsOf(def: ReportDefinition, rows: readonly ReportRow[], given: Values = {}): Values {
  const total: Values = {};
  for (const m of def.measures) {
    if (m in given) { total[m] = given[m]; continue; }
    if (ratios[m] || m === 'share' || m === 'turnover_days') continue;
    // The measure's own scale even without rows (a count 0 dp, quantities 4, amounts 2), widened by what rows carry.
    let places = m === 'bills' ? 0 : m.endsWith('qty') ? 4 : 2;
    const values: string[] = [];
    for (const r of rows) {
      const v = r.values[m];
      if (v == null) continue;
      values.push(v);
      places = Math.max(places, v.split('.')[1]?.length ?? 0);
    }
    total[m] = sumDecimals(values, places);
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

/** Keys in natural order (ids as numbers); one collator, not one per comparison. */
const keyOrder = new Intl.Collator('en', { numeric: true });
const isTime = (d: string) => d === 'day' || d === 'month';
const num = (v: string | null | undefined) => (v == null ? -Infinity : Number(v));

/**
 * The answer from every group of the query (already labelled): time groups in time order, documents by date then
 * number, the others by the chart measure (largest first, then key); one page of them, the totals over all (runners
 * may give totals that are not sums, e.g. turnover days) and the chart (time: every point; bills: none; lines and
 * the others: the top 10).
 */
export function shapeAnswer(def: ReportDefinition, query: ReportQuery, rows: ReportRow[], givenTotal: Values = {}): ReportAnswer {
  const by = def.chart.measure;
  // Ratios of every group only when the order needs them; else of the page and the chart's groups alone.
  const sortByRatio = !!ratios[by] && !isTime(query.group_by) && query.group_by !== 'bill' && query.group_by !== 'line';
  const sorted = sortByRatio ? rows.map((r) => ({ ...r, values: withRatios(def, r.values) })) : [...rows];
  if (isTime(query.group_by)) sorted.sort((a, b) => a.key.localeCompare(b.key));
  else if (query.group_by === 'bill' || query.group_by === 'line') sorted.sort((a, b) => (a.bill?.bill_date ?? '').localeCompare(b.bill?.bill_date ?? '') || (a.bill?.bill_sn ?? '').localeCompare(b.bill?.bill_sn ?? '') || Number(a.key) - Number(b.key));
  else sorted.sort((a, b) => num(b.values[by]) - num(a.values[by]) || keyOrder.compare(a.key, b.key));
  const start = (query.page - 1) * query.page_size;
  const chartRows = isTime(query.group_by) ? sorted : sorted.slice(0, 10);
  const ratioed = (r: ReportRow) => (sortByRatio ? r : { ...r, values: withRatios(def, r.values) });
  // Lines (the gross profit detail's only grouping) chart their top 10 by the measure, named by product and bill.
  const topLines = query.group_by === 'line' ? [...sorted].sort((a, b) => num(b.values[by]) - num(a.values[by])).slice(0, 10).map(ratioed) : [];
  return {
    list: sorted.slice(start, start + query.page_size).map(ratioed),
    count: sorted.length,
    total: totalsOf(def, sorted, givenTotal),
    chart: query.group_by === 'line' ? {
      categories: topLines.map((r) => [r.bill?.product_name, r.bill?.bill_sn ?? r.label].filter(Boolean).join(' · ')),
      series: [{ measure: by, data: topLines.map((r) => r.values[by] ?? null) }],
    } : query.group_by === 'bill' ? undefined : {
      categories: chartRows.map((r) => r.label),
      series: [{ measure: by, data: chartRows.map((r) => ratioed(r).values[by] ?? null) }],
    },
  };
}
