import { reportDefinitions } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { drillFrom, type ReportParams } from './report-drill.ts';

const sale = reportDefinitions.sale;
const base: ReportParams = { date_from: '2026-01-15', date_to: '2026-03-10', group_by: 'month', filters: {} };
const row = (key: string) => ({ key, label: key, values: {} });

describe('drillFrom', () => {
  it('narrows a month to that month within the range, then a day to that day, then the bills', () => {
    const m = drillFrom(sale, base, row('2026-01'), [])!;
    expect(m).toEqual({ date_from: '2026-01-15', date_to: '2026-01-31', group_by: 'day', filters: {} });
    const d = drillFrom(sale, m, row('2026-01-20'), ['month'])!;
    expect(d).toEqual({ date_from: '2026-01-20', date_to: '2026-01-20', group_by: 'bill', filters: {} });
    expect(drillFrom(sale, d, row('9'), ['month', 'day'])).toBeUndefined();
  });

  it('turns a master-data key into its filter and follows the drill order without repeating a dimension', () => {
    const p = drillFrom(sale, { ...base, group_by: 'partner' }, row('12'), [])!;
    expect(p).toMatchObject({ group_by: 'product', filters: { partner_id: 12 } });
    const q = drillFrom(sale, p, row('5'), ['partner'])!;
    expect(q).toMatchObject({ group_by: 'warehouse', filters: { partner_id: 12, product_id: 5 } });
    const w = drillFrom(reportDefinitions.warehouse, { ...base, group_by: 'bill_type' }, row('sale-bills'), [])!;
    expect(w).toMatchObject({ group_by: 'product', filters: { bill_type: 'sale-bills' } });
  });

  it('stops at keys it cannot filter by', () => {
    expect(drillFrom(sale, { ...base, group_by: 'department' }, row('0'), [])).toBeUndefined();
    expect(drillFrom(reportDefinitions['stock-cost-analysis'], { ...base, group_by: 'age' }, row('age_0_30'), [])).toMatchObject({ group_by: 'product' });
  });
});
