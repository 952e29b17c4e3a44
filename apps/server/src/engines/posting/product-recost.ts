import { sql, type Kysely } from 'kysely';
import { Code, Decimal, amount, qty } from '@zf/shared';
import { AppError } from '../../platform/http/app-error.ts';
import type { DB } from '../../platform/db/schema.ts';
import { emptyState, type CostState } from './costing/cost-state.ts';
import { costStep } from './costing/cost-step.ts';
import { loadLinks, type LoadedLink } from './cost-link-store.ts';
import { givenAmount } from './ledger-recost.ts';
import { priceMonth, type MonthMove } from './costing/monthly-average.ts';
import { assertOpen } from './period-gate.ts';
import { lockBalances, saveBalance } from './stock-balance-lock.ts';
import { rewriteCosts, type RecostedMove } from './stock-move-rewrite.ts';

export interface ProductRecost {
  /** The month's average unit cost (monthly runs); null when there was nothing to average. */
  unitCost: string | null;
  issuedQty: string;
  issuedAmount: string;
  changed: number;
  /** Re-valued movements that feed cost links (their targets, in this product or others, must follow). */
  changedFeeds: string[];
}

interface Row {
  id: string; warehouse_id: number; move_date: string; direction: number; qty: string; amount: string; unit_cost: string; adjustment: string;
  balance_qty: string; balance_amount: string; cost_fixed: boolean; reverses_id: string | null; cost_source_id: string | null;
  cost_linked: boolean; cost_feeds: boolean;
}

/**
 * Re-values every movement of one product (all warehouses) from `from` on, under locks on all its balances:
 * - with `month` (a monthly run): that month's issues, transfers and their reversals at the month's weighted average
 *   (priceMonth), later months provisionally by moving average from the new closing state;
 * - without (undoing a run): everything from `from` on by moving average, as the movements were posted.
 * Movements valued by cost links (transfer stock-ins, an assembly's products, returns) take their link's value from
 * their sources as they stand, and reversals follow their original's new amount, so a transfer never moves value
 * between warehouses and a reversal always cancels its original. A link whose sources the month prices (a transfer,
 * a return of a sale of the month) is priced with them. Quantities never change.
 * Ledgers are walked in (date, id) order, which within one ledger is its (date, seq) order.
 */
export async function recostProduct(tx: Kysely<DB>, enterpriseId: number, productId: number, from: string, month?: { end: string }): Promise<ProductRecost> {
  await assertOpen(tx, enterpriseId, from);
  const warehouses = await tx.selectFrom('stock_balance').select('warehouse_id').where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId).execute();
  const balances = await lockBalances(tx, enterpriseId, warehouses.map((w) => ({ productId, warehouseId: w.warehouse_id })));
  // Everything from `from` on is re-valued here, which settles a background repost that starts there or later.
  for (const b of balances.values()) {
    if (b.repostFrom && b.repostFrom.date < from) throw new AppError(Code.conflict, 'stock.repostPending', { product_id: productId }, { date: b.repostFrom.date });
    b.repostFrom = null;
  }
  const openings = await sql<{ warehouse_id: number; balance_qty: string; balance_amount: string }>`
    SELECT DISTINCT ON (warehouse_id) warehouse_id, balance_qty, balance_amount FROM stock_move
    WHERE enterprise_id = ${enterpriseId} AND product_id = ${productId} AND move_date < ${from}
    ORDER BY warehouse_id, move_date DESC, seq DESC`.execute(tx);
  const rows: Row[] = await tx.selectFrom('stock_move')
    .select(['id', 'warehouse_id', 'move_date', 'direction', 'qty', 'amount', 'unit_cost', 'adjustment', 'balance_qty', 'balance_amount', 'cost_fixed', 'reverses_id', 'cost_source_id', 'cost_linked', 'cost_feeds'])
    .where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId).where('move_date', '>=', from)
    .orderBy('move_date').orderBy('id').execute();

  const links = await loadLinks(tx, enterpriseId, rows.filter((r) => r.cost_linked).map((r) => r.id));
  const states = new Map<number, CostState>(openings.rows.map((o) => [o.warehouse_id, { qty: o.balance_qty, value: o.balance_amount }]));
  const pricing = month ? priceMonth(totalOf(states), monthMoves(rows.filter((r) => r.move_date <= month.end), links)) : undefined;
  const valued = new Map<string, string>();
  const changedFeeds: string[] = [];
  // Both sides of transfers (a stock-in valued at a stock-out's cost, and that stock-out): internal, not issues.
  const internal = new Set(rows.flatMap((r) => (r.cost_source_id !== null ? [r.cost_source_id, r.id] : [])));
  const changed: RecostedMove[] = [];
  let issuedQty = new Decimal(0);
  let issuedAmount = new Decimal(0);
  for (const r of rows) {
    const state = states.get(r.warehouse_id) ?? emptyState();
    const { state: next, costed } = costStep('moving_average', state, { direction: r.direction === 1 ? 'in' : 'out', qty: r.qty, amount: pricing?.amounts.get(r.id) ?? givenAmount(r, links, valued) });
    states.set(r.warehouse_id, next);
    if (costed.amount !== r.amount) {
      valued.set(r.id, costed.amount);
      if (r.cost_feeds) changedFeeds.push(r.id);
    }
    // Issues to outside the product's warehouses (transfers excluded), net of their reversals.
    if (pricing?.amounts.has(r.id) && !internal.has(r.id) && !(r.reverses_id !== null && internal.has(r.reverses_id))) {
      const sign = r.direction === -1 ? 1 : r.reverses_id !== null ? -1 : 0;
      issuedQty = issuedQty.add(new Decimal(r.qty).mul(sign));
      issuedAmount = issuedAmount.add(new Decimal(costed.amount).mul(sign));
    }
    const row = { id: r.id, unit_cost: costed.unitCost, amount: costed.amount, adjustment: costed.adjustment, balance_qty: next.qty, balance_amount: next.value, amountChanged: costed.amount !== r.amount };
    if (row.unit_cost !== r.unit_cost || row.amount !== r.amount || row.adjustment !== r.adjustment || row.balance_qty !== r.balance_qty || row.balance_amount !== r.balance_amount) changed.push(row);
  }
  await rewriteCosts(tx, enterpriseId, changed);
  for (const balance of balances.values()) {
    const state = states.get(balance.warehouseId);
    if (state) balance.state = { ...balance.state, qty: state.qty, value: state.value };
    await saveBalance(tx, enterpriseId, balance);
  }
  return { unitCost: pricing?.unitCost ?? null, issuedQty: qty(issuedQty), issuedAmount: amount(issuedAmount), changed: changed.length, changedFeeds };
}

const totalOf = (states: Map<number, CostState>) => {
  let q = new Decimal(0);
  let v = new Decimal(0);
  for (const s of states.values()) { q = q.add(s.qty); v = v.add(s.value); }
  return { qty: q.toString(), value: v.toString() };
};

/**
 * Which of the month's movements the run prices: issues the method costs, and what follows them (transfer stock-ins
 * and other links whose sources are priced, reversals of priced movements). Any other link's target feeds the pool
 * at its link's value from its sources as they stand (products priced earlier in the run included).
 */
function monthMoves(rows: Row[], links: Map<string, LoadedLink>): MonthMove[] {
  const priced = new Set<string>();
  const amounts = new Map<string, string>();
  for (const r of rows) {
    const link = r.cost_linked ? links.get(r.id) : undefined;
    const followsPriced = (link?.link.sourceIds.some((id) => priced.has(id)) ?? false) || (r.cost_source_id !== null && priced.has(r.cost_source_id))
      || (r.reverses_id !== null && priced.has(r.reverses_id));
    if (!r.cost_fixed || followsPriced) priced.add(r.id);
    else amounts.set(r.id, givenAmount(r, links, amounts) ?? r.amount);
  }
  return rows.map((r) => ({ id: r.id, direction: r.direction === 1 ? 'in' : 'out', qty: r.qty, amount: amounts.get(r.id) ?? r.amount, priced: priced.has(r.id) }));
}
