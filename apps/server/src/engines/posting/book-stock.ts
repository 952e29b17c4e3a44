import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { lockBalances } from './stock-balance-lock.ts';

/**
 * The stock on the books at the end of a day for some product × warehouse pairs: the last running balance on or
 * before it (0 when nothing moved yet). The balances are locked first, in the ledger's fixed order, so nothing posts
 * in between reading them and posting what depends on them (a stocktake's difference, a cost adjustment's value).
 */
export async function bookStockAt(
  tx: Kysely<DB>, enterpriseId: number, pairs: Array<{ productId: number; warehouseId: number }>, date: string,
): Promise<Map<string, { qty: string; amount: string }>> {
  const out = new Map<string, { qty: string; amount: string }>();
  if (!pairs.length) return out;
  await lockBalances(tx, enterpriseId, pairs);
  const rows = await sql<{ product_id: number; warehouse_id: number; qty: string; amount: string }>`
    SELECT DISTINCT ON (product_id, warehouse_id) product_id, warehouse_id, balance_qty AS qty, balance_amount AS amount
    FROM stock_move
    WHERE enterprise_id = ${enterpriseId} AND move_date <= ${date}
      AND (product_id, warehouse_id) IN (${sql.join(pairs.map((p) => sql`(${p.productId}, ${p.warehouseId})`))})
    ORDER BY product_id, warehouse_id, move_date DESC, seq DESC`.execute(tx);
  for (const p of pairs) out.set(`${p.productId}:${p.warehouseId}`, { qty: '0.0000', amount: '0.00' });
  for (const r of rows.rows) out.set(`${r.product_id}:${r.warehouse_id}`, { qty: r.qty, amount: r.amount });
  return out;
}
