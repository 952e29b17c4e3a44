import { z } from 'zod';
import { dateSchema, idSchema, queryId, queryInt, queryPage, queryPageSize } from '../input.ts';

/*
 * Production beside the bill engine (API.md "Production"): an order's progress (bill connector, process card), the
 * next document's rows, finishing and closing an order, the open orders to choose from and the production bill query.
 * Quantities and values are decimal strings; column rights may take an order's material values away.
 */
const decimal = z.string();

/** The documents made against an order (bill.source_bill_id = the order's id). */
export const productionOrderDocumentTypes = ['production-picks', 'production-supplements', 'production-returns', 'work-reports', 'production-ins', 'production-scraps'] as const;
/** Every production document: the order and the documents made against it. */
export const productionBillTypes = ['production-orders', ...productionOrderDocumentTypes] as const;

export const ProductionOrderParamsSchema = z.object({ id: idSchema() });
/** `GET /production/orders/:id/progress`. */
export const ProductionProgressSchema = z.object({
  order: z.object({
    id: z.number(), bill_sn: z.string(), bill_date: z.string(), product_id: z.number(), product_name: z.string(), product_code: z.string(), quantity: decimal,
    tolerance: decimal, store_id: z.number(), department_id: z.number(), planned_start: z.string().nullable(), planned_end: z.string().nullable(), status: z.number(),
  }),
  materials: z.array(z.object({
    product_id: z.number(), product_name: z.string(), product_code: z.string(), required: decimal, limit: decimal, issued: decimal, supplemented: decimal, returned: decimal, net: decimal, value: decimal,
    /** Issued by backflush (倒冲): what the order's receipts consumed of it; `net` includes it. */
    backflush: z.boolean(), backflushed: decimal,
  })),
  steps: z.array(z.object({ sequence: z.number(), process_id: z.number(), process_name: z.string(), standard_hours: decimal, outsourced: z.number(), good: decimal, scrap: decimal, hours: decimal, input: decimal })),
  received: decimal, scrapped: decimal, material_value: decimal, received_value: decimal, wip_value: decimal,
});
export type ProductionProgress = z.infer<typeof ProductionProgressSchema>;
/** `GET /production/orders/:id/next`: the next document's rows with the remaining quantities. */
export const ProductionNextQuerySchema = z.object({ type: z.enum(productionOrderDocumentTypes), step: queryInt(0, 1_000_000).optional() });
export const ProductionNextSchema = z.object({ lines: z.array(z.object({ product_id: z.number(), number: decimal, warehouse_id: z.number().optional() })), store_id: z.number() });
export type ProductionNext = z.infer<typeof ProductionNextSchema>;
/**
 * `GET /production/components`: the rows an order of `quantity` × the product would get (its BOM, 应发 with the loss
 * rate) and the warehouse each is issued from by default (BOM line, component's default, raw-material warehouse, else
 * `store_id`, the receipt warehouse) — what the order editor shows before saving.
 */
export const ProductionComponentsQuerySchema = z.object({
  product_id: queryId(), quantity: z.string().trim().regex(/^\d+(\.\d{1,4})?$/), unit_id: queryId().optional(), store_id: queryId().optional(),
});
export const ProductionComponentsSchema = z.object({
  lines: z.array(z.object({ product_id: z.number(), product_code: z.string(), product_name: z.string(), number: decimal, warehouse_id: z.number(), backflush: z.boolean() })),
});
export type ProductionComponents = z.infer<typeof ProductionComponentsSchema>;
/** `POST /production/orders/:id/status`. */
export const ProductionStatusBodySchema = z.object({ action: z.enum(['finish', 'close', 'reopen']) });
export const ProductionStatusAnswerSchema = z.object({ status: z.number() });
/** `GET /production/orders`: the approved orders to choose from (`open=1`: not closed). */
export const ProductionOrdersQuerySchema = z.object({ keyword: z.string().trim().max(60).optional(), open: queryInt(0, 1).optional() });
export const ProductionOrderOptionsSchema = z.object({ list: z.array(z.object({ id: z.number(), bill_sn: z.string(), bill_date: z.string(), product_name: z.string(), quantity: decimal, status: z.number() })) });
export type ProductionOrderOptions = z.infer<typeof ProductionOrderOptionsSchema>;
/** `GET /production/bill-query`: every production document, filtered, with its order. */
export const ProductionBillQuerySchema = z.object({
  type: z.enum(productionBillTypes).optional(), date_from: dateSchema().optional(), date_to: dateSchema().optional(), order_id: queryId().optional(),
  product_id: queryId().optional(), audit_status: queryInt(1, 4).optional(), page: queryPage(), page_size: queryPageSize(500, 20),
});
export const ProductionBillListSchema = z.object({
  list: z.array(z.object({
    id: z.number(), type: z.string(), bill_sn: z.string(), bill_date: z.string(), audit_status: z.number(), order_id: z.number(), order_sn: z.string(),
    product_name: z.string(), total_number: decimal, remark: z.string(), production_status: z.number(),
    /** The order's progress: planned quantity and what approved receipts brought in so far. */
    order_quantity: decimal, order_received: decimal,
  })),
  total: z.number(), page: z.number(), page_size: z.number(),
});
export type ProductionBillList = z.infer<typeof ProductionBillListSchema>;
export type ProductionBillRow = ProductionBillList['list'][number];
