import { z } from 'zod';
import { monthSchema } from './common.contract.ts';

/*
 * Auto vouchers and the ledger checks (API.md "Finance"): the template configuration per bill type, batch and cost
 * voucher generation, and the stock-vs-GL, partner-vs-GL and trial-balance checks. Amounts: 2-dp decimal strings.
 */

/**
 * The template slots of an auto voucher (the ledger engine's bill-voucher-template.ts documents each): what a bill
 * type's amounts land on besides inventory, cash and category accounts.
 */
export const voucherSlots = ['receivable', 'payable', 'input_tax', 'output_tax', 'revenue', 'cogs', 'price_difference', 'counter', 'pending_tax'] as const;

const code = z.string().trim().max(40);
const MappedRow = z.object({ id: z.number(), name: z.string(), subject_code: z.string(), default_code: z.string() });
/** GET and PUT /auto-voucher/config: each row's account now and the default it falls back to. */
export const AutoVoucherConfigSchema = z.object({
  voucher_mode: z.enum(['on_approval', 'batch']),
  warehouses: z.array(MappedRow),
  settlement_accounts: z.array(MappedRow.extend({ account_type: z.number() })),
  categories: z.array(MappedRow.extend({ direction: z.number() })),
  templates: z.array(z.object({
    bill_type: z.string(), label: z.string(), label_en: z.string(),
    slots: z.array(z.object({ slot: z.enum(voucherSlots), subject_code: z.string(), default_code: z.string() })),
  })),
});
export type AutoVoucherConfig = z.infer<typeof AutoVoucherConfigSchema>;
export const AutoVoucherConfigBodySchema = z.object({
  voucher_mode: z.enum(['on_approval', 'batch']).optional(),
  warehouses: z.array(z.object({ id: z.number().int().positive(), subject_code: code })).max(1000).optional(),
  settlement_accounts: z.array(z.object({ id: z.number().int().positive(), subject_code: code })).max(1000).optional(),
  categories: z.array(z.object({ id: z.number().int().positive(), subject_code: code })).max(1000).optional(),
  templates: z.array(z.object({ bill_type: z.string().max(40), slot: z.enum(voucherSlots), subject_code: code })).max(500).optional(),
});
export type AutoVoucherConfigBody = z.infer<typeof AutoVoucherConfigBodySchema>;

/** POST /vouchers/generate. */
export const GenerateVouchersBodySchema = z.object({
  date_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateRange.format'),
  date_to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateRange.format'),
  bill_types: z.array(z.string().max(40)).max(50).optional(),
  merge: z.enum(['bill', 'day']).default('bill'),
});
export type GenerateVouchersBody = z.infer<typeof GenerateVouchersBodySchema>;
/** POST /vouchers/generate and /vouchers/cost-generate. */
export const GenerateVouchersResultSchema = z.object({ created: z.number(), skipped: z.number(), errors: z.array(z.object({ bill_sn: z.string(), message: z.string() })) });
export type GenerateVouchersResult = z.infer<typeof GenerateVouchersResultSchema>;

const period = monthSchema();
export const LedgerPeriodQuerySchema = z.object({ period: period.optional() });
export const StockGlDetailQuerySchema = z.object({ period: period.optional(), subject_code: z.string().max(40) });
/** GET /vouchers/cost-pending: bills of a period whose stock moves moved away from their vouchers. */
export const CostPendingSchema = z.object({
  list: z.array(z.object({ bill_id: z.number(), bill_type: z.string(), bill_sn: z.string(), bill_date: z.string(), stock_value: z.string(), gl_value: z.string(), difference: z.string() })),
});
export type CostPending = z.infer<typeof CostPendingSchema>;
export const CostGenerateBodySchema = z.object({ period });

const money = z.string();
/** GET /finance/stock-gl-check. */
export const StockGlCheckSchema = z.object({
  period: z.string(), stock_value: money, gl_inventory: money, difference: money,
  list: z.array(z.object({ warehouse_id: z.number(), subject_code: z.string(), stock_value: money, gl_value: money, difference: money })),
});
export type StockGlCheck = z.infer<typeof StockGlCheckSchema>;
/** GET /finance/stock-gl-check/detail. */
export const StockGlDetailSchema = z.object({
  list: z.array(z.object({ warehouse_id: z.number(), warehouse_name: z.string(), product_id: z.number(), product_name: z.string(), stock_value: money })),
  bills: z.array(z.object({ bill_id: z.number(), bill_type: z.string(), bill_sn: z.string(), bill_date: z.string(), stock_value: money, gl_value: money, difference: money })),
});
export type StockGlDetail = z.infer<typeof StockGlDetailSchema>;
/**
 * GET /finance/partner-gl-check: per side — receivable (ledger kinds on 1122 + 2203) and payable (2202 + 1123), each as
 * what is owed — and per partner; `ledger`/`gl`/`difference` (and the *_total) are the net figures, receivable − payable.
 */
const sides = {
  receivable_ledger: money, receivable_gl: money, receivable_difference: money, payable_ledger: money, payable_gl: money, payable_difference: money,
};
export const PartnerGlCheckSchema = z.object({
  period: z.string(), ledger_total: money, gl_total: money, difference: money, ...sides,
  partners_differing: z.number().describe('partners whose receivable or payable side differs'),
  list: z.array(z.object({ partner_id: z.number(), partner_name: z.string(), ...sides, ledger: money, gl: money, difference: money })),
});
export type PartnerGlCheck = z.infer<typeof PartnerGlCheckSchema>;
/** GET /finance/trial-check. */
export const TrialCheckSchema = z.object({ period: z.string(), debit: money, credit: money, difference: money, opening_debit: money, opening_credit: money });
export type TrialCheck = z.infer<typeof TrialCheckSchema>;
