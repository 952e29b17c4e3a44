import { describe, expect, it } from 'vitest';
import { formatTable, judge } from './report.ts';

describe('bench results', () => {
  it('judges a ratio against the goal of its metric', () => {
    expect(judge('posting_throughput', { value: 500, unit: 'bills/s', baseline: 1800, ratio: 0.28, pairs: 5 })).toMatchObject({ goal: 'ratio >= 0.25', met: true });
    expect(judge('backdated_repost', { value: 9, unit: 's', baseline: 1, ratio: 9, pairs: 5 })).toMatchObject({ met: false });
  });

  it('the list API must also keep p99 within 15 ms', () => {
    const fast = { value: 3000, unit: 'req/s', baseline: 6000, ratio: 0.5, pairs: 5 };
    expect(judge('list_api_p99', { ...fast, detail: { p99_ms: 12 } }).met).toBe(true);
    expect(judge('list_api_p99', { ...fast, detail: { p99_ms: 40 } }).met).toBe(false);
  });

  it('metrics without a goal are reported, not judged', () => {
    expect(judge('import_rows_per_s', { value: 1500, unit: 'rows/s', baseline: 90000, ratio: 0.0167, pairs: 5 })).not.toHaveProperty('met');
  });

  it('prints one aligned row per metric', () => {
    const table = formatTable({ posting_throughput: judge('posting_throughput', { value: 412.345, unit: 'bills/s', baseline: 1830, ratio: 0.2253, pairs: 5 }) });
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('| posting_throughput | 412   | bills/s | 1830     | 0.225 | 5     | ratio >= 0.25 | NOT MET |');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
