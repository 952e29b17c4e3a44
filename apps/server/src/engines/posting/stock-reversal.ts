import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { postStock } from './stock-ledger.ts';
import type { PostedMove, StockPostingOptions } from './stock-posting.ts';

/**
 * Undoes a document's stock movements: for each live movement an opposite one at the same date and the same
 * amount (a reversed receipt leaves at what it came in at; a reversed issue returns at what it went out at), pointing
 * at the original. Posted through the ledger like anything else, so locks, reposting and the negative-stock rule
 * apply: goods already sold cannot be un-received when negative stock is off.
 */
export async function reverseStock(tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number, options: StockPostingOptions): Promise<PostedMove[]> {
  const originals = await tx
    .selectFrom('stock_move as m')
    .select(['m.id', 'm.product_id', 'm.warehouse_id', 'm.move_date', 'm.direction', 'm.qty', 'm.amount', 'm.bill_sn', 'm.bill_line_id'])
    .where('m.enterprise_id', '=', enterpriseId)
    .where('m.bill_type', '=', billType)
    .where('m.bill_id', '=', billId)
    .where('m.reverses_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('stock_move as r').select('r.id').whereRef('r.enterprise_id', '=', 'm.enterprise_id').whereRef('r.reverses_id', '=', 'm.id'))))
    .orderBy('m.id')
    .execute();
  return postStock(
    tx,
    enterpriseId,
    originals.map((m) => ({
      productId: m.product_id, warehouseId: m.warehouse_id, date: m.move_date, direction: m.direction === 1 ? 'out' : 'in',
      qty: m.qty, amount: m.amount, billType, billId, billSn: m.bill_sn, billLineId: m.bill_line_id ?? undefined, reversesId: m.id,
    })),
    options,
  );
}
