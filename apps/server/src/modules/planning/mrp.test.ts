import { Decimal } from '@zf/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BomCycleError, lowLevelCodes, orderQuantity, planRequirements, type BomLine, type PlanningParams, type Supply } from './mrp.ts';

const BP = 1, FM = 2, SP = 3;
const bom = (entries: Array<[number, Array<[number, string, string?]>]>) =>
  new Map(entries.map(([p, lines]) => [p, lines.map(([component_id, quantity, loss_rate]) => ({ component_id, quantity, loss_rate: loss_rate ?? '0' }))]));
const pick = (rows: ReturnType<typeof planRequirements>, id: number) => rows.find((r) => r.product_id === id);

describe('planRequirements (PRODUCTION.md §1 MRP-lite)', () => {
  it('the brake pad of PRODUCTION.md §5: BP-01 × 100 → make 100, buy FM 21 kg and SP 105 pc (5 % loss) by the start date', () => {
    const rows = planRequirements({
      demands: [{ product_id: BP, number: '100', need_date: '2026-12-20' }],
      boms: bom([[BP, [[FM, '0.20', '5'], [SP, '1', '5']]]]),
      params: new Map([[BP, { lead_days: 5 }]]),
      supply: new Map(),
    });
    expect(rows.map((r) => [r.product_id, r.level, r.gross, r.net, r.planned, r.action, r.need_date, r.start_date])).toEqual([
      [BP, 0, '100.0000', '100.0000', '100.0000', 'produce', '2026-12-20', '2026-12-15'],
      [FM, 1, '21.0000', '21.0000', '21.0000', 'purchase', '2026-12-15', '2026-12-15'],
      [SP, 1, '105.0000', '105.0000', '105.0000', 'purchase', '2026-12-15', '2026-12-15'],
    ]);
  });

  it('nets gross + safety stock − (on hand − allocated) − on order, then MOQ and lot multiple', () => {
    const supply = new Map<number, Supply>([[BP, { on_hand: '30', on_order: '20', allocated: '10' }], [FM, { on_hand: '5', on_order: '0', allocated: '0' }]]);
    const params = new Map<number, PlanningParams>([[BP, { safety_stock: '15' }], [FM, { moq: '25', lot_size: '10' }]]);
    const rows = planRequirements({ demands: [{ product_id: BP, number: '100', need_date: '2026-12-20' }], boms: bom([[BP, [[FM, '0.20', '5'], [SP, '1', '5']]]]), params, supply });
    // BP: 100 + 15 − (30 − 10) − 20 = 75. FM: 75 × 0.21 = 15.75 − 5 = 10.75 → MOQ 25 → lots of 10 → 30.
    expect(pick(rows, BP)).toMatchObject({ gross: '100.0000', available: '20.0000', on_order: '20.0000', net: '75.0000', planned: '75.0000' });
    expect(pick(rows, FM)).toMatchObject({ gross: '15.7500', net: '10.7500', planned: '30.0000' });
    expect(pick(rows, SP)).toMatchObject({ gross: '78.7500', planned: '78.7500' });
  });

  it('a shared sub-assembly is netted once, at its lowest level, from every parent that needs it', () => {
    const A = 10, B = 11, S = 12, R = 13;
    const boms = bom([[A, [[S, '2'], [B, '1']]], [B, [[S, '1']]], [S, [[R, '3']]]]);
    expect([...lowLevelCodes([A], boms)]).toEqual([[A, 0], [S, 2], [R, 3], [B, 1]]);
    const rows = planRequirements({ demands: [{ product_id: A, number: '10', need_date: '2026-12-31' }], boms, params: new Map(), supply: new Map([[S, { on_hand: '4', on_order: '0', allocated: '0' }]]) });
    expect(rows.map((r) => [r.product_id, r.gross, r.planned])).toEqual([[A, '10.0000', '10.0000'], [B, '10.0000', '10.0000'], [S, '30.0000', '26.0000'], [R, '78.0000', '78.0000']]);
  });

  it('enough stock of the product: nothing planned, and its components need nothing', () => {
    const rows = planRequirements({ demands: [{ product_id: BP, number: '10', need_date: '2026-12-20' }], boms: bom([[BP, [[FM, '0.2']]]]), params: new Map(), supply: new Map([[BP, { on_hand: '12', on_order: '0', allocated: '0' }]]) });
    expect(rows.map((r) => [r.product_id, r.planned])).toEqual([[BP, '0.0000']]);
  });

  it('a subcontracted product explodes its supplied materials like a made one; a bought one does not', () => {
    const boms = bom([[BP, [[FM, '1']]]]);
    const out = planRequirements({ demands: [{ product_id: BP, number: '2', need_date: '2026-12-20' }], boms, params: new Map([[BP, { source: 'outsource' }]]), supply: new Map() });
    expect(out.map((r) => [r.action, r.planned])).toEqual([['outsource', '2.0000'], ['purchase', '2.0000']]);
    const buy = planRequirements({ demands: [{ product_id: BP, number: '2', need_date: '2026-12-20' }], boms, params: new Map([[BP, { source: 'purchase' }]]), supply: new Map() });
    expect(buy.map((r) => [r.action, r.planned])).toEqual([['purchase', '2.0000']]);
  });

  it('refuses a BOM cycle', () => {
    expect(() => lowLevelCodes([1], bom([[1, [[2, '1']]], [2, [[1, '1']]]]))).toThrow(BomCycleError);
  });

  it('orderQuantity: nothing for no need; the MOQ; whole lots', () => {
    expect([orderQuantity(new Decimal(0), { moq: '5' }), orderQuantity(new Decimal(2), { moq: '5' }), orderQuantity(new Decimal(11), { lot_size: '5' }), orderQuantity(new Decimal(1), { moq: '4', lot_size: '3' })].map(String)).toEqual(['0', '5', '15', '6']);
  });
});

describe('planRequirements properties', () => {
  // Random layered BOMs (a component is always on a deeper layer, so there is no cycle), stock, orders and params.
  const arb = fc.record({
    layers: fc.integer({ min: 2, max: 4 }),
    edges: fc.array(fc.tuple(fc.nat(20), fc.nat(20), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 20 })), { maxLength: 25 }),
    stock: fc.array(fc.tuple(fc.nat(20), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 7 })), { maxLength: 20 }),
    demand: fc.array(fc.tuple(fc.nat(4), fc.integer({ min: 1, max: 500 })), { minLength: 1, maxLength: 4 }),
  });

  it('never short: available + on order + planned ≥ gross + safety stock; planned above max(net, MOQ) by less than one lot; components get exactly what planned parents need', () => {
    fc.assert(fc.property(arb, ({ layers, edges, stock, demand }) => {
      const layerOf = (id: number) => id % layers;
      const boms = new Map<number, BomLine[]>();
      for (const [a, b, q, loss] of edges) {
        if (layerOf(a) >= layerOf(b) || (boms.get(a) ?? []).some((l) => l.component_id === b)) continue;
        boms.set(a, [...(boms.get(a) ?? []), { component_id: b, quantity: (q / 100).toFixed(2), loss_rate: String(loss) }]);
      }
      const supply = new Map<number, Supply>();
      const params = new Map<number, PlanningParams>();
      for (const [id, onHand, onOrder, allocated, safety, moq, lot] of stock) {
        supply.set(id, { on_hand: String(onHand), on_order: String(onOrder), allocated: String(allocated) });
        params.set(id, { safety_stock: String(safety), moq: String(moq), lot_size: String(lot) });
      }
      const demands = demand.map(([p, n]) => ({ product_id: p * layers, number: String(n), need_date: '2026-12-31' }));
      const rows = planRequirements({ demands, boms, params, supply });
      const byId = new Map(rows.map((r) => [r.product_id, r]));
      for (const r of rows) {
        const p = params.get(r.product_id) ?? {};
        const covered = new Decimal(r.available).add(r.on_order).add(r.planned);
        expect(covered.gte(new Decimal(r.gross).add(r.safety_stock))).toBe(true);
        const slack = new Decimal(r.planned).sub(r.net);
        expect(slack.gte(0)).toBe(true);
        // Above the net only by the MOQ and then less than one lot (MOQ 4, lots of 3, net 1 → 6).
        const floor = Decimal.max(new Decimal(r.net), new Decimal(p.moq || 0));
        if (new Decimal(r.net).gt(0)) expect(new Decimal(r.planned).sub(floor).lt(Decimal.max(new Decimal(p.lot_size || 0), '0.0001'))).toBe(true);
      }
      // Gross of every non-demanded product = Σ over planned parents of planned × quantity × (1 + loss).
      const expected = new Map<number, Decimal>();
      for (const x of demands) expected.set(x.product_id, (expected.get(x.product_id) ?? new Decimal(0)).add(x.number));
      for (const r of rows) {
        if (r.action === 'purchase') continue;
        for (const l of boms.get(r.product_id) ?? []) {
          const need = new Decimal(r.planned).mul(l.quantity).mul(new Decimal(l.loss_rate).div(100).add(1)).toDecimalPlaces(4, Decimal.ROUND_UP);
          expected.set(l.component_id, (expected.get(l.component_id) ?? new Decimal(0)).add(need));
        }
      }
      for (const [id, g] of expected) if (g.gt(0)) expect(byId.get(id)?.gross).toBe(g.toFixed(4));
    }), { numRuns: 300 });
  });
});
