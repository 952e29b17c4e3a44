import { z } from 'zod';
import { idSchema, queryId, queryInt, refIdSchema } from '../input.ts';
import { checkDecimal } from '../validators.ts';
import { listOf, pageQuery } from './common.contract.ts';

/*
 * The business network (API.md "Network"; issue 19 items 1-3): partner links between enterprises, the supplier goods a
 * buyer sees, its purchase cart, the linked order pairs and what each side does with them. Quantities and amounts are
 * decimal strings; column rights may take the money fields away.
 */
const quantity = z.union([z.string(), z.number()]).transform(String)
  .refine((v) => checkDecimal(v, 4) === null, 'decimal.format').refine((v) => Number(v) > 0, 'bill.numberPositive');
/** `:id` of a partner link, a cart row or a supply order. */
export const NetworkIdParamsSchema = z.object({ id: idSchema() });

// ---- partner links ----
/** `POST /partner-links`: invite an enterprise (by its code or its administrator's phone) as the partner's peer. */
export const PartnerLinkInviteBodySchema = z.object({
  partner_id: idSchema(), phone: z.string().max(20).optional(), enterprise_code: z.string().max(40).optional(),
  price_level_id: refIdSchema().optional(), category_ids: z.array(idSchema()).max(200).optional(),
});
/** The answer of `POST /partner-links`. */
export const PartnerLinkCreatedSchema = z.object({ id: z.number() });
/** `POST /partner-links/:id/accept`. */
export const PartnerLinkAcceptBodySchema = z.object({ partner_id: idSchema().optional(), price_level_id: refIdSchema().optional(), category_ids: z.array(idSchema()).max(200).optional() });
const PartnerLink = z.object({
  id: z.number(), status: z.number(), role: z.enum(['supplier', 'customer']), peer_enterprise_id: z.number(), peer_name: z.string(), partner_id: z.number(),
  partner_name: z.string(), invited_by_us: z.boolean(), awaiting_us: z.boolean(), price_level_id: z.number(), category_ids: z.array(z.number()),
  create_time: z.number(), accept_time: z.number().nullable(),
});
export type PartnerLink = z.infer<typeof PartnerLink>;
/** `GET /partner-links?status=` (1 invited, 2 linked, 3 ended). */
export const PartnerLinksQuerySchema = z.object({ status: queryInt(1, 3).optional() });
export const PartnerLinkListSchema = z.object({ list: z.array(PartnerLink) });
export type PartnerLinkList = z.infer<typeof PartnerLinkListSchema>;

// ---- supplier goods and the cart ----
export const SupplyGoodsQuerySchema = pageQuery.extend({ supplier_partner_id: queryId().optional(), keyword: z.string().max(100).optional() });
const SupplyGood = z.object({
  supplier_partner_id: z.number(), supplier_name: z.string(), product_id: z.number(), code: z.string(), name: z.string(), spec: z.string(),
  unit_name: z.string(), price: z.string(), available: z.string(), in_cart: z.string().nullable(),
});
export type SupplyGood = z.infer<typeof SupplyGood>;
/** `GET /supply/goods`: the linked suppliers' goods at the buyer's price, with what is in the buyer's cart. */
export const SupplyGoodListSchema = listOf(SupplyGood);
export type SupplyGoodList = z.infer<typeof SupplyGoodListSchema>;
const SupplyCartGood = z.object({
  id: z.number(), supplier_partner_id: z.number(), supplier_name: z.string(), product_id: z.number(), code: z.string(), name: z.string(), spec: z.string(),
  unit_name: z.string(), price: z.string(), number: z.string(), amount: z.string(), available: z.string(), offered: z.boolean(),
});
export type SupplyCartGood = z.infer<typeof SupplyCartGood>;
const SupplyCartSupplier = z.object({ supplier_partner_id: z.number(), supplier_name: z.string(), count: z.number(), total_number: z.string(), total_amount: z.string() });
export type SupplyCartSupplier = z.infer<typeof SupplyCartSupplier>;
/** The buyer's cart, as `GET /supply/cart` and every change of it answer. */
export const SupplyCartSchema = z.object({
  goods: z.array(SupplyCartGood),
  supplysales: z.object({ count: z.number(), total_number: z.string(), total_amount: z.string(), suppliers: z.array(SupplyCartSupplier) }),
});
export type SupplyCart = z.infer<typeof SupplyCartSchema>;
export const SupplyCartAddBodySchema = z.object({ supplier_partner_id: idSchema(), items: z.array(z.object({ product_id: idSchema(), number: quantity.optional() })).min(1).max(500) });
export const SupplyCartNumberBodySchema = z.object({ number: quantity });
export const SupplyCartRemoveBodySchema = z.object({ ids: z.array(idSchema()).max(500).optional(), supplier_partner_id: idSchema().optional() }).optional();

// ---- the linked orders ----
/** `POST /supply/orders`: the cart's goods of one supplier (or the lines given) become an order pair. */
export const SupplyOrderBodySchema = z.object({ supplier_partner_id: idSchema(), lines: z.array(z.object({ product_id: idSchema(), number: quantity })).max(500).optional() });
export const SupplyOrderedSchema = z.object({ purchase_order_id: z.number(), sale_order: z.object({ enterprise_id: z.number(), id: z.number() }) });

/** `GET /supply/orders` and `GET /supply/customer-orders` (status 1 waiting, 2 accepted, 3 refused). */
export const SupplyOrdersQuerySchema = pageQuery.extend({ status: queryInt(1, 3).optional(), keyword: z.string().max(100).optional() });
const SupplyDelivery = z.object({
  sale_bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(), total_number: z.string(), total_amount: z.string(), purchase_bill_id: z.number().nullable(),
});
export type SupplyDelivery = z.infer<typeof SupplyDelivery>;
const SupplyOrder = z.object({
  id: z.number(), status: z.number(), bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(), partner_name: z.string(),
  total_number: z.string(), total_amount: z.string(), audit_status: z.number(), store_status: z.number(), peer_bill_sn: z.string(), peer_store_status: z.number(),
  deliveries: z.array(SupplyDelivery),
});
export type SupplyOrder = z.infer<typeof SupplyOrder>;
export const SupplyOrderListSchema = listOf(SupplyOrder);
export type SupplyOrderList = z.infer<typeof SupplyOrderListSchema>;
/** `GET /supply/customer-bills` (status 1 not received, 2 received). */
export const SupplyCustomerBillsQuerySchema = SupplyOrdersQuerySchema.extend({ status: queryInt(1, 2).optional() });
const SupplyCustomerBill = z.object({
  sale_bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(), partner_name: z.string(), order_bill_sn: z.string(),
  total_number: z.string(), total_amount: z.string(), received: z.boolean(),
});
export type SupplyCustomerBill = z.infer<typeof SupplyCustomerBill>;
export const SupplyCustomerBillListSchema = listOf(SupplyCustomerBill);
export type SupplyCustomerBillList = z.infer<typeof SupplyCustomerBillListSchema>;
/** `POST /supply/orders/:id/receive`: the supplier's delivery the buyer receives. */
export const SupplyReceiveBodySchema = z.object({ sale_bill_id: idSchema() });
/** The serials picked in the delivery dialog, per open line of the order (serial-tracked products only). */
export const SupplyDeliverBodySchema = z.object({
  lines: z.array(z.object({ line_id: idSchema(), serials: z.array(z.string().trim().min(1).max(60)).max(10000) })).max(500).optional(),
}).optional();
const SupplyDeliveryLine = z.object({
  line_id: z.number(), row: z.number(), product_id: z.number(), code: z.string(), name: z.string(), spec: z.string(), unit_name: z.string(), number: z.string(),
  warehouse_id: z.number(), warehouse_name: z.string(), serial_tracking: z.boolean(), serials: z.array(z.string()),
});
/** One line the one-click delivery would ship. */
export type SupplyDeliveryLine = z.infer<typeof SupplyDeliveryLine>;
/** `GET /supply/customer-orders/:id/delivery`: what would ship, with the supplier's serials in stock to pick from. */
export const SupplyDeliveryLinesSchema = z.object({ lines: z.array(SupplyDeliveryLine) });
export type SupplyDeliveryLines = z.infer<typeof SupplyDeliveryLinesSchema>;
export const SupplyDeliveredSchema = z.object({ sale_bill_id: z.number(), bill_sn: z.string() });
export const SupplyReceivedSchema = z.object({ purchase_bill_id: z.number(), bill_sn: z.string() });
