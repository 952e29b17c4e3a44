import type { CostState, CostedMove } from './cost-state.ts';
import { fixedCostIssue } from './fixed-cost-issue.ts';
import { costers, type CostingMethod } from './replay.ts';

/** A ledger movement as the costing replay sees it: receipts and fixed-cost issues carry their amount. */
export interface LedgerStep {
  direction: 'in' | 'out';
  qty: string;
  /** Receipts always; issues only when their cost is fixed. */
  amount?: string;
}

/** Costs one ledger movement by the enterprise's method. */
export function costStep(method: CostingMethod, state: CostState, step: LedgerStep): { state: CostState; costed: CostedMove } {
  if (step.direction === 'in') return costers[method](state, { direction: 'in', qty: step.qty, amount: step.amount ?? '0' });
  if (step.amount !== undefined) return fixedCostIssue(method, state, step.qty, step.amount);
  return costers[method](state, { direction: 'out', qty: step.qty });
}
