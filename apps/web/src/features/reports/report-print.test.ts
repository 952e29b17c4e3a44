import { reportDefinitions } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { reportPrintDocument } from './report-print.ts';

describe('reportPrintDocument', () => {
  it('prints company, title, dates, group and drill path above the formatted table with the totals last', () => {
    const def = reportDefinitions['income-expense'];
    const doc = reportPrintDocument(def, { date_from: '2026-03-01', date_to: '2026-03-31', group_by: 'partner', filters: { account_id: 2 } }, {
      list: [{ key: '4', label: '华东汽配', values: { income: '12000.5', expense: '0.00', net: '12000.50', bills: '3' } }],
      count: 1, total: { income: '12000.50', expense: '0.00', net: '12000.50', bills: '3' },
    }, { language: 'zh-CN', company: '演示公司', path: ['银行存款', '货款'] });
    expect(doc.company).toBe('演示公司');
    expect(doc.title).toBe('收支报表');
    expect(doc.fields).toEqual([{ label: '日期', value: '2026-03-01 ~ 2026-03-31' }, { label: '汇总方式', value: '往来单位' }, { label: '钻取', value: '银行存款 / 货款' }]);
    expect(doc.table!.columns.map((c) => c.title)).toEqual(['往来单位', '收入', '支出', '净额', '单据数']);
    expect(doc.table!.rows).toEqual([
      { group: '华东汽配', income: '12,000.50', expense: '0.00', net: '12,000.50', bills: '3' },
      { group: '合计', income: '12,000.50', expense: '0.00', net: '12,000.50', bills: '3' },
    ]);
  });
});
