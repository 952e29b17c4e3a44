import { z } from 'zod';
import { passwordField } from '../auth.schema.ts';
import { dateSchema, idSchema, intSchema, queryId, queryPage, queryPageSize, queryRefId } from '../input.ts';
import { pageQuery } from './common.contract.ts';

/*
 * Around partners (API.md "Partners"): the suppliers' cost price sync, a customer account's password, the enterprise
 * log, the promotion switch and the sale price lookup the bill editor calls.
 */

/** `GET /cost-prices/sync`: each supplier × product's latest approved purchase price against its cost price. */
export const CostPriceSyncQuerySchema = z.object({
  partner_id: queryId().optional(),
  /** Product code or name, or the supplier's name. */
  keyword: z.string().trim().max(100).optional(),
  /** 1: only the pairs whose cost price would change (missing or different). */
  pending: z.enum(['0', '1']).optional(),
  page: queryPage(),
  page_size: queryPageSize(500, 20),
});
export const CostPriceSyncRowSchema = z.object({
  id: z.string(), partner_id: z.number(), partner_name: z.string(), product_id: z.number(), product_code: z.string(), product_name: z.string(),
  cost_price: z.string().nullable(), latest_price: z.string(), bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(), bill_type: z.string(),
  pending: z.number(),
});
export type CostPriceSyncRow = z.infer<typeof CostPriceSyncRowSchema>;
/** `POST /cost-prices/sync`: one supplier, or all. */
export const CostPriceSyncBodySchema = z.object({ partner_id: idSchema().optional() });
export const CostPriceSyncResultSchema = z.object({ created: z.number(), updated: z.number() });
export type CostPriceSyncResult = z.infer<typeof CostPriceSyncResultSchema>;

/** `POST /customer-accounts/:id/reset-password`. */
export const CustomerAccountParamsSchema = z.object({ id: idSchema() });
export const CustomerAccountPasswordBodySchema = z.object({ password: passwordField });

/** A calendar day YYYY-MM-DD that exists (2024-02-30 does not). */
const isDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
const day = z.string().refine(isDay, 'dateRange.format');

/** GET /enterprise-logs filters: which resource and record, who, and a date range of at most a year (SPEC §5). */
export const EnterpriseLogQuerySchema = pageQuery.extend({
  resource: z.string().trim().max(50).optional(),
  record_id: queryId().optional(),
  employee_id: queryId().optional(),
  action: z.enum(['create', 'update', 'delete', 'restore', 'import']).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
});
export type EnterpriseLogFilter = z.infer<typeof EnterpriseLogQuerySchema>;

/** A change-log entry's changes: field → [before, after]; what had no before (an event's result) has null there. */
export const ChangeSetSchema = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type ChangeSet = Record<string, readonly [unknown, unknown]>;

export const EnterpriseLogEntrySchema = z.object({
  id: z.number(),
  resource: z.string().describe('the resource name, e.g. partners'),
  resource_name: z.string().describe('the resource label in the request language'),
  record_id: z.number().describe('0 for a whole import'),
  action: z.string().describe('create, update, delete, restore or import'),
  employee_id: z.number().describe('0 when no employee acted'),
  employee_name: z.string(),
  summary: z.string().describe("the record's name (or the number of imported rows)"),
  changes: ChangeSetSchema.describe('field → [before, after] of an update'),
  create_time: z.number(),
});
export type EnterpriseLogEntry = z.infer<typeof EnterpriseLogEntrySchema>;

/** `POST /promotions/:id/status`: switch a promotion on (1) or off (0). */
export const PromotionParamsSchema = z.object({ id: idSchema() });
export const PromotionStatusBodySchema = z.object({ status: intSchema(0, 1) });

/** `GET /sale-prices`: the starting prices of products for a customer on a date. */
export const SalePriceQuerySchema = z.object({
  partner_id: queryRefId().default(0),
  product_ids: z.string().regex(/^\d+(,\d+)*$/, 'field.invalid'),
  date: dateSchema(),
});
/** The sale price lookup's answer (resolveSalePrice): the starting price of each product and where it came from. */
export const SalePriceListSchema = z.object({
  list: z.array(z.object({
    product_id: z.number(), sale_price: z.string(), price: z.string(), source: z.enum(['agreement', 'promotion', 'product']), promotion_id: z.number(),
  })),
});
export type SalePriceList = z.infer<typeof SalePriceListSchema>;
export type SalePrice = SalePriceList['list'][number];
