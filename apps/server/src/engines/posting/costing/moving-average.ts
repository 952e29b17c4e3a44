import { amount, qty } from '@zf/shared';
import { dec, unitCostOf, type CostMove, type CostState, type CostedMove } from './cost-state.ts';

/**
 * Moving weighted average. A receipt adds its amount; an issue takes the current average cost. Issuing the whole
 * remaining quantity takes the whole remaining value, so rounding never leaves value on an empty shelf. When stock
 * goes negative (the enterprise allows it) the shortfall is valued at the last average, and when it comes back to
 * zero the value is zero; the difference either way is the movement's adjustment.
 */
export function movingAverage(state: CostState, move: CostMove): { state: CostState; costed: CostedMove } {
  const q = dec(move.qty);
  const onHand = dec(state.qty);
  if (move.direction === 'in') {
    const nextQty = qty(onHand.add(q));
    const natural = dec(state.value).add(move.amount);
    const nextValue = dec(nextQty).isZero() ? dec(0) : natural;
    return {
      state: { qty: nextQty, value: amount(nextValue) },
      costed: { qty: qty(q), unitCost: unitCostOf(move.amount, move.qty), amount: amount(move.amount), adjustment: amount(nextValue.sub(natural)) },
    };
  }
  const average = unitCostOf(state.value, state.qty);
  const cost = onHand.gt(0) && q.eq(onHand) ? amount(state.value) : amount(q.mul(average));
  const nextQty = qty(onHand.sub(q));
  const natural = dec(state.value).sub(cost);
  const nextValue = dec(nextQty).isZero() ? dec(0) : dec(nextQty).lt(0) ? dec(amount(dec(nextQty).mul(average))) : natural;
  return {
    state: { qty: nextQty, value: amount(nextValue) },
    costed: { qty: qty(q), unitCost: average, amount: cost, adjustment: amount(nextValue.sub(natural)) },
  };
}
