import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { costsChanged } from './cost-change-hook.ts';

export interface RecostedMove {
  id: string;
  /**
   * The row version read in this transaction (`ctid`), when the caller holds the ledger's balance lock from that read
   * on: every writer of a ledger's movements takes that lock, so the version is still the current one.
   */
  tid?: string;
  unit_cost: string; amount: string; adjustment: string; balance_qty: string; balance_amount: string;
  /** The movement's amount changed (not only its running balance): the bill's voucher must follow (cost-change-hook). */
  amountChanged?: boolean;
}

/**
 * Writes re-costed movements back, 5,000 per statement as column arrays (unnest): six parameters however many rows,
 * where a VALUES list of 1,000 rows had 6,000 to parse and bind (docs/performance.md, backdated_repost). Rows that
 * carry their `tid` are found by it (a TID scan: 31.6 instead of 44.8 ms per 5,000 rows at 10 M movements, no descent
 * of the primary key). Either way every row must be found, or the transaction fails rather than leave a cost unwritten.
 */
export async function rewriteCosts(tx: Kysely<DB>, enterpriseId: number, rows: RecostedMove[]) {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    const col = (f: (r: RecostedMove) => string) => chunk.map(f);
    const byTid = chunk.every((r) => r.tid !== undefined);
    const values = sql`unnest(${byTid ? col((r) => r.tid!) : col((r) => r.id)}::${sql.raw(byTid ? 'tid' : 'bigint')}[], ${col((r) => r.unit_cost)}::numeric[],
        ${col((r) => r.amount)}::numeric[], ${col((r) => r.adjustment)}::numeric[], ${col((r) => r.balance_qty)}::numeric[], ${col((r) => r.balance_amount)}::numeric[])
        AS v (key, unit_cost, amount, adjustment, balance_qty, balance_amount)`;
    const { numAffectedRows } = await sql`
      UPDATE stock_move AS m SET unit_cost = v.unit_cost, amount = v.amount, adjustment = v.adjustment, balance_qty = v.balance_qty, balance_amount = v.balance_amount
      FROM ${values}
      WHERE ${byTid ? sql`m.ctid = v.key AND m.enterprise_id = ${enterpriseId}` : sql`m.enterprise_id = ${enterpriseId} AND m.id = v.key`}`.execute(tx);
    if (Number(numAffectedRows) !== chunk.length) throw new Error(`re-costing wrote ${String(numAffectedRows)} of ${chunk.length} movements`);
  }
  await costsChanged(tx, enterpriseId, rows.filter((r) => r.amountChanged).map((r) => r.id));
}
