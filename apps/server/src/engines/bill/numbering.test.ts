import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatBillSn } from './numbering.ts';

it('bill numbers are prefix + yyyyMMdd + a 4-digit sequence, unique and in order within a day', () => {
  expect(formatBillSn('CGRK-', '20261122', 1)).toBe('CGRK-202611220001');
  expect(formatBillSn('XS', '20261122', 9999)).toBe('XS202611229999');
  fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { minLength: 2 }), (seqs) => {
    const sns = seqs.map((n) => formatBillSn('RK', '20261122', n));
    expect(new Set(sns).size).toBe(seqs.length);
    const byNumber = [...seqs].sort((a, b) => a - b).map((n) => formatBillSn('RK', '20261122', n));
    // Within 4 digits, text order is number order (lists sort by bill_sn).
    if (seqs.every((n) => n <= 9999)) expect([...sns].sort()).toEqual(byNumber);
  }));
});
