import {
  StockChangeListSchema, StockChangeQuerySchema, StockRecordListSchema, StockRecordQuerySchema, amount, checkDateRange, qty, type StockChangeRow, type StockRecordRow,
} from '@zf/shared';
import { sql } from 'kysely';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { stockMoveValue } from '../../platform/permissions/column-groups.ts';


const pages = ['stockRecord', 'inOutRecord', 'inventoryDetail', 'stockChangeNumber', 'inventoryList', 'inventoryLedger'];
const readStock = (ctx: RequestContext) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};
const checkRange = (from?: string, to?: string) => {
  const bad = from && to ? checkDateRange(from, to) : null;
  if (bad) throw invalidFields({ date_to: bad });
};

/**
 * 库存记录 / 出入库记录: every stock movement with its product, warehouse and document, newest first, filtered by
 * product, warehouse, document type, direction and dates; and 库存变动数量: per product × warehouse the opening
 * balance, what came in and went out in a period and the closing balance (进销存汇总), from the ledger's running
 * balances (the last one before and within the period) rather than by summing history.
 */
export async function stockRecordRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['stock'];
  api.get('/stock/records', { config: { columns: { pages, fields: stockMoveValue } }, schema: { tags, querystring: StockRecordQuerySchema, response: { 200: envelope(StockRecordListSchema) } } }, async (req) => {
    readStock(req.ctx);
    const q = req.query;
    checkRange(q.date_from, q.date_to);
    const e = req.ctx.tenant!.enterpriseId;
    const like = q.keyword ? `%${q.keyword}%` : null;
    const where = sql.join([
      sql`m.enterprise_id = ${e}`,
      ...(q.product_id ? [sql`m.product_id = ${q.product_id}`] : []),
      ...(q.warehouse_id ? [sql`m.warehouse_id = ${q.warehouse_id}`] : []),
      ...(q.bill_type ? [sql`m.bill_type = ${q.bill_type}`] : []),
      ...(q.direction ? [sql`m.direction = ${q.direction}`] : []),
      ...(q.date_from ? [sql`m.move_date >= ${q.date_from}`] : []),
      ...(q.date_to ? [sql`m.move_date <= ${q.date_to}`] : []),
      ...(like ? [sql`(m.bill_sn ILIKE ${like} OR p.code ILIKE ${like} OR p.name ILIKE ${like})`] : []),
    ], sql` AND `);
    const from = sql`FROM stock_move m JOIN product p ON p.enterprise_id = m.enterprise_id AND p.id = m.product_id
      JOIN warehouse w ON w.enterprise_id = m.enterprise_id AND w.id = m.warehouse_id WHERE ${where}`;
    const [rows, sums] = await Promise.all([
      sql<StockRecordRow>`
        SELECT m.id, m.bill_type AS type, m.bill_id, m.bill_sn, to_char(m.move_date, 'YYYY-MM-DD') AS bill_date, m.direction, p.code AS product_code, p.name AS product_name,
          w.name AS warehouse_name, CASE WHEN m.direction = 1 THEN m.qty ELSE 0 END AS in_qty, CASE WHEN m.direction = -1 THEN m.qty ELSE 0 END AS out_qty,
          m.unit_cost, CASE WHEN m.direction = 1 THEN m.amount ELSE 0 END AS in_amount, CASE WHEN m.direction = -1 THEN m.amount ELSE 0 END AS out_amount,
          m.balance_qty, m.balance_amount
        ${from} ORDER BY m.move_date DESC, m.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db),
      sql<Record<string, string>>`
        SELECT count(*) AS n, coalesce(sum(m.qty) FILTER (WHERE m.direction = 1), 0) AS in_qty, coalesce(sum(m.qty) FILTER (WHERE m.direction = -1), 0) AS out_qty,
          coalesce(sum(m.amount) FILTER (WHERE m.direction = 1), 0) AS in_amount, coalesce(sum(m.amount) FILTER (WHERE m.direction = -1), 0) AS out_amount
        ${from}`.execute(db),
    ]);
    const t = sums.rows[0]!;
    const money = (r: Record<string, string | number>) => ({
      in_qty: qty(r.in_qty!), out_qty: qty(r.out_qty!), in_amount: amount(r.in_amount!), out_amount: amount(r.out_amount!),
    });
    return ok({
      list: rows.rows.map((r) => ({ ...r, ...money(r), balance_qty: qty(r.balance_qty!), balance_amount: amount(r.balance_amount!) })),
      total: Number(t.n), page: q.page, page_size: q.page_size, totals: money(t),
    });
  });

  api.get('/stock/changes', { config: { columns: { pages, fields: stockMoveValue } }, schema: { tags, querystring: StockChangeQuerySchema, response: { 200: envelope(StockChangeListSchema) } } }, async (req) => {
    readStock(req.ctx);
    const q = req.query;
    checkRange(q.date_from, q.date_to);
    const e = req.ctx.tenant!.enterpriseId;
    const like = q.keyword ? `%${q.keyword}%` : null;
    const scope = sql.join([
      sql`m.enterprise_id = ${e}`, sql`m.move_date <= ${q.date_to}`,
      ...(q.product_id ? [sql`m.product_id = ${q.product_id}`] : []),
      ...(q.warehouse_id ? [sql`m.warehouse_id = ${q.warehouse_id}`] : []),
    ], sql` AND `);
    // Opening = the last running balance before the period; closing = the last one up to its end.
    const grouped = sql`
      SELECT m.product_id, m.warehouse_id,
        coalesce((array_agg(m.balance_qty ORDER BY m.move_date DESC, m.seq DESC) FILTER (WHERE m.move_date < ${q.date_from}))[1], 0) AS opening_qty,
        coalesce((array_agg(m.balance_amount ORDER BY m.move_date DESC, m.seq DESC) FILTER (WHERE m.move_date < ${q.date_from}))[1], 0) AS opening_amount,
        coalesce(sum(m.qty) FILTER (WHERE m.move_date >= ${q.date_from} AND m.direction = 1), 0) AS in_qty,
        coalesce(sum(m.amount) FILTER (WHERE m.move_date >= ${q.date_from} AND m.direction = 1), 0) AS in_amount,
        coalesce(sum(m.qty) FILTER (WHERE m.move_date >= ${q.date_from} AND m.direction = -1), 0) AS out_qty,
        coalesce(sum(m.amount) FILTER (WHERE m.move_date >= ${q.date_from} AND m.direction = -1), 0) AS out_amount,
        (array_agg(m.balance_qty ORDER BY m.move_date DESC, m.seq DESC))[1] AS closing_qty,
        (array_agg(m.balance_amount ORDER BY m.move_date DESC, m.seq DESC))[1] AS closing_amount
      FROM stock_move m WHERE ${scope} GROUP BY m.product_id, m.warehouse_id`;
    const from = sql`FROM (${grouped}) g JOIN product p ON p.enterprise_id = ${e} AND p.id = g.product_id
      JOIN warehouse w ON w.enterprise_id = ${e} AND w.id = g.warehouse_id
      WHERE (g.opening_qty <> 0 OR g.in_qty <> 0 OR g.out_qty <> 0 OR g.closing_qty <> 0)
        ${like ? sql`AND (p.code ILIKE ${like} OR p.name ILIKE ${like})` : sql``}`;
    const keys = ['opening_qty', 'opening_amount', 'in_qty', 'in_amount', 'out_qty', 'out_amount', 'closing_qty', 'closing_amount'] as const;
    const [rows, sums] = await Promise.all([
      sql<StockChangeRow>`SELECT g.*, p.code AS product_code, p.name AS product_name, w.name AS warehouse_name ${from}
        ORDER BY p.code, w.id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db),
      sql<Record<string, string>>`SELECT count(*) AS n, ${sql.join(keys.map((k) => sql`coalesce(sum(g.${sql.ref(k)}), 0) AS ${sql.ref(k)}`))} ${from}`.execute(db),
    ]);
    const shape = (r: Record<string, string | number>) => Object.fromEntries(keys.map((k) => [k, k.endsWith('qty') ? qty(r[k]!) : amount(r[k]!)])) as Record<(typeof keys)[number], string>;
    return ok({
      list: rows.rows.map((r) => ({ ...r, ...shape(r) })),
      total: Number(sums.rows[0]!.n), page: q.page, page_size: q.page_size, totals: shape(sums.rows[0]!),
    });
  });
}
