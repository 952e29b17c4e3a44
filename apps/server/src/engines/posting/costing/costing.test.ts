import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@zf/shared';
import { emptyState, type CostMove } from './cost-state.ts';
import { fifo } from './fifo.ts';
import { movingAverage } from './moving-average.ts';
import { replay, type CostingMethod } from './replay.ts';

const d = (v: string) => new Decimal(v);
const receive = (q: string, a: string): CostMove => ({ direction: 'in', qty: q, amount: a });
const issue = (q: string): CostMove => ({ direction: 'out', qty: q });

describe('moving weighted average', () => {
  it('a sale after two receipts at different prices costs the moving average', () => {
    const { state, costed } = replay('moving_average', [receive('6', '60.00'), receive('4', '50.00'), issue('3')]);
    expect(costed[2]).toMatchObject({ unitCost: '11.000000', amount: '33.00', adjustment: '0.00' });
    expect(state).toEqual({ qty: '7.0000', value: '77.00' });
  });
  it('issuing everything takes the whole value, whatever the rounding', () => {
    const { state, costed } = replay('moving_average', [receive('3', '10.00'), issue('1'), issue('1'), issue('1')]);
    expect(costed.slice(1).map((c) => c.amount)).toEqual(['3.33', '3.34', '3.33']);
    expect(state).toEqual({ qty: '0.0000', value: '0.00' });
    // 30,000 units at 1/3 each: the 6-dp average times the quantity would miss a cent.
    expect(replay('moving_average', [receive('30000', '10000.00'), issue('30000')]).costed[1]).toMatchObject({ amount: '10000.00', adjustment: '0.00' });
  });
  it('negative stock (when allowed) is valued at the last average and settles at zero with an adjustment', () => {
    const { state, costed } = replay('moving_average', [receive('2', '20.00'), issue('3'), receive('1', '12.00')]);
    expect(costed[1]).toMatchObject({ amount: '30.00', adjustment: '0.00' });
    expect(state).toEqual({ qty: '0.0000', value: '0.00' });
    expect(costed[2]!.adjustment).toBe('-2.00');
  });
});

describe('FIFO', () => {
  it('issues the oldest receipts first', () => {
    const { state, costed } = replay('fifo', [receive('5', '50.00'), receive('5', '75.00'), issue('7')]);
    expect(costed[2]).toMatchObject({ amount: '80.00', unitCost: '11.428571' });
    expect(state).toMatchObject({ qty: '3.0000', value: '45.00', layers: [{ qty: '3.0000', value: '45.00' }] });
  });
});

/** Movement sequences that never issue more than is on hand, with 4-dp quantities and 2-dp amounts. */
const sequence = fc
  .array(fc.record({ inbound: fc.boolean(), qty: fc.integer({ min: 1, max: 500_000_000 }), cents: fc.integer({ min: 0, max: 5_000_000_000 }) }), { maxLength: 60 })
  .map((ops) => {
    let onHand = 0;
    const moves: CostMove[] = [];
    for (const op of ops) {
      const q = op.inbound ? op.qty : Math.min(op.qty, onHand);
      if (q === 0) continue;
      onHand += op.inbound ? q : -q;
      moves.push(op.inbound ? receive((q / 10_000).toFixed(4), (op.cents / 100).toFixed(2)) : issue((q / 10_000).toFixed(4)));
    }
    return moves;
  });

const totals = (moves: CostMove[], costed: Array<{ amount: string; adjustment: string }>) => {
  let value = d('0');
  let quantity = d('0');
  moves.forEach((m, i) => {
    value = m.direction === 'in' ? value.add(costed[i]!.amount) : value.sub(costed[i]!.amount);
    value = value.add(costed[i]!.adjustment);
    quantity = m.direction === 'in' ? quantity.add(m.qty) : quantity.sub(m.qty);
  });
  return { value, quantity };
};

describe.each<CostingMethod>(['moving_average', 'fifo'])('%s, for any sequence without negative stock', (method) => {
  it('conserves quantity and value to the cent, never goes below zero, and an empty shelf holds no value', () => {
    fc.assert(fc.property(sequence, (moves) => {
      const { state, costed } = replay(method, moves);
      const { value, quantity } = totals(moves, costed);
      expect(costed.every((c) => c.adjustment === '0.00')).toBe(true);
      expect(d(state.value).eq(value)).toBe(true);
      expect(d(state.qty).eq(quantity)).toBe(true);
      expect(d(state.value).gte(0)).toBe(true);
      if (d(state.qty).isZero()) expect(state.value).toBe('0.00');
    }));
  });

  it('replaying from any point gives what costing from zero gives (the repost property)', () => {
    fc.assert(fc.property(sequence, fc.nat(), (moves, cut) => {
      const k = moves.length ? cut % moves.length : 0;
      const whole = replay(method, moves);
      const head = replay(method, moves.slice(0, k));
      const tail = replay(method, moves.slice(k), head.state);
      expect(tail.state).toEqual(whole.state);
      expect([...head.costed, ...tail.costed]).toEqual(whole.costed);
    }));
  });
});

it('FIFO layers always add up to the stock', () => {
  fc.assert(fc.property(sequence, (moves) => {
    let state = emptyState();
    for (const m of moves) {
      state = fifo(state, m).state;
      const layers = state.layers ?? [];
      expect(layers.reduce((s, l) => s.add(l.qty), d('0')).eq(state.qty)).toBe(true);
      expect(layers.reduce((s, l) => s.add(l.value), d('0')).eq(state.value)).toBe(true);
    }
  }));
});

it('moving average with negative stock allowed: value = Σ in − Σ out + Σ adjustments, and zero stock holds zero value', () => {
  const anySequence = fc.array(fc.record({ inbound: fc.boolean(), qty: fc.integer({ min: 1, max: 100_000 }), cents: fc.integer({ min: 0, max: 1_000_000 }) }), { maxLength: 40 })
    .map((ops) => ops.map((op) => (op.inbound ? receive((op.qty / 100).toFixed(4), (op.cents / 100).toFixed(2)) : issue((op.qty / 100).toFixed(4)))));
  fc.assert(fc.property(anySequence, (moves) => {
    let state = emptyState();
    const costed = moves.map((m) => { const s = movingAverage(state, m); state = s.state; return s.costed; });
    const { value } = totals(moves, costed);
    expect(d(state.value).eq(value)).toBe(true);
    if (d(state.qty).isZero()) expect(state.value).toBe('0.00');
  }));
});
