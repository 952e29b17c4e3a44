import { z } from 'zod';
import { idSchema, queryInt, queryPageSize, signedAmountSchema } from '../input.ts';
import { monthSchema, pageQuery, VersionField } from './common.contract.ts';

/*
 * The chart of accounts, the cash-flow items and the initialization of the books (API.md "Finance"): opening
 * balances with their trial check, finishing the initialization, the periods and the general-ledger settings.
 */

/** The auxiliary accounting an account may carry (API.md: aux_types). */
export const subjectAuxTypes = ['partner', 'department', 'employee', 'project', 'product'] as const;

const flag = z.enum(['0', '1']).optional();
/** GET /subjects. */
export const SubjectQuerySchema = pageQuery.extend({
  keyword: z.string().trim().max(50).optional().describe('code, Chinese or English name, or pinyin initials'),
  category: queryInt(1, 5).optional(),
  leaf: flag.describe('1: leaf accounts only'),
  status: queryInt(1, 2).optional().describe('1 enabled, 2 disabled'),
  page_size: queryPageSize(2000, 20),
});
/** An account of GET /subjects (name in the request language; name_zh and name_en as stored). */
export const SubjectSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string().describe('in the request language'),
  name_zh: z.string(),
  name_en: z.string(),
  category: z.number().describe('1 assets, 2 liabilities, 3 equity, 4 cost, 5 profit and loss'),
  direction: z.number().describe('1 debit, 2 credit'),
  level: z.number(),
  parent_code: z.string(),
  status: z.number().describe('1 enabled, 2 disabled'),
  aux_types: z.array(z.string()),
  currency_id: z.number(),
  initials: z.string().describe('pinyin initials of the Chinese name, lower case'),
  leaf: z.boolean(),
  version: z.number(),
});
export type Subject = z.infer<typeof SubjectSchema>;
const AuxTypes = z.array(z.enum(subjectAuxTypes)).max(5);
/** POST /subjects. */
export const SubjectBodySchema = z.object({
  code: z.string().trim().max(20).optional(),
  parent_code: z.string().trim().max(20).optional(),
  name: z.string().trim().min(1).max(50),
  name_en: z.string().trim().max(100).optional(),
  category: z.number().int().min(1).max(5).optional(),
  direction: z.number().int().min(1).max(2).optional(),
  aux_types: AuxTypes.optional(),
  currency_id: z.number().int().min(0).max(2_147_483_647).optional(),
  status: z.number().int().min(1).max(2).optional(),
});
/** PUT /subjects/:id: any field but the parent, with the version loaded. */
export const SubjectPatchSchema = SubjectBodySchema.omit({ parent_code: true }).partial().extend({ version: VersionField });
export const SubjectIdParamsSchema = z.object({ id: idSchema() });
export const SubjectNextCodeQuerySchema = z.object({ parent_code: z.string().trim().regex(/^\d{4,12}$/) });
export const SubjectNextCodeSchema = z.object({ code: z.string().nullable() });
export const SubjectCreatedSchema = z.object({ id: z.number() });
/** POST /subjects/import. */
export const SubjectImportAnswerSchema = z.object({
  created: z.number(),
  updated: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});

/** GET /finance/cash-flow-items: the standard items a cash or bank voucher line carries. */
export const CashFlowItemSchema = z.object({
  code: z.string().describe("the line number, 2 digits: what voucher lines carry as cash_flow_item"),
  line: z.number(),
  name: z.string().describe('in the request language'),
  activity: z.enum(['operating', 'investing', 'financing']),
  inflow: z.boolean(),
});
export type CashFlowItem = z.infer<typeof CashFlowItemSchema>;
export const CashFlowItemListSchema = z.object({ list: z.array(CashFlowItemSchema) });

const ItemCode = z.string().regex(/^(\d{2})?$/, 'field.invalid').describe("a cash-flow item code ('01'…'18'), '' = none for that side");
/** One row of the cash-flow mapping (FINANCE.md §5 Derivation): counterpart account (prefix) → item per side. */
export const CashFlowRuleSchema = z.object({
  subject_code: z.string().trim().min(4, 'field.invalid').max(20, 'field.tooLong').describe('the counterpart account; its sub-accounts match too'),
  inflow_item: ItemCode.describe('item of a cash line debited (money in)'),
  outflow_item: ItemCode.describe('item of a cash line credited (money out)'),
  sort: z.number().int().min(0).max(1_000_000).describe('rows are tried in this order; the first match wins'),
});
/** GET /finance/cash-flow-map: the enterprise's mapping, with each account's name. */
export const CashFlowMapSchema = z.object({ list: z.array(CashFlowRuleSchema.extend({ subject_name: z.string() })) });
export type CashFlowMap = z.infer<typeof CashFlowMapSchema>;
/** PUT /finance/cash-flow-map: the whole mapping (replaces every row); `reset: true` restores the standard rows. */
export const CashFlowMapBodySchema = z.object({ list: z.array(CashFlowRuleSchema).max(500).default([]), reset: z.boolean().optional() });
export type CashFlowMapBody = z.infer<typeof CashFlowMapBodySchema>;

const Period = monthSchema('field.invalid');
const Money = signedAmountSchema();
const AuxId = z.number().int().min(0).max(2_147_483_647).optional();
const OpeningLineIn = z.object({
  subject_code: z.string().trim().min(4).max(20),
  debit: Money.optional(), credit: Money.optional(), ytd_debit: Money.optional(), ytd_credit: Money.optional(),
  partner_id: AuxId, department_id: AuxId, employee_id: AuxId, project_id: AuxId, product_id: AuxId,
});
/** PUT /finance/opening-balances. */
export const OpeningsBodySchema = z.object({ lines: z.array(OpeningLineIn).max(5000) });
export type OpeningsBody = z.input<typeof OpeningsBodySchema>;
const Amount = z.string().describe('2 dp');
const OpeningLineOut = z.object({
  subject_id: z.number(), subject_code: z.string(), subject_name: z.string(), category: z.number(), direction: z.number(),
  partner_id: z.number(), department_id: z.number(), employee_id: z.number(), project_id: z.number(), product_id: z.number(), aux_name: z.string(),
  debit: Amount, credit: Amount, ytd_debit: Amount, ytd_credit: Amount,
  source: z.enum(['typed', 'stock', 'partner']).describe('typed, or computed from the stock or partner ledger (read-only)'),
});
export type OpeningLine = z.infer<typeof OpeningLineOut>;
const Check = z.object({
  debit: Amount, credit: Amount, ytd_debit: Amount, ytd_credit: Amount, assets: Amount, cost: Amount, liabilities: Amount, equity: Amount, profit_loss: Amount,
  balanced: z.boolean(), equation_balanced: z.boolean(),
});
/** The openings' trial-balance check: Σ debit = Σ credit, and assets + cost = liabilities + equity + profit and loss. */
export type OpeningsCheck = z.infer<typeof Check>;
/** GET and PUT /finance/opening-balances. */
export const OpeningsSchema = z.object({
  start_period: z.string(), initialized: z.boolean(), lines: z.array(OpeningLineOut), check: Check,
  computed_roots: z.array(z.string()).describe('accounts (and their sub-accounts) whose openings come from the stock and partner ledgers'),
});
export type Openings = z.infer<typeof OpeningsSchema>;
/** POST /finance/initialize: `{start_period}` (default: the one chosen in the guide, else this month). */
export const InitializeBodySchema = z.object({ start_period: Period.optional() }).optional();
const currentPeriodShape = {
  locked_account: z.number(), info: z.string(), business_period: z.object({ fiscal_period: z.string() }), finance_period: z.object({ fiscal_period: z.string() }),
};
/** GET /finance/current-period (SPEC §3 "Period"), also the answer of POST /finance/initialize: locked_account 1 shows periods, 2 = not initialized. */
export const CurrentPeriodSchema = z.object(currentPeriodShape);
export type CurrentPeriod = z.infer<typeof CurrentPeriodSchema>;
/** POST /period-end/close, /period-end/reverse, /business-period/close and /business-period/reverse. */
export const NewPeriodSchema = z.object({
  period: z.string().describe('the new current (earliest open) period of the kind closed or reopened'),
  ...currentPeriodShape,
});
export type NewPeriod = z.infer<typeof NewPeriodSchema>;
/** GET /finance/settings. */
export const LedgerSettingsSchema = z.object({
  voucher_mode: z.enum(['on_approval', 'batch']),
  maker_cannot_audit: z.boolean(),
  start_period: z.string().describe("the first period of the books ('' = not chosen: this month)"),
  initialized: z.boolean(),
  stock_accounting_method: z.number().describe('1 moving weighted average, 2 monthly weighted average, 3 FIFO'),
  vat_on_invoice: z.boolean().describe('input VAT on the purchase invoice: receipts debit 222107 until their invoice is approved'),
  voucher_words: z.enum(['single', 'cash_split']).describe("words of system-made vouchers: 'single' all 记, 'cash_split' 收/付/转 by their cash side"),
});
export type LedgerSettings = z.infer<typeof LedgerSettingsSchema>;
/** PUT /finance/settings. */
export const LedgerSettingsBodySchema = z.object({
  voucher_mode: z.enum(['on_approval', 'batch']).optional(),
  maker_cannot_audit: z.boolean().optional(),
  start_period: Period.optional(),
  stock_accounting_method: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  vat_on_invoice: z.boolean().optional(),
  voucher_words: z.enum(['single', 'cash_split']).optional(),
});
export type LedgerSettingsBody = z.input<typeof LedgerSettingsBodySchema>;
/** GET /finance/periods. */
export const LedgerPeriodsSchema = z.object({
  initialized: z.boolean(), start_period: z.string(), business_period: z.string(), finance_period: z.string(),
  list: z.array(z.object({ period: z.string(), business_closed: z.boolean(), accounting_closed: z.boolean() })),
});
export type LedgerPeriods = z.infer<typeof LedgerPeriodsSchema>;
export type SubjectNextCode = z.infer<typeof SubjectNextCodeSchema>;
export type SubjectImportAnswer = z.infer<typeof SubjectImportAnswerSchema>;
