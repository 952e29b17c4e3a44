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
  const rows = await tx
    .selectFrom('stock_balance')
    .select(['product_id', 'warehouse_id', 'qty', 'amount', 'layers', 'last_move_date', 'next_seq', 'repost_from_date', 'repost_from_seq'])
    .where('enterprise_id', '=', enterpriseId)
    .where(sql<boolean>`(product_id, warehouse_id) IN (${sql.join(sorted.map((p) => sql`(${p.productId}, ${p.warehouseId})`))})`)
    .orderBy('product_id')
    .orderBy('warehouse_id')
    .forUpdate()
    .execute();
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

export async function saveBalance(tx: Kysely<DB>, enterpriseId: number, b: LockedBalance): Promise<void> {
  await tx
    .updateTable('stock_balance')
    .set({
      qty: b.state.qty,
      amount: b.state.value,
      layers: JSON.stringify(b.state.layers ?? []),
      last_move_date: b.lastMoveDate,
      next_seq: b.nextSeq,
      repost_from_date: b.repostFrom?.date ?? null,
      repost_from_seq: b.repostFrom?.seq ?? null,
      update_time: nowSeconds(),
    })
    .where('enterprise_id', '=', enterpriseId)
    .where('product_id', '=', b.productId)
    .where('warehouse_id', '=', b.warehouseId)
    .execute();
}
