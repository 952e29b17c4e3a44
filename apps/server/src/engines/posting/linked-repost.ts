import { sql, type Kysely } from 'kysely';
import { afterCommit } from '../../platform/db/after-commit.ts';
import type { DB } from '../../platform/db/schema.ts';
import { emptyState, type CostState } from './costing/cost-state.ts';
import { costStep } from './costing/cost-step.ts';
import { loadLinks, targetsOf, type LinkedTarget } from './cost-link-store.ts';
import { recostRows, type RecostRow } from './ledger-recost.ts';
import { lockBalances, type LockedBalance } from './stock-balance-lock.ts';
import { rewriteCosts } from './stock-move-rewrite.ts';
import { ledgerKey, type StockPostingOptions } from './stock-posting.ts';
import { repostSettings, wakeRepost } from './stock-repost.ts';

/** A ledger to re-cost from one of its movements on: position (date, seq) in the ledger, id for the order across ledgers. */
export type RepostSeed = LinkedTarget;

/** Ledger passes one repost may make before it is taken for a cycle (links only point forward, so none should exist). */
export const linkedRepostLimit = { passes: 10_000 };

/** Posting order across ledgers: by date, then by movement id (which within a ledger and a date is its seq order). */
export const before = (a: RepostSeed, b: RepostSeed) => a.date < b.date || (a.date === b.date && BigInt(a.id) < BigInt(b.id));

/**
 * The worklist of a repost that follows cost links: ledgers to re-cost from a movement on, always the earliest in
 * posting order first; re-costing one may change movements that feed links (a transfer-out, an assembly's
 * components, a sold line that was returned), whose targets' ledgers join the list from the target on. A link's
 * target always comes after its sources in posting order, so what is re-costed never reaches back before the ledger
 * being processed, and the list ends; a pass limit guards against a cycle all the same. Ledgers are locked as they
 * join (`balances` collects them; the caller saves them with its own). Targets `leave` says are someone else's (the
 * monthly run's products still to be priced) are left alone.
 */
export async function repostLinked(
  tx: Kysely<DB>, enterpriseId: number, changedFeeds: string[], balances: Map<string, LockedBalance>, options: StockPostingOptions,
  leave: (target: LinkedTarget) => boolean = () => false,
): Promise<void> {
  const queue = new Map<string, RepostSeed>();
  const add = (seed: RepostSeed) => {
    if (leave(seed)) return;
    const key = ledgerKey(seed);
    const queued = queue.get(key);
    if (!queued || before(seed, queued)) queue.set(key, seed);
  };
  (await targetsOf(tx, enterpriseId, changedFeeds)).forEach(add);
  let passes = 0;
  while (queue.size) {
    const next = [...queue.values()].reduce((a, b) => (before(b, a) ? b : a));
    queue.delete(ledgerKey(next));
    if (++passes > linkedRepostLimit.passes) throw new Error(`cost links: more than ${linkedRepostLimit.passes} ledger passes in one repost (a cycle?)`);
    const key = ledgerKey(next);
    let balance = balances.get(key);
    if (!balance) {
      balance = (await lockBalances(tx, enterpriseId, [next])).get(key)!;
      balances.set(key, balance);
    }
    const feeds = await recostLedgerFrom(tx, enterpriseId, balance, next, options);
    (await targetsOf(tx, enterpriseId, feeds)).forEach(add);
  }
}

const atOrAfter = (a: { date: string; seq: number }, b: { date: string; seq: number }) => a.date > b.date || (a.date === b.date && a.seq >= b.seq);

/**
 * Re-costs one locked ledger from a movement to its end (same rules as a back-dated posting) and answers the
 * movements that feed links and changed. A ledger whose background repost already starts at or before that
 * movement is left to it; a long moving-average ledger is handed to the background from there.
 */
export async function recostLedgerFrom(
  tx: Kysely<DB>, enterpriseId: number, balance: LockedBalance, from: { date: string; seq: number }, options: StockPostingOptions,
): Promise<string[]> {
  if (balance.repostFrom && atOrAfter(from, balance.repostFrom)) return [];
  const ledger = sql`enterprise_id = ${enterpriseId} AND product_id = ${balance.productId} AND warehouse_id = ${balance.warehouseId}`;
  const position = sql`(${from.date}::date, ${from.seq}::bigint)`;
  if (options.method !== 'fifo') {
    const { rows: [count] } = await sql<{ n: string }>`SELECT count(*) AS n FROM (
      SELECT 1 FROM stock_move WHERE ${ledger} AND (move_date, seq) >= ${position} LIMIT ${repostSettings.syncLimit + 1}) later`.execute(tx);
    if (Number(count!.n) > repostSettings.syncLimit) {
      balance.repostFrom = { date: from.date, seq: from.seq };
      afterCommit(tx, wakeRepost);
      return [];
    }
  }
  let state: CostState = emptyState();
  if (options.method === 'fifo') {
    const { rows } = await sql<{ direction: number; qty: string; amount: string; cost_fixed: boolean }>`
      SELECT direction, qty, amount, cost_fixed FROM stock_move WHERE ${ledger} AND (move_date, seq) < ${position} ORDER BY move_date, seq`.execute(tx);
    for (const m of rows) state = costStep('fifo', state, { direction: m.direction === 1 ? 'in' : 'out', qty: m.qty, amount: m.cost_fixed ? m.amount : undefined }).state;
  } else {
    const { rows: [prev] } = await sql<{ balance_qty: string; balance_amount: string }>`
      SELECT balance_qty, balance_amount FROM stock_move WHERE ${ledger} AND (move_date, seq) < ${position} ORDER BY move_date DESC, seq DESC LIMIT 1`.execute(tx);
    if (prev) state = { qty: prev.balance_qty, value: prev.balance_amount };
  }
  const { rows } = await sql<RecostRow>`
    SELECT id, ctid::text AS tid, direction, qty, amount, cost_fixed, unit_cost, adjustment, balance_qty, balance_amount, reverses_id, cost_linked, cost_feeds
    FROM stock_move WHERE ${ledger} AND (move_date, seq) >= ${position} ORDER BY move_date, seq`.execute(tx);
  const links = await loadLinks(tx, enterpriseId, rows.filter((r) => r.cost_linked).map((r) => r.id));
  const result = recostRows(options.method, state, rows, links, new Map());
  await rewriteCosts(tx, enterpriseId, result.changed);
  balance.state = result.state;
  // Re-costed to the end: a background repost pending from a later movement has nothing left to do.
  balance.repostFrom = null;
  return result.changedFeeds;
}
