import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CostMove, CostState } from './cost-state.ts';
import { movingAverageFixedIssue, movingAverageFixedIssueDecimal } from './fixed-cost-issue.ts';
import { formatFixed, parseFixed } from './fixed-point.ts';
import { movingAverage, movingAverageDecimal } from './moving-average.ts';

const scaled = (units: bigint, dp: number) => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(dp + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -dp)}.${digits.slice(-dp)}`;
};
const quantity = (max: bigint) => fc.bigInt({ min: -max, max }).map((n) => scaled(n, 4));
const money = (max: bigint) => fc.bigInt({ min: -max, max }).map((n) => scaled(n, 2));
// Small and huge magnitudes, negative stock (allowed by some enterprises), zero.
const state = fc.oneof(
  fc.record({ qty: quantity(1_000_000n), value: money(1_000_000n) }),
  fc.record({ qty: quantity(10n ** 15n), value: money(10n ** 15n) }),
  fc.constant({ qty: '0.0000', value: '0.00' }),
) as fc.Arbitrary<CostState>;
const move = (s: CostState) => fc.oneof(
  fc.record({ direction: fc.constant('in' as const), qty: quantity(10n ** 12n).map((q) => q.replace('-', '')), amount: money(10n ** 12n) }),
  fc.record({ direction: fc.constant('out' as const), qty: quantity(10n ** 12n).map((q) => q.replace('-', '')) }),
  // Issuing exactly what is on hand takes the whole value.
  fc.constant({ direction: 'out' as const, qty: s.qty.replace('-', '') }),
) as fc.Arbitrary<CostMove>;

describe('fixed-point costing', () => {
  it('parses and writes decimals like money.ts: rounding half away from zero or toward zero, no negative zero', () => {
    expect(formatFixed(parseFixed('2.345')!, 2, 'halfUp')).toBe('2.35');
    expect(formatFixed(parseFixed('-2.345')!, 2, 'halfUp')).toBe('-2.35');
    expect(formatFixed(parseFixed('-1.23459')!, 4, 'down')).toBe('-1.2345');
    expect(formatFixed(parseFixed('-0.004')!, 2, 'halfUp')).toBe('0.00');
    expect(formatFixed(parseFixed('7')!, 6, 'halfUp')).toBe('7.000000');
    expect(parseFixed('1e5')).toBeUndefined();
    expect(parseFixed('0.1234567890123')).toBeUndefined();
  });

  it('moving average gives exactly what decimal.js gives, for any state and movement', () => {
    fc.assert(fc.property(state.chain((s) => fc.tuple(fc.constant(s), move(s))), ([s, m]) => {
      expect(movingAverage(s, m)).toEqual(movingAverageDecimal(s, m));
    }), { numRuns: 2000 });
  }, 60_000);

  it('a fixed-cost issue under moving average gives exactly what decimal.js gives', () => {
    fc.assert(fc.property(state, quantity(10n ** 12n), money(10n ** 12n), (s, q, a) => {
      const positive = q.replace('-', '');
      expect(movingAverageFixedIssue(s, positive, a)).toEqual(movingAverageFixedIssueDecimal(s, positive, a));
    }), { numRuns: 2000 });
  }, 60_000);

  it('falls back to decimal.js for input it cannot hold exactly', () => {
    const s = { qty: '3.0000', value: '10.00' };
    const m: CostMove = { direction: 'in', qty: '1', amount: '1e2' };
    expect(movingAverage(s, m)).toEqual(movingAverageDecimal(s, m));
  });
});
