import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@zf/shared';
import { allocateCost, resolveCost } from './cost-allocation.ts';
import { emptyState } from './costing/cost-state.ts';
import { fifo } from './costing/fifo.ts';
import { fixedCostIssue } from './costing/fixed-cost-issue.ts';
import { movingAverage } from './costing/moving-average.ts';

const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => new Decimal(c).div(100).toFixed(2));
const weight = fc.integer({ min: 0, max: 1_000_000 }).map((w) => new Decimal(w).div(10_000).toFixed(4));

describe('cost allocation (assemblies and splits)', () => {
  it('splits 34.00 by quantity 1 : 2 into 11.33 and 22.67', () => {
    expect(allocateCost('34.00', ['1', '2'])).toEqual(['11.33', '22.67']);
  });
  it('all-zero weights split equally, the odd cent to the first', () => {
    expect(allocateCost('10.00', ['0', '0', '0'])).toEqual(['3.34', '3.33', '3.33']);
  });
  it('value is conserved to the cent: the parts add up to the total, none negative, zero weight takes nothing', () => {
    fc.assert(fc.property(cents, fc.array(weight, { minLength: 1, maxLength: 12 }), (total, weights) => {
      const parts = allocateCost(total, weights);
      expect(parts).toHaveLength(weights.length);
      expect(parts.reduce((s, p) => s.add(p), new Decimal(0)).toFixed(2)).toBe(total);
      for (const p of parts) expect(new Decimal(p).gte(0)).toBe(true);
      const anyWeight = weights.some((w) => new Decimal(w).gt(0));
      weights.forEach((w, i) => { if (anyWeight && new Decimal(w).isZero()) expect(parts[i]).toBe('0.00'); });
    }));
  });
  it('the products of an assembly take exactly what its components cost, whatever the weights', () => {
    fc.assert(fc.property(fc.array(cents, { minLength: 1, maxLength: 5 }), fc.array(weight, { minLength: 1, maxLength: 5 }), (costs, weights) => {
      const sources = costs.map((_, i) => i);
      const posted = costs.map((c) => ({ direction: 'out' as const, qty: '1', amount: c }));
      const base = { productId: 1, warehouseId: 1, date: '2026-11-10', direction: 'in' as const, qty: '1', billType: 'assemblies', billId: 1, billSn: 'ZZ' };
      const amounts = weights.map((_, part) => resolveCost({ ...base, costShare: { sources, weights, part } }, costs.length + part, posted).posting.amount!);
      const total = costs.reduce((s, c) => s.add(c), new Decimal(0));
      expect(amounts.reduce((s, a) => s.add(a), new Decimal(0)).eq(total)).toBe(true);
    }));
  });
});

describe('amount-only movements (cost adjustments)', () => {
  it('moving average: +10.00 on 10 units at 5 makes the next issue of 2 cost 12.00', () => {
    const stocked = movingAverage(emptyState(), { direction: 'in', qty: '10', amount: '50' }).state;
    const adjusted = movingAverage(stocked, { direction: 'in', qty: '0', amount: '10.00' });
    expect(adjusted.state).toMatchObject({ qty: '10.0000', value: '60.00' });
    expect(movingAverage(adjusted.state, { direction: 'out', qty: '2' }).costed.amount).toBe('12.00');
    // Reversed: the value goes back, the quantity never moved.
    expect(fixedCostIssue('moving_average', adjusted.state, '0', '10.00').state).toMatchObject({ qty: '10.0000', value: '50.00' });
  });
  it('FIFO: the change is spread over the open layers by quantity, so issues carry it and the layers add up', () => {
    let s = fifo(emptyState(), { direction: 'in', qty: '4', amount: '40' }).state;
    s = fifo(s, { direction: 'in', qty: '6', amount: '90' }).state;
    const adjusted = fifo(s, { direction: 'in', qty: '0', amount: '-10.00' }).state;
    expect(adjusted.layers).toEqual([{ qty: '4.0000', value: '36.00' }, { qty: '6.0000', value: '84.00' }]);
    expect(adjusted.value).toBe('120.00');
    const issued = fifo(adjusted, { direction: 'out', qty: '10' });
    expect(issued.costed.amount).toBe('120.00');
    expect(issued.state.value).toBe('0.00');
    expect(fixedCostIssue('fifo', adjusted, '0', '-10.00').state.layers).toEqual([{ qty: '4.0000', value: '40.00' }, { qty: '6.0000', value: '90.00' }]);
  });
});
