import { BillBody, billMetaOf } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { checkMoneyRows } from './money-rows.ts';

const money = (type: string) => billMetaOf(type)!.money!;
const body = (extra: Record<string, unknown>) => BillBody.parse({ bill_date: '2026-11-20', partner_id: 1, ...extra });

describe('money document rows', () => {
  it('a receipt needs an amount row with a settlement account', () => {
    expect(checkMoneyRows(money('receipts'), body({}))).toEqual({ money_lines: 'money.linesRequired' });
    expect(checkMoneyRows(money('receipts'), body({ money_lines: [{ amount: '10' }] }))).toEqual({ 'money_lines.0.account_id': 'money.accountRequired' });
    expect(checkMoneyRows(money('receipts'), body({ money_lines: [{ account_id: 3, amount: '10' }] }))).toEqual({});
  });

  it('other payments and receivable bills name an income-expense category; a receivable bill needs no account', () => {
    expect(checkMoneyRows(money('other-payments'), body({ money_lines: [{ account_id: 3, amount: '10' }] }))).toEqual({ 'money_lines.0.category_id': 'money.categoryRequired' });
    expect(checkMoneyRows(money('receivable-bills'), body({ money_lines: [{ category_id: 2, amount: '10' }] }))).toEqual({});
  });

  it('a receipt clears at most its own amount, each document once', () => {
    const rows = { money_lines: [{ account_id: 3, amount: '100.00' }] };
    expect(checkMoneyRows(money('receipts'), body({ ...rows, settlements: [{ bill_id: 7, amount: '60' }, { bill_id: 8, amount: '40' }] }))).toEqual({});
    expect(checkMoneyRows(money('receipts'), body({ ...rows, settlements: [{ bill_id: 7, amount: '60' }, { bill_id: 8, amount: '40.01' }] }))).toEqual({ settlements: 'money.overSettled' });
    expect(checkMoneyRows(money('receipts'), body({ ...rows, settlements: [{ bill_id: 7, amount: '1' }, { bill_id: 7, amount: '1' }] }))).toEqual({ 'settlements.1.bill_id': 'money.settlementDuplicate' });
  });

  it('a verification bill has clearing rows only, at least two; other receipts clear nothing', () => {
    expect(checkMoneyRows(money('verifications'), body({ settlements: [{ bill_id: 7, amount: '1' }] }))).toEqual({ settlements: 'money.settlementRequired' });
    expect(checkMoneyRows(money('verifications'), body({ settlements: [{ bill_id: 7, amount: '1' }, { bill_id: 9, amount: '1' }] }))).toEqual({});
    expect(checkMoneyRows(money('other-receipts'), body({ money_lines: [{ account_id: 1, category_id: 1, amount: '5' }], settlements: [{ bill_id: 7, amount: '1' }] }))).toEqual({ settlements: 'field.invalid' });
  });

  it('amounts must be above zero (the body schema)', () => {
    expect(BillBody.safeParse({ bill_date: '2026-11-20', money_lines: [{ account_id: 1, amount: '0' }] }).success).toBe(false);
    expect(BillBody.safeParse({ bill_date: '2026-11-20', settlements: [{ bill_id: 1, amount: '-3' }] }).success).toBe(false);
  });
});
