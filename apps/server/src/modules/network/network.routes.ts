import { checkDecimal, idSchema, queryId, queryInt, refIdSchema } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok, pageQuery } from '../../platform/http/envelope.ts';
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
const quantity = z.union([z.string(), z.number()]).transform(String)
  .refine((v) => checkDecimal(v, 4) === null, 'decimal.format').refine((v) => Number(v) > 0, 'bill.numberPositive');
const IdParams = z.object({ id: idSchema() });
const Id = z.object({ id: z.number() });

const InviteBody = z.object({
  partner_id: idSchema(), phone: z.string().max(20).optional(), enterprise_code: z.string().max(40).optional(),
  price_level_id: refIdSchema().optional(), category_ids: z.array(idSchema()).max(200).optional(),
});
const AcceptBody = z.object({ partner_id: idSchema().optional(), price_level_id: refIdSchema().optional(), category_ids: z.array(idSchema()).max(200).optional() });
const Link = z.object({
  id: z.number(), status: z.number(), role: z.enum(['supplier', 'customer']), peer_enterprise_id: z.number(), peer_name: z.string(), partner_id: z.number(),
  partner_name: z.string(), invited_by_us: z.boolean(), awaiting_us: z.boolean(), price_level_id: z.number(), category_ids: z.array(z.number()),
  create_time: z.number(), accept_time: z.number().nullable(),
});
const LinksQuery = z.object({ status: queryInt(1, 3).optional() });

const GoodsQuery = pageQuery.extend({ supplier_partner_id: queryId().optional(), keyword: z.string().max(100).optional() });
const Good = z.object({
  supplier_partner_id: z.number(), supplier_name: z.string(), product_id: z.number(), code: z.string(), name: z.string(), spec: z.string(),
  unit_name: z.string(), price: z.string(), available: z.string(), in_cart: z.string().nullable(),
});
const CartGood = z.object({
  id: z.number(), supplier_partner_id: z.number(), supplier_name: z.string(), product_id: z.number(), code: z.string(), name: z.string(), spec: z.string(),
  unit_name: z.string(), price: z.string(), number: z.string(), amount: z.string(), available: z.string(), offered: z.boolean(),
});
const CartSummary = z.object({ supplier_partner_id: z.number(), supplier_name: z.string(), count: z.number(), total_number: z.string(), total_amount: z.string() });
const Cart = z.object({
  goods: z.array(CartGood),
  supplysales: z.object({ count: z.number(), total_number: z.string(), total_amount: z.string(), suppliers: z.array(CartSummary) }),
});
const AddBody = z.object({ supplier_partner_id: idSchema(), items: z.array(z.object({ product_id: idSchema(), number: quantity.optional() })).min(1).max(500) });
const NumberBody = z.object({ number: quantity });
const RemoveBody = z.object({ ids: z.array(idSchema()).max(500).optional(), supplier_partner_id: idSchema().optional() }).optional();
const OrderBody = z.object({ supplier_partner_id: idSchema(), lines: z.array(z.object({ product_id: idSchema(), number: quantity })).max(500).optional() });
const Ordered = z.object({ purchase_order_id: z.number(), sale_order: z.object({ enterprise_id: z.number(), id: z.number() }) });

const OrdersQuery = pageQuery.extend({ status: queryInt(1, 3).optional(), keyword: z.string().max(100).optional() });
const Delivery = z.object({
  sale_bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(), total_number: z.string(), total_amount: z.string(), purchase_bill_id: z.number().nullable(),
});
const OrderView = z.object({
  id: z.number(), status: z.number(), bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(), partner_name: z.string(),
  total_number: z.string(), total_amount: z.string(), audit_status: z.number(), store_status: z.number(), peer_bill_sn: z.string(), peer_store_status: z.number(),
  deliveries: z.array(Delivery),
});
const CustomerBill = z.object({
  sale_bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(), partner_name: z.string(), order_bill_sn: z.string(),
  total_number: z.string(), total_amount: z.string(), received: z.boolean(),
});
const ReceiveBody = z.object({ sale_bill_id: idSchema() });
/** The serials picked in the delivery dialog, per open line of the order (serial-tracked products only). */
const DeliverBody = z.object({
  lines: z.array(z.object({ line_id: idSchema(), serials: z.array(z.string().trim().min(1).max(60)).max(10000) })).max(500).optional(),
}).optional();
const DeliveryLines = z.object({
  lines: z.array(z.object({
    line_id: z.number(), row: z.number(), product_id: z.number(), code: z.string(), name: z.string(), spec: z.string(), unit_name: z.string(), number: z.string(),
    warehouse_id: z.number(), warehouse_name: z.string(), serial_tracking: z.boolean(), serials: z.array(z.string()),
  })),
});
const Delivered = z.object({ sale_bill_id: z.number(), bill_sn: z.string() });
const Received = z.object({ purchase_bill_id: z.number(), bill_sn: z.string() });

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
  api.get('/partner-links', { schema: { tags, querystring: LinksQuery, response: { 200: envelope(z.object({ list: z.array(Link) })) } } }, async (req) => {
    openAny(req.ctx, 'supplyPartner', 'customerList', 'supplierList');
    return ok({ list: await listLinks(db, tenantOf(req.ctx), req.query.status) });
  });
  api.post('/partner-links', { config: { permission: 'supply_partner_invite' }, schema: { tags, body: InviteBody, response: { 200: envelope(Id) } } },
    async (req) => ok(await invite(db, tenantOf(req.ctx), req.body)));
  api.post('/partner-links/:id/accept', { config: { admin: true }, schema: { tags, params: IdParams, body: AcceptBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await accept(db, tenantOf(req.ctx), req.params.id, req.body);
    return ok({});
  });
  api.delete('/partner-links/:id', { config: { permission: 'supply_partner_unbind' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await endLink(db, tenantOf(req.ctx), req.params.id);
    return ok({});
  });

  // ---- supplier goods and the cart ----
  api.get('/supply/goods', { config: buyerMoney, schema: { tags, querystring: GoodsQuery, response: { 200: envelope(listOf(Good)) } } }, async (req) => {
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
  api.get('/supply/cart', { config: buyerMoney, schema: { tags, response: { 200: envelope(Cart) } } }, async (req) => {
    openAny(req.ctx, 'supplyCart', 'supplyGoods');
    return ok(await readCart(db, tenantOf(req.ctx)));
  });
  api.post('/supply/cart', { config: { ...buyerMoney, permission: ['supply_goods_add_cart', 'supply_cart_edit'] }, schema: { tags, body: AddBody, response: { 200: envelope(Cart) } } }, async (req) => {
    await addToCart(db, tenantOf(req.ctx), req.body.supplier_partner_id, req.body.items);
    return ok(await readCart(db, tenantOf(req.ctx)));
  });
  api.put('/supply/cart/:id', { config: { ...buyerMoney, permission: 'supply_cart_edit' }, schema: { tags, params: IdParams, body: NumberBody, response: { 200: envelope(Cart) } } }, async (req) => {
    await setCartNumber(db, tenantOf(req.ctx), req.params.id, req.body.number);
    return ok(await readCart(db, tenantOf(req.ctx)));
  });
  api.delete('/supply/cart', { config: { ...buyerMoney, permission: 'supply_cart_del' }, schema: { tags, body: RemoveBody, response: { 200: envelope(Cart) } } }, async (req) => {
    await removeFromCart(db, tenantOf(req.ctx), req.body ?? {});
    return ok(await readCart(db, tenantOf(req.ctx)));
  });

  // ---- the buyer's orders ----
  api.post('/supply/orders', { config: { permission: 'supply_cart_submit' }, schema: { tags, body: OrderBody, response: { 200: envelope(Ordered) } } },
    async (req) => ok(await submitOrder(db, tenantOf(req.ctx), types(), req.body, req.ctx.language)));
  api.get('/supply/orders', { config: { columns: { pages: ['supplyOrder'], fields: billMoney } }, schema: { tags, querystring: OrdersQuery, response: { 200: envelope(listOf(OrderView)) } } }, async (req) => {
    openAny(req.ctx, 'supplyOrder');
    return ok({ ...await buyerOrders(db, tenantOf(req.ctx).enterpriseId, req.query), page: req.query.page, page_size: req.query.page_size });
  });
  api.post('/supply/orders/:id/cancel', { config: { permission: 'supply_order_cancel' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await cancelAsBuyer(db, tenantOf(req.ctx), types(), req.params.id);
    return ok({});
  });
  api.post('/supply/orders/:id/receive', { config: { permission: 'purchase_bill_add' }, schema: { tags, params: IdParams, body: ReceiveBody, response: { 200: envelope(Received) } } }, async (req) => {
    const tenant = tenantOf(req.ctx);
    const order = await db.selectFrom('supply_order').select('supplier_enterprise_id').where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', req.params.id).executeTakeFirst();
    if (!order) throw notFound();
    return ok(await receiveDelivery(db, tenant, types(), req.body.sale_bill_id, order.supplier_enterprise_id));
  });

  // ---- the supplier's side: customer ordering, customer order and bill lists ----
  api.get('/supply/customer-orders', { config: supplierMoney, schema: { tags, querystring: OrdersQuery, response: { 200: envelope(listOf(OrderView)) } } }, async (req) => {
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
  api.get('/supply/customer-orders/:id/delivery', { config: { permission: 'sale_bill_add' }, schema: { tags, params: IdParams, response: { 200: envelope(DeliveryLines) } } },
    async (req) => ok({ lines: await deliveryLines(db, tenantOf(req.ctx).enterpriseId, req.params.id) }));
  api.post('/supply/customer-orders/:id/deliver', { config: { permission: 'sale_bill_add' }, schema: { tags, params: IdParams, body: DeliverBody, response: { 200: envelope(Delivered) } } },
    async (req) => ok(await deliverOrder(db, tenantOf(req.ctx), types(), req.params.id, req.body?.lines)));
  api.get('/supply/customer-bills', { config: { columns: { pages: ['customerBillList'], fields: billMoney } }, schema: { tags, querystring: OrdersQuery.extend({ status: queryInt(1, 2).optional() }), response: { 200: envelope(listOf(CustomerBill)) } } }, async (req) => {
    openAny(req.ctx, 'customerBillList');
    return ok({ ...await customerBills(db, tenantOf(req.ctx).enterpriseId, req.query), page: req.query.page, page_size: req.query.page_size });
  });
}
