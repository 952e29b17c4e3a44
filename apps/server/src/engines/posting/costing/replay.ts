import { fifo } from './fifo.ts';
import { movingAverage } from './moving-average.ts';
import { emptyState, type CostMove, type CostState, type CostedMove } from './cost-state.ts';

export type CostingMethod = 'moving_average' | 'fifo';
export const costers = { moving_average: movingAverage, fifo } as const;

/**
 * Costs a sequence of movements in ledger order from a starting state. A back-dated movement is reposted by
 * replaying from the state just before it: the property tests prove this equals costing everything from zero.
 */
export function replay(method: CostingMethod, moves: CostMove[], from: CostState = emptyState()): { state: CostState; costed: CostedMove[] } {
  const cost = costers[method];
  let state = from;
  const costed: CostedMove[] = [];
  for (const move of moves) {
    const step = cost(state, move);
    state = step.state;
    costed.push(step.costed);
  }
  return { state, costed };
}
