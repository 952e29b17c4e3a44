import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface RecostedMove { id: string; unit_cost: string; amount: string; adjustment: string; balance_qty: string; balance_amount: string }

/**
 * Writes re-costed movements back, 5,000 per statement as column arrays (unnest): six parameters however many rows,
 * where a VALUES list of 1,000 rows had 6,000 to parse and bind (docs/performance.md, backdated_repost).
 */
export async function rewriteCosts(tx: Kysely<DB>, enterpriseId: number, rows: RecostedMove[]) {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    const col = (f: (r: RecostedMove) => string) => chunk.map(f);
    await sql`
      UPDATE stock_move AS m SET unit_cost = v.unit_cost, amount = v.amount, adjustment = v.adjustment, balance_qty = v.balance_qty, balance_amount = v.balance_amount
      FROM unnest(${col((r) => r.id)}::bigint[], ${col((r) => r.unit_cost)}::numeric[], ${col((r) => r.amount)}::numeric[],
        ${col((r) => r.adjustment)}::numeric[], ${col((r) => r.balance_qty)}::numeric[], ${col((r) => r.balance_amount)}::numeric[])
        AS v (id, unit_cost, amount, adjustment, balance_qty, balance_amount)
      WHERE m.enterprise_id = ${enterpriseId} AND m.id = v.id`.execute(tx);
  }
}
