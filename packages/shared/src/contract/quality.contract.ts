import { z } from 'zod';
import { dateSchema, idSchema, queryId, refIdSchema } from '../input.ts';

/*
 * Quality beside the bill engine (API.md "Quality"): the enterprise's quality switches, the receipt rows waiting for
 * their incoming check, the pass rate of approved checks, and the serials an incoming check's rows may reject.
 * Quantities are decimal strings.
 */

/**
 * `PUT /quality/settings` (stored as enterprise_setting `quality`): which checks are mandatory, where goods wait for
 * their incoming check, and where rejected goods go (0: they stay in the inspection warehouse until returned).
 */
export const QualitySettingsBodySchema = z.object({
  incoming_mandatory: z.boolean().default(false),
  process_mandatory: z.boolean().default(false),
  delivery_mandatory: z.boolean().default(false),
  inspection_warehouse_id: refIdSchema().default(0),
  reject_warehouse_id: refIdSchema().default(0),
});
export const QualitySettingsSchema = z.object({
  incoming_mandatory: z.boolean(), process_mandatory: z.boolean(), delivery_mandatory: z.boolean(), inspection_warehouse_id: z.number(), reject_warehouse_id: z.number(),
});
export type QualitySettings = z.infer<typeof QualitySettingsSchema>;
/** `GET /quality/waiting`: approved receipt rows still waiting for their incoming check. */
export const QualityWaitingQuerySchema = z.object({ partner_id: queryId().optional() });
export const QualityWaitingSchema = z.object({
  list: z.array(z.object({
    bill_id: z.number(), bill_sn: z.string(), bill_date: z.string(), partner_name: z.string(), line_id: z.number(), product_id: z.number(), product_code: z.string(),
    product_name: z.string(), number: z.string(), checked: z.string(), open: z.string(), warehouse_name: z.string(),
  })),
});
export type QualityWaitingRow = z.infer<typeof QualityWaitingSchema>['list'][number];
/** `GET /quality/pass-rate`: per supplier, product, process or month, or per quality project (item results). */
export const QualityPassRateQuerySchema = z.object({
  kind: z.enum(['incoming', 'process', 'delivery']).optional(),
  group_by: z.enum(['supplier', 'product', 'process', 'month', 'project']).default('month'),
  date_from: dateSchema().optional(), date_to: dateSchema().optional(),
});
export const QualityPassRateSchema = z.object({
  list: z.array(z.object({ key: z.string(), name: z.string(), checked: z.string(), qualified: z.string(), rejected: z.string(), pass_rate: z.string() })),
});
export type QualityPassRateRow = z.infer<typeof QualityPassRateSchema>['list'][number];
/** `GET /quality/incoming-checks/:id/serials`: for the results form's rejected-serials field. */
export const QualityCheckParamsSchema = z.object({ id: idSchema() });
export const QualityCheckSerialsSchema = z.object({
  lines: z.array(z.object({ line_id: z.number(), serials: z.array(z.string()).describe('the serials the row may reject, in the receipt\'s order') })),
});
export type QualityCheckSerials = z.infer<typeof QualityCheckSerialsSchema>;
