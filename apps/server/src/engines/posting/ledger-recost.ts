import type { CostState } from './costing/cost-state.ts';
import { costStep } from './costing/cost-step.ts';
import type { CostingMethod } from './costing/replay.ts';
import type { LoadedLink } from './cost-link-store.ts';
import { linkValue } from './cost-links.ts';
import type { RecostedMove } from './stock-move-rewrite.ts';

/** A ledger movement as a repost reads it. */
export interface RecostRow {
  id: string;
  tid?: string;
  direction: number;
  qty: string;
  amount: string;
  cost_fixed: boolean;
  unit_cost: string;
  adjustment: string;
  balance_qty: string;
  balance_amount: string;
  reverses_id: string | null;
  cost_linked: boolean;
  cost_feeds: boolean;
}

export interface RecostResult {
  state: CostState;
  changed: RecostedMove[];
  /** Movements whose amount changed and which feed a link: their targets must follow. */
  changedFeeds: string[];
}

/**
 * Re-costs ledger rows in order from the state before the first (pure). What a movement is valued at:
 * - a link's target: its link's value from its sources' amounts as they stand now (`valued` holds those changed in
 *   this repost but not yet written);
 * - a reversal: what its original is valued at now, so it always cancels it;
 * - a receipt or a fixed-cost issue: its own amount; any other issue: the costing method.
 * `valued` receives every amount that changed, so later rows (reversals, same-ledger links) follow.
 */
export function recostRows(
  method: CostingMethod, start: CostState, rows: RecostRow[], links: Map<string, LoadedLink>, valued: Map<string, string>,
  check?: (state: CostState) => void,
): RecostResult {
  let state = start;
  const changed: RecostedMove[] = [];
  const changedFeeds: string[] = [];
  for (const m of rows) {
    const step = costStep(method, state, { direction: m.direction === 1 ? 'in' : 'out', qty: m.qty, amount: givenAmount(m, links, valued) });
    check?.(step.state);
    state = step.state;
    const next = {
      id: m.id, tid: m.tid, unit_cost: step.costed.unitCost, amount: step.costed.amount, adjustment: step.costed.adjustment, balance_qty: state.qty, balance_amount: state.value,
      amountChanged: step.costed.amount !== m.amount,
    };
    if (next.amount !== m.amount) {
      valued.set(m.id, next.amount);
      if (m.cost_feeds) changedFeeds.push(m.id);
    }
    if (next.unit_cost !== m.unit_cost || next.amount !== m.amount || next.adjustment !== m.adjustment || next.balance_qty !== m.balance_qty || next.balance_amount !== m.balance_amount) changed.push(next);
  }
  return { state, changed, changedFeeds };
}

export function givenAmount(m: RecostRow, links: Map<string, LoadedLink>, valued: Map<string, string>): string | undefined {
  const link = m.cost_linked ? links.get(m.id) : undefined;
  if (link) return linkValue(link.link, link.sources.map((s) => ({ ...s, amount: valued.get(s.id) ?? s.amount })), m);
  if (m.reverses_id !== null) return valued.get(m.reverses_id) ?? m.amount;
  return m.cost_fixed ? m.amount : undefined;
}
