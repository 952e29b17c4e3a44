import {
  chinaToday, ShopCancelBodySchema, ShopIdParamsSchema, ShopOrderDetailSchema, ShopOrderListSchema, ShopViewGoodListSchema, ShopViewGoodsQuerySchema,
  ShopViewLoginBodySchema, ShopViewOrderBodySchema, ShopViewOrderPlacedSchema, ShopViewOrderQuerySchema, ShopViewSessionSchema,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { salePrices } from '../pricing/index.ts';
import { cancelShopOrder, listShopOrders, placeShopOrder, shopOrderDetail } from './shop-order.service.ts';
import { shopCaller, shopLogin } from './shop-session.ts';

const tags = ['shop-view'];
// No user session: the shop's own token (shop-session.ts) is checked in each handler.
const access = { auth: 'public' } as const;

/**
 * The shop ordering view (issue 19 item 4): a shop logs in with its own account or a shop account and sees and orders
 * for its shop only — its goods list with its prices, its orders, a new order. Another shop's or enterprise's order
 * answers 4004.
 */
export async function shopViewRoutes(api: App, db: Kysely<DB>): Promise<void> {
  api.post('/shop-view/login', {
    config: access,
    schema: {
      tags, body: ShopViewLoginBodySchema,
      response: { 200: envelope(ShopViewSessionSchema) },
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
      tags, querystring: ShopViewGoodsQuerySchema,
      response: { 200: envelope(ShopViewGoodListSchema) },
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

  api.get('/shop-view/orders', { config: access, schema: { tags, querystring: ShopViewOrderQuerySchema, response: { 200: envelope(ShopOrderListSchema) } } }, async (req) => {
    const me = await shopCaller(db, req);
    return ok(await listShopOrders(db, me.enterpriseId, { ...req.query, shop_id: me.shopId }));
  });

  api.get('/shop-view/orders/:id', { config: access, schema: { tags, params: ShopIdParamsSchema, response: { 200: envelope(ShopOrderDetailSchema) } } }, async (req) => {
    const me = await shopCaller(db, req);
    return ok(await shopOrderDetail(db, me.enterpriseId, req.params.id, me.shopId));
  });

  // The shop cancels its own order while the enterprise has not accepted it yet (pending); the reason is kept.
  api.post('/shop-view/orders/:id/cancel', {
    config: access,
    schema: { tags, params: ShopIdParamsSchema, body: ShopCancelBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    const me = await shopCaller(db, req);
    await cancelShopOrder(db, { enterpriseId: me.enterpriseId, employeeId: null }, req.params.id, req.body.reason, { shopId: me.shopId });
    return ok({});
  });

  api.post('/shop-view/orders', {
    config: access,
    schema: {
      tags,
      body: ShopViewOrderBodySchema,
      response: { 200: envelope(ShopViewOrderPlacedSchema) },
    },
  }, async (req) => {
    const me = await shopCaller(db, req);
    return ok(await placeShopOrder(db, me.enterpriseId, me.shopId, me.accountId, req.body));
  });
}
