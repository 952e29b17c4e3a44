import { z } from 'zod';

/** Answer shapes of the books (API.md "Finance"): amounts are decimal strings with 2 places. */
const money = z.string();
const columns = {
  opening_debit: money, opening_credit: money, debit: money, credit: money,
  year_debit: money.describe('本年累计 debit'), year_credit: money.describe('本年累计 credit'), closing_debit: money, closing_credit: money,
};
const period = z.string().describe('YYYY-MM');

export const SubjectBalanceAnswer = z.object({
  list: z.array(z.object({
    subject_id: z.number(), subject_code: z.string(), subject_name: z.string(), level: z.number(), direction: z.number().describe('1 debit, 2 credit'),
    leaf: z.boolean(), aux_types: z.array(z.string()), ...columns,
  })),
  total: z.object(columns),
});

const side = { direction: z.string().describe('借/贷/平 (Dr/Cr/Nil)'), balance: money.describe('the balance without its sign') };
export const GeneralLedgerAnswer = z.object({
  list: z.array(z.object({
    subject_code: z.string(), subject_name: z.string(),
    rows: z.array(z.object({ period, kind: z.enum(['opening', 'period', 'year']), summary: z.string(), debit: money.nullable(), credit: money.nullable(), ...side })),
  })),
});

export const DetailLedgerAnswer = z.object({
  subject_code: z.string(), subject_name: z.string(), direction: z.number(), closing: money.describe('net closing balance, debit positive'),
  list: z.array(z.object({
    kind: z.enum(['opening', 'line', 'month', 'year']), period, date: z.string(), voucher_id: z.number().nullable(), voucher_no: z.string(),
    summary: z.string(), subject_code: z.string(), debit: money.nullable(), credit: money.nullable(), ...side,
    sources: z.array(z.object({ bill_type: z.string(), bill_id: z.number(), bill_sn: z.string() })),
  })),
});

export const AuxBalanceAnswer = z.object({
  subject_code: z.string(), subject_name: z.string(), aux: z.string(),
  list: z.array(z.object({ aux_id: z.number(), aux_code: z.string(), aux_name: z.string(), ...columns })),
  total: z.object(columns),
});

const labelled = z.object({ label: z.string(), value: z.string() });
/** A printable document as the web's print page takes it (apps/web/src/features/print/print-document.ts). */
export const BookPrintDocument = z.object({
  company: z.string().optional(), title: z.string(), subtitle: z.string().optional(), fields: z.array(labelled).optional(),
  table: z.object({
    columns: z.array(z.object({ key: z.string(), title: z.string(), align: z.enum(['left', 'right', 'center']).optional() })),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  }).optional(),
  footer: z.array(labelled).optional(),
  signatures: z.array(z.object({ label: z.string(), value: z.string().optional() })).optional(),
});

export const BookSubjectList = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string(), level: z.number(), direction: z.number(), leaf: z.boolean(), aux_types: z.array(z.string()) })),
});
