import { AuditStatus, Code, Decimal, InvoiceStatus, amount, billMetas, invoiceMetaFor, qty, type BillMeta } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { LoadedBill } from './bill-store.ts';
import { invoiceSources, openOf, takeOf, type InvoiceSource } from './bill-invoice.ts';

const invoiceTypes = billMetas.filter((m) => m.invoice).map((m) => m.type);

/**
 * Approving an invoice (`sign` 1) adds each line's quantity, amount and tax to what its source line has invoiced —
 * a return line for a red invoice, and for a red invoice against an earlier invoice, the earlier invoice line (taken
 * back) and the bill line it invoiced (invoiced less); reversing one (`sign` -1) takes it all back. The source lines
 * (and the bill lines behind invoice lines) are locked in id order after the invoice row, so two invoices on one line
 * approved at once run one after the other and the second sees what the first took: nothing is over-invoiced. The
 * invoice status of every touched bill follows.
 */
export async function takeInvoiced(tx: Kysely<DB>, enterpriseId: number, meta: BillMeta, bill: LoadedBill, sign: 1 | -1): Promise<void> {
  if (!meta.invoice || !bill.lines.length) return;
  if (sign === -1 && bill.header.ext.certified === true) throw new AppError(Code.conflict, 'invoice.certifiedNoReverse');
  const direct = bill.lines.map((l) => l.source_line_id);
  // Lines of earlier invoices name their bill lines; those move too, so they are locked with the rest, in one order.
  const behind = await tx.selectFrom('bill_line').select('source_line_id').where('enterprise_id', '=', enterpriseId).where('id', 'in', direct)
    .where('bill_id', 'in', (eb) => eb.selectFrom('bill').select('id').where('enterprise_id', '=', enterpriseId).where('type', '=', meta.type)).execute();
  const sources = await invoiceSources(tx, enterpriseId, [...direct, ...behind.map((b) => b.source_line_id).filter(Boolean)], true);
  const moved = new Map<number, { number: Decimal; amount: Decimal; tax: Decimal; row: number }>();
  const move = (id: number, row: number, by: { number: Decimal; amount: Decimal; tax: Decimal }) => {
    const m = moved.get(id) ?? { number: new Decimal(0), amount: new Decimal(0), tax: new Decimal(0), row };
    moved.set(id, { number: m.number.add(by.number), amount: m.amount.add(by.amount), tax: m.tax.add(by.tax), row: m.row });
  };
  for (const l of bill.lines) {
    const s = sources.get(l.source_line_id);
    const take = s && takeOf(meta, s);
    // Approval re-checks what saving checked: the source may have been reversed since.
    if (sign === 1 && (!s || !take || s.audit_status !== AuditStatus.approved || s.partner_id !== bill.header.partner_id || s.product_id !== l.product_id)) {
      throw new AppError(Code.conflict, 'invoice.sourceChanged', { line: l.line_no }, { row: l.line_no });
    }
    if (!s || !take) continue;
    const by = { number: new Decimal(l.number).mul(sign), amount: new Decimal(l.amount).abs().mul(sign), tax: new Decimal(l.tax_amount).abs().mul(sign) };
    move(s.id, l.line_no, by);
    if (take === 'back') move(s.source_line_id, l.line_no, { number: by.number.neg(), amount: by.amount.neg(), tax: by.tax.neg() });
  }
  for (const [id, by] of [...moved].sort(([a], [b]) => a - b)) {
    const s = sources.get(id)!;
    const next: InvoiceSource = { ...s, invoiced_number: qty(new Decimal(s.invoiced_number).add(by.number)), invoiced_amount: amount(new Decimal(s.invoiced_amount).add(by.amount)), invoiced_tax: amount(new Decimal(s.invoiced_tax).add(by.tax)) };
    const open = openOf(next);
    if (open.number.lt(0) || open.amount.lt(0)) {
      const was = openOf(s);
      throw new AppError(Code.validation, 'invoice.overLine', { line: by.row }, { row: by.row, available: qty(was.number), open: amount(was.amount) });
    }
    await tx.updateTable('bill_line').set({ invoiced_number: next.invoiced_number, invoiced_amount: next.invoiced_amount, invoiced_tax: next.invoiced_tax })
      .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  }
  const bills = new Set([...moved.keys()].map((id) => sources.get(id)!).filter((s) => invoiceMetaFor(s.type)).map((s) => s.bill_id));
  for (const billId of bills) await refreshInvoiceStatus(tx, enterpriseId, billId);
}

/** A bill's invoice status from its lines' invoiced quantities: 1 none, 2 partly, 3 every line fully invoiced. */
async function refreshInvoiceStatus(tx: Kysely<DB>, enterpriseId: number, billId: number) {
  const lines = await tx.selectFrom('bill_line').select(['number', 'invoiced_number']).where('enterprise_id', '=', enterpriseId).where('bill_id', '=', billId).execute();
  const none = lines.every((l) => new Decimal(l.invoiced_number).isZero());
  const all = lines.every((l) => new Decimal(l.invoiced_number).gte(l.number));
  const status = none ? InvoiceStatus.none : all ? InvoiceStatus.all : InvoiceStatus.partly;
  await tx.updateTable('bill').set({ invoice_status: status }).where('enterprise_id', '=', enterpriseId).where('id', '=', billId).execute();
}

/**
 * A document with invoiced lines (a bill or return some approved invoice names, or an invoice a red invoice took
 * back from) cannot be reverse-audited: the 4090 names the invoice to reverse first.
 */
export async function refuseWhileInvoiced(tx: Kysely<DB>, enterpriseId: number, bill: LoadedBill): Promise<void> {
  if (!bill.lines.some((l) => !new Decimal(l.invoiced_number).isZero())) return;
  const invoice = await tx.selectFrom('bill_line as l')
    .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'l.enterprise_id').onRef('b.id', '=', 'l.bill_id'))
    .select('b.bill_sn')
    .where('l.enterprise_id', '=', enterpriseId).where('l.source_line_id', 'in', bill.lines.map((l) => l.id))
    .where('b.type', 'in', invoiceTypes).where('b.audit_status', '=', AuditStatus.approved)
    .orderBy('b.id').limit(1).executeTakeFirst();
  throw new AppError(Code.conflict, 'bill.invoiced', { bill_sn: invoice?.bill_sn ?? '' }, { sn: invoice?.bill_sn ?? '' });
}
