import {
  ShopCancelBodySchema, ShopIdParamsSchema as IdParams, ShopOrderDetailSchema, ShopOrderListSchema, ShopOrderQuerySchema, ShopPasswordBodySchema,
  ShopReceiptBodySchema, ShopReceiptSchema, shopResources, ShopSaleOrderMadeSchema, ShopShipBodySchema,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import { logChange, registerResource } from '../../engines/resource/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import type { AnswerColumns } from '../../platform/permissions/answer-columns.ts';
import { cancelShopOrder, completeShopOrder, listShopOrders, receiveShopOrder, shipShopOrder, shopOrderDetail, toSaleOrder } from './shop-order.service.ts';
import { shopAccountRules, shopRules } from './shop-rules.ts';
import { shopViewRoutes } from './shop-view.routes.ts';

const tags = ['shop-orders'];

const readable = (ctx: RequestContext) => { if (!requireTenant(ctx).permissions.canOpen('shopOrder')) throw forbidden(); };

/** 门店订单's amount columns govern the orders and their lines (a line's price and amount follow the order amount). */
const shopOrderMoney: AnswerColumns = {
  pages: ['shopOrder'],
  fields: { order_amount: ['order_amount', 'price', 'amount'], original_amount: ['original_amount'], receipt_amount: ['receipt_amount'] },
};

/**
 * The shop and order centre (API.md "Network"): the shops, shop-accounts and contracts resources, a shop account's
 * password reset, the shop orders of the back office (list, detail, confirm into a sales order, receipt into a
 * receipt bill, shipping, cancellation) and the shop ordering view (shop-view.routes.ts).
 */
export async function shopRoutes(api: App, services: ModuleServices): Promise<void> {
  const db = services.db as Kysely<DB>;
  services.resources.addHooks('shops', shopRules);
  services.resources.addHooks('shop-accounts', shopAccountRules);
  for (const resource of shopResources) await registerResource(api, services, services.resources, resource);

  api.post('/shop-accounts/:id/reset-password', {
    config: { permission: 'shop_account_reset_password' },
    schema: { tags: ['shop-accounts'], params: IdParams, body: ShopPasswordBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    const tenant = requireTenant(req.ctx);
    const hash = await hashPassword(req.body.password);
    await db.transaction().execute(async (tx) => {
      const updated = await tx.updateTable('shop_account').set({ password_hash: hash, update_time: nowSeconds() })
        .where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', req.params.id).returning('account').executeTakeFirst();
      if (!updated) throw notFound();
      // Sessions of the old password end.
      await tx.updateTable('shop_session').set({ revoked_time: nowSeconds() }).where('enterprise_id', '=', tenant.enterpriseId).where('account_id', '=', req.params.id).where('revoked_time', 'is', null).execute();
      await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'shop-accounts', recordId: req.params.id, action: 'update', changes: { password: ['******', '******'] }, summary: updated.account });
    });
    return ok({});
  });

  api.get('/shop-orders', { config: { columns: shopOrderMoney }, schema: { tags, querystring: ShopOrderQuerySchema, response: { 200: envelope(ShopOrderListSchema) } } }, async (req) => {
    readable(req.ctx);
    return ok(await listShopOrders(db, requireTenant(req.ctx).enterpriseId, req.query));
  });

  api.get('/shop-orders/:id', { config: { columns: shopOrderMoney }, schema: { tags, params: IdParams, response: { 200: envelope(ShopOrderDetailSchema) } } }, async (req) => {
    readable(req.ctx);
    return ok(await shopOrderDetail(db, requireTenant(req.ctx).enterpriseId, req.params.id));
  });

  api.post('/shop-orders/:id/sale-order', {
    config: { permission: 'shop_order_confirm' },
    schema: { tags, params: IdParams, response: { 200: envelope(ShopSaleOrderMadeSchema) } },
  }, async (req) => {
    const tenant = requireTenant(req.ctx);
    if (!tenant.permissions.can('sale_order_add')) throw forbidden();
    return ok(await toSaleOrder(db, services.bills, tenant, req.params.id));
  });

  api.post('/shop-orders/:id/receipt', {
    config: { permission: 'shop_order_receipt' },
    schema: {
      tags, params: IdParams,
      body: ShopReceiptBodySchema,
      response: { 200: envelope(ShopReceiptSchema) },
    },
  }, async (req) => ok(await receiveShopOrder(db, services.bills, requireTenant(req.ctx), req.params.id, req.body)));

  api.post('/shop-orders/:id/ship', {
    config: { permission: 'shop_order_ship' },
    schema: { tags, params: IdParams, body: ShopShipBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await shipShopOrder(db, requireTenant(req.ctx), req.params.id, req.body.logistics_sn);
    return ok({});
  });

  api.post('/shop-orders/:id/cancel', {
    config: { permission: 'shop_order_cancel' },
    schema: { tags, params: IdParams, body: ShopCancelBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await cancelShopOrder(db, requireTenant(req.ctx), req.params.id, req.body.reason);
    return ok({});
  });

  api.post('/shop-orders/:id/complete', {
    config: { permission: 'shop_order_complete' },
    schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await completeShopOrder(db, requireTenant(req.ctx), req.params.id);
    return ok({});
  });

  await shopViewRoutes(api, db);
}
