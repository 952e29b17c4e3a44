import { z } from 'zod';
import { idSchema, queryDate, queryId, queryInt, queryPage } from '../input.ts';
import { reportDimensions, reportMeasures, reportNames } from '../reports/report-definitions.ts';

/*
 * The report centre (API.md "Reports"): GET /reports/:name, its saved filter presets and its Excel export. The
 * answer's plain type stays `ReportAnswer` in reports/report-definitions.ts (start-up code reads it, no zod there);
 * contract.test.ts checks at compile time that this schema's output is that type.
 */

/** `:name` of every report route (an unknown report is 4220 `report.unknown`). */
export const ReportNameParamsSchema = z.object({ name: z.enum(reportNames, 'report.unknown') });
/** `:name/presets/:id`. */
export const ReportPresetIdParamsSchema = ReportNameParamsSchema.extend({ id: idSchema() });

/** `GET /reports/:name` query string: dates, the group-by, one id per filter (`<filter>_id`, bill_type by name), a page. */
export const ReportQueryStringSchema = z.object({
  date_from: queryDate().optional(),
  date_to: queryDate().optional(),
  group_by: z.enum(reportDimensions, 'report.groupBy').optional(),
  product_id: queryId().optional(),
  category_id: queryId().optional(),
  brand_id: queryId().optional(),
  partner_id: queryId().optional(),
  salesperson_id: queryId().optional(),
  department_id: queryId().optional(),
  warehouse_id: queryId().optional(),
  account_id: queryId().optional(),
  money_category_id: queryId().optional(),
  bill_type: z.string().trim().min(1).max(40).optional(),
  page: queryPage(),
  page_size: queryInt(1, 1000).default(50),
});
export type ReportQueryString = z.infer<typeof ReportQueryStringSchema>;

const Values = z.partialRecord(z.enum(reportMeasures), z.string().nullable());
/** The answer of `GET /reports/:name` (the shape of `ReportAnswer`). */
export const ReportAnswerSchema = z.object({
  list: z.array(z.object({
    key: z.string(),
    label: z.string(),
    bill: z.object({ type: z.string(), id: z.number(), bill_sn: z.string(), bill_date: z.string(), partner_name: z.string().optional(), product_name: z.string().optional() }).optional(),
    values: Values,
  })),
  count: z.number(),
  total: Values,
  chart: z.object({ categories: z.array(z.string()), series: z.array(z.object({ measure: z.enum(reportMeasures), data: z.array(z.string().nullable()) })) }).optional(),
});

/** What a preset keeps: the report's query string without the page (dates optional: without them the screen's default). */
export const ReportPresetParamsSchema = ReportQueryStringSchema.omit({ page: true, page_size: true }).strict();
/** `POST /reports/:name/presets`. */
export const ReportPresetBodySchema = z.object({
  name: z.string({ error: 'field.required' }).trim().min(1, 'field.required').max(40, 'report.presetName'),
  params: ReportPresetParamsSchema,
});
/** A saved preset; `params` as it was saved (the query string's names, values as the client sent them). */
export const ReportPresetSchema = z.object({ id: z.number(), name: z.string(), params: z.record(z.string(), z.unknown()), create_time: z.number() });
export type ReportPreset = z.infer<typeof ReportPresetSchema>;
/** `GET /reports/:name/presets`: the employee's presets of the report. */
export const ReportPresetListSchema = z.object({ list: z.array(ReportPresetSchema) });
export type ReportPresetList = z.infer<typeof ReportPresetListSchema>;
