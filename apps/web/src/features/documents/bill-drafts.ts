import { Decimal, amount, billMetaOf, qty, type BillMeta } from '@zf/shared';
import { lineKey, type Bill, type BillLine, type Draft } from './bill-api.ts';
import { discountDraft } from './line-discount.ts';

/** A stored tax rate (a fraction, 0.130000) as the percent the editor shows (13); empty for none. */
export const taxPercent = (rate: string | undefined) => (rate && !new Decimal(rate).isZero() ? new Decimal(rate).mul(100).toString() : undefined);

/** An editor draft of an existing bill (edit while pending or rejected). */
export function draftOf(bill: Bill): Draft {
  return {
    id: bill.id, version: bill.version, bill_date: bill.bill_date.slice(0, 10), partner_id: bill.partner_id || undefined, partner_label: bill.partner_name,
    store_id: bill.store_id || undefined, out_store_id: bill.out_store_id || undefined, in_store_id: bill.in_store_id || undefined,
    remark: bill.remark, source_bill_id: bill.source_bill_id || undefined, attachments: bill.attachments,
    allocation: bill.allocation === 2 || bill.allocation === 3 ? bill.allocation : bill.allocation === 1 ? 1 : undefined,
    delivery_date: bill.delivery_date ? bill.delivery_date.slice(0, 10) : undefined,
    department_id: bill.department_id || undefined, department_label: bill.department_name,
    principal_id: bill.principal_id || undefined, principal_label: bill.principal_name,
    pay_method: bill.pay_method, freight: new Decimal(bill.freight || 0).isZero() ? '' : bill.freight,
    // A production receipt's backflushed components (direction −1) are the server's: every save recomputes them.
    lines: bill.lines.filter((l) => !(bill.type === 'production-ins' && l.direction === -1)).map((l) => ({
      key: lineKey(), product_id: l.product_id, product_label: `${l.product_code} ${l.product_name}`.trim(), number: l.number, price: l.price,
      unit_id: l.unit_id || undefined, unit_label: l.unit_name, tax_percent: taxPercent(l.tax_rate), ...discountDraft(l),
      // An edit keeps each line's link to the order line it takes from, or the order never counts it (issue 12).
      source_line_id: l.source_line_id || undefined,
      // A row leaving from another warehouse than the header's 调出仓库 keeps it; the others follow the header.
      ...(billMetaOf(bill.type)?.fields?.includes('lineStore') && l.warehouse_id && l.warehouse_id !== bill.out_store_id ? { warehouse_id: l.warehouse_id } : {}),
      direction: l.direction === 1 ? 1 : l.direction === -1 ? -1 : undefined, remark: l.remark,
      ...(l.serials?.length ? { serials: l.serials } : {}),
    })),
    money_lines: bill.money_lines.map((l) => ({
      key: lineKey(), account_id: l.account_id || undefined, account_label: l.account_name, category_id: l.category_id || undefined,
      category_label: l.category_name, amount: l.amount, remark: l.remark,
      project_id: l.project_id || undefined, project_label: l.project_name, tax_amount: l.tax_amount && !new Decimal(l.tax_amount).isZero() ? l.tax_amount : '',
    })),
    ...expenseDraft(bill),
    settlements: Object.fromEntries(bill.settlements.map((s) => [s.target_bill_id, s.amount])),
    ext: bill.ext,
  };
}

/** An expense bill's settlement as the editor holds it: the mode, and the account of a cash expense (its rows'). */
function expenseDraft(bill: Bill): Pick<Draft, 'settle' | 'settle_account_id' | 'settle_account_label'> {
  if (bill.type !== 'expense-bills') return {};
  const settle = bill.ext?.settle === 'supplier' || bill.ext?.settle === 'employee' ? bill.ext.settle : 'cash';
  const first = bill.money_lines[0];
  return { settle, settle_account_id: first?.account_id || undefined, settle_account_label: first?.account_name };
}

/**
 * A new bill of `derived` made from `source` (an order received or delivered, a bill returned): each line with what
 * is still open on it, pointing at its source line so the server counts it against the source.
 */
export function derivedDraft(source: Bill, derived: BillMeta, today: string): Draft {
  const taken = derived.source?.tracks === 'return' ? 'returned_number' : 'done_number';
  return {
    bill_date: today, partner_id: source.partner_id || undefined, partner_label: source.partner_name, store_id: source.store_id || undefined,
    remark: '', source_bill_id: source.id,
    lines: source.lines
      .map((l) => ({ l, open: new Decimal(l.number).sub(l[taken]) }))
      .filter(({ open }) => open.gt(0))
      .map(({ l, open }) => ({
        key: lineKey(), product_id: l.product_id, product_label: `${l.product_code} ${l.product_name}`.trim(), number: qty(open), price: l.price, source_line_id: l.id,
        // Same unit and tax as the line it takes from, so the quantities compare and the invoice matches the order.
        unit_id: l.unit_id || undefined, unit_label: l.unit_name, tax_percent: taxPercent(l.tax_rate), ...openDiscount(l, open),
      })),
    department_id: source.department_id || undefined, department_label: source.department_name,
    principal_id: source.principal_id || undefined, principal_label: source.principal_name, pay_method: source.pay_method,
  };
}

/** Which progress a bill type's list and detail show: what the documents made from it move (an order's receipts). */
export function progressField(meta: BillMeta, metas: BillMeta[]): 'instore_status' | 'outstore_status' | undefined {
  const tracks = metas.find((m) => m.source?.type === meta.type && m.source.tracks !== 'return')?.source?.tracks;
  return tracks === 'instore' ? 'instore_status' : tracks === 'outstore' ? 'outstore_status' : undefined;
}

/**
 * The discount a line made from `l` for `open` of its quantity carries: the same rate, or a fixed discount in
 * proportion (2 dp), so a partial receipt or return is priced as the source line was.
 */
function openDiscount(l: BillLine, open: Decimal) {
  const d = discountDraft(l);
  if (d.discount_amount === undefined || new Decimal(l.number).isZero()) return d;
  return { discount_amount: amount(new Decimal(d.discount_amount).mul(open).div(l.number)) };
}
