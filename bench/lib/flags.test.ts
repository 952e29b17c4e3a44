import { describe, expect, it } from 'vitest';
import { parseFlags, size } from './flags.ts';

describe('bench flags', () => {
  it('full mode by default: 10 M moves, 100 k imported products, 5 pairs', () => {
    const plan = parseFlags([]);
    expect(plan).toMatchObject({ mode: 'full', moves: 10_000_000, importRows: 100_000, pairs: 5, keep: false, only: [] });
  });

  it('--quick builds about 100 k moves', () => {
    expect(parseFlags(['--quick'])).toMatchObject({ mode: 'quick', moves: 100_000 });
  });

  it('sizes override the mode, in either flag form, with k and M suffixes', () => {
    const plan = parseFlags(['--moves=1M', '--products', '5k', '--only=posting_throughput,list_api_p99', '--db', 'zf_bench_x']);
    expect(plan).toMatchObject({ mode: 'full', moves: 1_000_000, products: 5_000, only: ['posting_throughput', 'list_api_p99'], database: 'zf_bench_x', keep: true });
  });

  it('refuses what it does not know', () => {
    expect(() => parseFlags(['--fast'])).toThrow(/unknown flag/);
    expect(() => parseFlags(['quick'])).toThrow(/unknown argument/);
    expect(() => parseFlags(['--pairs=0'])).toThrow(/at least 1/);
    expect(() => size('ten')).toThrow(/not a number/);
    expect(size('1.5m')).toBe(1_500_000);
  });
});
