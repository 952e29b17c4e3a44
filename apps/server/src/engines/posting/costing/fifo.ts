import { amount, qty } from '@zf/shared';
import { revalueLayers } from './revalue.ts';
import { dec, unitCostOf, type CostMove, type CostState, type CostedMove, type Layer } from './cost-state.ts';

/**
 * First in, first out. Each receipt is a layer; an issue consumes the oldest layers first. Taking a whole layer takes
 * its whole value; taking part of one takes that share, rounded, and the layer keeps the rest — so the layers always
 * add up to the state's value. Issuing beyond the layers (negative stock allowed) is costed at the last layer's cost.
 */
export function fifo(state: CostState, move: CostMove): { state: CostState; costed: CostedMove } {
  const layers: Layer[] = (state.layers ?? []).map((l) => ({ ...l }));
  const q = dec(move.qty);
  if (move.direction === 'in' && q.isZero()) {
    return { state: revalueLayers(state, amount(move.amount)), costed: { qty: qty(q), unitCost: '0.000000', amount: amount(move.amount), adjustment: '0.00' } };
  }
  if (move.direction === 'in') {
    layers.push({ qty: qty(q), value: amount(move.amount) });
    return {
      state: { qty: qty(dec(state.qty).add(q)), value: amount(dec(state.value).add(move.amount)), layers },
      costed: { qty: qty(q), unitCost: unitCostOf(move.amount, move.qty), amount: amount(move.amount), adjustment: '0.00' },
    };
  }
  let remaining = q;
  let cost = dec(0);
  let lastUnit = layers.length ? unitCostOf(layers[layers.length - 1]!.value, layers[layers.length - 1]!.qty) : unitCostOf(state.value, state.qty);
  while (remaining.gt(0) && layers.length) {
    const layer = layers[0]!;
    lastUnit = unitCostOf(layer.value, layer.qty);
    if (remaining.gte(layer.qty)) {
      cost = cost.add(layer.value);
      remaining = remaining.sub(layer.qty);
      layers.shift();
    } else {
      const share = dec(amount(dec(layer.value).mul(remaining).div(layer.qty)));
      cost = cost.add(share);
      layer.qty = qty(dec(layer.qty).sub(remaining));
      layer.value = amount(dec(layer.value).sub(share));
      remaining = dec(0);
    }
  }
  if (remaining.gt(0)) cost = cost.add(amount(remaining.mul(lastUnit)));
  const costAmount = amount(cost);
  return {
    state: { qty: qty(dec(state.qty).sub(q)), value: amount(dec(state.value).sub(costAmount)), layers },
    costed: { qty: qty(q), unitCost: unitCostOf(costAmount, qty(q)), amount: costAmount, adjustment: '0.00' },
  };
}
