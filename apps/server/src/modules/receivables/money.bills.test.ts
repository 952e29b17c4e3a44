import { describe, expect, it } from 'vitest';
import type { BillForPosting } from '../../engines/bill/index.ts';
import { otherPayment, payableBill, payment, receipt, receivableBill, verification } from './money.bills.ts';

const bill = (type: string, over: Partial<BillForPosting> = {}): BillForPosting => ({
  id: 9, type, bill_sn: 'SKD-202611200001', bill_date: '2026-11-20', partner_id: 4, store_id: 0, out_store_id: 0, in_store_id: 0,
  total_amount: '150.00', tax_amount: '0.00', lines: [],
  money_lines: [{ account_id: 1, category_id: 0, amount: '100.00' }, { account_id: 2, category_id: 0, amount: '50.00' }],
  ...over,
});

describe('what money documents post', () => {
  it('a receipt lowers what the customer owes by its total and puts each row into its account', () => {
    const p = receipt.toPostings(bill('receipts'));
    expect(p.partner).toEqual([expect.objectContaining({ partnerId: 4, kind: 'receipt', amount: '-150.00' })]);
    expect(p.account?.map((a) => [a.accountId, a.amount, a.partnerId])).toEqual([[1, '100.00', 4], [2, '50.00', 4]]);
  });

  it('a payment lowers what we owe the supplier and takes the money out of the accounts', () => {
    const p = payment.toPostings(bill('payments'));
    expect(p.partner?.[0]).toMatchObject({ kind: 'payment', amount: '150.00' });
    expect(p.account?.map((a) => a.amount)).toEqual(['-100.00', '-50.00']);
  });

  it('receivable and payable bills move the partner balance only', () => {
    expect(receivableBill.toPostings(bill('receivable-bills'))).toEqual({ partner: [expect.objectContaining({ kind: 'receivable', amount: '150.00' })] });
    expect(payableBill.toPostings(bill('payable-bills'))).toEqual({ partner: [expect.objectContaining({ kind: 'payable', amount: '-150.00' })] });
  });

  it('other payments move money by expense category and leave partner balances alone', () => {
    const p = otherPayment.toPostings(bill('other-payments', { money_lines: [{ account_id: 1, category_id: 7, amount: '80.00' }] }));
    expect(p.partner).toBeUndefined();
    expect(p.account).toEqual([expect.objectContaining({ accountId: 1, categoryId: 7, amount: '-80.00' })]);
  });

  it('a verification bill posts nothing: both sides are equal', () => {
    expect(verification.toPostings(bill('verifications', { money_lines: [] }))).toEqual({});
  });
});
