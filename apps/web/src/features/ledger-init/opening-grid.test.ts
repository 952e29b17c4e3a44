import { describe, expect, it } from 'vitest';
import type { OpeningLine } from '@zf/shared';
import { linesToSave, liveCheck, rowOf, type GridRow } from './opening-grid.ts';

const line = (code: string, category: number, direction: number, debit: string, credit: string, source: OpeningLine['source'] = 'typed', partner = 0): OpeningLine => ({
  subject_id: 1, subject_code: code, subject_name: code, category, direction, partner_id: partner, department_id: 0, employee_id: 0, project_id: 0, product_id: 0,
  aux_name: '', debit, credit, ytd_debit: '0.00', ytd_credit: '0.00', source,
});

describe('openings grid', () => {
  it('shows balances on the account side and sums them into the trial check', () => {
    const rows: GridRow[] = [line('1002', 1, 1, '1000.00', '0.00'), line('1602', 1, 2, '0.00', '200.00'), line('1405', 1, 1, '300.50', '0.00', 'stock'), line('3001', 3, 2, '0.00', '1100.50')].map(rowOf);
    expect(rows.map((r) => r.balance)).toEqual(['1000.00', '200.00', '300.50', '1100.50']);
    expect(liveCheck(rows)).toMatchObject({ debit: '1300.50', credit: '1300.50', assets: '1100.50', equity: '1100.50', balanced: true, equation_balanced: true });
    rows[0]!.balance = '999.99';
    expect(liveCheck(rows)).toMatchObject({ debit: '1300.49', balanced: false });
  });

  it('saves typed rows with an amount only, on the account side, with their auxiliary ids', () => {
    const rows = [line('1123', 1, 1, '50.00', '0.00', 'typed', 7), line('1405', 1, 1, '300.00', '0.00', 'stock'), line('2241', 2, 2, '0.00', '0.00')].map(rowOf);
    rows[2]!.balance = '-20';
    expect(linesToSave(rows)).toEqual([
      { subject_code: '1123', debit: '50.00', credit: '0.00', ytd_debit: '0.00', ytd_credit: '0.00', partner_id: 7 },
      { subject_code: '2241', debit: '0.00', credit: '-20.00', ytd_debit: '0.00', ytd_credit: '0.00' },
    ]);
  });
});
