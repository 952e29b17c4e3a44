import { describe, expect, it } from 'vitest';
import { interleave, warmupOr } from './interleave.ts';

describe('interleaved runs', () => {
  it('alternates the metric and its baseline round by round, after unrecorded warm-up rounds', async () => {
    const order: string[] = [];
    const step = (name: string, value: number) => ({ name, run: async (round: number) => { order.push(`${name}${round}`); return value + round; } });
    const results = await interleave([step('A', 10), step('B', 20)], { rounds: 3, warmup: 1 });
    expect(order).toEqual(['A-1', 'B-1', 'A0', 'B0', 'A1', 'B1', 'A2', 'B2']);
    expect(results).toEqual({ A: [10, 11, 12], B: [20, 21, 22] });
  });

  it('a warm-up round runs half as long as a measured one', () => {
    expect(warmupOr(-1, 2)).toBe(1);
    expect(warmupOr(0, 2)).toBe(2);
  });

  it('refuses two steps of the same name', async () => {
    const s = { name: 'A', run: async () => 1 };
    await expect(interleave([s, s], { rounds: 1 })).rejects.toThrow(/distinct/);
  });
});
