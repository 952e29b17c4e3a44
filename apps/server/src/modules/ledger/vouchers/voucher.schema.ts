import { dateSchema, idSchema, intSchema, queryInt, queryPage, queryPageSize, refIdSchema, signedAmountSchema } from '@zf/shared';
import { z } from 'zod';
import { VersionField } from '../../../engines/resource/record-version.ts';

/** Request and answer shapes of the voucher routes (API.md "Finance (general ledger)"). Amounts: 2-dp decimal strings. */

/** A signed amount with up to 2 decimals (negative = red), or empty for the other side. */
const Money = signedAmountSchema();
const Period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'dateRange.format');
export const Word = z.enum(['记', '收', '付', '转'], { error: 'voucher.badWord' });

export const VoucherLineBody = z.object({
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

export const VoucherBody = z.object({
  voucher_date: dateSchema(),
  word: Word,
  attachments: intSchema(0, 9999).optional(),
  remark: z.string().max(200, 'field.tooLong').optional(),
  lines: z.array(VoucherLineBody).max(500, 'field.invalid'),
  version: VersionField,
});
export type VoucherBodyInput = z.infer<typeof VoucherBody>;

export const VoucherQuery = z.object({
  period: Period.optional(),
  word: Word.optional(),
  status: queryInt(1, 3).optional(),
  keyword: z.string().max(100).optional(),
  subject_code: z.string().max(40).optional(),
  page: queryPage(),
  page_size: queryPageSize(500, 20),
});
export type VoucherListQuery = z.infer<typeof VoucherQuery>;

export const IdParams = z.object({ id: idSchema() });
export const StatusBody = z.object({ action: z.enum(['audit', 'unaudit', 'post', 'unpost'], { error: 'field.invalid' }) });
export const BatchStatusBody = StatusBody.extend({ ids: z.array(idSchema()).min(1, 'field.required').max(500, 'field.invalid') });
export const ReverseBody = z.object({ voucher_date: dateSchema().optional() });
export const RenumberBody = z.object({ period: Period, word: Word.optional() });

const Source = z.object({ bill_type: z.string(), bill_id: z.number(), bill_sn: z.string() });
const Status = z.number().describe('1 unaudited, 2 audited, 3 posted');

export const VoucherLineAnswer = z.object({
  line_no: z.number(), summary: z.string(), subject_code: z.string(), subject_name: z.string().describe('in the request language'),
  aux_types: z.array(z.string()),
  debit: z.string(), credit: z.string(),
  partner_id: z.number(), partner_name: z.string(), department_id: z.number(), department_name: z.string(),
  employee_id: z.number(), employee_name: z.string(), project_id: z.number(), project_name: z.string(),
  product_id: z.number(), product_name: z.string(), qty: z.string(), cash_flow_item: z.string(),
});

const Header = {
  id: z.number(), period: z.string(), word: z.string(), number: z.number(), voucher_no: z.string().describe('记-0001'),
  voucher_date: z.string(), status: Status, kind: z.string(), attachments: z.number(), total_debit: z.string(), total_credit: z.string(),
  maker_name: z.string(), auditor_name: z.string(), poster_name: z.string(), source: z.array(Source),
};

const ListLine = z.object({ line_no: z.number(), summary: z.string(), subject_code: z.string(), subject_name: z.string(), debit: z.string(), credit: z.string() });
export const VoucherRow = z.object({ ...Header, lines: z.array(ListLine), summary: z.string().describe('first line summary') });
export const VoucherList = z.object({
  list: z.array(VoucherRow), total: z.number(), page: z.number(), page_size: z.number(),
  sum: z.object({ total_debit: z.string(), total_credit: z.string() }),
});
export const VoucherDetail = z.object({
  ...Header, remark: z.string(), maker_id: z.number(), auditor_id: z.number(), poster_id: z.number(), reverses_id: z.number().nullable(),
  reversed_by: z.object({ id: z.number(), voucher_no: z.string() }).nullable(), version: z.number(), lines: z.array(VoucherLineAnswer),
});
export const SavedAnswer = z.object({ id: z.number(), period: z.string(), word: z.string(), number: z.number(), voucher_no: z.string() });
export const StatusAnswer = z.object({ status: Status });
export const BatchAnswer = z.object({ done: z.number(), errors: z.array(z.object({ id: z.number(), voucher_no: z.string(), message: z.string() })) });
export const RenumberAnswer = z.object({ moved: z.array(z.object({ word: z.string(), from: z.number(), to: z.number() })) });
export const ImportAnswer = z.object({
  created: z.number(), vouchers: z.array(z.object({ key: z.string(), voucher_no: z.string() })),
  errors: z.array(z.object({ row: z.number(), key: z.string(), message: z.string() })),
});
