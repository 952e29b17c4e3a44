import { describe, expect, it } from 'vitest';
import { cashSideWord, checkVoucherLines, type VoucherLineInput } from './voucher-rules.ts';

const line = (subject_code: string, debit?: string, credit?: string): VoucherLineInput => ({ summary: 's', subject_code, debit, credit });

describe('cashSideWord: the word of a system-made voucher under 收/付/转', () => {
  it('收 when cash comes in, 付 when it leaves (also between two cash accounts), 转 without cash', () => {
    expect(cashSideWord([line('100201', '10.00'), line('1122', undefined, '10.00')])).toBe('收');
    expect(cashSideWord([line('2202', '10.00'), line('1001', undefined, '10.00')])).toBe('付');
    expect(cashSideWord([line('1002', '10.00'), line('1001', undefined, '10.00')])).toBe('付');
    expect(cashSideWord([line('1405', '10.00'), line('2202', undefined, '10.00')])).toBe('转');
  });

  it('a red reversal keeps the word of what it reverses, and every chosen word passes the save checks', () => {
    const red = [line('1002', '-10.00'), line('1122', undefined, '-10.00')];
    expect(cashSideWord(red)).toBe('收');
    for (const lines of [red, [line('2202', '1'), line('1012', undefined, '1')], [line('5401', '1'), line('1405', undefined, '1')]]) {
      expect(checkVoucherLines(cashSideWord(lines), lines)).toHaveProperty('debit');
    }
  });
});
