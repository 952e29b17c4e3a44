import { z } from 'zod';
import { dateSchema, idSchema, intSchema, queryInt, queryPage, queryPageSize, refIdSchema, signedAmountSchema } from '../input.ts';
import { monthSchema, VersionField } from './common.contract.ts';

/*
 * Vouchers (API.md "Finance (general ledger)"): the requests the server's voucher routes validate and the answers
 * they serialize, and the types the web's voucher screens read. Amounts: 2-dp decimal strings.
 */

/** A signed amount with up to 2 decimals (negative = red), or empty for the other side. */
const Money = signedAmountSchema();
const Period = monthSchema();
export const VoucherWordSchema = z.enum(['记', '收', '付', '转'], { error: 'voucher.badWord' });

export const VoucherLineBodySchema = z.object({
  summary: z.string().max(200, 'field.tooLong').default(''),
  subject_code: z.string().min(1, 'field.required').max(40, 'field.tooLong'),
  debit: Money.nullish(),
  credit: Money.nullish(),
  partner_id: refIdSchema().optional(),
  department_id: refIdSchema().optional(),
  employee_id: refIdSchema().optional(),
  project_id: refIdSchema().optional(),
  product_id: refIdSchema().optional(),
  cash_flow_item: z.string().max(40, 'field.tooLong').optional(),
});

/** POST /vouchers and PUT /vouchers/:id. */
export const VoucherBodySchema = z.object({
  voucher_date: dateSchema(),
  word: VoucherWordSchema,
  attachments: intSchema(0, 9999).optional(),
  remark: z.string().max(200, 'field.tooLong').optional(),
  lines: z.array(VoucherLineBodySchema).max(500, 'field.invalid'),
  version: VersionField,
});
export type VoucherBodyInput = z.infer<typeof VoucherBodySchema>;

/** GET /vouchers (and its export). */
export const VoucherQuerySchema = z.object({
  period: Period.optional(),
  word: VoucherWordSchema.optional(),
  status: queryInt(1, 3).optional(),
  keyword: z.string().max(100).optional(),
  subject_code: z.string().max(40).optional(),
  page: queryPage(),
  page_size: queryPageSize(500, 20),
});
export type VoucherListQuery = z.infer<typeof VoucherQuerySchema>;

export const VoucherIdParamsSchema = z.object({ id: idSchema() });
export const VoucherStatusBodySchema = z.object({ action: z.enum(['audit', 'unaudit', 'post', 'unpost'], { error: 'field.invalid' }) });
export type VoucherAction = z.infer<typeof VoucherStatusBodySchema>['action'];
export const VoucherBatchStatusBodySchema = VoucherStatusBodySchema.extend({ ids: z.array(idSchema()).min(1, 'field.required').max(500, 'field.invalid') });
export const VoucherReverseBodySchema = z.object({ voucher_date: dateSchema().optional() });
export const VoucherRenumberBodySchema = z.object({ period: Period, word: VoucherWordSchema.optional() });

const Source = z.object({ bill_type: z.string(), bill_id: z.number(), bill_sn: z.string() });
const Status = z.number().describe('1 unaudited, 2 audited, 3 posted');

export const VoucherLineAnswerSchema = z.object({
  line_no: z.number(), summary: z.string(), subject_code: z.string(), subject_name: z.string().describe('in the request language'),
  aux_types: z.array(z.string()),
  debit: z.string(), credit: z.string(),
  partner_id: z.number(), partner_name: z.string(), department_id: z.number(), department_name: z.string(),
  employee_id: z.number(), employee_name: z.string(), project_id: z.number(), project_name: z.string(),
  product_id: z.number(), product_name: z.string(), qty: z.string(), cash_flow_item: z.string(),
});
export type VoucherLineRow = z.infer<typeof VoucherLineAnswerSchema>;

const Header = {
  id: z.number(), period: z.string(), word: z.string(), number: z.number(), voucher_no: z.string().describe('记-0001'),
  voucher_date: z.string(), status: Status, kind: z.string(), attachments: z.number(), total_debit: z.string(), total_credit: z.string(),
  maker_name: z.string(), auditor_name: z.string(), poster_name: z.string(), source: z.array(Source),
};

const ListLine = z.object({ line_no: z.number(), summary: z.string(), subject_code: z.string(), subject_name: z.string(), debit: z.string(), credit: z.string() });
export const VoucherRowSchema = z.object({ ...Header, lines: z.array(ListLine), summary: z.string().describe('first line summary') });
/** A voucher of GET /vouchers: its header, its lines in short and the first line's summary. */
export type VoucherRow = z.infer<typeof VoucherRowSchema>;
export const VoucherListSchema = z.object({
  list: z.array(VoucherRowSchema), total: z.number(), page: z.number(), page_size: z.number(),
  sum: z.object({ total_debit: z.string(), total_credit: z.string() }),
});
export type VoucherList = z.infer<typeof VoucherListSchema>;
/** GET /vouchers/:id. */
export const VoucherDetailSchema = z.object({
  ...Header, remark: z.string(), maker_id: z.number(), auditor_id: z.number(), poster_id: z.number(), reverses_id: z.number().nullable(),
  reversed_by: z.object({ id: z.number(), voucher_no: z.string() }).nullable(), version: z.number(), lines: z.array(VoucherLineAnswerSchema),
});
export type VoucherDetail = z.infer<typeof VoucherDetailSchema>;
/** POST/PUT/DELETE /vouchers, POST /vouchers/:id/reverse: the voucher written. */
export const VoucherSavedSchema = z.object({ id: z.number(), period: z.string(), word: z.string(), number: z.number(), voucher_no: z.string() });
export type VoucherSaved = z.infer<typeof VoucherSavedSchema>;
export const VoucherStatusAnswerSchema = z.object({ status: Status });
export const VoucherBatchAnswerSchema = z.object({ done: z.number(), errors: z.array(z.object({ id: z.number(), voucher_no: z.string(), message: z.string() })) });
export type VoucherBatchOutcome = z.infer<typeof VoucherBatchAnswerSchema>;
/** POST /vouchers/renumber and /finance/tools/renumber: which numbers moved. */
export const VoucherRenumberAnswerSchema = z.object({ moved: z.array(z.object({ word: z.string(), from: z.number(), to: z.number() })) });
export type VoucherRenumbered = z.infer<typeof VoucherRenumberAnswerSchema>;
export const VoucherImportAnswerSchema = z.object({
  created: z.number(), vouchers: z.array(z.object({ key: z.string(), voucher_no: z.string() })),
  errors: z.array(z.object({ row: z.number(), key: z.string(), message: z.string() })),
});
export type VoucherImportOutcome = z.infer<typeof VoucherImportAnswerSchema>;

/** GET /vouchers/subjects: the enabled leaf accounts the voucher editor picks from. */
export const VoucherSubjectOptionSchema = z.object({
  code: z.string(), name: z.string().describe('in the request language'), initials: z.string(), aux_types: z.array(z.string()), direction: z.number(),
});
export type VoucherSubjectOption = z.infer<typeof VoucherSubjectOptionSchema>;
export const VoucherSubjectListSchema = z.object({ list: z.array(VoucherSubjectOptionSchema) });
export type VoucherSubjectList = z.infer<typeof VoucherSubjectListSchema>;
/** GET /vouchers/aux-options: auxiliary items by name or code. */
export const VoucherAuxQuerySchema = z.object({ kind: z.enum(['partner', 'department', 'employee', 'project', 'product']), keyword: z.string().trim().max(50).optional() });
export const VoucherAuxOptionSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type VoucherAuxOption = z.infer<typeof VoucherAuxOptionSchema>;
export const VoucherAuxListSchema = z.object({ list: z.array(VoucherAuxOptionSchema) });
export type VoucherAuxList = z.infer<typeof VoucherAuxListSchema>;
