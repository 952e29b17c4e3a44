import { describe, expect, it } from 'vitest';
import { Decimal } from '@zf/shared';
import { carryDownVouchers, pnlSide, surplusReserve, surplusReserveLines, yearEndLines, type PnlBalance } from './carry-down-lines.ts';

const none = { partner_id: 0, department_id: 0, employee_id: 0, project_id: 0, product_id: 0 };
const bal = (code: string, balance: string, extra: Partial<PnlBalance> = {}): PnlBalance => ({ ...none, code, side: pnlSide(code, code < '5401' ? 2 : 1), balance, ...extra });
const brief = (lines: ReturnType<typeof carryDownVouchers>[number]) => lines.map((l) => `${l.subject_code} ${l.debit ? `Dr ${l.debit}` : `Cr ${l.credit}`}${l.project_id ? ` p${l.project_id}` : ''}`);

describe('carry-down lines', () => {
  it('sorts accounts into income and expenses by the standard codes, others by their side', () => {
    expect([pnlSide('500101', 1), pnlSide('5301', 2), pnlSide('560201', 1), pnlSide('5801', 2), pnlSide('5901', 2), pnlSide('5902', 1)])
      .toEqual(['income', 'income', 'expense', 'expense', 'income', 'expense']);
  });

  it('debits income and credits expenses against 3103, one voucher, per account and auxiliary value', () => {
    const [v, ...rest] = carryDownVouchers([
      bal('5001', '-1000.00'), bal('5051', '-20.50'), bal('5401', '600.00'), bal('560201', '100.00', { project_id: 3 }), bal('560201', '50.25', { project_id: 4 }), bal('5603', '0.00'),
    ], false);
    expect(rest).toEqual([]);
    expect(brief(v!)).toEqual(['5001 Dr 1000.00', '5051 Dr 20.50', '3103 Cr 1020.50', '3103 Dr 750.25', '5401 Cr 600.00', '560201 Cr 100.00 p3', '560201 Cr 50.25 p4']);
  });

  it('makes two vouchers when split, and none for a side without balances', () => {
    expect(carryDownVouchers([bal('5001', '-10.00'), bal('5401', '4.00')], true).map(brief)).toEqual([['5001 Dr 10.00', '3103 Cr 10.00'], ['3103 Dr 4.00', '5401 Cr 4.00']]);
    expect(carryDownVouchers([bal('5401', '4.00')], true).map(brief)).toEqual([['3103 Dr 4.00', '5401 Cr 4.00']]);
    expect(carryDownVouchers([bal('5001', '0.00')], false)).toEqual([]);
  });

  it('keeps an account on its side with a red amount when its balance is unusual (returns above sales)', () => {
    expect(carryDownVouchers([bal('5001', '30.00')], false).map(brief)).toEqual([['5001 Dr -30.00', '3103 Cr -30.00']]);
  });

  it('carries the year: a profit Dr 3103 / Cr 未分配利润, a loss the other way round', () => {
    expect(brief(yearEndLines('-12345.67', '310404'))).toEqual(['3103 Dr 12345.67', '310404 Cr 12345.67']);
    expect(brief(yearEndLines('200.00', '310404'))).toEqual(['310404 Dr 200.00', '3103 Cr 200.00']);
    expect(yearEndLines('0.00', '310404')).toEqual([]);
  });

  it('appropriates the statutory surplus reserve from the profit left after earlier losses, none from a loss', () => {
    expect(surplusReserve('-699.75', '0.00', '10.00').toFixed(2)).toBe('69.98');
    // 1,000 of earlier losses (a debit balance of 未分配利润) are made up first: 10 % of 5,000 − 1,000.
    expect(surplusReserve('-5000.00', '1000.00', '10.00').toFixed(2)).toBe('400.00');
    expect(surplusReserve('-5000.00', '-300.00', '10.00').toFixed(2)).toBe('500.00');
    expect(surplusReserve('-800.00', '1000.00', '10.00').toFixed(2)).toBe('0.00');
    expect(surplusReserve('200.00', '0.00', '10.00').toFixed(2)).toBe('0.00');
    expect(surplusReserve('-5000.00', '0.00', '0').toFixed(2)).toBe('0.00');
    expect(brief(surplusReserveLines(new Decimal('400'), '310404', '310401'))).toEqual(['310401 Dr 400.00', '3101 Cr 400.00', '310404 Dr 400.00', '310401 Cr 400.00']);
    expect(brief(surplusReserveLines(new Decimal('400'), '3104', undefined))).toEqual(['3104 Dr 400.00', '3101 Cr 400.00']);
    expect(surplusReserveLines(new Decimal(0), '310404', '310401')).toEqual([]);
  });
});
