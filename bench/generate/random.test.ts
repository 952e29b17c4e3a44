import { describe, expect, it } from 'vitest';
import { between, seededRandom, zipfPicker } from './random.ts';

describe('generator randomness', () => {
  it('the same seed gives the same sequence', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(xs);
    for (const x of xs) expect(x).toBeGreaterThanOrEqual(0);
    for (const x of xs) expect(x).toBeLessThan(1);
  });

  it('between stays inside its bounds and reaches both', () => {
    const random = seededRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => between(random, 3, 5)));
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });

  it('popular products are picked far more often than the tail', () => {
    const pick = zipfPicker(1000);
    const random = seededRandom(7);
    const counts = new Array(1000).fill(0);
    for (let i = 0; i < 50_000; i++) counts[pick(random)]++;
    expect(counts[0]).toBeGreaterThan(counts[999] * 20);
    expect(counts.every((c, i) => i === 0 || c >= 0)).toBe(true);
  });
});
