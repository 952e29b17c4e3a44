import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import type { CostState } from './costing/cost-state.ts';

export interface LockedBalance {
  productId: number;
  warehouseId: number;
  state: CostState;
  lastMoveDate: string | null;
  nextSeq: number;
  /** The first movement whose cost a background repost has not yet made final, if one is pending. */
  repostFrom: { date: string; seq: number } | null;
}

/**
 * Locks the balance rows of the given product × warehouse pairs for the rest of the transaction, always in
 * (product, warehouse) order, creating missing rows first (in the same order). Every posting takes its locks this
 * way, so two documents over the same products in opposite line orders wait for each other instead of deadlocking,
 * and a second sale of the last unit sees the first one's result.
 */
export async function lockBalances(tx: Kysely<DB>, enterpriseId: number, pairs: Array<{ productId: number; warehouseId: number }>): Promise<Map<string, LockedBalance>> {
  const sorted = [...new Map(pairs.map((p) => [`${p.productId}:${p.warehouseId}`, p])).values()].sort(
    (a, b) => a.productId - b.productId || a.warehouseId - b.warehouseId,
  );
  const now = nowSeconds();
  await tx
    .insertInto('stock_balance')
    .values(sorted.map((p) => ({ enterprise_id: enterpriseId, product_id: p.productId, warehouse_id: p.warehouseId, qty: '0', amount: '0', layers: '[]', update_time: now })))
    .onConflict((oc) => oc.columns(['enterprise_id', 'product_id', 'warehouse_id']).doNothing())
    .execute();
  // One join on the pairs as arrays, not a row-wise IN list: the plan is a few index probes however many lines the
  // document has (a 200-line slip planned a 200-arm OR before). FOR UPDATE after ORDER BY locks in that order.
  const { rows } = await sql<{
    product_id: number; warehouse_id: number; qty: string; amount: string; layers: CostState['layers']; last_move_date: string | null;
    next_seq: string; repost_from_date: string | null; repost_from_seq: string | null;
  }>`SELECT b.product_id, b.warehouse_id, b.qty, b.amount, b.layers, b.last_move_date, b.next_seq, b.repost_from_date, b.repost_from_seq
    FROM stock_balance b
    JOIN unnest(${sorted.map((p) => p.productId)}::int[], ${sorted.map((p) => p.warehouseId)}::int[]) AS k (product_id, warehouse_id)
      ON b.product_id = k.product_id AND b.warehouse_id = k.warehouse_id
    WHERE b.enterprise_id = ${enterpriseId}
    ORDER BY b.product_id, b.warehouse_id
    FOR UPDATE OF b`.execute(tx);
  return new Map(
    rows.map((r) => [
      `${r.product_id}:${r.warehouse_id}`,
      {
        productId: r.product_id,
        warehouseId: r.warehouse_id,
        state: { qty: r.qty, value: r.amount, layers: r.layers },
        lastMoveDate: r.last_move_date,
        nextSeq: Number(r.next_seq),
        repostFrom: r.repost_from_date === null ? null : { date: r.repost_from_date, seq: Number(r.repost_from_seq) },
      },
    ]),
  );
}

/**
 * Writes the locked balances back in one statement (column arrays joined on the pair), instead of one UPDATE per
 * product × warehouse: a 5-line bill made 5 round trips here inside its transaction, holding every balance lock.
 */
export async function saveBalances(tx: Kysely<DB>, enterpriseId: number, balances: LockedBalance[]): Promise<void> {
  if (!balances.length) return;
  const col = <T>(f: (b: LockedBalance) => T) => balances.map(f);
  await sql`UPDATE stock_balance AS b SET qty = v.qty, amount = v.amount, layers = v.layers, last_move_date = v.last_move_date,
      next_seq = v.next_seq, repost_from_date = v.repost_from_date, repost_from_seq = v.repost_from_seq, update_time = ${nowSeconds()}
    FROM unnest(${col((b) => b.productId)}::int[], ${col((b) => b.warehouseId)}::int[], ${col((b) => b.state.qty)}::numeric[],
      ${col((b) => b.state.value)}::numeric[], ${col((b) => JSON.stringify(b.state.layers ?? []))}::jsonb[], ${col((b) => b.lastMoveDate)}::date[],
      ${col((b) => b.nextSeq)}::bigint[], ${col((b) => b.repostFrom?.date ?? null)}::date[], ${col((b) => b.repostFrom?.seq ?? null)}::bigint[])
      AS v (product_id, warehouse_id, qty, amount, layers, last_move_date, next_seq, repost_from_date, repost_from_seq)
    WHERE b.enterprise_id = ${enterpriseId} AND b.product_id = v.product_id AND b.warehouse_id = v.warehouse_id`.execute(tx);
}

export const saveBalance = (tx: Kysely<DB>, enterpriseId: number, b: LockedBalance): Promise<void> => saveBalances(tx, enterpriseId, [b]);
