import {
  NetworkIdParamsSchema as IdParams, PartnerLinkAcceptBodySchema, PartnerLinkCreatedSchema, PartnerLinkInviteBodySchema, PartnerLinkListSchema,
  PartnerLinksQuerySchema, SupplyCartAddBodySchema, SupplyCartNumberBodySchema, SupplyCartRemoveBodySchema, SupplyCartSchema,
  SupplyCustomerBillListSchema, SupplyCustomerBillsQuerySchema, SupplyDeliverBodySchema, SupplyDeliveredSchema, SupplyDeliveryLinesSchema,
  SupplyGoodListSchema, SupplyGoodsQuerySchema, SupplyOrderBodySchema, SupplyOrderedSchema, SupplyOrderListSchema, SupplyOrdersQuerySchema,
  SupplyReceiveBodySchema, SupplyReceivedSchema,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { accept, buyerLink, buyerLinks, endLink, invite, listLinks } from './partner-link.ts';
import { addToCart, readCart, removeFromCart, setCartNumber } from './supply-cart.ts';
import { deliveryLines } from './supply-delivery-lines.ts';
import { supplyGoods } from './supply-goods.ts';
import {
  acceptOrder, cancelAsBuyer, deliverOrder, receiveDelivery, refuseAsSupplier, submitOrder, type NetworkBillTypes,
} from './supply-order.ts';
import { buyerOrders, customerBills, supplierOrders } from './supply-queries.ts';

const tags = ['network'];
const tenantOf = (ctx: RequestContext) => ctx.tenant!;
/** Column rights (ISSUE 11): prices and amounts show where the pages' money columns do. */
const buyerMoney = { columns: { pages: ['supplyOrder', 'purchaseOrder'], fields: billMoney } };
const supplierMoney = { columns: { pages: ['customerOrdering', 'customerOrderList'], fields: billMoney } };
const openAny = (ctx: RequestContext, ...pages: string[]) => { if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden(); };

/**
 * The business network (API.md "Network"; issue 19 items 1-3): partner links between enterprises, the supplier goods
 * a buyer sees, its purchase cart, the linked order pairs and what each side does with them.
 */
export async function networkRoutes(api: App, services: ModuleServices): Promise<void> {
  const db = services.db as Kysely<DB>;
  const type = (name: string) => services.bills.get(name)!;
  const types = (): NetworkBillTypes => ({ purchaseOrder: type('purchase-orders'), saleOrder: type('sale-orders'), saleBill: type('sale-bills'), purchaseBill: type('purchase-bills') });

  // ---- partner links ----
  api.get('/partner-links', { schema: { tags, querystring: PartnerLinksQuerySchema, response: { 200: envelope(PartnerLinkListSchema) } } }, async (req) => {
    openAny(req.ctx, 'supplyPartner', 'customerList', 'supplierList');
    return ok({ list: await listLinks(db, tenantOf(req.ctx), req.query.status) });
  });
  api.post('/partner-links', { config: { permission: 'supply_partner_invite' }, schema: { tags, body: PartnerLinkInviteBodySchema, response: { 200: envelope(PartnerLinkCreatedSchema) } } },
    async (req) => ok(await invite(db, tenantOf(req.ctx), req.body)));
  api.post('/partner-links/:id/accept', { config: { admin: true }, schema: { tags, params: IdParams, body: PartnerLinkAcceptBodySchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    await accept(db, tenantOf(req.ctx), req.params.id, req.body);
    return ok({});
  });
  api.delete('/partner-links/:id', { config: { permission: 'supply_partner_unbind' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await endLink(db, tenantOf(req.ctx), req.params.id);
    return ok({});
  });

  // ---- supplier goods and the cart ----
  api.get('/supply/goods', { config: buyerMoney, schema: { tags, querystring: SupplyGoodsQuerySchema, response: { 200: envelope(SupplyGoodListSchema) } } }, async (req) => {
    openAny(req.ctx, 'supplyGoods');
    const tenant = tenantOf(req.ctx);
    const { supplier_partner_id: supplier, ...q } = req.query;
    const links = supplier ? [await buyerLink(db, tenant.enterpriseId, supplier)] : await buyerLinks(db, tenant.enterpriseId);
    const page = await supplyGoods(db, links, q);
    const cart = await db.selectFrom('supply_cart').select(['link_id', 'product_id', 'number']).where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId).execute();
    const linkOf = new Map(links.map((l) => [l.supplier_partner_id, l.id]));
    const inCart = (supplierId: number, productId: number) => cart.find((c) => c.link_id === linkOf.get(supplierId) && c.product_id === productId)?.number ?? null;
    return ok({ ...page, list: page.list.map((g) => ({ ...g, in_cart: inCart(g.supplier_partner_id, g.product_id) })), page: q.page, page_size: q.page_size });
  });
  api.get('/supply/cart', { config: buyerMoney, schema: { tags, response: { 200: envelope(SupplyCartSchema) } } }, async (req) => {
    openAny(req.ctx, 'supplyCart', 'supplyGoods');
    return ok(await readCart(db, tenantOf(req.ctx)));
  });
  api.post('/supply/cart', { config: { ...buyerMoney, permission: ['supply_goods_add_cart', 'supply_cart_edit'] }, schema: { tags, body: SupplyCartAddBodySchema, response: { 200: envelope(SupplyCartSchema) } } }, async (req) => {
    await addToCart(db, tenantOf(req.ctx), req.body.supplier_partner_id, req.body.items);
    return ok(await readCart(db, tenantOf(req.ctx)));
  });
  api.put('/supply/cart/:id', { config: { ...buyerMoney, permission: 'supply_cart_edit' }, schema: { tags, params: IdParams, body: SupplyCartNumberBodySchema, response: { 200: envelope(SupplyCartSchema) } } }, async (req) => {
    await setCartNumber(db, tenantOf(req.ctx), req.params.id, req.body.number);
    return ok(await readCart(db, tenantOf(req.ctx)));
  });
  api.delete('/supply/cart', { config: { ...buyerMoney, permission: 'supply_cart_del' }, schema: { tags, body: SupplyCartRemoveBodySchema, response: { 200: envelope(SupplyCartSchema) } } }, async (req) => {
    await removeFromCart(db, tenantOf(req.ctx), req.body ?? {});
    return ok(await readCart(db, tenantOf(req.ctx)));
  });

  // ---- the buyer's orders ----
  api.post('/supply/orders', { config: { permission: 'supply_cart_submit' }, schema: { tags, body: SupplyOrderBodySchema, response: { 200: envelope(SupplyOrderedSchema) } } },
    async (req) => ok(await submitOrder(db, tenantOf(req.ctx), types(), req.body, req.ctx.language)));
  api.get('/supply/orders', { config: { columns: { pages: ['supplyOrder'], fields: billMoney } }, schema: { tags, querystring: SupplyOrdersQuerySchema, response: { 200: envelope(SupplyOrderListSchema) } } }, async (req) => {
    openAny(req.ctx, 'supplyOrder');
    return ok({ ...await buyerOrders(db, tenantOf(req.ctx).enterpriseId, req.query), page: req.query.page, page_size: req.query.page_size });
  });
  api.post('/supply/orders/:id/cancel', { config: { permission: 'supply_order_cancel' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await cancelAsBuyer(db, tenantOf(req.ctx), types(), req.params.id);
    return ok({});
  });
  api.post('/supply/orders/:id/receive', { config: { permission: 'purchase_bill_add' }, schema: { tags, params: IdParams, body: SupplyReceiveBodySchema, response: { 200: envelope(SupplyReceivedSchema) } } }, async (req) => {
    const tenant = tenantOf(req.ctx);
    const order = await db.selectFrom('supply_order').select('supplier_enterprise_id').where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', req.params.id).executeTakeFirst();
    if (!order) throw notFound();
    return ok(await receiveDelivery(db, tenant, types(), req.body.sale_bill_id, order.supplier_enterprise_id));
  });

  // ---- the supplier's side: customer ordering, customer order and bill lists ----
  api.get('/supply/customer-orders', { config: supplierMoney, schema: { tags, querystring: SupplyOrdersQuerySchema, response: { 200: envelope(SupplyOrderListSchema) } } }, async (req) => {
    openAny(req.ctx, 'customerOrdering', 'customerOrderList');
    return ok({ ...await supplierOrders(db, tenantOf(req.ctx).enterpriseId, req.query), page: req.query.page, page_size: req.query.page_size });
  });
  api.post('/supply/customer-orders/:id/accept', { config: { permission: 'customer_ordering_accept' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await acceptOrder(db, tenantOf(req.ctx), types(), req.params.id);
    return ok({});
  });
  api.post('/supply/customer-orders/:id/refuse', { config: { permission: 'customer_ordering_refuse' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await refuseAsSupplier(db, tenantOf(req.ctx), types(), req.params.id);
    return ok({});
  });
  // The delivery dialog: what would ship, and for serial-tracked lines the supplier's serials in stock to pick from.
  api.get('/supply/customer-orders/:id/delivery', { config: { permission: 'sale_bill_add' }, schema: { tags, params: IdParams, response: { 200: envelope(SupplyDeliveryLinesSchema) } } },
    async (req) => ok({ lines: await deliveryLines(db, tenantOf(req.ctx).enterpriseId, req.params.id) }));
  api.post('/supply/customer-orders/:id/deliver', { config: { permission: 'sale_bill_add' }, schema: { tags, params: IdParams, body: SupplyDeliverBodySchema, response: { 200: envelope(SupplyDeliveredSchema) } } },
    async (req) => ok(await deliverOrder(db, tenantOf(req.ctx), types(), req.params.id, req.body?.lines)));
  api.get('/supply/customer-bills', { config: { columns: { pages: ['customerBillList'], fields: billMoney } }, schema: { tags, querystring: SupplyCustomerBillsQuerySchema, response: { 200: envelope(SupplyCustomerBillListSchema) } } }, async (req) => {
    openAny(req.ctx, 'customerBillList');
    return ok({ ...await customerBills(db, tenantOf(req.ctx).enterpriseId, req.query), page: req.query.page, page_size: req.query.page_size });
  });
}
