import { Decimal, amount } from '@zf/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountForPeriod, depreciable, lifeSchedule, scheduleFrom, workloadAmount, type AssetTerms, type DepreciationMethod,
} from './depreciation-schedule.ts';

const asset = (method: DepreciationMethod): AssetTerms => ({ original: '120000', residualRate: '5', lifeMonths: 60, method, startDate: '2026-01-15' });
const sum = (xs: Array<Decimal | string>) => amount(xs.reduce<Decimal>((a, b) => a.plus(b), new Decimal(0)));
const years = (months: Decimal[]) => Array.from({ length: Math.ceil(months.length / 12) }, (_, k) => sum(months.slice(k * 12, k * 12 + 12)));

describe('depreciation schedule of a 120,000 asset, 5 years, 5 % residual (FINANCE.md §9)', () => {
  it('straight line: 1,900.00 every month, 114,000.00 in all', () => {
    const s = lifeSchedule(asset('straight_line'));
    expect(s).toHaveLength(60);
    expect(new Set(s.map((a) => amount(a)))).toEqual(new Set(['1900.00']));
    expect(sum(s)).toBe('114000.00');
  });

  it('double-declining: 48,000 / 28,800 / 17,280 / 9,960 / 9,960 a year, straight line over the last two', () => {
    const s = lifeSchedule(asset('double_declining'));
    expect(years(s)).toEqual(['48000.00', '28800.00', '17280.00', '9960.00', '9960.00']);
    expect(amount(s[0]!)).toBe('4000.00');
    expect(amount(s[12]!)).toBe('2400.00');
    expect(amount(s[24]!)).toBe('1440.00');
    expect(amount(s[59]!)).toBe('830.00');
    expect(sum(s)).toBe('114000.00');
  });

  it('sum of the years digits: 38,000 / 30,400 / 22,800 / 15,200 / 7,600; the remainder in the last month of a year', () => {
    const s = lifeSchedule(asset('sum_of_years'));
    expect(years(s)).toEqual(['38000.00', '30400.00', '22800.00', '15200.00', '7600.00']);
    // 38,000 / 12 = 3,166.666…: eleven months of 3,166.67 and 3,166.63 in the twelfth.
    expect(amount(s[0]!)).toBe('3166.67');
    expect(amount(s[11]!)).toBe('3166.63');
    expect(amount(s[48]!)).toBe('633.33');
    expect(amount(s[59]!)).toBe('633.37');
    expect(sum(s)).toBe('114000.00');
  });

  it('starts the month after acquisition and catches up a month not yet booked', () => {
    const t = asset('straight_line');
    expect(scheduleFrom(t, '0', '2026-01')[0]).toEqual({ period: '2026-02', amount: '1900.00' });
    expect(amountForPeriod(t, '0', '2026-01', '2026-01', '0')).toBe('0.00');
    expect(amountForPeriod(t, '0', '2026-01', '2026-02', '0')).toBe('1900.00');
    expect(amountForPeriod(t, '0', '2026-01', '2026-03', '0')).toBe('3800.00');
    expect(amountForPeriod(t, '0', '2026-01', '2031-02', '114000')).toBe('0.00');
  });

  it('an asset initialized mid-life continues from its opening accumulated depreciation', () => {
    // 24 months booked elsewhere (45,600.00); the books start 2028-02: 36 months of 1,900.00 are left.
    const t = asset('straight_line');
    const rest = scheduleFrom(t, '45600', '2028-02');
    expect(rest).toHaveLength(36);
    expect(rest[0]).toEqual({ period: '2028-02', amount: '1900.00' });
    expect(sum(rest.map((r) => r.amount))).toBe('68400.00');
    // A different opening figure spreads what is left over the remaining months.
    const other = scheduleFrom(t, '50000', '2028-02');
    expect(sum(other.map((r) => r.amount))).toBe('64000.00');
    expect(other[0]!.amount).toBe('1777.78');
  });

  it('workload: (original − residual) / total units × units this month, never past the residual value', () => {
    const t = asset('workload');
    expect(workloadAmount(t, '100000', '1500', '0')).toBe('1710.00');
    expect(workloadAmount(t, '100000', '5000', '110000')).toBe('4000.00');
  });
});

const termsArb = fc.record({
  original: fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => amount(new Decimal(c).div(100))),
  residualRate: fc.integer({ min: 0, max: 5000 }).map((r) => new Decimal(r).div(100).toString()),
  lifeMonths: fc.integer({ min: 1, max: 360 }),
  method: fc.constantFrom<DepreciationMethod>('straight_line', 'double_declining', 'sum_of_years'),
  startDate: fc.constantFrom('2020-01-31', '2024-06-15', '2026-12-01'),
});

describe('depreciation properties', () => {
  it('Σ over the life = original − residual, no month negative, never below the residual value', () => {
    fc.assert(fc.property(termsArb, (t) => {
      const s = lifeSchedule(t);
      const d = depreciable(t);
      if (d.lte(0)) return s.length === 0;
      let acc = new Decimal(0);
      for (const a of s) {
        if (a.lt(0)) return false;
        acc = acc.plus(a);
        if (acc.gt(d)) return false;
      }
      return s.length === t.lifeMonths && acc.eq(d);
    }), { numRuns: 400 });
  });

  it('from any opening accumulated depreciation: Σ = original − residual − opening', () => {
    fc.assert(fc.property(termsArb, fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 400 }), (t, share, skip) => {
      const d = depreciable(t);
      const opening = amount(d.mul(share.toFixed(6)));
      const rest = scheduleFrom(t, opening, `${Number(t.startDate.slice(0, 4)) + Math.floor(skip / 12)}-${String((skip % 12) + 1).padStart(2, '0')}`);
      const total = rest.reduce((a, r) => a.plus(r.amount), new Decimal(0));
      if (rest.some((r) => new Decimal(r.amount).lt(0))) return false;
      return rest.length === 0 || total.eq(d.minus(opening));
    }), { numRuns: 300 });
  });

  it('workload: Σ never exceeds original − residual and reaches it once the units are used up', () => {
    fc.assert(fc.property(termsArb, fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 40 }), (t, units) => {
      const total = '20000';
      const d = depreciable(t);
      let acc = new Decimal(0);
      for (const u of units) acc = acc.plus(workloadAmount({ ...t, method: 'workload' }, total, String(u), amount(acc)));
      const used = units.reduce((a, b) => a + b, 0);
      if (acc.gt(d)) return false;
      return used < 20000 || acc.eq(d) || d.minus(acc).abs().lte(new Decimal('0.01').mul(units.length));
    }), { numRuns: 300 });
  });
});
