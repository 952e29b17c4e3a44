import { describe, expect, it } from 'vitest';
import { addMonths, chinaMonth, chinaToday } from './china-date.ts';

describe("China's business day", () => {
  it('is already tomorrow from 16:00 UTC, whatever the host zone', () => {
    expect(chinaToday(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(chinaToday(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
    expect(chinaMonth(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12');
    expect(chinaMonth(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });
  it('adds months across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-11', -3)).toBe('2026-08');
    expect(addMonths('2026-11', 26)).toBe('2029-01');
  });
});
