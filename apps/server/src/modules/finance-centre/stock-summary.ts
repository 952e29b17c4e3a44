import { Decimal, amount, qty, type StockDetailAnswer, type StockSummaryAnswer } from '@zf/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { loadVoucherMapping } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { closedBalances, previousMonthEnd, probedBalances, validCloseOnOrBefore } from '../inventory/index.ts';
import { glBalances } from './gl-balance.ts';
import { dayBefore, periodEnd, periodStart } from './period.ts';

/**
 * 存货汇总 / 存货明细 per accounting period, from the stock ledger: per product × warehouse the opening balance (end of
 * the day before the period), what came in and went out in the period, and the closing balance, in quantity and
 * value. Balances at a month end are read from the month-end stock close when a valid one exists (decisions "Month-end
 * stock closes"), else by probing the ledger's running balances. The summary also answers the GL inventory accounts'
 * balance at the period end (every warehouse's account, decisions "Auto vouchers") beside the whole stock's value.
 */
export interface StockFilter { period: string; warehouse_id?: number; product_id?: number; category_id?: number; keyword?: string }

const keys = ['opening_qty', 'opening_amount', 'in_qty', 'in_amount', 'out_qty', 'out_amount', 'closing_qty', 'closing_amount'] as const;

function scope(enterpriseId: number, f: StockFilter): RawBuilder<unknown> {
  return sql.join([
    sql`enterprise_id = ${enterpriseId}`,
    ...(f.warehouse_id ? [sql`warehouse_id = ${f.warehouse_id}`] : []),
    ...(f.product_id ? [sql`product_id = ${f.product_id}`] : []),
    ...(f.category_id ? [sql`product_id IN (SELECT id FROM product WHERE enterprise_id = ${enterpriseId} AND category_id = ${f.category_id})`] : []),
  ], sql` AND `);
}

/** Balances at the end of a day: from a valid month-end close of that month end or the one before, else the ledger. */
async function balancesAt(db: Kysely<DB>, enterpriseId: number, filters: RawBuilder<unknown>, date: string): Promise<{ query: RawBuilder<unknown>; fromClose: boolean }> {
  const close = await validCloseOnOrBefore(db, enterpriseId, date);
  if (close && close.month_end >= previousMonthEnd(date)) return { query: closedBalances(filters, close.month_end, date), fromClose: true };
  return { query: probedBalances(filters, date), fromClose: false };
}

export async function stockSummary(db: Kysely<DB>, enterpriseId: number, f: StockFilter): Promise<StockSummaryAnswer> {
  const from = periodStart(f.period);
  const to = periodEnd(f.period);
  const filters = scope(enterpriseId, f);
  const [opening, closing] = await Promise.all([balancesAt(db, enterpriseId, filters, dayBefore(from)), balancesAt(db, enterpriseId, filters, to)]);
  const like = f.keyword ? `%${f.keyword}%` : null;
  const { rows } = await sql<Record<string, string | number>>`
    WITH o AS (${opening.query}), c AS (${closing.query}),
    mv AS (
      SELECT product_id, warehouse_id,
        coalesce(sum(qty) FILTER (WHERE direction = 1), 0) AS in_qty, coalesce(sum(amount) FILTER (WHERE direction = 1), 0) AS in_amount,
        coalesce(sum(qty) FILTER (WHERE direction = -1), 0) AS out_qty, coalesce(sum(amount) FILTER (WHERE direction = -1), 0) AS out_amount
      FROM stock_move WHERE ${filters} AND move_date >= ${from}::date AND move_date <= ${to}::date GROUP BY product_id, warehouse_id),
    k AS (SELECT product_id, warehouse_id FROM o UNION SELECT product_id, warehouse_id FROM c UNION SELECT product_id, warehouse_id FROM mv)
    SELECT k.product_id, k.warehouse_id, p.code AS product_code, p.name AS product_name, w.name AS warehouse_name,
      coalesce(o.qty, 0) AS opening_qty, coalesce(o.amount, 0) AS opening_amount,
      coalesce(mv.in_qty, 0) AS in_qty, coalesce(mv.in_amount, 0) AS in_amount, coalesce(mv.out_qty, 0) AS out_qty, coalesce(mv.out_amount, 0) AS out_amount,
      coalesce(c.qty, 0) AS closing_qty, coalesce(c.amount, 0) AS closing_amount
    FROM k LEFT JOIN o ON o.product_id = k.product_id AND o.warehouse_id = k.warehouse_id
    LEFT JOIN c ON c.product_id = k.product_id AND c.warehouse_id = k.warehouse_id
    LEFT JOIN mv ON mv.product_id = k.product_id AND mv.warehouse_id = k.warehouse_id
    JOIN product p ON p.enterprise_id = ${enterpriseId} AND p.id = k.product_id
    JOIN warehouse w ON w.enterprise_id = ${enterpriseId} AND w.id = k.warehouse_id
    WHERE (coalesce(o.qty, 0) <> 0 OR coalesce(o.amount, 0) <> 0 OR mv.product_id IS NOT NULL OR coalesce(c.qty, 0) <> 0 OR coalesce(c.amount, 0) <> 0)
      ${like ? sql`AND (p.code ILIKE ${like} OR p.name ILIKE ${like})` : sql``}
    ORDER BY p.code, w.id`.execute(db);
  const sums = Object.fromEntries(keys.map((k) => [k, new Decimal(0)])) as Record<(typeof keys)[number], Decimal>;
  const shape = (v: string | number, k: string) => (k.endsWith('qty') ? qty(v) : amount(v));
  const list = rows.map((r) => {
    for (const k of keys) sums[k] = sums[k].add(r[k]!);
    return {
      product_id: Number(r.product_id), warehouse_id: Number(r.warehouse_id), product_code: String(r.product_code), product_name: String(r.product_name), warehouse_name: String(r.warehouse_name),
      ...Object.fromEntries(keys.map((k) => [k, shape(r[k]!, k)])) as Record<(typeof keys)[number], string>,
    };
  });
  const totals = Object.fromEntries(keys.map((k) => [k, shape(sums[k].toString(), k)])) as Record<(typeof keys)[number], string>;
  return { list, totals, gl: await stockAgainstGl(db, enterpriseId, f.period), source: closing.fromClose ? 'close' : 'ledger', total: list.length };
}

/** The whole stock's value at the period end against the inventory accounts' GL balance (whatever the list's filters). */
export async function stockAgainstGl(db: Kysely<DB>, enterpriseId: number, period: string) {
  const mapping = await loadVoucherMapping(db, enterpriseId);
  const subjects = mapping.inventorySubjects();
  const { rows: [s] } = await sql<{ v: string }>`SELECT coalesce(sum(direction * amount), 0)::text AS v FROM stock_move
    WHERE enterprise_id = ${enterpriseId} AND move_date <= ${periodEnd(period)}::date`.execute(db);
  const gl = await glBalances(db, enterpriseId, subjects, period);
  const glValue = subjects.reduce((t, c) => t.add(gl.get(c) ?? 0), new Decimal(0));
  const stock = new Decimal(s!.v);
  return { subjects, stock_value: amount(stock), gl_value: amount(glValue), difference: amount(stock.sub(glValue)) };
}

/** At most this many movements are listed; the totals always cover the whole selection. */
export const stockDetailLimit = 3000;

/** 存货明细: the period's movements with the ledger's running quantity and value per product × warehouse. */
export async function stockDetail(db: Kysely<DB>, enterpriseId: number, f: StockFilter): Promise<StockDetailAnswer> {
  const summary = await stockSummary(db, enterpriseId, f);
  const like = f.keyword ? `%${f.keyword}%` : null;
  const { rows } = await sql<Record<string, string | number>>`
    SELECT m.id::text AS id, m.bill_type, m.bill_id, m.bill_sn, to_char(m.move_date, 'YYYY-MM-DD') AS move_date, p.code AS product_code, p.name AS product_name, w.name AS warehouse_name,
      CASE WHEN m.direction = 1 THEN m.qty ELSE 0 END AS in_qty, CASE WHEN m.direction = 1 THEN m.amount ELSE 0 END AS in_amount,
      CASE WHEN m.direction = -1 THEN m.qty ELSE 0 END AS out_qty, CASE WHEN m.direction = -1 THEN m.amount ELSE 0 END AS out_amount,
      m.unit_cost, m.balance_qty, m.balance_amount
    FROM stock_move m JOIN product p ON p.enterprise_id = m.enterprise_id AND p.id = m.product_id
    JOIN warehouse w ON w.enterprise_id = m.enterprise_id AND w.id = m.warehouse_id
    WHERE ${sql.join([sql`m.enterprise_id = ${enterpriseId}`,
      ...(f.warehouse_id ? [sql`m.warehouse_id = ${f.warehouse_id}`] : []),
      ...(f.product_id ? [sql`m.product_id = ${f.product_id}`] : []),
      ...(f.category_id ? [sql`p.category_id = ${f.category_id}`] : []),
      ...(like ? [sql`(p.code ILIKE ${like} OR p.name ILIKE ${like})`] : [])], sql` AND `)}
      AND m.move_date >= ${periodStart(f.period)}::date AND m.move_date <= ${periodEnd(f.period)}::date
    ORDER BY p.code, w.id, m.move_date, m.seq LIMIT ${stockDetailLimit}`.execute(db);
  const list = rows.map((r) => ({
    id: String(r.id), bill_type: String(r.bill_type), bill_id: Number(r.bill_id), bill_sn: String(r.bill_sn), move_date: String(r.move_date),
    product_code: String(r.product_code), product_name: String(r.product_name), warehouse_name: String(r.warehouse_name),
    in_qty: qty(r.in_qty!), in_amount: amount(r.in_amount!), out_qty: qty(r.out_qty!), out_amount: amount(r.out_amount!),
    unit_cost: String(r.unit_cost ?? '0'), balance_qty: qty(r.balance_qty!), balance_amount: amount(r.balance_amount!),
  }));
  return { list, totals: summary.totals, total: list.length };
}
