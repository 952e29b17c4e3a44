import { describe, expect, it } from 'vitest';
import { monthSpan, monthsBetween, yearStart } from './book-period.ts';

describe('book periods', () => {
  it('lists the months of a range across a year boundary', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04', '2026-03')).toEqual([]);
    expect(monthSpan('2025-11', '2026-02')).toBe(4);
    expect(yearStart('2026-07')).toBe('2026-01');
  });
});
