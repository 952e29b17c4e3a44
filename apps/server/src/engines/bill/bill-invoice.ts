import { AuditStatus, Decimal, amount, qty, unitPrice, type BillBodyInput, type BillMeta } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';
import type { priceLines } from './bill-store.ts';
import './invoice.messages.ts';

type Priced = ReturnType<typeof priceLines>;

/** A line an invoice line may name: a bill or return line, or (red-letter) a line of an earlier invoice. */
export interface InvoiceSource {
  id: number; bill_id: number; product_id: number; number: string; amount: string; tax_amount: string; tax_rate: string;
  invoiced_number: string; invoiced_amount: string; invoiced_tax: string; source_line_id: number;
  type: string; audit_status: number; partner_id: number; red: boolean;
}

/** How an invoice line counts against what it names: `blue` a bill line, `red` a return line, `back` an invoice line. */
export type InvoiceTake = 'blue' | 'red' | 'back';

export function takeOf(meta: BillMeta, source: Pick<InvoiceSource, 'type' | 'red'>): InvoiceTake | undefined {
  const inv = meta.invoice!;
  if (source.type === inv.blue) return 'blue';
  if (source.type === inv.red) return 'red';
  if (source.type === meta.type && !source.red) return 'back';
  return undefined;
}

export async function invoiceSources(db: Kysely<DB>, enterpriseId: number, ids: number[], lock = false): Promise<Map<number, InvoiceSource>> {
  if (!ids.length) return new Map();
  let q = db.selectFrom('bill_line as l')
    .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'l.enterprise_id').onRef('b.id', '=', 'l.bill_id'))
    .select(['l.id', 'l.bill_id', 'l.product_id', 'l.number', 'l.amount', 'l.tax_amount', 'l.tax_rate', 'l.invoiced_number', 'l.invoiced_amount',
      'l.invoiced_tax', 'l.source_line_id', 'b.type', 'b.audit_status', 'b.partner_id', sql<boolean>`coalesce((b.ext ->> 'red')::boolean, false)`.as('red')])
    .where('l.enterprise_id', '=', enterpriseId)
    .where('l.id', 'in', [...new Set(ids)].sort((a, b) => a - b))
    .orderBy('l.id');
  // Only the lines are locked (in id order): the source bills' rows are left to their own audits.
  if (lock) q = q.forUpdate('l');
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** What is still open on a source line: quantity, amount and tax not yet invoiced (or, on an invoice line, not yet taken back). */
export const openOf = (s: InvoiceSource) => ({
  number: new Decimal(s.number).sub(s.invoiced_number),
  amount: new Decimal(s.amount).abs().sub(s.invoiced_amount),
  tax: new Decimal(s.tax_amount).abs().sub(s.invoiced_tax),
});

/**
 * An invoice as it is saved: every line names an approved line of a document it may invoice, of the header's partner
 * and the same product; one invoice is all blue (bill lines) or all red (return lines, or lines of an earlier blue
 * invoice); no line asks for more quantity or amount than its source still has open (approved invoices only: the
 * approval checks again under the lines' locks). Amounts come from the source: at the source's unit price, a line
 * takes its share (the remainder when it takes the rest, so 4 + 6 of a 10-unit line sum to the line's amount and
 * tax to the cent); a line with another price is priced price × quantity with its tax rate. Red invoices carry
 * negative amounts and tax; quantities stay positive. The ext's `red` is set here; certification is never saved.
 */
export async function prepareInvoice(db: Kysely<DB>, enterpriseId: number, meta: BillMeta, body: BillBodyInput, priced: Priced, ext: Record<string, unknown>, billId = 0): Promise<{ priced: Priced; ext: Record<string, unknown> }> {
  const fields: Record<string, AnyMessageKey> = {};
  body.lines.forEach((l, i) => { if (!l.source_line_id) fields[`lines.${i}.source_line_id`] = 'invoice.sourceRequired'; });
  const sources = await invoiceSources(db, enterpriseId, body.lines.map((l) => l.source_line_id ?? 0).filter(Boolean));
  const takes = new Set<InvoiceTake>();
  const used = new Map<number, { number: Decimal; amount: Decimal; tax: Decimal }>();
  const lines = priced.lines.map((line, i) => {
    const s = line.source_line_id ? sources.get(line.source_line_id) : undefined;
    if (!line.source_line_id) return line;
    const take = s && takeOf(meta, s);
    if (!s || !take || s.audit_status !== AuditStatus.approved || s.partner_id !== (body.partner_id ?? 0)) {
      fields[`lines.${i}.source_line_id`] = 'invoice.sourceInvalid';
      return line;
    }
    if (s.product_id !== line.product_id) {
      fields[`lines.${i}.product_id`] = 'bill.sourceProduct';
      return line;
    }
    takes.add(take === 'blue' ? 'blue' : 'red');
    const open = openOf(s);
    const before = used.get(s.id) ?? { number: new Decimal(0), amount: new Decimal(0), tax: new Decimal(0) };
    const q = new Decimal(line.number);
    const sourcePrice = unitPrice(new Decimal(s.amount).abs().div(s.number));
    const rate = line.tax_rate ?? s.tax_rate;
    let lineAmount: Decimal;
    let lineTax: Decimal;
    if (new Decimal(line.price).isZero() || new Decimal(line.price).eq(sourcePrice)) {
      const rest = open.number.sub(before.number);
      if (q.eq(rest)) {
        lineAmount = open.amount.sub(before.amount);
        lineTax = open.tax.sub(before.tax);
      } else {
        lineAmount = new Decimal(amount(new Decimal(s.amount).abs().mul(q).div(s.number)));
        lineTax = new Decimal(amount(new Decimal(s.tax_amount).abs().mul(q).div(s.number)));
      }
    } else {
      lineAmount = new Decimal(amount(new Decimal(line.price).mul(q)));
      lineTax = new Decimal(amount(lineAmount.mul(rate)));
    }
    const after = { number: before.number.add(q), amount: before.amount.add(lineAmount), tax: before.tax.add(lineTax) };
    used.set(s.id, after);
    if (after.number.gt(open.number)) fields[`lines.${i}.number`] = 'invoice.overQuantity';
    else if (after.amount.gt(open.amount)) fields[`lines.${i}.price`] = 'invoice.overAmount';
    const sign = take === 'blue' ? 1 : -1;
    return {
      ...line, price: line.price === '0' || new Decimal(line.price).isZero() ? sourcePrice : line.price, tax_rate: rate,
      amount: amount(lineAmount.mul(sign)), tax_amount: amount(lineTax.mul(sign)), discount_rate: '0', discount_amount: '0.00',
    };
  });
  if (takes.size > 1) fields.lines = 'invoice.mixed';
  const red = takes.has('red');
  const invoiceNo = String(ext.invoice_no ?? '');
  if (invoiceNo && body.partner_id) {
    const taken = await db.selectFrom('bill').select('id').where('enterprise_id', '=', enterpriseId).where('type', '=', meta.type)
      .where('partner_id', '=', body.partner_id).where(sql<string>`ext ->> 'invoice_no'`, '=', invoiceNo).where('audit_status', '<>', AuditStatus.voided)
      .where('id', '<>', billId).executeTakeFirst();
    if (taken) fields['ext.invoice_no'] = 'invoice.noTaken';
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
  const total = (f: 'amount' | 'tax_amount') => amount(lines.reduce((sum, l) => sum.add(l[f]), new Decimal(0)));
  return {
    priced: { ...priced, lines, total_number: qty(lines.reduce((sum, l) => sum.add(l.number), new Decimal(0))), total_amount: total('amount'), tax_amount: total('tax_amount') },
    ext: { ...ext, red, certified: false, certified_date: '' },
  };
}
