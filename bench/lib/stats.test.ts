import { describe, expect, it } from 'vitest';
import { median, medianRatio, percentile, round } from './stats.ts';

describe('benchmark statistics', () => {
  it('the median of an odd and an even number of runs', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('p99 of 1..100 is 99, p50 is 50, and a single sample is every percentile', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile([7], 99)).toBe(7);
  });

  it('the ratio is the median of per-pair ratios, so one noisy pair does not move it', () => {
    // Pair 3 ran while the machine was busy: both halves are slow, its ratio is still 0.5.
    expect(medianRatio([10, 11, 30, 10, 9], [20, 20, 60, 20, 20])).toBe(0.5);
    expect(() => medianRatio([1], [1, 2])).toThrow(/pairs differ/);
  });

  it('rounds to three significant digits below 100', () => {
    expect(round(0.123456)).toBe(0.123);
    expect(round(12.345)).toBe(12.3);
    expect(round(1234.5)).toBe(1235);
  });
});
