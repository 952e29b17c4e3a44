import { amount, qty } from '@zf/shared';
import { dec, unitCostOf, type CostState, type CostedMove } from './cost-state.ts';
import { fifo } from './fifo.ts';
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
  const average = unitCostOf(state.value, state.qty);
  const nextQty = qty(dec(state.qty).sub(q));
  const natural = dec(state.value).sub(fixedAmount);
  const nextValue = dec(nextQty).isZero() ? dec(0) : dec(nextQty).lt(0) ? dec(amount(dec(nextQty).mul(average))) : natural;
  return {
    state: { qty: nextQty, value: amount(nextValue) },
    costed: { qty: qty(q), unitCost: unitCostOf(fixedAmount, quantity), amount: amount(fixedAmount), adjustment: amount(nextValue.sub(natural)) },
  };
}
