import { addMonths } from '@zf/shared';

export { addMonths };

/**
 * The periods of the books from the start period to the later of this month and the open periods, each closed or
 * open for business (业务) and accounting (会计): every month before the enterprise's current period is closed.
 */
export function periodList(start: string, business: string, accounting: string, thisMonth: string) {
  const last = [thisMonth, business, accounting].filter(Boolean).reduce((a, b) => (a > b ? a : b));
  const list: Array<{ period: string; business_closed: boolean; accounting_closed: boolean }> = [];
  for (let p = start; p <= last && list.length < 600; p = addMonths(p, 1)) {
    list.push({ period: p, business_closed: p < business, accounting_closed: p < accounting });
  }
  return list;
}
