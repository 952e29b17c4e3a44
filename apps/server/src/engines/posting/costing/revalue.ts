import { amount } from '@zf/shared';
import { dec, type CostState, type Layer } from './cost-state.ts';
import { allocateCost } from '../cost-allocation.ts';

/**
 * FIFO: an amount-only movement (cost adjustment, or its reversal) changes the value of the open layers, spread by
 * their quantities to the cent, so the layers keep adding up to the stock's value and later issues carry the change.
 * With no open layer the change stays on the state's value (an empty shelf with value is the adjustment's to explain).
 */
export function revalueLayers(state: CostState, delta: string): CostState {
  const layers: Layer[] = (state.layers ?? []).map((l) => ({ ...l }));
  const open = layers.filter((l) => dec(l.qty).gt(0));
  if (open.length) {
    const parts = allocateCost(delta, open.map((l) => l.qty));
    open.forEach((l, i) => { l.value = amount(dec(l.value).add(parts[i]!)); });
  }
  return { qty: state.qty, value: amount(dec(state.value).add(delta)), layers };
}
