import { describe, expect, it } from 'vitest';
import { dateFilter } from './date-range.ts';

describe('bill list date filter', () => {
  it('passes a range of up to a year and open ends', () => {
    expect(dateFilter('2026-01-01', '2026-12-31')).toEqual({ date_from: '2026-01-01', date_to: '2026-12-31' });
    expect(dateFilter('2026-01-01')).toEqual({ date_from: '2026-01-01', date_to: undefined });
  });
  it('refuses a reversed range and one longer than a year with the SPEC messages', () => {
    expect(dateFilter('2026-02-01', '2026-01-01')).toEqual({ error: 'dateRange.order' });
    expect(dateFilter('2025-01-01', '2026-01-02')).toEqual({ error: 'dateRange.tooLong' });
  });
});
