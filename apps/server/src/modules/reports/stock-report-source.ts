import { Decimal, amount, qty, type ReportDimension, type ReportQuery, type ReportRow } from '@zf/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { closedBalances, monthMoveSums, previousMonthEnd, probedBalances, validCloseOnOrBefore, validMonthEnds } from '../inventory/index.ts';

/**
 * What the stock reports (warehouse, outbound cost analysis, stock cost analysis) read from the stock ledger: the
 * scope of a query's filters, balances at a date (the month-end closes, as the balance-at-a-date screen reads them),
 * the movements in a range grouped by a dimension (the ledger's date index), and every time point of a range.
 */

/** The filters on a product × warehouse ledger (`col` names its columns: `m.product_id` or a bare `product_id`). */
export function stockScope(enterpriseId: number, filters: ReportQuery['filters'], alias = ''): RawBuilder<unknown> {
  const col = (c: string) => sql.raw(alias ? `${alias}.${c}` : c);
  const f = filters;
  return sql.join([
    sql`${col('enterprise_id')} = ${enterpriseId}`,
    ...(f.product ? [sql`${col('product_id')} = ${Number(f.product)}`] : []),
    ...(f.warehouse ? [sql`${col('warehouse_id')} = ${Number(f.warehouse)}`] : []),
    // A product's own category and brand, as the rows group them (a parent category's row holds its own products).
    ...(f.category ? [sql`${col('product_id')} IN (SELECT id FROM product WHERE enterprise_id = ${enterpriseId} AND category_id = ${Number(f.category)})`] : []),
    ...(f.brand ? [sql`${col('product_id')} IN (SELECT id FROM product WHERE enterprise_id = ${enterpriseId} AND brand_id = ${Number(f.brand)})`] : []),
  ], sql` AND `);
}

/** The day before a date ("2026-11-01" → "2026-10-31"). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The balances (product_id, warehouse_id, qty, amount) at the end of `date`, as the balance-at-a-date screen reads
 * them: from the valid close of the month end on or just before the date plus the pairs that moved since, else one
 * backward probe of the ledger per product × warehouse. (The screen's close sweep builds the latest settled month end
 * on its own; a report does not ask for older ones.)
 */
export async function balancesAt(db: Kysely<DB>, enterpriseId: number, scope: RawBuilder<unknown>, date: string): Promise<RawBuilder<unknown>> {
  const close = await validCloseOnOrBefore(db, enterpriseId, date);
  const monthEnd = nextDay(date).endsWith('-01') ? date : previousMonthEnd(date);
  return close?.month_end === monthEnd ? closedBalances(scope, close.month_end, date) : probedBalances(scope, date);
}

/** A group key of a product × warehouse row (`b`: balances or movements with product `p` joined). */
export function pairKey(dim: ReportDimension, alias: string): RawBuilder<string> {
  switch (dim) {
    case 'product': return sql<string>`${sql.raw(alias)}.product_id::text`;
    case 'warehouse': return sql<string>`${sql.raw(alias)}.warehouse_id::text`;
    case 'category': return sql<string>`p.category_id::text`;
    case 'brand': return sql<string>`p.brand_id::text`;
    default: throw new Error(`not a product × warehouse dimension: ${dim}`);
  }
}

/** A group key of a stock movement `m`, or of a close's month movement totals `s` (product `p` joined). */
export function moveKey(dim: ReportDimension, alias: 'm' | 's' = 'm'): RawBuilder<string> {
  const a = sql.raw(alias);
  switch (dim) {
    case 'month': return alias === 'm' ? sql<string>`to_char(m.move_date, 'YYYY-MM')` : sql<string>`to_char(s.month_end, 'YYYY-MM')`;
    case 'day': return sql<string>`to_char(m.move_date, 'YYYY-MM-DD')`;
    case 'bill_type': return sql<string>`${a}.bill_type`;
    case 'bill': return sql<string>`m.bill_id::text`;
    default: return pairKey(dim, alias);
  }
}

/** A movement counts in the direction of what it reverses (a reversal nets its original out). */
const effectiveDirection = sql`CASE WHEN m.reverses_id IS NULL THEN m.direction ELSE -m.direction END`;

export interface MoveSums {
  key: string;
  in_qty: string; in_amount: string; out_qty: string; out_amount: string;
  /** On `bill` groups: the document. */
  bill_type?: string; bill_sn?: string; bill_date?: string; partner_name?: string;
}

/**
 * Movements of the range grouped by `dim`, reversals netted against what they reverse: in = receipts, out = issues;
 * value adjustments (the remainders a costing method books when stock runs out) count as value in, so that
 * opening + in − out = closing (`only: 'out'`: issues that move goods, for the outbound cost). Whole months of the
 * range with a valid month-end close are read from its month totals (stock_close_move); the rest of the range from the
 * ledger by its date index (stock_move_date). By day and by document only the ledger has the detail.
 */
export async function movementSums(db: Kysely<DB>, enterpriseId: number, query: ReportQuery, dim: ReportDimension, only?: 'out'): Promise<MoveSums[]> {
  const e = enterpriseId;
  const bill = dim === 'bill';
  const billType = query.filters.bill_type ? String(query.filters.bill_type) : undefined;
  const months = dim === 'day' || bill ? [] : (await validMonthEnds(db, e, query.date_from, query.date_to)).filter((m) => `${m.slice(0, 7)}-01` >= query.date_from);
  const ranges = uncovered(query.date_from, query.date_to, months);
  type Sums = { key: string; in_qty: string; in_amount: string; out_qty: string; out_amount: string; issue_amount: string; bill_type?: string; bill_sn?: string; bill_date?: string; partner_name?: string };
  const found: Sums[] = [];
  if (ranges.length) {
    const key = moveKey(dim);
    const { rows } = await sql<Sums>`
      SELECT ${key} AS key, ${monthMoveSums}
        ${bill ? sql`, m.bill_type, max(m.bill_sn) AS bill_sn, to_char(min(m.move_date), 'YYYY-MM-DD') AS bill_date,
          (SELECT pa.name FROM bill d JOIN partner pa ON pa.enterprise_id = d.enterprise_id AND pa.id = d.partner_id
            WHERE d.enterprise_id = ${e} AND d.id = m.bill_id AND d.type = m.bill_type) AS partner_name` : sql``}
      FROM stock_move m
      ${dim === 'category' || dim === 'brand' ? sql`JOIN product p ON p.enterprise_id = m.enterprise_id AND p.id = m.product_id` : sql``}
      WHERE ${stockScope(e, query.filters, 'm')}
        AND (${sql.join(ranges.map(([a, b]) => sql`m.move_date BETWEEN ${a}::date AND ${b}::date`), sql` OR `)})
        ${billType ? sql`AND m.bill_type = ${billType}` : sql``}
        ${only === 'out' ? sql`AND ${effectiveDirection} = -1` : sql``}
      GROUP BY ${key}${bill ? sql`, m.bill_type, m.bill_id` : sql``}`.execute(db);
    found.push(...rows);
  }
  if (months.length) {
    const key = moveKey(dim, 's');
    const { rows } = await sql<Sums>`
      SELECT ${key} AS key, sum(s.in_qty) AS in_qty, sum(s.in_amount) AS in_amount, sum(s.out_qty) AS out_qty, sum(s.out_amount) AS out_amount,
        sum(s.issue_amount) AS issue_amount
      FROM stock_close_move s
      ${dim === 'category' || dim === 'brand' ? sql`JOIN product p ON p.enterprise_id = s.enterprise_id AND p.id = s.product_id` : sql``}
      WHERE ${stockScope(e, query.filters, 's')} AND s.month_end = ANY(${months}::date[])
        ${billType ? sql`AND s.bill_type = ${billType}` : sql``}
      GROUP BY ${key}`.execute(db);
    found.push(...rows);
  }
  const byKey = new Map<string, MoveSums>();
  for (const r of found) {
    const outAmount = only === 'out' ? r.issue_amount : r.out_amount;
    const had = byKey.get(r.key);
    byKey.set(r.key, {
      ...(bill ? { bill_type: r.bill_type, bill_sn: r.bill_sn, bill_date: r.bill_date, ...(r.partner_name ? { partner_name: r.partner_name } : {}) } : {}),
      key: r.key,
      in_qty: qty(add(4, had?.in_qty, r.in_qty)), in_amount: amount(add(2, had?.in_amount, r.in_amount)),
      out_qty: qty(add(4, had?.out_qty, r.out_qty)), out_amount: amount(add(2, had?.out_amount, outAmount)),
    });
  }
  return [...byKey.values()];
}

/** The date ranges of from..to outside the given whole months (month ends), in order. */
export function uncovered(from: string, to: string, monthEnds: readonly string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let cursor = from;
  for (const end of monthEnds) {
    const first = `${end.slice(0, 7)}-01`;
    if (cursor < first) out.push([cursor, dayBefore(first)]);
    cursor = nextDay(end);
  }
  if (cursor <= to) out.push([cursor, to]);
  return out;
}

/** Balances at a date summed by a product × warehouse dimension. */
export async function balanceSums(db: Kysely<DB>, enterpriseId: number, filters: ReportQuery['filters'], date: string, dim: ReportDimension | null): Promise<Map<string, { qty: string; amount: string }>> {
  const balances = await balancesAt(db, enterpriseId, stockScope(enterpriseId, filters), date);
  const key = dim ? pairKey(dim, 'b') : sql<string>`''`;
  const { rows } = await sql<{ key: string; qty: string; amount: string }>`
    SELECT ${key} AS key, COALESCE(sum(b.qty), 0)::text AS qty, COALESCE(sum(b.amount), 0)::text AS amount
    FROM (${balances}) b JOIN product p ON p.enterprise_id = ${enterpriseId} AND p.id = b.product_id
    GROUP BY 1`.execute(db);
  return new Map(rows.map((r) => [r.key, { qty: qty(r.qty), amount: amount(r.amount) }]));
}

/** Every day or month (`YYYY-MM-DD` / `YYYY-MM`) of a range, in order. */
export function timeKeys(dim: 'day' | 'month', from: string, to: string): string[] {
  const keys: string[] = [];
  if (dim === 'month') {
    for (let y = Number(from.slice(0, 4)), m = Number(from.slice(5, 7)); `${y}-${String(m).padStart(2, '0')}` <= to.slice(0, 7); m === 12 ? (y++, m = 1) : m++) {
      keys.push(`${y}-${String(m).padStart(2, '0')}`);
    }
    return keys;
  }
  for (let d = from; d <= to; d = nextDay(d)) keys.push(d);
  return keys;
}
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const isTimeDimension = (d: ReportDimension): d is 'day' | 'month' => d === 'day' || d === 'month';

/** Decimal sum of strings at `places`. */
export const add = (places: 2 | 4, ...v: Array<string | null | undefined>): string => new Decimal(v.reduce<Decimal>((s, x) => s.add(x ?? 0), new Decimal(0))).toFixed(places);
export const sub = (places: 2 | 4, a: string, b: string): string => new Decimal(a).sub(b).toFixed(places);

/** The `bill` of a document row. */
export function billOf(r: { key: string; bill_type?: string; bill_sn?: string; bill_date?: string; partner_name?: string | null }): ReportRow['bill'] {
  return { type: r.bill_type!, id: Number(r.key), bill_sn: r.bill_sn!, bill_date: r.bill_date!, ...(r.partner_name ? { partner_name: r.partner_name } : {}) };
}
