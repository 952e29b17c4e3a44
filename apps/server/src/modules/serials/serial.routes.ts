import { SerialHistoryQuerySchema as HistoryQuery, SerialHistorySchema as SerialHistory, SerialListSchema as SerialList, SerialQuerySchema as SerialQuery } from '@zf/shared';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { partnerSerialRoutes } from './partner-serial.routes.ts';

const readStock = (ctx: RequestContext) => {
  const p = ctx.tenant!.permissions;
  if (!p.canOpen('inventoryList') && !p.canOpen('inventoryLedger')) throw forbidden();
};

/** Where serial numbers are (in stock, in which warehouse), each one's history of documents, and each partner's. */
export async function serialRoutes(api: App, services: ModuleServices): Promise<void> {
  const { db } = services;
  const tags = ['stock'];
  api.get('/stock/serials', { schema: { tags, querystring: SerialQuery, response: { 200: envelope(SerialList) } } }, async (req) => {
    readStock(req.ctx);
    const q = req.query;
    let base = db.selectFrom('stock_serial').where('enterprise_id', '=', req.ctx.tenant!.enterpriseId);
    if (q.product_id) base = base.where('product_id', '=', q.product_id);
    if (q.warehouse_id) base = base.where('warehouse_id', '=', q.warehouse_id);
    if (q.serial) base = base.where('serial', 'ilike', `%${q.serial}%`);
    if (q.in_stock !== undefined) base = base.where('in_stock', '=', q.in_stock === 1);
    const [list, total] = await Promise.all([
      base.select(['product_id', 'serial', 'warehouse_id', 'in_stock', 'update_time']).orderBy('product_id').orderBy('serial').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ list: list.map((r) => ({ ...r, in_stock: r.in_stock ? 1 : 0, update_time: Number(r.update_time) })), total: Number(total.n), page: q.page, page_size: q.page_size });
  });

  api.get('/stock/serials/history', { schema: { tags, querystring: HistoryQuery, response: { 200: envelope(SerialHistory) } } }, async (req) => {
    readStock(req.ctx);
    const list = await db.selectFrom('stock_serial_move')
      .select(['bill_type', 'bill_id', 'bill_sn', 'warehouse_id', 'direction', 'reversal', 'create_time'])
      .where('enterprise_id', '=', req.ctx.tenant!.enterpriseId).where('product_id', '=', req.query.product_id).where('serial', '=', req.query.serial)
      .orderBy('id').execute();
    return ok({ list: list.map((r) => ({ ...r, create_time: Number(r.create_time) })) });
  });
  await partnerSerialRoutes(api, services);
}
