import { z } from 'zod';
import { dateSchema, idSchema, intSchema, queryFlag, queryId, queryPage, queryPageSize, queryRefId, refIdSchema } from '../input.ts';

/*
 * Purchasing and selling beyond the documents themselves (API.md "Bills"): purchase prices, the requirement plan, the
 * receiving queue, the purchase and sales queries, gross profit, the out-of-stock list, orders made from quotations
 * and requisitions, sign-off and acceptance. Amounts and quantities are decimal strings; column rights may take the
 * money fields away.
 */
const date = dateSchema();
const text = z.string();
const int = z.number();
const decimal = z.string();

export const TradingIdParamsSchema = z.object({ id: idSchema() });
/** The order made from a quotation or requisition. */
export const MadeOrderSchema = z.object({ id: int, bill_sn: text });
export type MadeOrder = z.infer<typeof MadeOrderSchema>;

/** GET /purchase-prices: the price a purchase row gets for its product, and where it came from. */
export const PurchasePriceQuerySchema = z.object({
  partner_id: queryRefId().default(0),
  product_ids: z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'field.invalid'),
});
export const PurchasePriceListSchema = z.object({ list: z.array(z.object({ product_id: z.number(), price: z.string(), source: z.enum(['cost_price', 'last_purchase', 'product']) })) });
export type PurchasePriceList = z.infer<typeof PurchasePriceListSchema>;
/** POST /purchase/quotations/:id/to-order and /purchase/requisitions/:id/to-order. */
export const PurchaseToOrderBodySchema = z.object({
  bill_date: date.optional(), store_id: refIdSchema().optional(), delivery_date: date.nullish(),
  partner_id: idSchema().optional(),
});
/** GET /purchase/query. */
export const PurchaseQueryParamsSchema = z.object({
  page: queryPage(),
  page_size: queryPageSize(500, 20),
  date_from: date.optional(),
  date_to: date.optional(),
  partner_id: queryId().optional(),
  keyword: z.string().optional(),
});
/** GET /purchase/requirement-plan. */
export const RequirementPlanQuerySchema = z.object({ warehouse_id: queryId().optional(), keyword: z.string().optional() });
/** GET /purchase/open-orders. */
export const OpenPurchaseOrdersQuerySchema = z.object({
  warehouse_id: queryId().optional(), partner_id: queryId().optional(), keyword: z.string().trim().max(60).optional(),
});

export const RequirementPlanSchema = z.object({
  list: z.array(z.object({
    product_id: int, code: text, name: text, min_stock: decimal, max_stock: decimal, stock_qty: decimal, on_order: decimal, expected_qty: decimal,
    below_min: z.boolean(), suggested_qty: decimal, suggested_amount: decimal,
  })),
});
export type RequirementPlan = z.infer<typeof RequirementPlanSchema>;
export const OpenPurchaseOrdersSchema = z.object({
  list: z.array(z.object({
    line_id: int, bill_id: int, bill_sn: text, bill_date: text, delivery_date: text.nullable(), partner_name: text.nullable(), product_code: text,
    product_name: text, warehouse_name: text.nullable(), number: decimal, done_number: decimal, open_qty: decimal,
  })),
});
/** A receiving queue row (采购到货): an open purchase order line. */
export type OpenPurchaseOrderRow = z.infer<typeof OpenPurchaseOrdersSchema>['list'][number];
const figures = { total_number: decimal, total_amount: decimal, tax_amount: decimal };
export const PurchaseQueryListSchema = z.object({
  list: z.array(z.object({
    id: int, type: text, bill_sn: text, bill_date: text, partner_id: int, partner_name: text.nullable(), ...figures,
    instore_status: int, pay_status: int, return_status: int, paid_amount: decimal,
  })),
  total: int, page: int, page_size: int, totals: z.object(figures),
});
export type PurchaseQueryList = z.infer<typeof PurchaseQueryListSchema>;

/** GET /sales/query: the same filters as the purchase query. */
export const SalesQueryParamsSchema = PurchaseQueryParamsSchema;
/** GET /sales/gross-profit/:type/:id. */
export const GrossProfitParamsSchema = z.object({ type: z.enum(['sale-bills', 'sale-returns']), id: idSchema() });
/** POST /sales/quotations/:id/to-order. */
export const SaleToOrderBodySchema = z.object({ bill_date: date.optional(), store_id: refIdSchema().optional(), delivery_date: date.nullish() });
/** PUT /sales/bills/:id/acceptance. */
export const AcceptanceBodySchema = z.object({ acceptance_days: intSchema(0, 3650) });
/** GET /sales/out-of-stock. */
export const OutOfStockQuerySchema = z.object({
  warehouse_id: queryId().optional(), keyword: z.string().optional(),
  /** 1: every open order line (the delivery queue of 发货出库), with its shortage; otherwise only lines that are short. */
  all: queryFlag().default(0),
});

/** grossProfit(): revenue and cost signed (returns negative), margin in percent, null without revenue. */
const profit = { revenue: decimal, cost: decimal, gross_profit: decimal, gross_margin: decimal.nullable() };
export const SalesQueryListSchema = z.object({
  list: z.array(z.object({
    id: int, type: text, bill_sn: text, bill_date: text, partner_id: int, partner_name: text.nullable(), total_amount: decimal, tax_amount: decimal,
    outstore_status: int, pay_status: int, return_status: int, ...profit,
  })),
  total: int, page: int, page_size: int, totals: z.object(profit),
});
export type SalesQueryList = z.infer<typeof SalesQueryListSchema>;
export const BillGrossProfitSchema = z.object({
  id: int, type: text, bill_sn: text, audit_status: int, ...profit,
  lines: z.array(z.object({ id: int, line_no: int, product_id: int, product_name: text.nullable(), number: decimal, ...profit })),
});
export type BillGrossProfit = z.infer<typeof BillGrossProfitSchema>;
export const OutOfStockListSchema = z.object({
  list: z.array(z.object({
    bill_id: int, bill_sn: text, bill_date: text, delivery_date: text.nullable(), partner_id: int, partner_name: text.nullable(), line_id: int,
    product_id: int, product_code: text, product_name: text, warehouse_id: int, open_qty: decimal, total_open: decimal, stock_qty: decimal, shortage: decimal,
  })),
});
export type OutOfStockList = z.infer<typeof OutOfStockListSchema>;
