import { z } from 'zod';
import { queryId, queryInt } from '../input.ts';
import { monthSchema, unpostedFlag } from './common.contract.ts';

/*
 * The books (API.md "Finance"): subject balance, general and detail ledger, auxiliary balances, their printable
 * document and the accounts their pickers list. Periods are YYYY-MM; include_unposted 1 (default) or 0 = posted
 * vouchers only. Amounts are decimal strings with 2 places.
 */
const period = monthSchema('book.periodFormat');
const id = queryId().optional();
const range = { period_from: period, period_to: period, include_unposted: unpostedFlag() };
const code = z.string().trim().min(1).max(40);

export const SubjectBalanceQuerySchema = z.object({ ...range, level: queryInt(1, 9).optional() });
export const GeneralLedgerQuerySchema = z.object({ ...range, subject_code: code.optional() });
export const DetailLedgerQuerySchema = z.object({
  ...range, subject_code: code, partner_id: id, department_id: id, employee_id: id, project_id: id, product_id: id,
});
export const AuxBalanceQuerySchema = z.object({ ...range, subject_code: code, aux: z.enum(['partner', 'department', 'employee', 'project', 'product']) });

const money = z.string();
const columns = {
  opening_debit: money, opening_credit: money, debit: money, credit: money,
  year_debit: money.describe('本年累计 debit'), year_credit: money.describe('本年累计 credit'), closing_debit: money, closing_credit: money,
};
const month = z.string().describe('YYYY-MM');

/** GET /ledger/subject-balance. */
export const SubjectBalanceAnswerSchema = z.object({
  list: z.array(z.object({
    subject_id: z.number(), subject_code: z.string(), subject_name: z.string(), level: z.number(), direction: z.number().describe('1 debit, 2 credit'),
    leaf: z.boolean(), aux_types: z.array(z.string()), ...columns,
  })),
  total: z.object(columns),
});
export type SubjectBalanceAnswer = z.infer<typeof SubjectBalanceAnswerSchema>;
/** The eight amount columns of a balance row (期初, 本期, 本年累计, 期末; 借 and 贷), as the totals carry them. */
export type BalanceAmounts = SubjectBalanceAnswer['total'];

const side = { direction: z.string().describe('借/贷/平 (Dr/Cr/Nil)'), balance: money.describe('the balance without its sign') };
/** GET /ledger/general. */
export const GeneralLedgerAnswerSchema = z.object({
  list: z.array(z.object({
    subject_code: z.string(), subject_name: z.string(),
    rows: z.array(z.object({ period: month, kind: z.enum(['opening', 'period', 'year']), summary: z.string(), debit: money.nullable(), credit: money.nullable(), ...side })),
  })),
});
export type GeneralLedgerAnswer = z.infer<typeof GeneralLedgerAnswerSchema>;

/** GET /ledger/detail. */
export const DetailLedgerAnswerSchema = z.object({
  subject_code: z.string(), subject_name: z.string(), direction: z.number(), closing: money.describe('net closing balance, debit positive'),
  list: z.array(z.object({
    kind: z.enum(['opening', 'line', 'month', 'year']), period: month, date: z.string(), voucher_id: z.number().nullable(), voucher_no: z.string(),
    summary: z.string(), subject_code: z.string(), debit: money.nullable(), credit: money.nullable(), ...side,
    sources: z.array(z.object({ bill_type: z.string(), bill_id: z.number(), bill_sn: z.string() })),
  })),
});
export type DetailLedgerAnswer = z.infer<typeof DetailLedgerAnswerSchema>;

/** GET /ledger/aux-balance. */
export const AuxBalanceAnswerSchema = z.object({
  subject_code: z.string(), subject_name: z.string(), aux: z.string(),
  list: z.array(z.object({ aux_id: z.number(), aux_code: z.string(), aux_name: z.string(), ...columns })),
  total: z.object(columns),
});
export type AuxBalanceAnswer = z.infer<typeof AuxBalanceAnswerSchema>;

/** GET /ledger/subjects: the chart for the books' account pickers. */
export const BookSubjectListSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string(), level: z.number(), direction: z.number(), leaf: z.boolean(), aux_types: z.array(z.string()) })),
});
export type BookSubject = z.infer<typeof BookSubjectListSchema>['list'][number];
