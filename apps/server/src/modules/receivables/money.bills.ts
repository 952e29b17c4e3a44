import { Decimal, amount, billMetaOf, type BillTypeCode } from '@zf/shared';
import { defineBillType, type BillForPosting } from '../../engines/bill/index.ts';
import type { AccountPosting, PartnerPosting } from '../../engines/posting/index.ts';

const meta = (type: BillTypeCode) => billMetaOf(type)!;
const negate = (v: string) => amount(new Decimal(v).neg());

/** One partner entry for the whole document (positive: the partner owes us more). */
const partnerEntry = (bill: BillForPosting, kind: PartnerPosting['kind'], value: string): PartnerPosting[] =>
  [{ partnerId: bill.partner_id, date: bill.bill_date, kind, amount: value, billType: bill.type, billId: bill.id, billSn: bill.bill_sn }];

/** One account entry per amount row: money in (+) or out (−) of the row's settlement account. */
const accountEntries = (bill: BillForPosting, sign: 1 | -1): AccountPosting[] => (bill.money_lines ?? []).map((l) => ({
  accountId: l.account_id, date: bill.bill_date, amount: sign === 1 ? amount(l.amount) : negate(l.amount), categoryId: l.category_id,
  partnerId: bill.partner_id, billType: bill.type, billId: bill.id, billSn: bill.bill_sn,
}));

/** Money from a partner into our accounts: they owe us that much less (or it is an advance we hold). */
export const receipt = defineBillType({
  meta: meta('receipts'),
  toPostings: (bill) => ({ partner: partnerEntry(bill, 'receipt', negate(bill.total_amount)), account: accountEntries(bill, 1) }),
});

/** Money out of our accounts to a partner: we owe them that much less (or it is an advance they hold). */
export const payment = defineBillType({
  meta: meta('payments'),
  toPostings: (bill) => ({ partner: partnerEntry(bill, 'payment', amount(bill.total_amount)), account: accountEntries(bill, -1) }),
});

/** A receivable not from goods (a service fee, an opening balance): the partner owes us; no money moves yet. */
export const receivableBill = defineBillType({
  meta: meta('receivable-bills'),
  toPostings: (bill) => ({ partner: partnerEntry(bill, 'receivable', amount(bill.total_amount)) }),
});

/** A payable not from goods (rent, a service, an opening balance): we owe the partner; no money moves yet. */
export const payableBill = defineBillType({
  meta: meta('payable-bills'),
  toPostings: (bill) => ({ partner: partnerEntry(bill, 'payable', negate(bill.total_amount)) }),
});

/** Income outside trade (interest, scrap sold for cash): money in, by income category; no partner balance moves. */
export const otherReceipt = defineBillType({ meta: meta('other-receipts'), toPostings: (bill) => ({ account: accountEntries(bill, 1) }) });

/** Spending outside trade (rent paid, freight, utilities): money out, by expense category. */
export const otherPayment = defineBillType({ meta: meta('other-payments'), toPostings: (bill) => ({ account: accountEntries(bill, -1) }) });

/**
 * Clears what a partner owes against what we owe them (a sale against a sales return, an advance against a sale):
 * equal amounts on both sides, so the partner's balance does not move; only the documents' open amounts do.
 */
export const verification = defineBillType({ meta: meta('verifications'), toPostings: () => ({}) });

export const moneyBillTypes = [receipt, payment, receivableBill, payableBill, otherReceipt, otherPayment, verification];
