import { Sampling } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { judge, sampleSize, withinLimits } from './check-items.ts';

describe('sample size', () => {
  it('full: the whole quantity; fixed count: at most the quantity; percentage: rounded up, at most the quantity', () => {
    expect(sampleSize(Sampling.full, '0', '130')).toBe('130.0000');
    expect(sampleSize(Sampling.count, '20', '130')).toBe('20.0000');
    expect(sampleSize(Sampling.count, '20', '12')).toBe('12.0000');
    expect(sampleSize(Sampling.percent, '5', '130')).toBe('7.0000');
    expect(sampleSize(Sampling.percent, '10', '100')).toBe('10.0000');
    expect(sampleSize(Sampling.percent, '10', '0.5')).toBe('0.5000');
  });
});

describe('limits', () => {
  it('a value passes within its limits (inclusive); limits of 0 and 0 mean none', () => {
    expect([withinLimits('9.95', '9.95', '10.05'), withinLimits('10.05', '9.95', '10.05'), withinLimits('10.08', '9.95', '10.05'), withinLimits('9.9', '9.95', '10.05')]).toEqual([true, true, false, false]);
    expect(withinLimits('123', '0', '0')).toBe(true);
  });
});

describe('row judgement', () => {
  it('a failed item fails the row, or makes it a concession when the row rejects nothing and is conceded; an unrecorded item leaves it pending', () => {
    const results = (...passed: Array<boolean | null>) => passed.map((p) => ({ passed: p }));
    expect(judge(results(true, true), '0', false)).toBe('passed');
    expect(judge(results(true, null), '0', false)).toBe('pending');
    expect(judge(results(true, false), '8', false)).toBe('failed');
    expect(judge(results(null, false), '0', false)).toBe('failed');
    expect(judge(results(true, false), '0', true)).toBe('concession');
    expect(judge(results(true, false), '8', true)).toBe('failed');
    expect(judge([], '0', false)).toBe('passed');
  });
});
