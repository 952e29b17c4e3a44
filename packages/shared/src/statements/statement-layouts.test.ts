import { describe, expect, it } from 'vitest';
import { evaluationOrder, isFormulaError, parseFormula, referencedCodes, referencedLines } from './statement-formula.ts';
import { cashFlowItemLines, statementKinds, statementLines } from './statement-layouts.ts';

describe('the small-business statement layouts (FINANCE.md §5)', () => {
  it('number their lines 1..n without gaps; every formula parses, refers to existing lines, and has no cycle', () => {
    for (const kind of statementKinds) {
      const lines = statementLines(kind);
      expect(lines.map((l) => l.line)).toEqual(lines.map((_, i) => i + 1));
      const refs = new Map<number, number[]>();
      for (const l of lines) {
        const terms = parseFormula(l.formula);
        if (isFormulaError(terms)) throw new Error(`${kind} line ${l.line}: ${l.formula}`);
        for (const r of referencedLines(terms)) expect(r, `${kind} line ${l.line}`).toBeLessThanOrEqual(lines.length);
        refs.set(l.line, referencedLines(terms));
        expect(l.name.zh && l.name.en, `${kind} line ${l.line} has both names`).toBeTruthy();
      }
      expect(evaluationOrder(refs)).toHaveProperty('order');
    }
    expect(statementLines('balance-sheet')).toHaveLength(53);
    expect(statementLines('profit')).toHaveLength(32);
    expect(statementLines('cash-flow')).toHaveLength(22);
  });

  it('names the lines API.md names', () => {
    const name = (kind: 'balance-sheet' | 'profit', n: number) => statementLines(kind)[n - 1]!.name;
    expect(name('balance-sheet', 9)).toEqual({ zh: '存货', en: 'Inventories' });
    expect(name('balance-sheet', 30)).toEqual({ zh: '资产总计', en: 'Total assets' });
    expect(name('balance-sheet', 53)).toEqual({ zh: '负债和所有者权益（或股东权益）总计', en: 'Total liabilities and equity' });
    expect(name('profit', 32)).toEqual({ zh: '净利润', en: 'Net profit' });
  });

  it('puts every first-level asset, liability and equity account of the standard chart on the balance sheet', () => {
    const used = new Set(statementLines('balance-sheet').flatMap((l) => {
      const terms = parseFormula(l.formula);
      return isFormulaError(terms) ? [] : referencedCodes(terms).map((c) => c.slice(0, 4));
    }));
    const chart = ['1001', '1002', '1012', '1101', '1121', '1122', '1123', '1131', '1132', '1221', '1401', '1402', '1403', '1404', '1405', '1407',
      '1408', '1411', '1421', '1501', '1511', '1601', '1602', '1604', '1605', '1606', '1621', '1622', '1701', '1702', '1801', '1901', '2001', '2201',
      '2202', '2203', '2211', '2221', '2231', '2232', '2241', '2401', '2501', '2701', '3001', '3002', '3101', '3103', '3104', '4001', '4101', '4301',
      '4401', '4403'];
    expect(chart.filter((c) => !used.has(c))).toEqual([]);
  });

  it('the cash-flow statement has one CF term per item line and nets the rest', () => {
    const lines = statementLines('cash-flow');
    for (const n of cashFlowItemLines) expect(lines[n - 1]!.formula).toBe(`CF${String(n).padStart(2, '0')}`);
    expect(lines[19]!.formula).toBe('L7 + L13 + L19');
  });
});
