import { statementLines } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { printedRows, type StatementLineRow } from './statement-rows.ts';

const rowsOf = (kind: 'balance-sheet' | 'profit' | 'cash-flow'): StatementLineRow[] => statementLines(kind).map((l) => ({
  line: l.line, item: l.name.zh, prefix: '', indent: l.indent ?? 0, total: Boolean(l.total), formula: l.formula, standard_formula: l.formula, custom: false,
}));

describe('the printed form of a statement', () => {
  it('puts the balance sheet\'s assets beside liabilities and equity, headings included', () => {
    const rows = printedRows('balance-sheet', rowsOf('balance-sheet'), 'zh-CN');
    expect(rows[0]).toEqual([{ kind: 'heading', text: '流动资产：' }, { kind: 'heading', text: '流动负债：' }]);
    expect(rows[1]!.map((c) => (c.kind === 'line' ? c.row.line : c.kind))).toEqual([1, 31]);
    const last = rows.at(-1)!;
    expect(last.map((c) => (c.kind === 'line' ? c.row.item : c.kind))).toEqual(['资产总计', '负债和所有者权益（或股东权益）总计']);
    expect(rows.every((r) => r.length === 2)).toBe(true);
  });

  it('prints the cash-flow statement in one column with its activity headings in English', () => {
    const rows = printedRows('cash-flow', rowsOf('cash-flow'), 'en-US');
    expect(rows[0]).toEqual([{ kind: 'heading', text: 'I. Cash flows from operating activities:' }]);
    expect(rows.filter((r) => r[0]!.kind === 'line')).toHaveLength(22);
  });
});
