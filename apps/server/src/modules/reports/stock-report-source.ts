import { Decimal, amount, qty, type ReportDimension, type ReportQuery, type ReportRow } from '@zf/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { closedBalances, closeFor, probedBalances, validCloseOnOrBefore } from '../inventory/stock-close.ts';

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
  return close?.month_end === closeFor(date) ? closedBalances(scope, close.month_end, date) : probedBalances(scope, date);
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

/** A group key of a stock movement `m` (product `p` joined). */
export function moveKey(dim: ReportDimension): RawBuilder<string> {
  switch (dim) {
    case 'month': return sql<string>`to_char(m.move_date, 'YYYY-MM')`;
    case 'day': return sql<string>`to_char(m.move_date, 'YYYY-MM-DD')`;
    case 'bill_type': return sql<string>`m.bill_type`;
    case 'bill': return sql<string>`m.bill_id::text`;
    default: return pairKey(dim, 'm');
  }
}

/** Movements count in the direction of what they reverse, with the opposite sign: a reversal nets its original out. */
export const effectiveDirection = sql`CASE WHEN m.reverses_id IS NULL THEN m.direction ELSE -m.direction END`;
export const reversalSign = sql`CASE WHEN m.reverses_id IS NULL THEN 1 ELSE -1 END`;

export interface MoveSums {
  key: string;
  in_qty: string; in_amount: string; out_qty: string; out_amount: string;
  /** On `bill` groups: the document. */
  bill_type?: string; bill_sn?: string; bill_date?: string; partner_name?: string;
}

/**
 * Movements of the range grouped by `dim`, reversals netted against what they reverse: in = receipts, out = issues;
 * value adjustments (the remainders a costing method books when stock runs out) count as value in, so that
 * opening + in − out = closing. Read by the ledger's date index (stock_move_date).
 */
export async function movementSums(db: Kysely<DB>, enterpriseId: number, query: ReportQuery, dim: ReportDimension, only?: 'out'): Promise<MoveSums[]> {
  const key = moveKey(dim);
  const bill = dim === 'bill';
  const { rows } = await sql<MoveSums>`
    SELECT ${key} AS key,
      COALESCE(sum(${reversalSign} * m.qty) FILTER (WHERE ${effectiveDirection} = 1), 0)::text AS in_qty,
      (COALESCE(sum(${reversalSign} * m.amount) FILTER (WHERE ${effectiveDirection} = 1), 0) + sum(m.adjustment))::text AS in_amount,
      COALESCE(sum(${reversalSign} * m.qty) FILTER (WHERE ${effectiveDirection} = -1), 0)::text AS out_qty,
      COALESCE(sum(${reversalSign} * m.amount) FILTER (WHERE ${effectiveDirection} = -1), 0)::text AS out_amount
      ${bill ? sql`, m.bill_type, max(m.bill_sn) AS bill_sn, to_char(min(m.move_date), 'YYYY-MM-DD') AS bill_date,
        (SELECT pa.name FROM bill d JOIN partner pa ON pa.enterprise_id = d.enterprise_id AND pa.id = d.partner_id
          WHERE d.enterprise_id = ${enterpriseId} AND d.id = m.bill_id AND d.type = m.bill_type) AS partner_name` : sql``}
    FROM stock_move m
    JOIN product p ON p.enterprise_id = m.enterprise_id AND p.id = m.product_id
    WHERE ${stockScope(enterpriseId, query.filters, 'm')}
      AND m.move_date >= ${query.date_from}::date AND m.move_date <= ${query.date_to}::date
      ${query.filters.bill_type ? sql`AND m.bill_type = ${String(query.filters.bill_type)}` : sql``}
      ${only === 'out' ? sql`AND ${effectiveDirection} = -1 AND m.qty > 0` : sql``}
    GROUP BY ${key}${bill ? sql`, m.bill_type, m.bill_id` : sql``}`.execute(db);
  return rows.map((r) => ({ ...r, in_qty: qty(r.in_qty), in_amount: amount(r.in_amount), out_qty: qty(r.out_qty), out_amount: amount(r.out_amount) }));
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
