import { z } from 'zod';
import { idSchema, queryId, refIdSchema } from '../input.ts';
import { isPrintKind, PrintLayoutSchema, PrintPaperSchema } from '../print/print-template.ts';

/*
 * Print templates, print settings and print jobs (API.md "Reports", issue 20 item 4). The plain types the designer,
 * the print page and start-up code read stay `PrintTemplate`/`PrintSettings` (print/print-template.ts) and
 * `PrintBillData` (print/template-document.ts); contract.test.ts checks at compile time that these schemas give them.
 * The template file (export/import) is `PrintTemplateFileSchema` in print/template-file.ts.
 */

/** A template kind: a bill type that prints, or `voucher` (4220 `print.kind` otherwise). */
export const PrintKindSchema = z.string().max(40).refine(isPrintKind, 'print.kind');
/** `GET /print-templates?kind=`. */
export const PrintTemplateQuerySchema = z.object({ kind: PrintKindSchema.optional() });
/** `:id` of a template. */
export const PrintTemplateIdParamsSchema = z.object({ id: idSchema() });
export const PrintTemplateSchema = z.object({
  id: z.number(), kind: z.string(), name: z.string(), is_default: z.boolean(), paper: PrintPaperSchema, layout: PrintLayoutSchema, builtin: z.boolean().optional(),
});
export const PrintTemplateListSchema = z.object({ list: z.array(PrintTemplateSchema) });
export type PrintTemplateList = z.infer<typeof PrintTemplateListSchema>;
/** `POST /print-templates`: creates, or with `id` updates. */
export const PrintTemplateBodySchema = z.object({
  id: refIdSchema().optional().describe('updates this template; none creates one'),
  kind: PrintKindSchema, name: z.string().trim().min(1, 'field.required').max(60, 'field.tooLong'), is_default: z.boolean().default(false),
  paper: PrintPaperSchema, layout: PrintLayoutSchema,
});
/**
 * `POST /print-templates/import`: any JSON object here; the route reads the file itself (readTemplateFile), so a
 * wrong one is refused with what is wrong and where.
 */
export const PrintTemplateImportBodySchema = z.record(z.string(), z.unknown()).describe('a file exported by GET /print-templates/:id/export');
/** `POST /print-templates/logo` (multipart `file`): where the stored logo is served and its size. */
export const PrintLogoAnswerSchema = z.object({ url: z.string(), size: z.number() });
export type PrintLogoAnswer = z.infer<typeof PrintLogoAnswerSchema>;
/** `GET/PUT /print-settings`. */
export const PrintSettingsSchema = z.object({
  paper: PrintPaperSchema, copies: z.number().int().min(1, 'field.invalid').max(10, 'field.invalid'),
  printers: z.array(z.string().trim().min(1, 'field.required').max(100, 'field.tooLong')).max(20),
});

/** `GET /print/:bill_type/:id?template_id=`: a print job. */
export const PrintJobParamsSchema = z.object({ bill_type: z.string().max(40), id: idSchema() });
export const PrintJobQuerySchema = z.object({ template_id: queryId().optional() });
const s = z.string();
// The money and the partner are absent for whoever the bill's page hides them from (column rights).
const hid = s.optional();
const Line = z.object({ product_code: s, product_name: s, spec: s, unit_name: s, number: s, price: hid, amount: hid, discount_amount: hid, remark: s, tax_rate: s, tax_amount: hid });
/** The bill as a template prints it (`PrintBillData`). */
export const PrintBillDataSchema = z.object({
  tax_amount: hid, invoice_no: s.optional(), invoice_code: s.optional(), invoice_date: s.optional(), attachments: z.number().optional(), poster_name: s.optional(),
  voucher_lines: z.array(z.object({ summary: s, subject: s, debit: s, credit: s })).optional(),
  bill_type: s, bill_sn: s, bill_date: s, partner_name: hid, store_name: s, out_store_name: s, in_store_name: s, remark: s, total_number: s, total_amount: hid,
  audit_status: z.number(), principal_name: s, department_name: s, company: s, maker_name: s, auditor_name: s, amount_in_words: hid,
  lines: z.array(Line), money_lines: z.array(z.object({ account_name: s, category_name: s, amount: hid, remark: s })),
});
export const PrintJobSchema = z.object({ template: PrintTemplateSchema, settings: PrintSettingsSchema, data: PrintBillDataSchema });
export type PrintJob = z.infer<typeof PrintJobSchema>;
