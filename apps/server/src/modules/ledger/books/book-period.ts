/** Periods 'YYYY-MM': the months of a range and the first month of a period's year. */
export const yearStart = (period: string) => `${period.slice(0, 4)}-01`;

export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    const p = `${y}-${String(m).padStart(2, '0')}`;
    if (p > to) return out;
    out.push(p);
    m += 1;
    if (m > 12) { m = 1; y += 1; }
  }
}

export const monthSpan = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
