import { amount, qty } from '@zf/shared';
import { dec, unitCostOf, type CostState, type CostedMove } from './cost-state.ts';
import { fifo } from './fifo.ts';
import { amountOf, divTo, mulTo, parseFixed, qtyOf, roundTo, unitPriceOf } from './fixed-point.ts';
import { revalueLayers } from './revalue.ts';
import type { CostingMethod } from './replay.ts';

/**
 * An issue whose cost its source fixes (a purchase return leaves at the receipt's cost; a reversal at the original
 * movement's cost). Moving average takes the fixed amount out of the value, which moves the average of what stays.
 * FIFO consumes its layers as usual and books the difference to the fixed amount as the movement's adjustment, so
 * the layers keep adding up to the stock.
 */
export function fixedCostIssue(method: CostingMethod, state: CostState, quantity: string, fixedAmount: string): { state: CostState; costed: CostedMove } {
  const q = dec(quantity);
  if (method === 'fifo' && q.isZero()) {
    // An amount-only movement undone (a reversed cost adjustment): the layers give the value back.
    return { state: revalueLayers(state, amount(dec(fixedAmount).neg())), costed: { qty: qty(q), unitCost: '0.000000', amount: amount(fixedAmount), adjustment: '0.00' } };
  }
  if (method === 'fifo') {
    const step = fifo(state, { direction: 'out', qty: quantity });
    return {
      state: step.state,
      costed: { qty: qty(q), unitCost: unitCostOf(fixedAmount, quantity), amount: amount(fixedAmount), adjustment: amount(dec(fixedAmount).sub(step.costed.amount)) },
    };
  }
  return movingAverageFixedIssue(state, quantity, fixedAmount) ?? movingAverageFixedIssueDecimal(state, quantity, fixedAmount);
}

/** The moving-average branch in decimal.js: the fallback, and the reference of the fixed-point one. */
export function movingAverageFixedIssueDecimal(state: CostState, quantity: string, fixedAmount: string): { state: CostState; costed: CostedMove } {
  const q = dec(quantity);
  const average = unitCostOf(state.value, state.qty);
  const nextQty = qty(dec(state.qty).sub(q));
  const natural = dec(state.value).sub(fixedAmount);
  const nextValue = dec(nextQty).isZero() ? dec(0) : dec(nextQty).lt(0) ? dec(amount(dec(nextQty).mul(average))) : natural;
  return {
    state: { qty: nextQty, value: amount(nextValue) },
    costed: { qty: qty(q), unitCost: unitCostOf(fixedAmount, quantity), amount: amount(fixedAmount), adjustment: amount(nextValue.sub(natural)) },
  };
}

/** The moving-average branch in exact fixed point (fixed-point.ts); undefined when an input does not fit. */
export function movingAverageFixedIssue(state: CostState, quantity: string, fixedAmount: string): { state: CostState; costed: CostedMove } | undefined {
  const onHand = parseFixed(state.qty);
  const value = parseFixed(state.value);
  const q = parseFixed(quantity);
  const fixed = parseFixed(fixedAmount);
  if (onHand === undefined || value === undefined || q === undefined || fixed === undefined) return undefined;
  const average = onHand === 0n ? 0n : divTo(value, onHand, 6, 'halfUp');
  const nextQty = roundTo(onHand - q, 4, 'down');
  const natural = value - fixed;
  const nextValue = nextQty === 0n ? 0n : nextQty < 0n ? mulTo(nextQty, average, 2, 'halfUp') : natural;
  return {
    state: { qty: qtyOf(nextQty), value: amountOf(nextValue) },
    costed: { qty: qtyOf(q), unitCost: q === 0n ? '0.000000' : unitPriceOf(divTo(fixed, q, 6, 'halfUp')), amount: amountOf(fixed), adjustment: amountOf(nextValue - natural) },
  };
}
