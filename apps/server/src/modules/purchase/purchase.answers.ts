import { z } from 'zod';

/** Answer shapes of the purchasing queries (purchase.routes.ts); a field missing here would not reach the caller. */
const text = z.string();
const int = z.number();
const decimal = z.string();

export const RequirementPlan = z.object({
  list: z.array(z.object({
    product_id: int, code: text, name: text, min_stock: decimal, max_stock: decimal, stock_qty: decimal, on_order: decimal, expected_qty: decimal,
    below_min: z.boolean(), suggested_qty: decimal, suggested_amount: decimal,
  })),
});

export const OpenPurchaseOrders = z.object({
  list: z.array(z.object({
    line_id: int, bill_id: int, bill_sn: text, bill_date: text, delivery_date: text.nullable(), partner_name: text.nullable(), product_code: text,
    product_name: text, warehouse_name: text.nullable(), number: decimal, done_number: decimal, open_qty: decimal,
  })),
});

const figures = { total_number: decimal, total_amount: decimal, tax_amount: decimal };
export const PurchaseQueryList = z.object({
  list: z.array(z.object({
    id: int, type: text, bill_sn: text, bill_date: text, partner_id: int, partner_name: text.nullable(), ...figures,
    instore_status: int, pay_status: int, return_status: int, paid_amount: decimal,
  })),
  total: int, page: int, page_size: int, totals: z.object(figures),
});

/** The order made from a quotation or requisition. */
export const MadeOrder = z.object({ id: int, bill_sn: text });

/** A receiving queue row as the query reads it. */
export type OpenPurchaseOrderRow = z.infer<typeof OpenPurchaseOrders>['list'][number];
