import { describe, expect, it } from 'vitest';
import { addMonths, periodList } from './period-list.ts';

describe('period list', () => {
  it('counts months across years', () => {
    expect([addMonths('2026-11', 1), addMonths('2026-12', 1), addMonths('2026-01', -1), addMonths('2026-03', 14)]).toEqual(['2026-12', '2027-01', '2025-12', '2027-05']);
  });
  it('lists the periods from the start, closed before the current ones', () => {
    expect(periodList('2026-09', '2026-10', '2026-09', '2026-11')).toEqual([
      { period: '2026-09', business_closed: true, accounting_closed: false },
      { period: '2026-10', business_closed: false, accounting_closed: false },
      { period: '2026-11', business_closed: false, accounting_closed: false },
    ]);
  });
});
