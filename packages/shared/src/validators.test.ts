import { describe, expect, it } from 'vitest';
import {
  checkCancelReason, checkDateRange, checkDecimal, checkEmail, checkIdCard, checkNumberEditor, checkNumericInput,
  checkPassword, checkPasswordChange, checkPhone, checkSort, checkTotals100, checkTransferStores, maxDateRangeMs,
} from './validators.ts';
import { message } from './messages.ts';

describe('mobile phone (SPEC §5)', () => {
  it.each(['13000000000', '19999999999', '15912345678', ''])('accepts %s', (p) => expect(checkPhone(p)).toBeNull());
  it.each(['12000000000', '10000000000', '1300000000', '130000000000', '23000000000', '1300000000a'])('refuses %s as not 1[3-9]…', (p) =>
    expect(checkPhone(p)).toBe('phone.startWith'));
  it('a number starting with 9 must be exactly 10 digits, with its own message', () => {
    expect(checkPhone('9123456789')).toBeNull();
    expect(checkPhone('912345678')).toBe('phone.nineDigits');
    expect(checkPhone('91234567890')).toBe('phone.nineDigits');
    expect(message('en-US', 'phone.nineDigits')).toBe('Please enter a 10-digit mobile phone number starting with 9');
    expect(message('en-US', 'phone.startWith')).toBe('Please enter a mobile number starting with 9 or 1');
  });
});

describe('password (SPEC §5)', () => {
  it('8 to 32 letters or digits starting with a letter', () => {
    expect(checkPassword('Abcdefg1')).toBeNull();
    expect(checkPassword('a'.repeat(32))).toBeNull();
    expect(checkPassword('Abcdef1')).toBe('password.length');
    expect(checkPassword('a'.repeat(33))).toBe('password.length');
    expect(checkPassword('1bcdefgh')).toBe('password.startLetter');
    expect(checkPassword('Abcdefg!')).toBe('password.chars');
    expect(checkPassword('')).toBe('password.required');
  });
  it('change password: all required, lengths, letter first, confirmation equal, with the SPEC wording', () => {
    expect(checkPasswordChange({ originPassword: '', newPassword1: '', newPassword: '' })).toEqual({
      originPassword: 'password.required', newPassword1: 'password.required', newPassword: 'password.required',
    });
    expect(checkPasswordChange({ originPassword: 'short', newPassword1: '1bcdefgh', newPassword: 'x' })).toEqual({
      originPassword: 'password.length', newPassword1: 'password.startLetter', newPassword: 'password.mismatch',
    });
    expect(checkPasswordChange({ originPassword: 'Oldpass12', newPassword1: 'Newpass12', newPassword: 'Newpass12' })).toEqual({});
    expect(message('en-US', 'password.required')).toBe('Please enter your password');
    expect(message('en-US', 'password.length')).toBe('The password length is between 8 and 32 characters.');
    expect(message('en-US', 'password.mismatch')).toBe('The passwords you entered twice do not match!');
  });
});

describe('other SPEC §5 rules at their boundaries', () => {
  it('ID card: 15 digits, 18 digits, or 17 digits plus X', () => {
    for (const ok of ['123456789012345', '123456789012345678', '12345678901234567X', '12345678901234567x']) expect(checkIdCard(ok)).toBeNull();
    for (const bad of ['12345678901234', '1234567890123456', '1234567890123456789', '1234567890123456XX']) expect(checkIdCard(bad)).toBe('idCard.format');
  });
  it('email', () => {
    expect(checkEmail('a@b.cn')).toBeNull();
    expect(checkEmail('a@b')).toBe('email.format');
    expect(message('en-US', 'email.format')).toBe('Incorrect email format.');
  });
  it('date range: start ≤ end, at most 31,536,000,000 ms', () => {
    expect(checkDateRange(0, maxDateRangeMs)).toBeNull();
    expect(checkDateRange(0, maxDateRangeMs + 1)).toBe('dateRange.tooLong');
    expect(checkDateRange('2026-01-02', '2026-01-01')).toBe('dateRange.order');
    expect(checkDateRange('2026-01-01', '2026-01-01')).toBeNull();
  });
  it('sort: integer 1 to 9999', () => {
    expect(checkSort(1)).toBeNull();
    expect(checkSort(9999)).toBeNull();
    expect(checkSort(0)).toBe('sort.range');
    expect(checkSort(10000)).toBe('sort.range');
    expect(checkSort('1.5')).toBe('sort.range');
  });
  it('decimal editors: 10 integer digits and 2/4/6 decimals', () => {
    expect(checkDecimal('9999999999.99', 2)).toBeNull();
    expect(checkDecimal('99999999999', 2)).toBe('decimal.format');
    expect(checkDecimal('1.123', 2)).toBe('decimal.format');
    expect(checkDecimal('1.1234', 4)).toBeNull();
    expect(checkDecimal('1.123456', 6)).toBeNull();
    expect(checkDecimal('1.1234567', 6)).toBe('decimal.format');
  });
  it('number editor: 0 to 9,999,999,999 unless set', () => {
    expect(checkNumberEditor(0)).toBeNull();
    expect(checkNumberEditor(9_999_999_999)).toBeNull();
    expect(checkNumberEditor(10_000_000_000)).toBe('number.range');
    expect(checkNumberEditor(-1)).toBe('number.range');
    expect(checkNumberEditor(-5, -10, 10)).toBeNull();
  });
  it('numeric input filter: defaults max 999999.99, min 0, 2 decimals; minus only when min < 0 and at the start', () => {
    expect(checkNumericInput('999999.99')).toBeNull();
    expect(checkNumericInput('1000000')).toBe('numeric.format');
    expect(checkNumericInput('1.234')).toBe('numeric.format');
    expect(checkNumericInput('-1')).toBe('numeric.format');
    expect(checkNumericInput('-1', { min: -10 })).toBeNull();
    expect(checkNumericInput('1-', { min: -10 })).toBe('numeric.format');
    expect(checkNumericInput('-11', { min: -10 })).toBe('numeric.format');
    expect(checkNumericInput('5', { decimals: 0 })).toBeNull();
    expect(checkNumericInput('5.0', { decimals: 0 })).toBe('numeric.format');
  });
  it('percentages and widths must total 100; reasons need two characters; transfer stores differ', () => {
    expect(checkTotals100(['33.33', '33.33', '33.34'], 'printWidths')).toBeNull();
    expect(checkTotals100([50, 49.99], 'abcPercent')).toBe('total100.abcPercent');
    expect(checkCancelReason('走')).toBe('cancelReason.length');
    expect(checkCancelReason('不用')).toBeNull();
    expect(checkTransferStores(1, 1)).toBe('transfer.sameStore');
    expect(checkTransferStores(1, 2)).toBeNull();
  });
});
