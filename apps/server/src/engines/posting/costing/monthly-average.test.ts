import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@zf/shared';
import { priceMonth, type MonthMove } from './monthly-average.ts';

const receipt = fc.record({ qty: fc.integer({ min: 1, max: 500 }), cents: fc.integer({ min: 0, max: 5_000_000 }) });

describe('monthly weighted average', () => {
  it('prices issues at (opening + receipts) / quantity: 4 of 20 units worth 230.00 cost 46.00', () => {
    const moves: MonthMove[] = [
      { id: '1', direction: 'in', qty: '10', amount: '100.00', priced: false },
      { id: '2', direction: 'out', qty: '4', amount: '40.00', priced: true },
      { id: '3', direction: 'in', qty: '10', amount: '130.00', priced: false },
    ];
    expect(priceMonth({ qty: '0', value: '0' }, moves)).toEqual({ unitCost: '11.500000', amounts: new Map([['2', '46.00']]) });
  });

  it('has nothing to average when no positive quantity was on hand or received', () => {
    expect(priceMonth({ qty: '0', value: '0' }, [{ id: '1', direction: 'out', qty: '1', amount: '5.00', priced: true }]).unitCost).toBeNull();
  });

  it('for any opening and receipts, the unit cost lies between the cheapest and dearest source, and the month\'s issues take out value in proportion', () => {
    fc.assert(fc.property(receipt, fc.array(receipt, { minLength: 1, maxLength: 8 }), fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 8 }), (opening, receipts, issues) => {
      const moves: MonthMove[] = [
        ...receipts.map((r, i) => ({ id: `r${i}`, direction: 'in' as const, qty: String(r.qty), amount: (r.cents / 100).toFixed(2), priced: false })),
        ...issues.map((q, i) => ({ id: `i${i}`, direction: 'out' as const, qty: String(q), amount: '0.00', priced: true })),
      ];
      const open = { qty: String(opening.qty), value: (opening.cents / 100).toFixed(2) };
      const { unitCost, amounts } = priceMonth(open, moves);
      const units = [open, ...moves.filter((m) => !m.priced)].map((m) => new Decimal('value' in m ? m.value : m.amount).div('value' in m ? m.qty : m.qty));
      expect(new Decimal(unitCost!).gte(Decimal.min(...units).toDecimalPlaces(6, Decimal.ROUND_DOWN))).toBe(true);
      expect(new Decimal(unitCost!).lte(Decimal.max(...units).toDecimalPlaces(6, Decimal.ROUND_UP))).toBe(true);
      // Σ issued value = issued qty × pool value / pool qty, to within half a cent per issue.
      const poolQty = moves.filter((m) => !m.priced).reduce((s, m) => s.add(m.qty), new Decimal(open.qty));
      const poolValue = moves.filter((m) => !m.priced).reduce((s, m) => s.add(m.amount), new Decimal(open.value));
      const issuedQty = issues.reduce((s, q) => s + q, 0);
      const issuedValue = [...amounts.values()].reduce((s, a) => s.add(a), new Decimal(0));
      expect(issuedValue.sub(poolValue.mul(issuedQty).div(poolQty)).abs().lte(new Decimal('0.005').mul(issues.length || 1))).toBe(true);
    }));
  });

  it('moves a transfer at the same value on both sides, so it neither adds to nor takes from the pool', () => {
    fc.assert(fc.property(receipt, fc.integer({ min: 1, max: 400 }), (r, moved) => {
      const base: MonthMove[] = [{ id: 'r', direction: 'in', qty: String(r.qty), amount: (r.cents / 100).toFixed(2), priced: false }];
      const withTransfer: MonthMove[] = [...base, { id: 'out', direction: 'out', qty: String(moved), amount: '1.00', priced: true }, { id: 'in', direction: 'in', qty: String(moved), amount: '1.00', priced: true }];
      const a = priceMonth({ qty: '0', value: '0' }, base);
      const b = priceMonth({ qty: '0', value: '0' }, withTransfer);
      expect(b.unitCost).toBe(a.unitCost);
      expect(b.amounts.get('out')).toBe(b.amounts.get('in'));
    }));
  });
});
