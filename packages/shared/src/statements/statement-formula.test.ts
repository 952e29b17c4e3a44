import { describe, expect, it } from 'vitest';
import { evaluationOrder, formatFormula, parseFormula, referencedLines } from './statement-formula.ts';

describe('statement formula language', () => {
  it('reads account terms with their kinds, line and cash-flow references and the unclosed profit', () => {
    expect(parseFormula(' 1122:dr + 2203:DR - 1407 +L14 - CF3 + PL + 1001:op + 5001:mv')).toEqual([
      { kind: 'account', sign: 1, code: '1122', mode: 'debit' },
      { kind: 'account', sign: 1, code: '2203', mode: 'debit' },
      { kind: 'account', sign: -1, code: '1407', mode: 'balance' },
      { kind: 'line', sign: 1, line: 14 },
      { kind: 'cashFlow', sign: -1, item: 3 },
      { kind: 'unclosedProfit', sign: 1 },
      { kind: 'account', sign: 1, code: '1001', mode: 'opening' },
      { kind: 'account', sign: 1, code: '5001', mode: 'movement' },
    ]);
  });

  it('an empty formula is no terms (the line is 0); a leading minus is allowed', () => {
    expect(parseFormula('')).toEqual([]);
    expect(parseFormula('-2203:cr')).toEqual([{ kind: 'account', sign: -1, code: '2203', mode: 'credit' }]);
  });

  it('says where a formula stops making sense', () => {
    expect(parseFormula('1001 1002')).toEqual({ error: 'formula.syntax', at: 5, near: '1002' });
    expect(parseFormula('1001 + ')).toEqual({ error: 'formula.syntax', at: 7, near: '' });
    expect(parseFormula('1001:xx')).toMatchObject({ error: 'formula.syntax', at: 0 });
    expect(parseFormula('12')).toMatchObject({ error: 'formula.syntax', at: 0 });
    expect(parseFormula('L1 * 2')).toMatchObject({ error: 'formula.syntax', at: 3 });
  });

  it('writes a formula back in its normal form', () => {
    const terms = parseFormula('1122:dr+2203:dr-L3+cf1+pl');
    expect(Array.isArray(terms) && formatFormula(terms)).toBe('1122:dr + 2203:dr - L3 + CF01 + PL');
    expect(Array.isArray(terms) && referencedLines(terms)).toEqual([3]);
  });

  it('orders lines after the lines they use, and finds cycles', () => {
    const lines = new Map<number, number[]>([[3, [1, 2]], [1, []], [2, [1]], [4, [3, 99]]]);
    expect(evaluationOrder(lines)).toEqual({ order: [1, 2, 3, 4] });
    expect(evaluationOrder(new Map([[1, [2]], [2, [3]], [3, [1]]]))).toEqual({ cycle: [1, 2, 3, 1] });
  });
});
