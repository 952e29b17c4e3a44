import { Decimal, InvoiceExt, amount, billMetaOf, type BillTypeCode } from '@zf/shared';
import { defineBillType, type BillForPosting } from '../../engines/bill/index.ts';
import { syncPurchasePrices } from './purchase-price-sync.ts';

const meta = (type: BillTypeCode) => billMetaOf(type)!;
const withTax = (bill: BillForPosting) => amount(new Decimal(bill.total_amount).add(bill.tax_amount));

/** Requisitions, enquiries and supplier quotations are paperwork before an order: they post nothing. */
export const purchaseRequisition = defineBillType({ meta: meta('purchase-requisitions'), toPostings: () => ({}) });
export const purchaseEnquiry = defineBillType({ meta: meta('purchase-enquiries'), toPostings: () => ({}) });
export const supplierQuotation = defineBillType({ meta: meta('supplier-quotations'), toPostings: () => ({}) });
/** An after-sales record (a complaint or claim against the supplier's goods): paperwork, the return moves the goods. */
export const purchaseAfterSale = defineBillType({ meta: meta('purchase-after-sales'), toPostings: () => ({}) });

/** A purchase order commits nothing to the ledgers; receipts against it do. */
export const purchaseOrder = defineBillType({ meta: meta('purchase-orders'), toPostings: () => ({}) });

/**
 * Goods in at the line amount (tax excluded: input VAT is not stock cost); we owe the supplier the total with tax.
 * Approving or reversing one moves its products' purchase price to their latest approved receipt (per base unit).
 */
export const purchaseBill = defineBillType({
  meta: meta('purchase-bills'),
  afterApproval: (tx, bill) => syncPurchasePrices(tx, bill.enterpriseId, bill.id),
  toPostings: (bill) => ({
    stock: bill.lines.map((l) => ({
      productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction: 'in' as const, qty: l.number, amount: l.amount,
      billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
    })),
    partner: [{ partnerId: bill.partner_id, date: bill.bill_date, kind: 'purchase' as const, amount: `-${withTax(bill)}`, billType: bill.type, billId: bill.id, billSn: bill.bill_sn }],
  }),
});

/**
 * Goods back to the supplier at the cost they came in at (the source line's unit cost), or at the return price
 * when the return names no receipt; the supplier owes us the total with tax.
 */
export const purchaseReturn = defineBillType({
  meta: meta('purchase-returns'),
  toPostings: (bill) => ({
    stock: bill.lines.map((l) => ({
      productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction: 'out' as const, qty: l.number,
      amount: l.source_unit_cost !== undefined ? amount(new Decimal(l.source_unit_cost).mul(l.number)) : l.amount,
      ...(l.source_line_id ? { costFollows: { kind: 'return' as const, lineId: l.source_line_id } } : {}),
      billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
    })),
    partner: [{ partnerId: bill.partner_id, date: bill.bill_date, kind: 'purchase_return' as const, amount: withTax(bill), billType: bill.type, billId: bill.id, billSn: bill.bill_sn }],
  }),
});

/**
 * A received VAT invoice against purchase bill lines (red-letter: against return lines or an earlier invoice). It
 * moves no stock and no debt — the receipt did both; the bill engine keeps what it invoiced on the bill lines
 * (bill-invoice*.ts). With input VAT on invoice (finance setting) its approval voucher moves the tax from 暂估进项税额
 * to 进项税额 (engines/ledger templates).
 */
export const purchaseInvoice = defineBillType({ meta: meta('purchase-invoices'), ext: InvoiceExt, toPostings: () => ({}) });

export const purchaseBillTypes = [purchaseRequisition, purchaseEnquiry, supplierQuotation, purchaseOrder, purchaseBill, purchaseReturn, purchaseAfterSale, purchaseInvoice];
