import { Decimal } from '@zf/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, collectionMethods, costItemKeys, itemsTotal, labourShares, splitCosts, type CostItems } from './cost-split.ts';

const d = (v: string | number) => new Decimal(v);
const items = (m: string, l: string, o: string, f = '0'): CostItems => ({ material: d(m), labour: d(l), overhead: d(o), outsourcing: d(f) });
const shown = (i: CostItems) => [i.material.toFixed(2), i.labour.toFixed(2), i.overhead.toFixed(2)];

describe('completed vs WIP (PRODUCTION.md §2)', () => {
  // An order of 100: material 1,000 (issued at the start), labour 450, overhead 300; 60 received at 600 provisional.
  const base = { total: items('1000', '450', '300'), received: d(60), provisional: d(600), wipQty: d(40), completion: d(50) };

  it('order costing: an open order keeps labour and overhead in WIP; its receipts keep their material', () => {
    const s = splitCosts({ ...base, method: 'order' });
    expect([shown(s.completed), shown(s.wip)]).toEqual([['600.00', '0.00', '0.00'], ['400.00', '450.00', '300.00']]);
  });

  it('WIP at material cost: labour and overhead all go to the receipts', () => {
    const s = splitCosts({ ...base, method: 'material' });
    expect([shown(s.completed), shown(s.wip)]).toEqual([['600.00', '450.00', '300.00'], ['400.00', '0.00', '0.00']]);
  });

  it('equivalent units: 40 in process at 50 % = 20 EU; material by 60/100, labour and overhead by 60/80', () => {
    const s = splitCosts({ ...base, method: 'equivalent' });
    expect(s.equivalentUnits.toFixed(4)).toBe('20.0000');
    expect([shown(s.completed), shown(s.wip)]).toEqual([['600.00', '337.50', '225.00'], ['400.00', '112.50', '75.00']]);
  });

  it('outsourced-operation fees are a conversion cost: in WIP under order costing, to the receipts at material cost, by EU', () => {
    const withFee = { ...base, total: items('1000', '450', '300', '80') };
    expect(splitCosts({ ...withFee, method: 'order' }).wip.outsourcing.toFixed(2)).toBe('80.00');
    expect(splitCosts({ ...withFee, method: 'material' }).completed.outsourcing.toFixed(2)).toBe('80.00');
    const eu = splitCosts({ ...withFee, method: 'equivalent' });
    expect([eu.completed.outsourcing.toFixed(2), eu.wip.outsourcing.toFixed(2)]).toEqual(['60.00', '20.00']);
  });

  it('a finished order carries everything; nothing received carries nothing', () => {
    expect(shown(splitCosts({ ...base, wipQty: d(0), method: 'order' }).completed)).toEqual(['1000.00', '450.00', '300.00']);
    expect(shown(splitCosts({ ...base, received: d(0), provisional: d(0), method: 'material' }).wip)).toEqual(['1000.00', '450.00', '300.00']);
  });

  it('allocation to the cent: 480 by 5 h and 3 h = 300 / 180; 100 by three equal weights = 33.33 / 33.33 / 33.34', () => {
    expect(allocate(d(480), [d(5), d(3)]).map((x) => x.toFixed(2))).toEqual(['300.00', '180.00']);
    expect(allocate(d(100), [d(1), d(1), d(1), d(0)]).map((x) => x.toFixed(2))).toEqual(['33.33', '33.33', '33.34', '0.00']);
    // Rounded-up parts never leave the last one negative.
    expect(allocate(d('0.03'), [d('0.2'), d('0.2'), d('0.5'), d('0.1')]).map((x) => x.toFixed(2))).toEqual(['0.01', '0.01', '0.01', '0.00']);
  });
});

const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => d(c).div(100));
const quantity = fc.integer({ min: 0, max: 100_000 }).map((c) => d(c).div(10));

describe('properties', () => {
  it('material issued = finished goods + WIP (+ scrap, which stays in the order\'s material); every item is conserved and never negative', () => {
    fc.assert(fc.property(
      fc.record({ issued: money, returned: money, scrap: money, labour: money, overhead: money, outsourcing: money, received: quantity, wipQty: quantity, completion: fc.integer({ min: 0, max: 100 }), share: fc.integer({ min: 0, max: 100 }) }),
      fc.constantFrom(...collectionMethods),
      (x, method) => {
        const materialIn = Decimal.max(x.issued.sub(x.returned), 0).add(x.scrap);
        const total: CostItems = { material: materialIn, labour: x.labour, overhead: x.overhead, outsourcing: x.outsourcing };
        const provisional = d(materialIn.mul(x.share).div(100).toFixed(2));
        const s = splitCosts({ method, total, received: x.received, provisional, wipQty: x.wipQty, completion: d(x.completion) });
        expect(s.completed.material.add(s.wip.material).eq(materialIn)).toBe(true);
        expect(itemsTotal(s.completed).add(itemsTotal(s.wip)).eq(itemsTotal(total))).toBe(true);
        for (const k of costItemKeys) {
          expect(s.completed[k].gte(0) && s.wip[k].gte(0)).toBe(true);
          expect(s.completed[k].decimalPlaces()).toBeLessThanOrEqual(2);
        }
      },
    ), { seed: 1616, numRuns: 300 });
  });

  it('an allocation leaves its pool at exactly zero', () => {
    fc.assert(fc.property(money, fc.array(quantity, { minLength: 1, maxLength: 12 }), (pool, weights) => {
      const parts = allocate(pool, weights);
      const positive = weights.some((w) => w.gt(0));
      expect(parts.reduce((s, p) => s.add(p), d(0)).eq(positive ? pool : 0)).toBe(true);
      weights.forEach((w, i) => { if (w.isZero()) expect(parts[i]!.isZero()).toBe(true); });
      parts.forEach((p) => expect(p.gte(0)).toBe(true));
    }), { seed: 1616, numRuns: 300 });
  });

  it('piece wages go straight to their orders and stay out of the allocated pool: Σ order labour = piece wages + allocated pool', () => {
    fc.assert(fc.property(money, fc.array(fc.tuple(money, quantity), { minLength: 1, maxLength: 12 }), (wages, orders) => {
      const piece = orders.map(([p]) => p.div(10).toDecimalPlaces(2));
      const weights = orders.map(([, w]) => w);
      const pieceTotal = piece.reduce((s, p) => s.add(p), d(0));
      const pool = wages.add(pieceTotal);
      const { allocated, rest } = labourShares(pool, piece, weights);
      expect(rest.eq(wages)).toBe(true);
      const labour = orders.map((_, i) => piece[i]!.add(allocated[i]!));
      const spread = weights.some((w) => w.gt(0));
      expect(labour.reduce((s, l) => s.add(l), d(0)).eq(spread ? pool : pieceTotal)).toBe(true);
      labour.forEach((l, i) => expect(l.gte(piece[i]!)).toBe(true));
    }), { seed: 1616, numRuns: 300 });
  });

  it('piece wages 25.00 of a pool of 500.00 by 2 h and 3 h: the rest 475.00 splits 190.00 / 285.00', () => {
    const { allocated, rest } = labourShares(d(500), [d(0), d(25)], [d(2), d(3)]);
    expect([rest.toFixed(2), ...allocated.map((a) => a.toFixed(2))]).toEqual(['475.00', '190.00', '285.00']);
  });
});
