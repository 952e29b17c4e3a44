import { z } from 'zod';
import { idSchema, queryId } from '../input.ts';
import { monthSchema } from './common.contract.ts';

/*
 * Fixed assets (API.md "Payroll and fixed assets"; the two resources are in resources/assets): depreciation runs and
 * their undo, the depreciation table, acquisition and disposal vouchers, transfers, the asset card, the initialization
 * and the asset counts (资产盘点). Amounts: 2-dp decimal strings.
 */
const Period = monthSchema();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateRange.format');
const Money = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'decimal.format');
const Code = z.string().regex(/^\d{4,12}$/, 'field.invalid');
export const AssetIdParamsSchema = z.object({ id: idSchema() });
const VoucherAnswer = z.object({ voucher_id: z.number(), voucher_no: z.string() });

/** GET /fixed-assets/depreciation/preview: what this month's run would book, asset by asset. */
export const DepreciationPreviewQuerySchema = z.object({ period: Period.optional().describe('default: this month') });
const PreviewLine = z.object({
  asset_id: z.number(), code: z.string(), name: z.string(), method: z.string(), department_id: z.number(), expense_subject: z.string(), credit_subject: z.string(),
  workload: z.string(), depreciation: z.string(), accumulated: z.string(), net_value: z.string(),
});
export const DepreciationPreviewSchema = z.object({ list: z.array(PreviewLine), total: z.string() });
export type DepreciationPreview = z.infer<typeof DepreciationPreviewSchema>;
/** GET /fixed-assets/depreciation/runs. */
export const DepreciationRunsSchema = z.object({ list: z.array(z.object({ period: z.string(), voucher_id: z.number(), voucher_no: z.string(), voucher_status: z.number(), total: z.string(), create_time: z.number() })) });
export type DepreciationRuns = z.infer<typeof DepreciationRunsSchema>;
/** POST /fixed-assets/depreciation: `{voucher_id, total}`; a second run of the same period → 4090. */
export const DepreciationBodySchema = z.object({
  period: Period,
  workloads: z.array(z.object({ asset_id: z.number().int().positive(), units: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'decimal.format') })).optional()
    .describe('workload-method assets: the units used in the period'),
});
export const DepreciationResultSchema = z.object({ voucher_id: z.number(), total: z.string() });
export const DepreciationUndoBodySchema = z.object({ period: Period });
export const DepreciationUndoneSchema = z.object({ period: z.string() });
/** GET /fixed-assets/depreciation-table (and its export): per asset and period. */
export const DepreciationTableQuerySchema = z.object({ period: Period.optional(), asset_id: queryId().optional() });
const TableRow = z.object({
  asset_id: z.number(), code: z.string(), name: z.string(), period: z.string(), department_id: z.number(), depreciation: z.string(),
  accumulated: z.string(), net_value: z.string(), accrued: z.boolean().describe('false: a month still to come by the schedule'),
});
export const DepreciationTableSchema = z.object({ list: z.array(TableRow) });
export type DepreciationTable = z.infer<typeof DepreciationTableSchema>;

/** POST /fixed-assets/:id/acquisition. */
export const AssetAcquisitionBodySchema = z.object({ date: Day, credit_subject: Code, tax_amount: Money.optional(), partner_id: z.number().int().min(0).optional(), summary: z.string().max(100).optional() });
export const AssetVoucherSchema = VoucherAnswer;
/** POST /fixed-assets/:id/dispose. */
export const AssetDisposeBodySchema = z.object({ date: Day, proceeds: Money.optional(), proceeds_subject: Code.optional(), remark: z.string().max(200).optional() });
export const AssetDisposedSchema = VoucherAnswer.extend({ net_value: z.string(), result: z.string().describe('gain (+) or loss (−) of the disposal') });
/** POST /fixed-assets/:id/transfer. */
export const AssetTransferBodySchema = z.object({ date: Day, department_id: z.number().int().positive(), remark: z.string().max(200).optional() });
export const AssetTransferredSchema = z.object({ id: z.number() });

/** GET /fixed-assets/:id/card: the card with its depreciation history and changes. */
export const AssetCardSchema = z.object({
  id: z.number(), code: z.string(), name: z.string(), category_id: z.number(), category_name: z.string(), department_id: z.number(), department_name: z.string(),
  location: z.string(), start_date: z.string(), original_value: z.string(), accumulated_depreciation: z.string().describe('before the books started'), life_months: z.number(),
  residual_rate: z.string(), residual_value: z.string(), method: z.string(), workload_total: z.string(), workload_unit: z.string(), usage: z.number(), status: z.number(),
  dispose_date: z.string().nullable(), acquisition_voucher_id: z.number(), remark: z.string(), depreciated: z.string(), accumulated: z.string(), net_value: z.string(),
  months_booked: z.number(),
  history: z.array(z.object({ period: z.string(), department_name: z.string(), expense_subject: z.string(), depreciation: z.string(), accumulated: z.string(), net_value: z.string(), voucher_no: z.string() })),
  changes: z.array(z.object({ change_date: z.string(), kind: z.string(), from_department_name: z.string(), to_department_name: z.string(), amount: z.string(), remark: z.string(), voucher_no: z.string() })),
});
export type AssetCard = z.infer<typeof AssetCardSchema>;
/** GET /fixed-assets/history. */
export const AssetHistoryQuerySchema = z.object({ asset_id: queryId().optional() });
export const AssetHistorySchema = z.object({
  list: z.array(z.object({ id: z.number(), asset_id: z.number(), kind: z.string(), change_date: z.string(), from_department_id: z.number(), to_department_id: z.number(), amount: z.string(), voucher_id: z.number(), remark: z.string() })),
});
/** POST /fixed-assets/import-all. */
export const AssetImportAnswerSchema = z.object({ success: z.number(), failed: z.number(), errors: z.array(z.object({ row: z.number(), message: z.string() })) });
export type AssetImportOutcome = z.infer<typeof AssetImportAnswerSchema>;
/** GET /fixed-assets/init and POST /fixed-assets/init/finish: the cards against the books' openings. */
export const AssetInitSchema = z.object({
  start_period: z.string(), cards: z.number(), original: z.string(), accumulated: z.string(), opening_original: z.string(), opening_accumulated: z.string(),
  difference_original: z.string(), difference_accumulated: z.string(), finished: z.boolean(),
});
export type AssetInit = z.infer<typeof AssetInitSchema>;
export const AssetInitFinishBodySchema = z.object({ finished: z.boolean().default(true) });

/** Asset counts (资产盘点, page assetInventory). */
const Count = z.object({
  id: z.number(), count_date: z.string(), department_id: z.number(), status: z.number().describe('1 counting, 2 finished (awaiting approval), 3 approved'), voucher_id: z.number(),
  remark: z.string(), loss_amount: z.string(), surplus_amount: z.string(), approval_voucher_id: z.number(),
});
const countMoney = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, 'decimal.format'));
const Surplus = z.object({
  code: z.string().trim().min(1).max(30), name: z.string().trim().min(1).max(100), category_id: z.number().int().positive(), department_id: z.number().int().min(0).optional(),
  location: z.string().max(100).optional(), original_value: countMoney, accumulated_depreciation: countMoney.optional(),
});
const SurplusRow = z.object({
  id: z.number(), code: z.string(), name: z.string(), category_id: z.number(), department_id: z.number(), location: z.string(), original_value: z.string(),
  accumulated_depreciation: z.string(), asset_id: z.number(),
});
/** GET /fixed-assets/counts. */
export const AssetCountListSchema = z.object({ list: z.array(Count.extend({ book: z.number(), counted: z.number(), missing: z.number() })), total: z.number() });
export type AssetCountList = z.infer<typeof AssetCountListSchema>;
/** POST /fixed-assets/counts. */
export const AssetCountBodySchema = z.object({ count_date: Day, department_id: z.number().int().min(0).optional(), remark: z.string().max(200).optional() });
export const AssetCountCreatedSchema = z.object({ id: z.number(), lines: z.number() });
/** GET /fixed-assets/counts/:id. */
export const AssetCountDetailSchema = Count.extend({
  compensation: z.string(), approve_date: z.string().nullable(),
  lines: z.array(z.object({ asset_id: z.number(), code: z.string(), name: z.string(), department_id: z.number(), location: z.string(), original_value: z.string(), counted: z.boolean() })),
  surplus: z.array(SurplusRow),
});
export type AssetCountDetail = z.infer<typeof AssetCountDetailSchema>;
/** PUT /fixed-assets/counts/:id/lines. */
export const AssetCountLinesBodySchema = z.object({ lines: z.array(z.object({ asset_id: z.number().int().positive(), counted: z.boolean() })).max(5000) });
/** POST /fixed-assets/counts/:id/finish. */
export const AssetCountFinishedSchema = z.object({ voucher_id: z.number(), missing: z.number(), surplus: z.number() });
/** PUT /fixed-assets/counts/:id/surplus: the assets found without a card (the list replaces the earlier one). */
export const AssetCountSurplusBodySchema = z.object({ list: z.array(Surplus).max(500) });
/** POST /fixed-assets/counts/:id/approve. */
export const AssetCountApproveBodySchema = z.object({ date: Day.optional(), compensation: countMoney.optional() });
export const AssetCountApprovedSchema = z.object({ voucher_id: z.number() });
export type AssetVoucher = z.infer<typeof AssetVoucherSchema>;
export type AssetDisposed = z.infer<typeof AssetDisposedSchema>;
export type AssetTransferred = z.infer<typeof AssetTransferredSchema>;
export type AssetCountCreated = z.infer<typeof AssetCountCreatedSchema>;
