import { z } from 'zod';
import { dateSchema, queryFlag, queryId, queryPage, queryPageSize } from '../input.ts';

/*
 * Serial numbers (API.md "Stock"): where each one is, its history of documents, and every serial a document moved
 * with a partner.
 */

/** `GET /stock/serials`. */
export const SerialQuerySchema = z.object({
  product_id: queryId().optional(),
  warehouse_id: queryId().optional(),
  serial: z.string().trim().max(60).optional(),
  in_stock: queryFlag().optional(),
  page: queryPage(),
  page_size: queryPageSize(500, 50),
});
export const SerialListSchema = z.object({
  list: z.array(z.object({
    product_id: z.number(), serial: z.string(), warehouse_id: z.number(), in_stock: z.number().describe('1 in stock, 0 not'), update_time: z.number(),
  })),
  total: z.number(), page: z.number(), page_size: z.number(),
});
export type SerialList = z.infer<typeof SerialListSchema>;
export type SerialRow = SerialList['list'][number];

/** `GET /stock/serials/history`: one serial's documents, oldest first. */
export const SerialHistoryQuerySchema = z.object({ product_id: queryId(), serial: z.string().trim().min(1).max(60) });
export const SerialHistorySchema = z.object({
  list: z.array(z.object({
    bill_type: z.string(), bill_id: z.number(), bill_sn: z.string(), warehouse_id: z.number(), direction: z.number(),
    reversal: z.boolean(), create_time: z.number(),
  })),
});
export type SerialHistory = z.infer<typeof SerialHistorySchema>;
export type SerialHistoryRow = SerialHistory['list'][number];

const date = dateSchema();
/** `GET /partner-serials`. */
export const PartnerSerialQuerySchema = z.object({
  partner_id: queryId().optional(),
  product_id: queryId().optional(),
  /** A serial number or a bill number, or part of one. */
  keyword: z.string().trim().max(60).optional(),
  date_from: date.optional(),
  date_to: date.optional(),
  page: queryPage(),
  page_size: queryPageSize(500, 20),
});
export const PartnerSerialRowSchema = z.object({
  id: z.number(), serial: z.string(), product_id: z.number(), product_code: z.string(), product_name: z.string(),
  partner_id: z.number(), partner_name: z.string(), bill_type: z.string(), bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(),
  warehouse_name: z.string(), direction: z.number(), reversal: z.number(), in_stock: z.number(),
});
export type PartnerSerialRow = z.infer<typeof PartnerSerialRowSchema>;
