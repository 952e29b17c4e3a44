import { queryId, queryInt } from '@zf/shared';
import { z } from 'zod';
import { pageQuery } from '../../platform/http/envelope.ts';

/** Answers and queries of the shop order routes (back office and shop view). */
export const ShopOrderRow = z.object({
  id: z.number(), sub_order_sn: z.string(), shop_id: z.number(), shop_name: z.string(), order_type: z.number(), order_status: z.number(), pay_status: z.number(),
  original_amount: z.string(), order_amount: z.string(), receipt_amount: z.string(), bank_serial: z.string(), logistics_sn: z.string(), cancel_reason: z.string(),
  sale_order_id: z.number(), sale_order_sn: z.string(), remark: z.string(), create_time: z.number(),
});
export const ShopOrderLine = z.object({
  line_no: z.number(), product_id: z.number(), product_name: z.string(), product_code: z.string(), unit_id: z.number(), number: z.string(), price: z.string(), amount: z.string(),
});
export const ShopOrderDetail = ShopOrderRow.omit({ shop_name: true, sale_order_sn: true }).extend({
  account_id: z.number(), update_time: z.number(), lines: z.array(ShopOrderLine),
  receipts: z.array(z.object({ id: z.number(), amount: z.string(), bank_serial: z.string(), receipt_bill_id: z.number(), receipt_bill_sn: z.string(), create_time: z.number() })),
});
export const ShopOrderQuery = pageQuery.extend({
  shop_id: queryId().optional(), order_status: queryInt(1, 5).optional(), pay_status: queryInt(1, 3).optional(), keyword: z.string().max(50).optional(),
});
