import { chinaToday, refIdSchema, idSchema } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok, pageQuery } from '../../platform/http/envelope.ts';
import { salePrices } from '../pricing/index.ts';
import { cancelShopOrder, listShopOrders, placeShopOrder, shopOrderDetail } from './shop-order.service.ts';
import { shopCaller, shopLogin } from './shop-session.ts';
import { ShopOrderDetail, ShopOrderQuery, ShopOrderRow } from './shop-order.schema.ts';

const tags = ['shop-view'];
// No user session: the shop's own token (shop-session.ts) is checked in each handler.
const access = { auth: 'public' } as const;
const Qty = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'decimal.format').refine((v) => Number(v) > 0, 'number.range');

/**
 * The shop ordering view (issue 19 item 4): a shop logs in with its own account or a shop account and sees and orders
 * for its shop only — its goods list with its prices, its orders, a new order. Another shop's or enterprise's order
 * answers 4004.
 */
export async function shopViewRoutes(api: App, db: Kysely<DB>): Promise<void> {
  api.post('/shop-view/login', {
    config: access,
    schema: {
      tags, body: z.object({ enterprise_code: z.string().trim().min(1, 'field.required').max(30), account: z.string().trim().min(1, 'field.required').max(30), password: z.string().min(1, 'field.required').max(32) }),
      response: { 200: envelope(z.object({ token: z.string(), shop_id: z.number(), shop_name: z.string(), account_type: z.number() })) },
    },
  }, async (req) => ok(await shopLogin(db, req.body)));

  api.post('/shop-view/logout', { config: access, schema: { tags, response: { 200: envelope(emptyData) } } }, async (req) => {
    const me = await shopCaller(db, req);
    await db.updateTable('shop_session').set({ revoked_time: nowSeconds() }).where('id', '=', me.sessionId).execute();
    return ok({});
  });

  api.get('/shop-view/goods', {
    config: access,
    schema: {
      tags, querystring: pageQuery.extend({ keyword: z.string().max(50).optional() }),
      response: { 200: envelope(listOf(z.object({ id: z.number(), code: z.string(), name: z.string(), unit_id: z.number(), price: z.string() }))) },
    },
  }, async (req) => {
    const me = await shopCaller(db, req);
    let q = db.selectFrom('product').where('enterprise_id', '=', me.enterpriseId).where('deleted_time', 'is', null);
    if (req.query.keyword) {
      const like = `%${req.query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('name', 'like', like), eb('code', 'like', like)]));
    }
    const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await q.select(['id', 'code', 'name', 'unit_id']).orderBy('id').limit(req.query.page_size).offset((req.query.page - 1) * req.query.page_size).execute();
    const shop = await db.selectFrom('shop').select('partner_id').where('enterprise_id', '=', me.enterpriseId).where('id', '=', me.shopId).executeTakeFirstOrThrow();
    const prices = new Map((await salePrices(db, me.enterpriseId, shop.partner_id, rows.map((r) => r.id), chinaToday())).map((p) => [p.product_id, p.price]));
    return ok({ list: rows.map((r) => ({ ...r, price: prices.get(r.id) ?? '0.000000' })), total: Number(total), page: req.query.page, page_size: req.query.page_size });
  });

  api.get('/shop-view/orders', { config: access, schema: { tags, querystring: ShopOrderQuery.omit({ shop_id: true }), response: { 200: envelope(listOf(ShopOrderRow)) } } }, async (req) => {
    const me = await shopCaller(db, req);
    return ok(await listShopOrders(db, me.enterpriseId, { ...req.query, shop_id: me.shopId }));
  });

  api.get('/shop-view/orders/:id', { config: access, schema: { tags, params: z.object({ id: idSchema() }), response: { 200: envelope(ShopOrderDetail) } } }, async (req) => {
    const me = await shopCaller(db, req);
    return ok(await shopOrderDetail(db, me.enterpriseId, req.params.id, me.shopId));
  });

  // The shop cancels its own order while the enterprise has not accepted it yet (pending); the reason is kept.
  api.post('/shop-view/orders/:id/cancel', {
    config: access,
    schema: { tags, params: z.object({ id: idSchema() }), body: z.object({ reason: z.string().max(200, 'field.tooLong') }), response: { 200: envelope(emptyData) } },
  }, async (req) => {
    const me = await shopCaller(db, req);
    await cancelShopOrder(db, { enterpriseId: me.enterpriseId, employeeId: null }, req.params.id, req.body.reason, { shopId: me.shopId });
    return ok({});
  });

  api.post('/shop-view/orders', {
    config: access,
    schema: {
      tags,
      body: z.object({
        order_type: z.union([z.literal(1), z.literal(2)]).default(1),
        remark: z.string().max(200, 'field.tooLong').optional(),
        lines: z.array(z.object({ product_id: refIdSchema().refine((v) => v > 0, 'field.required'), number: Qty })).min(1, 'bill.linesRequired').max(200),
      }),
      response: { 200: envelope(z.object({ id: z.number(), sub_order_sn: z.string(), order_amount: z.string() })) },
    },
  }, async (req) => {
    const me = await shopCaller(db, req);
    return ok(await placeShopOrder(db, me.enterpriseId, me.shopId, me.accountId, req.body));
  });
}
