import { z } from 'zod';
import { dateSchema } from '../input.ts';
import { invoiceKinds } from './bill-meta.ts';

/**
 * The header fields of an invoice (bill.ext of purchase and sales invoices): invoice number (unique per enterprise,
 * type and partner), invoice code, invoice date and kind. `red` is set by the server from the lines (a red-letter
 * invoice invoices returns or takes back an earlier invoice); `certified`/`certified_date` only by the certify action
 * of purchase invoices. Messages are message keys.
 */
export const InvoiceExt = z.object({
  invoice_no: z.string({ error: 'field.required' }).trim().min(1, 'field.required').max(30, 'invoice.textTooLong'),
  invoice_code: z.string().trim().max(30, 'invoice.textTooLong').default(''),
  invoice_date: dateSchema(),
  kind: z.enum(invoiceKinds, { error: 'field.invalid' }).default('special'),
  red: z.boolean().default(false),
  certified: z.boolean().default(false),
  certified_date: z.string().default(''),
});
export type InvoiceExtValue = z.infer<typeof InvoiceExt>;
