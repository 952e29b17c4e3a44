import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface RecostedMove { id: string; unit_cost: string; amount: string; adjustment: string; balance_qty: string; balance_amount: string }

/** Writes re-costed movements back, a thousand per statement. */
export async function rewriteCosts(tx: Kysely<DB>, enterpriseId: number, rows: RecostedMove[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const values = sql.join(chunk.map((r) => sql`(${r.id}::bigint, ${r.unit_cost}::numeric, ${r.amount}::numeric, ${r.adjustment}::numeric, ${r.balance_qty}::numeric, ${r.balance_amount}::numeric)`));
    await sql`
      UPDATE stock_move AS m SET unit_cost = v.unit_cost, amount = v.amount, adjustment = v.adjustment, balance_qty = v.balance_qty, balance_amount = v.balance_amount
      FROM (VALUES ${values}) AS v (id, unit_cost, amount, adjustment, balance_qty, balance_amount)
      WHERE m.enterprise_id = ${enterpriseId} AND m.id = v.id`.execute(tx);
  }
}

