import { describe, expect, it } from 'vitest';
import { linkedDates } from './date-range.ts';

describe('linkedDates', () => {
  const of = (q: string) => linkedDates(new URLSearchParams(q));
  it('takes a valid range a link names (the dashboard cards)', () => {
    expect(of('date_from=2026-11-01&date_to=2026-11-26')).toEqual({ date_from: '2026-11-01', date_to: '2026-11-26' });
  });
  it('ignores half a range, a reversed or over-long one and anything that is not a date', () => {
    expect(of('date_from=2026-11-01')).toEqual({});
    expect(of('date_from=2026-11-26&date_to=2026-11-01')).toEqual({});
    expect(of('date_from=2024-01-01&date_to=2026-01-01')).toEqual({});
    expect(of('date_from=yesterday&date_to=2026-11-01')).toEqual({});
  });
});
