import { amount, qty } from '@zf/shared';
import { dec, unitCostOf, type CostMove, type CostState, type CostedMove } from './cost-state.ts';
import { amountOf, divTo, mulTo, parseFixed, qtyOf, roundTo, unitPriceOf, type Fixed } from './fixed-point.ts';

/**
 * Moving weighted average. A receipt adds its amount; an issue takes the current average cost. Issuing the whole
 * remaining quantity takes the whole remaining value, so rounding never leaves value on an empty shelf. When stock
 * goes negative (the enterprise allows it) the shortfall is valued at the last average, and when it comes back to
 * zero the value is zero; the difference either way is the movement's adjustment.
 *
 * Computed in exact fixed point (fixed-point.ts); `movingAverageDecimal` is the same rule in decimal.js, used when an
 * input does not fit and as the reference the property test compares against.
 */
export function movingAverage(state: CostState, move: CostMove): { state: CostState; costed: CostedMove } {
  const onHand = parseFixed(state.qty);
  const value = parseFixed(state.value);
  const q = parseFixed(move.qty);
  const received = move.direction === 'in' ? parseFixed(move.amount) : 0n;
  if (onHand === undefined || value === undefined || q === undefined || received === undefined) return movingAverageDecimal(state, move);
  if (move.direction === 'in') {
    const nextQty = roundTo(onHand + q, 4, 'down');
    const natural = value + received;
    const nextValue = nextQty === 0n ? 0n : natural;
    return {
      state: { qty: qtyOf(nextQty), value: amountOf(nextValue) },
      costed: { qty: qtyOf(q), unitCost: q === 0n ? '0.000000' : unitPriceOf(divTo(received, q, 6, 'halfUp')), amount: amountOf(received), adjustment: amountOf(nextValue - natural) },
    };
  }
  const average: Fixed = onHand === 0n ? 0n : divTo(value, onHand, 6, 'halfUp');
  const cost = onHand > 0n && q === onHand ? roundTo(value, 2, 'halfUp') : mulTo(q, average, 2, 'halfUp');
  const nextQty = roundTo(onHand - q, 4, 'down');
  const natural = value - cost;
  const nextValue = nextQty === 0n ? 0n : nextQty < 0n ? mulTo(nextQty, average, 2, 'halfUp') : natural;
  return {
    state: { qty: qtyOf(nextQty), value: amountOf(nextValue) },
    costed: { qty: qtyOf(q), unitCost: unitPriceOf(average), amount: amountOf(cost), adjustment: amountOf(nextValue - natural) },
  };
}

export function movingAverageDecimal(state: CostState, move: CostMove): { state: CostState; costed: CostedMove } {
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
