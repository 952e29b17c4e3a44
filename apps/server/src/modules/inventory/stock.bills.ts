import { billMetaOf, type BillTypeCode } from '@zf/shared';
import { defineBillType } from '../../engines/bill/index.ts';

const meta = (type: BillTypeCode) => billMetaOf(type)!;

/** Other stock-in: goods in at the stated price × quantity. */
export const otherIn = defineBillType({
  meta: meta('other-ins'),
  toPostings: (bill) => ({
    stock: bill.lines.map((l) => ({
      productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction: 'in' as const, qty: l.number, amount: l.amount,
      billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
    })),
  }),
});

/**
 * Opening stock (仓库期初): the quantities and values each warehouse holds when the books start, posted as valued
 * stock-ins like any receipt, so the stock ledger starts from them. Dated before the start period, they sit in a
 * closed period once accounting is initialized, which is what locks them (the period gate).
 */
export const stockOpening = defineBillType({
  meta: meta('stock-openings'),
  toPostings: (bill) => otherIn.toPostings(bill),
});

/** Other stock-out: goods out, costed by the method. */
export const otherOut = defineBillType({
  meta: meta('other-outs'),
  toPostings: (bill) => ({
    stock: bill.lines.map((l) => ({
      productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction: 'out' as const, qty: l.number,
      billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
    })),
  }),
});

/** Transfer: out of one warehouse at its cost, into the other at exactly that cost (each in follows its out). */
export const stockTransfer = defineBillType({
  meta: meta('stock-transfers'),
  toPostings: (bill) => ({
    stock: bill.lines.flatMap((l, i) => [
      { productId: l.product_id, warehouseId: bill.out_store_id, date: bill.bill_date, direction: 'out' as const, qty: l.number, billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id },
      { productId: l.product_id, warehouseId: bill.in_store_id, date: bill.bill_date, direction: 'in' as const, qty: l.number, costOf: 2 * i, billType: bill.type, billId: bill.id, billSn: bill.bill_sn },
    ]),
  }),
});

export const stockBillTypes = [stockOpening, otherIn, otherOut, stockTransfer];
