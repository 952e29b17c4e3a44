import { sql, type Kysely } from 'kysely';
import { Code, Decimal, amount, qty } from '@zf/shared';
import { afterCommit } from '../../platform/db/after-commit.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { emptyState, type CostState } from './costing/cost-state.ts';
import { loadLinks, targetsOf } from './cost-link-store.ts';
import { recostRows, type RecostRow } from './ledger-recost.ts';
import type { LockedBalance } from './stock-balance-lock.ts';
import { rewriteCosts } from './stock-move-rewrite.ts';

/**
 * How many later movements a back-dated posting re-costs inside its own transaction; beyond that the document
 * commits at once and the costs follow in the background (ZF_SYNC_REPOST_LIMIT), chunk by chunk.
 */
export const repostSettings = {
  syncLimit: Number(process.env.ZF_SYNC_REPOST_LIMIT ?? 5000),
  chunk: Number(process.env.ZF_REPOST_CHUNK ?? 5000),
};

/** Who starts the background repost when a ledger was marked for it (each app's job runner registers its wake-up). */
const repostListeners = new Set<() => void>();
export function onRepostWanted(listener: () => void): () => void {
  repostListeners.add(listener);
  return () => repostListeners.delete(listener);
}
export const wakeRepost = () => repostListeners.forEach((wake) => wake());

/** Whether more than `syncLimit` movements of the ledger are dated after `date`. */
export async function isLongAfter(tx: Kysely<DB>, enterpriseId: number, b: LockedBalance, date: string): Promise<boolean> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM (
      SELECT 1 FROM stock_move WHERE enterprise_id = ${enterpriseId} AND product_id = ${b.productId} AND warehouse_id = ${b.warehouseId}
      AND move_date > ${date} LIMIT ${repostSettings.syncLimit + 1}) later`.execute(tx);
  return Number(rows[0]!.n) > repostSettings.syncLimit;
}

/**
 * The deferred half of a back-dated posting, after the movement itself is written: later running quantities shift
 * at once in one statement (the negative-stock rule is checked against the lowest of them), the snapshot takes the
 * movement provisionally, and the ledger is marked for the background repost from this movement on.
 */
export async function deferRepost(tx: Kysely<DB>, enterpriseId: number, b: LockedBalance, move: { date: string; seq: number; direction: 'in' | 'out'; qty: string; amount: string }, allowNegative: boolean): Promise<void> {
  const delta = new Decimal(move.qty).mul(move.direction === 'in' ? 1 : -1);
  const later = sql`enterprise_id = ${enterpriseId} AND product_id = ${b.productId} AND warehouse_id = ${b.warehouseId} AND move_date > ${move.date}`;
  if (!allowNegative && delta.lt(0)) {
    const { rows } = await sql<{ low: string | null }>`SELECT min(balance_qty) AS low FROM stock_move WHERE ${later}`.execute(tx);
    if (rows[0]?.low !== null && rows[0] && new Decimal(rows[0].low).add(delta).lt(0)) {
      throw new AppError(Code.conflict, 'stock.insufficient', { product_id: b.productId, warehouse_id: b.warehouseId }, { product: String(b.productId) });
    }
  }
  await sql`UPDATE stock_move SET balance_qty = balance_qty + ${delta.toString()}::numeric WHERE ${later}`.execute(tx);
  const value = new Decimal(b.state.value).add(new Decimal(move.amount).mul(move.direction === 'in' ? 1 : -1));
  b.state = { ...b.state, qty: qty(new Decimal(b.state.qty).add(delta)), value: amount(value) };
  const here = { date: move.date, seq: move.seq };
  if (!b.repostFrom || here.date < b.repostFrom.date || (here.date === b.repostFrom.date && here.seq < b.repostFrom.seq)) b.repostFrom = here;
  // Started once the document commits instead of at the runner's next poll (0-1 s later, half of a 100 k repost).
  afterCommit(tx, wakeRepost);
}

/**
 * One step of the background repost (a JobRunner sweep): claims one pending ledger (SKIP LOCKED, so servers share
 * the work and postings on other ledgers never wait), the earliest pending in posting order first, re-costs up to
 * `chunk` movements from its checkpoint by moving average from the final balance just before it, and commits the new
 * checkpoint — or, at the ledger's end, the snapshot's value and no checkpoint. Because it holds the ledger's balance
 * lock, the last chunk also covers anything posted meanwhile. Movements valued by cost links take their link's value
 * from the sources as they stand; re-costed movements that feed links mark their targets' ledgers pending from the
 * target on, so the sweep follows the links ledger by ledger. Answers whether it found a ledger to work on.
 */
export async function repostStep(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const { rows: [pending] } = await sql<{ enterprise_id: number; product_id: number; warehouse_id: number; repost_from_date: string; repost_from_seq: string }>`
      SELECT enterprise_id, product_id, warehouse_id, repost_from_date, repost_from_seq FROM stock_balance
      WHERE repost_from_date IS NOT NULL ORDER BY repost_from_date, enterprise_id, product_id, warehouse_id LIMIT 1 FOR UPDATE SKIP LOCKED`.execute(tx);
    if (!pending) return false;
    const ledger = sql`enterprise_id = ${pending.enterprise_id} AND product_id = ${pending.product_id} AND warehouse_id = ${pending.warehouse_id}`;
    const checkpoint = sql`(${pending.repost_from_date}::date, ${pending.repost_from_seq}::bigint)`;
    const from = sql`(move_date, seq) >= ${checkpoint}`;
    // `<`, not `NOT >=`: only the plain row comparison is an index condition. The negation was a filter, so finding
    // the state before the checkpoint walked back over every later movement, once per chunk (890 ms at 100 k).
    const { rows: [before] } = await sql<{ balance_qty: string; balance_amount: string }>`
      SELECT balance_qty, balance_amount FROM stock_move WHERE ${ledger} AND (move_date, seq) < ${checkpoint} ORDER BY move_date DESC, seq DESC LIMIT 1`.execute(tx);
    const { rows } = await sql<RecostRow & { move_date: string; seq: string }>`
      SELECT id, ctid::text AS tid, move_date, seq, direction, qty, amount, cost_fixed, unit_cost, adjustment, balance_qty, balance_amount,
        reverses_id, cost_linked, cost_feeds
      FROM stock_move WHERE ${ledger} AND ${from} ORDER BY move_date, seq LIMIT ${repostSettings.chunk + 1}`.execute(tx);
    const chunk = rows.slice(0, repostSettings.chunk);
    const start: CostState = before ? { qty: before.balance_qty, value: before.balance_amount } : emptyState();
    const links = await loadLinks(tx, pending.enterprise_id, chunk.filter((r) => r.cost_linked).map((r) => r.id));
    const { state, changed, changedFeeds } = recostRows('moving_average', start, chunk, links, new Map());
    await rewriteCosts(tx, pending.enterprise_id, changed);
    await markTargetsPending(tx, pending.enterprise_id, changedFeeds);
    const rest = rows[repostSettings.chunk];
    await sql`UPDATE stock_balance SET ${rest
      ? sql`repost_from_date = ${rest.move_date}::date, repost_from_seq = ${rest.seq}::bigint`
      : sql`repost_from_date = NULL, repost_from_seq = NULL, qty = ${state.qty}::numeric, amount = ${state.value}::numeric`} WHERE ${ledger}`.execute(tx);
    return true;
  });
}

/** The ledgers of the targets of re-costed link sources are re-costed by the sweep from the target on. */
async function markTargetsPending(tx: Kysely<DB>, enterpriseId: number, feeds: string[]): Promise<void> {
  const targets = await targetsOf(tx, enterpriseId, feeds);
  if (!targets.length) return;
  // In (product, warehouse) order, like every other taker of balance locks.
  targets.sort((a, b) => a.productId - b.productId || a.warehouseId - b.warehouseId || (a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq));
  await sql`UPDATE stock_balance AS b SET repost_from_date = v.d, repost_from_seq = v.s
    FROM (SELECT DISTINCT ON (p, w) p, w, d, s FROM unnest(${targets.map((t) => t.productId)}::int[], ${targets.map((t) => t.warehouseId)}::int[],
      ${targets.map((t) => t.date)}::date[], ${targets.map((t) => t.seq)}::bigint[]) AS t (p, w, d, s) ORDER BY p, w, d, s) AS v
    WHERE b.enterprise_id = ${enterpriseId} AND b.product_id = v.p AND b.warehouse_id = v.w
      AND (b.repost_from_date IS NULL OR (b.repost_from_date, b.repost_from_seq) > (v.d, v.s))`.execute(tx);
}
