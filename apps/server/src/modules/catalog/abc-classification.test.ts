import { checkTotals100 } from '@zf/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyAbc, defaultAbcPercentages } from './abc-classification.ts';

const letters = (m: Map<number, string>) => [...m.entries()].sort(([a], [b]) => a - b).map(([, l]) => l).join('');

describe('ABC classification by share of value', () => {
  it('70/20/10: the few products holding most of the value are A, the long tail C', () => {
    // values 50, 30, 10, 5, 5 of 100: 50 and 30 reach 80 % (the crossing product stays A), 10 reaches 90 % (B).
    const items = [{ id: 1, value: '50' }, { id: 2, value: '5' }, { id: 3, value: '30' }, { id: 4, value: '10' }, { id: 5, value: '5' }];
    expect(letters(classifyAbc(items, defaultAbcPercentages))).toBe('ACABC');
  });

  it('products without value are C, and nothing at all of value makes everything C', () => {
    expect(letters(classifyAbc([{ id: 1, value: '100' }, { id: 2, value: '0' }], defaultAbcPercentages))).toBe('AC');
    expect(letters(classifyAbc([{ id: 1, value: '0' }, { id: 2, value: '0' }], defaultAbcPercentages))).toBe('CC');
  });

  it('other percentages move the lines: 50/30/20', () => {
    const items = [40, 25, 15, 10, 10].map((v, i) => ({ id: i + 1, value: String(v) }));
    // before: 0 (A), 40 (A, < 50), 65 (B, < 80), 80 (C), 90 (C)
    expect(letters(classifyAbc(items, { a_percent: '50', b_percent: '30', c_percent: '20' }))).toBe('AABCC');
  });

  it('SPEC §5: the three percentages must total 100', () => {
    expect(checkTotals100(['70', '20', '10'], 'abcPercent')).toBeNull();
    expect(checkTotals100(['70', '20', '5'], 'abcPercent')).toBe('total100.abcPercent');
  });

  it('for any values: A products hold at least A% of the value and the classes follow the ranking', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 60 }), (values) => {
      const items = values.map((v, i) => ({ id: i + 1, value: String(v) }));
      const classes = classifyAbc(items, defaultAbcPercentages);
      const total = values.reduce((s, v) => s + v, 0);
      const aValue = items.filter((i) => classes.get(i.id) === 'A').reduce((s, i) => s + Number(i.value), 0);
      if (total > 0) expect(aValue * 100).toBeGreaterThanOrEqual(total * 70);
      const rank = { A: 0, B: 1, C: 2 } as const;
      for (const x of items) for (const y of items) {
        if (Number(x.value) > Number(y.value)) expect(rank[classes.get(x.id)!]).toBeLessThanOrEqual(rank[classes.get(y.id)!]);
      }
    }));
  });
});
