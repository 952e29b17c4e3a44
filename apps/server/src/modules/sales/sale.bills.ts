import { Decimal, InvoiceExt, amount, billMetaOf, type BillTypeCode } from '@zf/shared';
import { defineBillType, type BillForPosting } from '../../engines/bill/index.ts';

const meta = (type: BillTypeCode) => billMetaOf(type)!;
const withTax = (bill: BillForPosting) => amount(new Decimal(bill.total_amount).add(bill.tax_amount));

/** Quotations and customer enquiries post nothing; a sales order is made from a quotation. */
export const saleQuotation = defineBillType({ meta: meta('sale-quotations'), toPostings: () => ({}) });
export const customerEnquiry = defineBillType({ meta: meta('customer-enquiries'), toPostings: () => ({}) });
/** An after-sales record (a customer's complaint or claim): paperwork, a sales return moves the goods. */
export const saleAfterSale = defineBillType({ meta: meta('sale-after-sales'), toPostings: () => ({}) });

export const saleOrder = defineBillType({ meta: meta('sale-orders'), toPostings: () => ({}) });

/** Goods out, costed by the enterprise's method; the customer owes us the total with tax. */
export const saleBill = defineBillType({
  meta: meta('sale-bills'),
  toPostings: (bill) => ({
    stock: bill.lines.map((l) => ({
      productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction: 'out' as const, qty: l.number,
      billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
    })),
    partner: [{ partnerId: bill.partner_id, date: bill.bill_date, kind: 'sale' as const, amount: withTax(bill), billType: bill.type, billId: bill.id, billSn: bill.bill_sn }],
  }),
});

/** Goods back in at the cost they went out at (the source sale line's unit cost); we owe the customer. */
export const saleReturn = defineBillType({
  meta: meta('sale-returns'),
  toPostings: (bill) => ({
    stock: bill.lines.map((l) => ({
      productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction: 'in' as const, qty: l.number,
      amount: amount(new Decimal(l.source_unit_cost ?? '0').mul(l.number)),
      // The ledger keeps the return at the sale's cost when a repost re-costs the sale (a cost link).
      ...(l.source_line_id ? { costFollows: { kind: 'return' as const, lineId: l.source_line_id } } : {}),
      billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
    })),
    partner: [{ partnerId: bill.partner_id, date: bill.bill_date, kind: 'sale_return' as const, amount: `-${withTax(bill)}`, billType: bill.type, billId: bill.id, billSn: bill.bill_sn }],
  }),
});

/**
 * An issued VAT invoice against sale bill lines (red-letter: against return lines or an earlier invoice). Revenue and
 * output VAT were recognised by the sale bill, so a sales invoice posts nothing and makes no voucher; the bill engine
 * keeps what it invoiced on the bill lines (bill-invoice*.ts).
 */
export const saleInvoice = defineBillType({ meta: meta('sale-invoices'), ext: InvoiceExt, toPostings: () => ({}) });

export const saleBillTypes = [saleQuotation, customerEnquiry, saleOrder, saleBill, saleReturn, saleAfterSale, saleInvoice];
