import { reportDefinitions, type ReportQuery } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { shapeAnswer } from './report-answer.ts';

const query = (group_by: ReportQuery['group_by'], page = 1, page_size = 2): ReportQuery => ({ date_from: '2026-01-01', date_to: '2026-12-31', group_by, filters: {}, page, page_size });

describe('shapeAnswer', () => {
  const def = reportDefinitions['gross-profit-summary'];
  const rows = [
    { key: '1', label: 'A', values: { qty: '2.0000', amount: '100.00', cost: '60.00', gross_profit: '40.00' } },
    { key: '2', label: 'B', values: { qty: '1.0000', amount: '300.00', cost: '330.00', gross_profit: '-30.00' } },
    { key: '3', label: 'C', values: { qty: '5.0000', amount: '0.00', cost: '0.00', gross_profit: '0.00' } },
  ];

  it('sorts groups by the chart measure, pages them and totals every group with the margin recomputed', () => {
    const answer = shapeAnswer(def, query('product'), rows);
    expect(answer.list.map((r) => r.key)).toEqual(['1', '3']);
    expect(answer.list[0]!.values.gross_margin).toBe('40.00');
    expect(answer.count).toBe(3);
    expect(answer.total).toEqual({ qty: '8.0000', amount: '400.00', cost: '390.00', gross_profit: '10.00', gross_margin: '2.50' });
    expect(answer.chart).toEqual({ categories: ['A', 'C', 'B'], series: [{ measure: 'gross_profit', data: ['40.00', '0.00', '-30.00'] }] });
  });

  it('keeps time groups in time order and has no margin without revenue', () => {
    const answer = shapeAnswer(def, query('month', 1, 10), rows.map((r, i) => ({ ...r, key: `2026-0${3 - i}` })));
    expect(answer.list.map((r) => r.key)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(answer.list[0]!.values.gross_margin).toBeNull();
  });
});
