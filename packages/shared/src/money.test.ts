import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amount, formatAmount, lineAmount, qty, sum, unitPrice } from './money.ts';

describe('money and quantities', () => {
  it('quantities truncate to 4 decimals, amounts round to 2', () => {
    expect(qty('1.23459')).toBe('1.2345');
    expect(amount('1.005')).toBe('1.01');
    expect(lineAmount('3.333333', '3')).toBe('10.00');
  });
  it('keeps 40 significant digits where the default would round at 20', () => {
    expect(lineAmount('123456789012.345678', '98765.4321')).toBe('12193263112482853.12');
  });
  it('thousands separators', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('-1000')).toBe('-1,000.00');
    // A figure column rights withheld is absent from the answer: an empty cell, not an error.
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount('999')).toBe('999.00');
  });
  it('summing cents is exact for any list of amounts', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (cents) => {
      const total = sum(cents.map((c) => (c / 100).toFixed(2)));
      expect(total.mul(100).toNumber()).toBe(cents.reduce((a, b) => a + b, 0));
    }));
  });
});

describe('negative zero', () => {
  it('a value that rounds to zero is written without a sign, as PostgreSQL stores it', () => {
    expect(amount('-0.001')).toBe('0.00');
    expect(qty('-0.00001')).toBe('0.0000');
    expect(unitPrice('-0.0000001')).toBe('0.000000');
    expect(amount('-0.005')).toBe('-0.01');
  });
});
