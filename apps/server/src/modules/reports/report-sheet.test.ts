import { reportDefinitions } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { reportSheet } from './report-sheet.ts';

describe('reportSheet', () => {
  it('has the group column, the document date on bill rows, numbers for the measures and the totals row last', () => {
    const def = reportDefinitions['outbound-cost-analysis'];
    const sheet = reportSheet(def, 'bill', {
      list: [{ key: '3', label: 'XSCK-1', bill: { type: 'sale-bills', id: 3, bill_sn: 'XSCK-1', bill_date: '2026-03-02' }, values: { out_qty: '2.0000', out_amount: '30.00', unit_cost: '15.000000' } }],
      count: 1, total: { out_qty: '2.0000', out_amount: '30.00', unit_cost: null },
    }, 'en-US');
    expect(sheet).toEqual({
      title: 'Outbound cost analysis',
      header: ['Bill', 'Date', 'Out qty', 'Out amount', 'Unit cost'],
      rows: [['XSCK-1', '2026-03-02', 2, 30, 15], ['Total', '', 2, 30, null]],
    });
  });
});
