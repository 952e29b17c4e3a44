import { Decimal, amount, qty, type InvoiceOpenLines } from '@zf/shared';

/** An open (uninvoiced) bill line as GET /invoices/:type/open-lines answers it (the shared contract's). */
export type OpenLine = InvoiceOpenLines['list'][number];

/** An invoice row as the editor holds it: the source line it invoices, what is open there, and the quantity typed. */
export interface InvoiceRow {
  key: string; source_line_id: number; product_id: number; product_label: string; unit_id: number; unit_name: string; bill_sn: string;
  number: string; open_number?: string; open_amount?: string; open_tax?: string; tax_rate?: string;
}

export const rowOf = (l: OpenLine): InvoiceRow => ({
  key: `s${l.line_id}`, source_line_id: l.line_id, product_id: l.product_id, product_label: `${l.product_code} ${l.product_name}`.trim(), unit_id: l.unit_id,
  unit_name: l.unit_name, bill_sn: l.bill_sn, number: qty(l.open_number), open_number: l.open_number, open_amount: l.open_amount, open_tax: l.open_tax, tax_rate: l.tax_rate,
});

/**
 * What a row will invoice, as the server prices it (bill-invoice.ts): all that is open when the whole open quantity is
 * taken, else its share of the open amount and tax (the server takes the share of the source line, which may differ
 * by a cent on a line already partly invoiced); negative on a red-letter invoice.
 */
export function rowFigures(r: InvoiceRow, red: boolean): { amount: string; tax: string } {
  if (!r.open_number || !r.number || Number.isNaN(Number(r.number)) || new Decimal(r.open_number).isZero()) return { amount: '0.00', tax: '0.00' };
  const q = new Decimal(r.number);
  const whole = q.eq(r.open_number);
  const share = (open: string) => (whole ? new Decimal(open) : new Decimal(open).mul(q).div(r.open_number!));
  const sign = red ? -1 : 1;
  return { amount: amount(share(r.open_amount ?? '0').mul(sign)), tax: amount(share(r.open_tax ?? '0').mul(sign)) };
}

export const totalsOf = (rows: InvoiceRow[], red: boolean) => rows.reduce((s, r) => {
  const f = rowFigures(r, red);
  return { amount: amount(new Decimal(s.amount).add(f.amount)), tax: amount(new Decimal(s.tax).add(f.tax)) };
}, { amount: '0.00', tax: '0.00' });
