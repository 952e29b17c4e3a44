import { Decimal } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { FormulaError, evaluateFormula, formulaOrder, parseFormula } from './wage-formula.ts';

const run = (text: string, values: Record<string, string>) =>
  evaluateFormula(parseFormula(text), new Map(Object.entries(values).map(([k, v]) => [k, new Decimal(v)]))).toFixed(2);

describe('wage-item formulas', () => {
  it('computes over item codes with precedence, parentheses, unary minus and the three functions', () => {
    expect(run('si_base * 0.08', { si_base: '8000' })).toBe('640.00');
    expect(run('attendance_days * base_salary / 21.75', { attendance_days: '20', base_salary: '6525' })).toBe('6000.00');
    expect(run('(bonus + 100) * 2 - -5', { bonus: '50' })).toBe('305.00');
    expect(run('max(0, overtime - 10) + min(3, 7) + round(1.005, 2)', { overtime: '12' })).toBe('6.01');
    expect(run('unknown_code * 3 + 1 / 0', {})).toBe('0.00');
  });

  it('refuses what is not a formula', () => {
    for (const bad of ['', '1 +', 'a b', 'eval(1, 2)', 'process.exit()', '2 ** 3', 'max(1)']) expect(() => parseFormula(bad), bad).toThrow(FormulaError);
  });

  it('orders formula items after the items they read and finds cycles', () => {
    const f = (m: Record<string, string>) => new Map(Object.entries(m).map(([k, v]) => [k, parseFormula(v)]));
    expect(formulaOrder(f({ total: 'a + b', a: 'base * 2', b: 'a + 1' }))).toEqual({ order: ['a', 'b', 'total'] });
    expect(formulaOrder(f({ a: 'b + 1', b: 'a * 2' }))).toEqual({ cycle: 'a' });
  });
});
