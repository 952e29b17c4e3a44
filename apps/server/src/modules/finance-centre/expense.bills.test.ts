import { describe, expect, it } from 'vitest';
import type { BillBodyInput } from '@zf/shared';
import type { BillForPosting } from '../../engines/bill/index.ts';
import { checkExpenseBody, expensePostings } from './expense.bills.ts';

const bill = (settle: string, over: Partial<BillForPosting> = {}): BillForPosting => ({
  id: 3, type: 'expense-bills', bill_sn: 'FYD-202611160001', bill_date: '2026-11-16', partner_id: 4, store_id: 0, out_store_id: 0, in_store_id: 0,
  total_amount: '262.00', tax_amount: '12.00', lines: [], ext: { settle },
  money_lines: [{ account_id: 7, category_id: 1, amount: '200.00', tax_amount: '12.00' }, { account_id: 7, category_id: 2, amount: '50.00', tax_amount: '0.00' }],
  ...over,
});
const body = (settle: string, over: Partial<BillBodyInput> = {}) => ({ bill_date: '2026-11-16', lines: [], ext: { settle }, money_lines: [{ category_id: 1, amount: '5.00' }], ...over }) as BillBodyInput;

describe('what an expense bill posts', () => {
  it('paid in cash: each row (amount + tax) leaves its account; no partner balance moves', () => {
    const p = expensePostings(bill('cash'));
    expect(p.account?.map((a) => [a.accountId, a.amount, a.categoryId])).toEqual([[7, '-212.00', 1], [7, '-50.00', 2]]);
    expect(p.partner).toBeUndefined();
  });

  it('on a supplier\'s account: we owe the supplier the whole bill (payable side)', () => {
    expect(expensePostings(bill('supplier', { money_lines: [{ account_id: 0, category_id: 1, amount: '200.00', tax_amount: '12.00' }] }))).toEqual({
      partner: [expect.objectContaining({ partnerId: 4, kind: 'payable', amount: '-212.00' })],
    });
  });

  it('an employee\'s claim posts to no subledger (its voucher credits 2241)', () => {
    expect(expensePostings(bill('employee'))).toEqual({});
  });
});

describe('expense bill rules', () => {
  it('cash needs the account on every row; on account takes none; supplier and employee need who is owed', () => {
    expect(checkExpenseBody(body('cash'))).toEqual({ 'money_lines.0.account_id': 'money.accountRequired' });
    expect(checkExpenseBody(body('supplier', { money_lines: [{ account_id: 7, category_id: 1, amount: '5.00' }] }))).toEqual({
      'money_lines.0.account_id': 'expense.accountNotHere', partner_id: 'bill.partnerRequired',
    });
    expect(checkExpenseBody(body('employee'))).toEqual({ principal_id: 'expense.employeeRequired' });
    expect(checkExpenseBody(body('employee', { principal_id: 5 }))).toEqual({});
  });
});
