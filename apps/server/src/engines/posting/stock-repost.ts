import { sql, type Kysely } from 'kysely';
import { Code, Decimal, amount, qty } from '@zf/shared';
import { afterCommit } from '../../platform/db/after-commit.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { emptyState, type CostState } from './costing/cost-state.ts';
import { costStep } from './costing/cost-step.ts';
import type { LockedBalance } from './stock-balance-lock.ts';
import { rewriteCosts, type RecostedMove } from './stock-move-rewrite.ts';

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
  afterCommit(tx, () => repostListeners.forEach((wake) => wake()));
}

interface LedgerRow {
  id: string; tid: string; move_date: string; seq: string; direction: number; qty: string; amount: string; cost_fixed: boolean;
  unit_cost: string; adjustment: string; balance_qty: string; balance_amount: string;
}

/**
 * One step of the background repost (a JobRunner sweep): claims one pending ledger (SKIP LOCKED, so servers share
 * the work and postings on other ledgers never wait), re-costs up to `chunk` movements from its checkpoint by moving
 * average from the final balance just before it, and commits the new checkpoint — or, at the ledger's end, the
 * snapshot's value and no checkpoint. Because it holds the ledger's balance lock, the last chunk also covers anything
 * posted meanwhile. Answers whether it found a ledger to work on.
 */
export async function repostStep(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const { rows: [pending] } = await sql<{ enterprise_id: number; product_id: number; warehouse_id: number; repost_from_date: string; repost_from_seq: string }>`
      SELECT enterprise_id, product_id, warehouse_id, repost_from_date, repost_from_seq FROM stock_balance
      WHERE repost_from_date IS NOT NULL ORDER BY enterprise_id, product_id, warehouse_id LIMIT 1 FOR UPDATE SKIP LOCKED`.execute(tx);
    if (!pending) return false;
    const ledger = sql`enterprise_id = ${pending.enterprise_id} AND product_id = ${pending.product_id} AND warehouse_id = ${pending.warehouse_id}`;
    const checkpoint = sql`(${pending.repost_from_date}::date, ${pending.repost_from_seq}::bigint)`;
    const from = sql`(move_date, seq) >= ${checkpoint}`;
    // `<`, not `NOT >=`: only the plain row comparison is an index condition. The negation was a filter, so finding
    // the state before the checkpoint walked back over every later movement, once per chunk (890 ms at 100 k).
    const { rows: [before] } = await sql<{ balance_qty: string; balance_amount: string }>`
      SELECT balance_qty, balance_amount FROM stock_move WHERE ${ledger} AND (move_date, seq) < ${checkpoint} ORDER BY move_date DESC, seq DESC LIMIT 1`.execute(tx);
    const { rows } = await sql<LedgerRow>`
      SELECT id, ctid::text AS tid, move_date, seq, direction, qty, amount, cost_fixed, unit_cost, adjustment, balance_qty, balance_amount
      FROM stock_move WHERE ${ledger} AND ${from} ORDER BY move_date, seq LIMIT ${repostSettings.chunk + 1}`.execute(tx);
    const chunk = rows.slice(0, repostSettings.chunk);
    let state: CostState = before ? { qty: before.balance_qty, value: before.balance_amount } : emptyState();
    const changed: RecostedMove[] = [];
    for (const m of chunk) {
      const step = costStep('moving_average', state, { direction: m.direction === 1 ? 'in' : 'out', qty: m.qty, amount: m.cost_fixed ? m.amount : undefined });
      state = step.state;
      const next = { id: m.id, tid: m.tid, unit_cost: step.costed.unitCost, amount: step.costed.amount, adjustment: step.costed.adjustment, balance_qty: state.qty, balance_amount: state.value };
      if (next.unit_cost !== m.unit_cost || next.amount !== m.amount || next.adjustment !== m.adjustment || next.balance_qty !== m.balance_qty || next.balance_amount !== m.balance_amount) changed.push(next);
    }
    await rewriteCosts(tx, pending.enterprise_id, changed);
    const rest = rows[repostSettings.chunk];
    await sql`UPDATE stock_balance SET ${rest
      ? sql`repost_from_date = ${rest.move_date}::date, repost_from_seq = ${rest.seq}::bigint`
      : sql`repost_from_date = NULL, repost_from_seq = NULL, qty = ${state.qty}::numeric, amount = ${state.value}::numeric`} WHERE ${ledger}`.execute(tx);
    return true;
  });
}
