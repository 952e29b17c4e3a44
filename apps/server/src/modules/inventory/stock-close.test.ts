import { describe, expect, it } from 'vitest';
import { closeFor, latestSettledMonthEnd, previousMonthEnd } from './stock-close.ts';

describe('which month-end close a date reads from', () => {
  it('is the date itself at a month end, else the end of the month before', () => {
    expect(closeFor('2026-09-30')).toBe('2026-09-30');
    expect(closeFor('2026-10-01')).toBe('2026-09-30');
    expect(closeFor('2026-10-30')).toBe('2026-09-30');
    expect(closeFor('2028-02-29')).toBe('2028-02-29');
    expect(closeFor('2027-02-28')).toBe('2027-02-28');
    expect(closeFor('2027-01-15')).toBe('2026-12-31');
    expect(previousMonthEnd('2026-03-31')).toBe('2026-02-28');
  });

  it('is built only for month ends three days past, in Chinese calendar days', () => {
    // 3 November in Beijing (02:00 +08:00 is still 2 November in UTC): 31 October is exactly three days past.
    expect(latestSettledMonthEnd(new Date('2026-11-02T18:00:00Z'))).toBe('2026-10-31');
    expect(latestSettledMonthEnd(new Date('2026-11-02T15:00:00Z'))).toBe('2026-09-30');
    expect(latestSettledMonthEnd(new Date('2026-11-24T05:00:00Z'))).toBe('2026-10-31');
  });
});
