/**
 * The business day is China's (Asia/Shanghai, UTC+8) wherever the server or a test runs: between 16:00 and 24:00
 * UTC a machine on UTC is still on yesterday, and a date taken from it would put a bill a day before the one the
 * user (and every other "today" of the server) sees.
 */
export const chinaToday = (now: Date = new Date()): string => now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** 'YYYY-MM' of China's business day. */
export const chinaMonth = (now: Date = new Date()): string => chinaToday(now).slice(0, 7);

/** 'YYYY-MM' + n months (calendar arithmetic, no time zone involved). */
export function addMonths(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}
