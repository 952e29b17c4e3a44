import { Decimal } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { balanceColumns, balanceSides, directionAndBalance, sumColumns } from './book-amounts.ts';
import { figuresOf } from './book-figures.ts';

const d = (v: string) => new Decimal(v);

describe('book amounts', () => {
  it('shows a balance on the side of its sign and names the direction', () => {
    expect(balanceSides(d('-30.5'))).toEqual({ debit: '0.00', credit: '30.50' });
    expect(balanceSides(d('12'))).toEqual({ debit: '12.00', credit: '0.00' });
    expect(directionAndBalance(d('-3'), 'zh-CN')).toEqual({ direction: '贷', balance: '3.00' });
    expect(directionAndBalance(d('0'), 'zh-CN')).toEqual({ direction: '平', balance: '0.00' });
    expect(directionAndBalance(d('4'), 'en-US')).toEqual({ direction: 'Dr', balance: '4.00' });
  });

  it('computes opening, movements, year to date and closing from months and openings', () => {
    const months = new Map([
      ['2025-11', { debit: d('100'), credit: d('0') }],
      ['2025-12', { debit: d('0'), credit: d('40') }],
      ['2026-01', { debit: d('10'), credit: d('5') }],
      ['2026-02', { debit: d('7'), credit: d('0') }],
    ]);
    const f = figuresOf({ prior: d('1'), months }, { net: d('50'), ytdDebit: d('3'), ytdCredit: d('2') }, '2025-12', '2026-02', '2025-11');
    expect(balanceColumns(f)).toEqual({
      opening_debit: '151.00', opening_credit: '0.00', debit: '17.00', credit: '45.00',
      year_debit: '17.00', year_credit: '5.00', closing_debit: '123.00', closing_credit: '0.00',
    });
    // The opening's year-to-date figures count only in the year the books started.
    const same = figuresOf({ prior: d('0'), months }, { net: d('0'), ytdDebit: d('3'), ytdCredit: d('2') }, '2025-11', '2025-12', '2025-11');
    expect([same.yearDebit.toFixed(2), same.yearCredit.toFixed(2)]).toEqual(['103.00', '42.00']);
    expect(sumColumns([balanceColumns(f), balanceColumns(f)]).closing_debit).toBe('246.00');
  });
});
