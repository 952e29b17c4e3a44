import { chinaMonth } from '@zf/shared';

/** Month arithmetic of the finance centre's queries (the month's own schema is the shared contract's). */
export const periodStart = (period: string) => `${period}-01`;
export const periodEnd = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
/** The day before a date ("2026-11-01" → "2026-10-31"). */
export const dayBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
export const currentPeriod = (): string => chinaMonth();
