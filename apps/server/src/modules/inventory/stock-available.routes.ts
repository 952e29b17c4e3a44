import { StockAvailableListSchema, StockAvailableQuerySchema, goodsBillPages, type StockAvailableRow } from '@zf/shared';
import { sql } from 'kysely';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';


/**
 * Stock on hand in one warehouse, in base units and without values, for the bill editor: the available quantity a
 * row shows while a clerk enters it (over-stock is seen before approval refuses it), and the book stock a stocktake
 * loads. Quantities only: a clerk who may not see costs still sees how many are there.
 */
export async function stockAvailableRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const pages = ['inventoryList', ...goodsBillPages()];
  api.get('/stock/available', { schema: { tags: ['stock'], querystring: StockAvailableQuerySchema, response: { 200: envelope(StockAvailableListSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!pages.some((p) => tenant.permissions.canOpen(p))) throw forbidden();
    const ids = req.query.product_ids ? [...new Set(req.query.product_ids.split(',').map(Number))].slice(0, 500) : undefined;
    const { rows } = await sql<StockAvailableRow>`
      SELECT p.id AS product_id, p.code AS product_code, p.name AS product_name, COALESCE(b.qty, 0)::text AS qty
      FROM product p
      ${ids ? sql`LEFT JOIN` : sql`JOIN`} stock_balance b ON b.enterprise_id = p.enterprise_id AND b.product_id = p.id AND b.warehouse_id = ${req.query.warehouse_id}
      WHERE p.enterprise_id = ${tenant.enterpriseId} AND p.deleted_time IS NULL
        ${ids ? sql`AND p.id = ANY(${ids}::int[])` : sql`AND b.qty <> 0`}
      ORDER BY p.code, p.id`.execute(db);
    return ok({ list: rows });
  });
}
