import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { costedThrough, type StockPostingOptions } from '../posting/index.ts';

/**
 * The enterprise's costing method (enterprise.stock_accounting_method: 1 moving weighted average, 2 monthly weighted
 * average — costed like 1 until the period-end run recomputes the month, 3 FIFO) and whether negative stock is allowed
 * (enterprise setting `allow_negative_stock`, off by default).
 */
export async function stockOptionsOf(db: Kysely<DB>, enterpriseId: number): Promise<StockPostingOptions> {
  // One round trip: every approval asks this.
  const enterprise = await db
    .selectFrom('enterprise as e')
    .leftJoin('enterprise_setting as s', (j) => j.onRef('s.enterprise_id', '=', 'e.id').on('s.key', '=', 'allow_negative_stock'))
    .select(['e.stock_accounting_method', 's.value as allow_negative'])
    .where('e.id', '=', enterpriseId)
    .executeTakeFirstOrThrow();
  const options: StockPostingOptions = { method: enterprise.stock_accounting_method === 3 ? 'fifo' : 'moving_average', allowNegative: enterprise.allow_negative === true };
  if (enterprise.stock_accounting_method === 2) {
    const through = await costedThrough(db, enterpriseId);
    if (through) options.costedThrough = through;
  }
  return options;
}
