import { Decimal, amount } from '@zf/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyWithholding, standardBrackets, tableTax } from './iit.ts';

/** Runs a year month by month the way the payroll does: each month's tax from the cumulative figures. */
function year(monthly: Array<{ income: string; special: string }>) {
  let income = new Decimal(0);
  let special = new Decimal(0);
  let withheld = new Decimal(0);
  return monthly.map((m, i) => {
    income = income.add(m.income);
    special = special.add(m.special);
    const r = monthlyWithholding({ income, months: i + 1, special, withheld, basicDeduction: '5000', brackets: standardBrackets });
    withheld = withheld.add(r.tax);
    return { ...r, withheld: amount(withheld) };
  });
}

describe('IIT by the cumulative withholding method', () => {
  it('withholds a year of 20,000 a month with 3,000 special deductions and no social insurance month by month', () => {
    // Each month adds 20,000 − 5,000 − 3,000 = 12,000 to the cumulative taxable income.
    // Jan 12,000 × 3 % = 360.00; Feb 24,000 × 3 % = 720 − 360 = 360.00; Mar 36,000 (the 3 % bracket's top) 1,080 − 720 = 360.00;
    // Apr 48,000 × 10 % − 2,520 = 2,280 − 1,080 = 1,200.00; every later month adds 1,200.00: Dec 144,000 × 10 % − 2,520 = 11,880.
    const months = year(Array.from({ length: 12 }, () => ({ income: '20000', special: '3000' })));
    expect(months.map((m) => m.cumulative_taxable)).toEqual(
      ['12000.00', '24000.00', '36000.00', '48000.00', '60000.00', '72000.00', '84000.00', '96000.00', '108000.00', '120000.00', '132000.00', '144000.00']);
    expect(months.map((m) => m.tax)).toEqual(
      ['360.00', '360.00', '360.00', '1200.00', '1200.00', '1200.00', '1200.00', '1200.00', '1200.00', '1200.00', '1200.00', '1200.00']);
    expect(months[11]!.withheld).toBe('11880.00');
  });

  it('takes the employee social insurance off before tax and withholds nothing under the basic deduction', () => {
    // 10,000 less 1,750 social insurance and housing fund (17.5 % of a 10,000 base), 1,000 special: 2,250 × 3 % = 67.50.
    expect(monthlyWithholding({ income: '8250', months: 1, special: '1000', withheld: '0', basicDeduction: '5000', brackets: standardBrackets }).tax).toBe('67.50');
    expect(monthlyWithholding({ income: '4800', months: 1, special: '0', withheld: '0', basicDeduction: '5000', brackets: standardBrackets }))
      .toEqual({ cumulative_taxable: '0.00', tax: '0.00' });
    // A month whose cumulative tax falls below what was withheld withholds 0 (no refund through wages).
    expect(monthlyWithholding({ income: '12000', months: 2, special: '0', withheld: '300', basicDeduction: '5000', brackets: standardBrackets }).tax).toBe('0.00');
  });

  it('reads the brackets at their edges', () => {
    expect(amount(tableTax('36000', standardBrackets))).toBe('1080.00');
    expect(amount(tableTax('36000.01', standardBrackets))).toBe('1080.00'); // 3,600.001 − 2,520 = 1,080.001
    expect(amount(tableTax('960001', standardBrackets))).toBe('250080.45');
  });

  it('has withheld, after any months, the table tax on the highest cumulative base so far (the table tax on the last when wages cover the deductions)', () => {
    const month = fc.record({
      income: fc.integer({ min: 0, max: 20_000_000 }).map((c) => new Decimal(c).div(100).toFixed(2)),
      special: fc.integer({ min: 0, max: 1_000_000 }).map((c) => new Decimal(c).div(100).toFixed(2)),
    });
    fc.assert(fc.property(fc.array(month, { minLength: 1, maxLength: 12 }), (monthly) => {
      const out = year(monthly);
      const highest = out.reduce((m, r) => Decimal.max(m, amount(tableTax(r.cumulative_taxable, standardBrackets))), new Decimal(0));
      expect(out[out.length - 1]!.withheld).toBe(amount(highest));
      if (monthly.every((m) => new Decimal(m.income).gte(new Decimal(m.special).add(5000)))) {
        expect(out[out.length - 1]!.withheld).toBe(amount(tableTax(out[out.length - 1]!.cumulative_taxable, standardBrackets)));
      }
    }), { numRuns: 300 });
  });
});
