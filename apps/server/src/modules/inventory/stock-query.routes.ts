import {
  StockBalanceListSchema, StockBalanceQuerySchema, StockCheckSchema, StockMoveListSchema, StockMoveQuerySchema, StockWarningListSchema, StockWarningQuerySchema, amount,
  checkDateRange, Decimal, qty, unitPrice,
} from '@zf/shared';
import { sql } from 'kysely';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { closedBalances, closeFor, latestSettledMonthEnd, probedBalances, stockCloseSweep, validCloseOnOrBefore, type StockClose } from './stock-close.ts';
import { stockMoveValue, stockValue } from '../../platform/permissions/column-groups.ts';

/** How often the close sweep looks for enterprises whose month-end closes need building (they are for settled months). */
const closeSweepMs = 60_000;


const readStock = (ctx: RequestContext) => {
  const p = ctx.tenant!.permissions;
  if (!p.canOpen('inventoryList') && !p.canOpen('inventoryLedger')) throw forbidden();
};

/**
 * Stock queries of API.md: balances now (the snapshot) or at the end of a past day (the last running balance on or
 * before it, per product × warehouse), the ledger, and the invariant check (snapshot = last running balance = Σ moves).
 */
export async function stockQueryRoutes(api: App, { db, jobs }: ModuleServices): Promise<void> {
  const tags = ['stock'];
  const closes = stockCloseSweep(db, closeSweepMs);
  jobs.sweep('stock-close', () => closes.step());

  api.get('/stock/balances', { config: { columns: { pages: ['inventoryList', 'stockDetail', 'stockSummary'], fields: stockValue } }, schema: { tags, querystring: StockBalanceQuerySchema, response: { 200: envelope(StockBalanceListSchema) } } }, async (req) => {
    readStock(req.ctx);
    const e = req.ctx.tenant!.enterpriseId;
    const { product_id, warehouse_id, keyword, page, page_size, date: at } = req.query;
    const filters = sql.join([
      sql`enterprise_id = ${e}`,
      ...(product_id ? [sql`product_id = ${product_id}`] : []),
      ...(warehouse_id ? [sql`warehouse_id = ${warehouse_id}`] : []),
    ], sql` AND `);
    // At a past date, from the close of the month end on or just before it when a valid one exists (then only the
    // pairs that moved since are read from the ledger); else from the ledger alone, asking for that close to be built.
    // docs/performance.md has the figures of each way.
    let close: StockClose | undefined;
    if (at) {
      const monthEnd = closeFor(at);
      close = await validCloseOnOrBefore(db, e, at);
      if (close?.month_end !== monthEnd) {
        close = undefined;
        if (monthEnd <= latestSettledMonthEnd()) {
          closes.ask(e, monthEnd);
          jobs.wake();
        }
      }
    }
    const balances = !at
      ? sql`SELECT product_id, warehouse_id, qty, amount FROM stock_balance WHERE ${filters}`
      : close ? closedBalances(filters, close.month_end, at) : probedBalances(filters, at);
    const like = keyword ? `%${keyword}%` : null;
    const named = sql`
      FROM (${balances}) b
      JOIN product p ON p.enterprise_id = ${e} AND p.id = b.product_id
      JOIN warehouse w ON w.enterprise_id = ${e} AND w.id = b.warehouse_id
      WHERE ${like === null ? sql`true` : sql`(p.code ILIKE ${like} OR p.name ILIKE ${like} OR p.barcode ILIKE ${like} OR p.spec ILIKE ${like})`}`;
    const paged = page !== undefined;
    const size = page_size ?? 20;
    type Row = { product_id: number; warehouse_id: number; qty: string; amount: string; product_code: string; product_name: string; spec: string; warehouse_name: string };
    const columns = sql`b.product_id, b.warehouse_id, b.qty, b.amount, p.code AS product_code, p.name AS product_name, p.spec, w.name AS warehouse_name`;
    const order = sql`ORDER BY p.code, b.product_id, b.warehouse_id`;
    const cost = (r: Row) => ({ ...r, cost_price: new Decimal(r.qty).isZero() ? '0.000000' : unitPrice(new Decimal(r.amount).div(r.qty)) });
    // A page of a whole month-end close: its totals were counted when it was built, and the page is read walking
    // products in code order (product_by_code), without sorting every balance.
    if (paged && close && close.month_end === at && !product_id && !warehouse_id && like === null) {
      const rows = await sql<Row>`SELECT ${columns} ${named} ${order} LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db);
      return ok({ list: rows.rows.map(cost), total: close.pairs, page, page_size: size, totals: { qty: qty(close.qty), amount: amount(close.amount) } });
    }
    const totalsOf = () => sql<{ n: string; qty: string; amount: string }>`SELECT count(*) AS n, COALESCE(sum(b.qty), 0) AS qty, COALESCE(sum(b.amount), 0) AS amount ${named}`.execute(db);
    // A page of today's balances without a keyword: the page walks products in code order (product_by_code) into the
    // balances' primary key and stops after it; the totals add up the balances without joining or sorting them
    // (every balance has its product and warehouse). One snapshot for both, so they agree. At 100 k balances the
    // window query below sorted them all: 95-139 ms (docs/performance.md, stock_balance_at_date).
    if (paged && !at && like === null) {
      return db.transaction().setIsolationLevel('repeatable read').execute(async (tx) => {
        const rows = await sql<Row>`SELECT ${columns} ${named} ${order} LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(tx);
        const { rows: [t] } = await sql<{ n: string; qty: string; amount: string }>`
          SELECT count(*) AS n, COALESCE(sum(qty), 0) AS qty, COALESCE(sum(amount), 0) AS amount FROM stock_balance WHERE ${filters}`.execute(tx);
        return ok({ list: rows.rows.map(cost), total: Number(t!.n), page, page_size: size, totals: { qty: qty(t!.qty), amount: amount(t!.amount) } });
      });
    }
    // A page carries the totals of the whole selection as window aggregates: the balances (at a date, one ledger
    // probe per pair) are worked out once, not once for the page and again for the totals.
    // The window is computed in a subquery fenced by OFFSET 0 and sorted outside it. Unfenced, PostgreSQL 15 costed the
    // window as if the LIMIT let it stop early and walked products by code (product_by_code) against the balances with
    // a join filter: 170 s for a mid-month page at 1 M movements, 0.45 s fenced (docs/performance.md).
    const rows = paged
      ? await sql<Row & { n: string; total_qty: string; total_amount: string }>`
          SELECT * FROM (
            SELECT ${columns}, count(*) OVER () AS n, COALESCE(sum(b.qty) OVER (), 0) AS total_qty, COALESCE(sum(b.amount) OVER (), 0) AS total_amount ${named}
            OFFSET 0) x
          ORDER BY x.product_code, x.product_id, x.warehouse_id LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db)
      : await sql<Row>`SELECT ${columns} ${named} ${order}`.execute(db);
    const first = rows.rows[0] as (Row & { n: string; total_qty: string; total_amount: string }) | undefined;
    // Past the last page there is no row to carry the totals; only then are they asked for on their own.
    const totals = !paged ? undefined : first ? { rows: [{ n: first.n, qty: first.total_qty, amount: first.total_amount }] } : await totalsOf();
    const t = totals?.rows[0];
    return ok({
      list: rows.rows.map(({ n: _n, total_qty: _q, total_amount: _a, ...r }: Row & { n?: string; total_qty?: string; total_amount?: string }) => cost(r)),
      ...(t ? { total: Number(t.n), page, page_size: size, totals: { qty: qty(t.qty), amount: amount(t.amount) } } : {}),
    });
  });

  api.get('/stock/moves', { config: { columns: { pages: ['inventoryLedger', 'stockRecord', 'inOutRecord', 'stockBillDetail'], fields: stockMoveValue } }, schema: { tags, querystring: StockMoveQuerySchema, response: { 200: envelope(StockMoveListSchema) } } }, async (req) => {
    readStock(req.ctx);
    const q = req.query;
    if (q.date_from && q.date_to) {
      const bad = checkDateRange(q.date_from, q.date_to);
      if (bad) throw invalidFields({ date_to: bad });
    }
    let base = db.selectFrom('stock_move').where('enterprise_id', '=', req.ctx.tenant!.enterpriseId);
    if (q.product_id) base = base.where('product_id', '=', q.product_id);
    if (q.warehouse_id) base = base.where('warehouse_id', '=', q.warehouse_id);
    if (q.date_from) base = base.where('move_date', '>=', q.date_from);
    if (q.date_to) base = base.where('move_date', '<=', q.date_to);
    const rows = await base
      .select(['id', 'product_id', 'warehouse_id', 'bill_type', 'bill_id', 'bill_sn', 'move_date as bill_date', 'direction', 'qty', 'unit_cost', 'amount', 'adjustment', 'balance_qty', 'balance_amount'])
      .orderBy('product_id').orderBy('warehouse_id').orderBy('move_date').orderBy('seq')
      .limit(q.page_size).offset((q.page - 1) * q.page_size)
      .execute();
    return ok({ list: rows.map((r) => ({ ...r, qty: r.direction === 1 ? r.qty : `-${r.qty}` })), page: q.page, page_size: q.page_size });
  });

  api.get('/stock/check', { config: { columns: { pages: ['inventoryList', 'inventoryLedger'], fields: { amount: ['snapshot_amount', 'moves_amount', 'last_amount', 'expected_amount', 'balance_amount'] } } }, schema: { tags, response: { 200: envelope(StockCheckSchema) } } }, async (req) => {
    readStock(req.ctx);
    const e = req.ctx.tenant!.enterpriseId;
    // The snapshot against the ledger: quantity = Σ moves = last running quantity; value = last running value =
    // Σ (in − out + adjustments). A pair whose costs a background repost has not finished is checked on quantity only.
    const broken = await sql<{ product_id: number; warehouse_id: number; snapshot_qty: string; moves_qty: string; snapshot_amount: string; moves_amount: string; last_amount: string }>`
      WITH sums AS (
        SELECT product_id, warehouse_id, SUM(direction * qty) AS moves_qty, SUM(direction * amount + adjustment) AS moves_amount
        FROM stock_move WHERE enterprise_id = ${e} GROUP BY product_id, warehouse_id),
      last AS (
        SELECT DISTINCT ON (product_id, warehouse_id) product_id, warehouse_id, balance_qty, balance_amount
        FROM stock_move WHERE enterprise_id = ${e} ORDER BY product_id, warehouse_id, move_date DESC, seq DESC)
      SELECT b.product_id, b.warehouse_id, b.qty AS snapshot_qty, COALESCE(s.moves_qty, 0) AS moves_qty, b.amount AS snapshot_amount,
        COALESCE(s.moves_amount, 0) AS moves_amount, COALESCE(l.balance_amount, 0) AS last_amount
      FROM stock_balance b
      LEFT JOIN sums s ON s.product_id = b.product_id AND s.warehouse_id = b.warehouse_id
      LEFT JOIN last l ON l.product_id = b.product_id AND l.warehouse_id = b.warehouse_id
      WHERE b.enterprise_id = ${e} AND (b.qty <> COALESCE(s.moves_qty, 0) OR b.qty <> COALESCE(l.balance_qty, 0)
        OR (b.repost_from_date IS NULL AND (b.amount <> COALESCE(l.balance_amount, 0) OR b.amount <> COALESCE(s.moves_amount, 0))))`.execute(db);
    // Each running balance = the previous one + this movement (in ledger order).
    const breaks = await sql<{ id: string; product_id: number; warehouse_id: number; bill_sn: string; balance_qty: string; expected_qty: string; balance_amount: string; expected_amount: string }>`
      WITH ordered AS (
        SELECT m.id, m.product_id, m.warehouse_id, m.bill_sn, m.balance_qty, m.balance_amount,
          COALESCE(LAG(m.balance_qty) OVER w, 0) + m.direction * m.qty AS expected_qty,
          COALESCE(LAG(m.balance_amount) OVER w, 0) + m.direction * m.amount + m.adjustment AS expected_amount
        FROM stock_move m
        WHERE m.enterprise_id = ${e}
        WINDOW w AS (PARTITION BY m.product_id, m.warehouse_id ORDER BY m.move_date, m.seq))
      SELECT o.id, o.product_id, o.warehouse_id, o.bill_sn, o.balance_qty, o.expected_qty, o.balance_amount, o.expected_amount
      FROM ordered o
      JOIN stock_balance b ON b.enterprise_id = ${e} AND b.product_id = o.product_id AND b.warehouse_id = o.warehouse_id
      WHERE o.balance_qty <> o.expected_qty OR (b.repost_from_date IS NULL AND o.balance_amount <> o.expected_amount)
      ORDER BY o.product_id, o.warehouse_id, o.id
      LIMIT 100`.execute(db);
    return ok({ consistent: broken.rows.length === 0 && breaks.rows.length === 0, broken: broken.rows, running_breaks: breaks.rows });
  });

  api.get('/stock/warnings', { schema: { tags, querystring: StockWarningQuerySchema, response: { 200: envelope(StockWarningListSchema) } } }, async (req) => {
    const p = req.ctx.tenant!.permissions;
    if (!p.canOpen('inventoryWarning') && !p.canOpen('inventoryList')) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const store = req.query.warehouse_id;
    // Products with a limit set (min_stock or max_stock above 0) whose stock, over all warehouses or the one asked
    // for, is below the minimum (low) or above the maximum (high). Products in the recycle bin are left out.
    const rows = await sql<{ product_id: number; code: string; name: string; min_stock: string; max_stock: string; qty: string }>`
      SELECT p.id AS product_id, p.code, p.name, p.min_stock, p.max_stock, COALESCE(SUM(b.qty), 0) AS qty
      FROM product p
      LEFT JOIN stock_balance b ON b.enterprise_id = p.enterprise_id AND b.product_id = p.id ${store ? sql`AND b.warehouse_id = ${store}` : sql``}
      WHERE p.enterprise_id = ${e} AND p.deleted_time IS NULL AND (p.min_stock > 0 OR p.max_stock > 0)
      GROUP BY p.id, p.code, p.name, p.min_stock, p.max_stock
      HAVING (p.min_stock > 0 AND COALESCE(SUM(b.qty), 0) < p.min_stock) OR (p.max_stock > 0 AND COALESCE(SUM(b.qty), 0) > p.max_stock)
      ORDER BY p.code`.execute(db);
    return ok({
      list: rows.rows.map((r) => ({ ...r, warning: new Decimal(r.min_stock).gt(0) && new Decimal(r.qty).lt(r.min_stock) ? 'low' : 'high' })),
    });
  });
}
