import { z } from 'zod';
import { idSchema, queryId, queryInt, refIdSchema } from '../input.ts';
import { shopPasswordPattern } from '../resources/shop/shop.resource.ts';
import { listOf, pageQuery } from './common.contract.ts';

/*
 * The shop and order centre (API.md "Network"): a shop account's password reset, the shop orders of the back office
 * (list, detail, confirm into a sales order, receipt, shipping, cancellation, completion) and the shop ordering view
 * (/shop-view: its own login, the goods at the shop's price, its orders, a new order). The shops, shop accounts and
 * contracts are resources (resources/shop).
 */

/** `:id` of a shop account or a shop order. */
export const ShopIdParamsSchema = z.object({ id: idSchema() });
/** `POST /shop-accounts/:id/reset-password`. */
export const ShopPasswordBodySchema = z.object({ password: z.string().regex(shopPasswordPattern, 'shopPassword.format') });

// ---- shop orders (back office and shop view) ----
export const ShopOrderRowSchema = z.object({
  id: z.number(), sub_order_sn: z.string(), shop_id: z.number(), shop_name: z.string(), order_type: z.number(), order_status: z.number(), pay_status: z.number(),
  original_amount: z.string(), order_amount: z.string(), receipt_amount: z.string(), bank_serial: z.string(), logistics_sn: z.string(), cancel_reason: z.string(),
  sale_order_id: z.number(), sale_order_sn: z.string(), remark: z.string(), create_time: z.number(),
});
/** A shop order as `GET /shop-orders` and `GET /shop-view/orders` list it. */
export type ShopOrderRow = z.infer<typeof ShopOrderRowSchema>;
export const ShopOrderListSchema = listOf(ShopOrderRowSchema);
export type ShopOrderList = z.infer<typeof ShopOrderListSchema>;
const ShopOrderLine = z.object({
  line_no: z.number(), product_id: z.number(), product_name: z.string(), product_code: z.string(), unit_id: z.number(), number: z.string(), price: z.string(), amount: z.string(),
});
/** `GET /shop-orders/:id` and `GET /shop-view/orders/:id`. */
export const ShopOrderDetailSchema = ShopOrderRowSchema.omit({ shop_name: true, sale_order_sn: true }).extend({
  account_id: z.number(), update_time: z.number(), lines: z.array(ShopOrderLine),
  receipts: z.array(z.object({ id: z.number(), amount: z.string(), bank_serial: z.string(), receipt_bill_id: z.number(), receipt_bill_sn: z.string(), create_time: z.number() })),
});
export type ShopOrderDetail = z.infer<typeof ShopOrderDetailSchema>;
/** `GET /shop-orders` (order status 1-5, pay status 1-3). */
export const ShopOrderQuerySchema = pageQuery.extend({
  shop_id: queryId().optional(), order_status: queryInt(1, 5).optional(), pay_status: queryInt(1, 3).optional(), keyword: z.string().max(50).optional(),
});
/** `POST /shop-orders/:id/sale-order`: the sales order the shop order was confirmed into. */
export const ShopSaleOrderMadeSchema = z.object({ sale_order_id: z.number(), sale_order_sn: z.string() });
export type ShopSaleOrderMade = z.infer<typeof ShopSaleOrderMadeSchema>;
const Money = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'decimal.format').refine((v) => Number(v) > 0, 'number.range');
/** `POST /shop-orders/:id/receipt`: money received for the order, into a settlement account. */
export const ShopReceiptBodySchema = z.object({ amount: Money, account_id: idSchema().describe('settlement account the money came into'), bank_serial: z.string().trim().max(60).optional() });
export const ShopReceiptSchema = z.object({ receipt_amount: z.string(), pay_status: z.number(), receipt_bill_id: z.number(), receipt_bill_sn: z.string() });
export const ShopShipBodySchema = z.object({ logistics_sn: z.string().trim().min(1, 'field.required').max(60, 'field.tooLong') });
/** `POST /shop-orders/:id/cancel` and `POST /shop-view/orders/:id/cancel`: the reason is kept. */
export const ShopCancelBodySchema = z.object({ reason: z.string().max(200, 'field.tooLong') });

// ---- the shop ordering view ----
export const ShopViewLoginBodySchema = z.object({ enterprise_code: z.string().trim().min(1, 'field.required').max(30), account: z.string().trim().min(1, 'field.required').max(30), password: z.string().min(1, 'field.required').max(32) });
/** `POST /shop-view/login`: the shop's own token (no user session). */
export const ShopViewSessionSchema = z.object({ token: z.string(), shop_id: z.number(), shop_name: z.string(), account_type: z.number() });
export type ShopViewSession = z.infer<typeof ShopViewSessionSchema>;
export const ShopViewGoodsQuerySchema = pageQuery.extend({ keyword: z.string().max(50).optional() });
const ShopViewGood = z.object({ id: z.number(), code: z.string(), name: z.string(), unit_id: z.number(), price: z.string() });
/** A product at the shop's customer price. */
export type ShopViewGood = z.infer<typeof ShopViewGood>;
export const ShopViewGoodListSchema = listOf(ShopViewGood);
export type ShopViewGoodList = z.infer<typeof ShopViewGoodListSchema>;
/** `GET /shop-view/orders`: the shop's own orders (the shop is the caller's). */
export const ShopViewOrderQuerySchema = ShopOrderQuerySchema.omit({ shop_id: true });
const Qty = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'decimal.format').refine((v) => Number(v) > 0, 'number.range');
/** `POST /shop-view/orders`: order type 1 stock, 2 urgent. */
export const ShopViewOrderBodySchema = z.object({
  order_type: z.union([z.literal(1), z.literal(2)]).default(1),
  remark: z.string().max(200, 'field.tooLong').optional(),
  lines: z.array(z.object({ product_id: refIdSchema().refine((v) => v > 0, 'field.required'), number: Qty })).min(1, 'bill.linesRequired').max(200),
});
export const ShopViewOrderPlacedSchema = z.object({ id: z.number(), sub_order_sn: z.string(), order_amount: z.string() });
export type ShopViewOrderPlaced = z.infer<typeof ShopViewOrderPlacedSchema>;
