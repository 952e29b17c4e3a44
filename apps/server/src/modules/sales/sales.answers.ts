import { z } from 'zod';

/** Answer shapes of the selling queries (sales.routes.ts); a field missing here would not reach the caller. */
const text = z.string();
const int = z.number();
const decimal = z.string();

/** grossProfit(): revenue and cost signed (returns negative), margin in percent, null without revenue. */
const profit = { revenue: decimal, cost: decimal, gross_profit: decimal, gross_margin: decimal.nullable() };

export const SalesQueryList = z.object({
  list: z.array(z.object({
    id: int, type: text, bill_sn: text, bill_date: text, partner_id: int, partner_name: text.nullable(), total_amount: decimal, tax_amount: decimal,
    outstore_status: int, pay_status: int, return_status: int, ...profit,
  })),
  total: int, page: int, page_size: int, totals: z.object(profit),
});

export const BillGrossProfit = z.object({
  id: int, type: text, bill_sn: text, audit_status: int, ...profit,
  lines: z.array(z.object({ id: int, line_no: int, product_id: int, product_name: text.nullable(), number: decimal, ...profit })),
});

export const OutOfStockList = z.object({
  list: z.array(z.object({
    bill_id: int, bill_sn: text, bill_date: text, delivery_date: text.nullable(), partner_id: int, partner_name: text.nullable(), line_id: int,
    product_id: int, product_code: text, product_name: text, warehouse_id: int, open_qty: decimal, total_open: decimal, stock_qty: decimal, shortage: decimal,
  })),
});

/** The order made from a quotation. */
export const MadeOrder = z.object({ id: int, bill_sn: text });
