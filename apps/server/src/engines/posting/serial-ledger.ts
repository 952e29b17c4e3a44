import { sql, type Kysely } from 'kysely';
import { Code } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** Serials moving with one stock movement of a document. */
export interface SerialPosting {
  productId: number;
  warehouseId: number;
  direction: 'in' | 'out';
  serials: string[];
  /** Row of the document, for the messages. */
  row: number;
  billType: string;
  billId: number;
  billSn: string;
}

/**
 * Moves serial numbers in and out of warehouses with a document: a serial comes in only if it is not in stock
 * anywhere, and goes out only from the warehouse it is in (4090 naming the serial and the row otherwise). The serial
 * rows are locked in (product, serial) order, like stock balances, so concurrent documents never sell one serial twice.
 */
export async function postSerials(tx: Kysely<DB>, enterpriseId: number, postings: SerialPosting[], reversal = false): Promise<void> {
  const moves = postings.flatMap((p) => p.serials.map((serial) => ({ ...p, serial })));
  if (!moves.length) return;
  const now = nowSeconds();
  const keys = [...new Map(moves.map((m) => [`${m.productId}\u0000${m.serial}`, m])).values()]
    .sort((a, b) => a.productId - b.productId || (a.serial < b.serial ? -1 : a.serial > b.serial ? 1 : 0));
  await tx.insertInto('stock_serial')
    .values(keys.map((k) => ({ enterprise_id: enterpriseId, product_id: k.productId, serial: k.serial, warehouse_id: k.warehouseId, in_stock: false, update_time: now })))
    .onConflict((oc) => oc.columns(['enterprise_id', 'product_id', 'serial']).doNothing())
    .execute();
  const { rows } = await sql<{ product_id: number; serial: string; warehouse_id: number; in_stock: boolean }>`
    SELECT product_id, serial, warehouse_id, in_stock FROM stock_serial
    WHERE enterprise_id = ${enterpriseId} AND (product_id, serial) IN (${sql.join(keys.map((k) => sql`(${k.productId}, ${k.serial})`))})
    ORDER BY product_id, serial FOR UPDATE`.execute(tx);
  const where = new Map(rows.map((r) => [`${r.product_id}\u0000${r.serial}`, { warehouseId: r.warehouse_id, inStock: r.in_stock }]));
  // Applied in document order: a transfer's serial leaves one warehouse and then enters the other.
  for (const m of moves) {
    const now0 = where.get(`${m.productId}\u0000${m.serial}`)!;
    if (m.direction === 'in' && now0.inStock) throw new AppError(Code.conflict, 'serial.alreadyInStock', { line: m.row }, { row: m.row, serial: m.serial });
    if (m.direction === 'out' && (!now0.inStock || now0.warehouseId !== m.warehouseId)) throw new AppError(Code.conflict, 'serial.notInStock', { line: m.row }, { row: m.row, serial: m.serial });
    where.set(`${m.productId}\u0000${m.serial}`, { warehouseId: m.warehouseId, inStock: m.direction === 'in' });
  }
  for (const [key, state] of where) {
    const [productId, serial] = key.split('\u0000') as [string, string];
    await tx.updateTable('stock_serial').set({ warehouse_id: state.warehouseId, in_stock: state.inStock, update_time: now })
      .where('enterprise_id', '=', enterpriseId).where('product_id', '=', Number(productId)).where('serial', '=', serial).execute();
  }
  await tx.insertInto('stock_serial_move').values(moves.map((m) => ({
    enterprise_id: enterpriseId, product_id: m.productId, serial: m.serial, warehouse_id: m.warehouseId, direction: m.direction === 'in' ? 1 : -1,
    bill_type: m.billType, bill_id: m.billId, bill_sn: m.billSn, reversal, create_time: now,
  }))).execute();
}

/** Undoes a document's serial movements: each one the opposite way, latest first (append-only history). */
export async function reverseSerials(tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number): Promise<void> {
  const done = await tx.selectFrom('stock_serial_move').select(['product_id', 'serial', 'warehouse_id', 'direction', 'bill_sn', 'reversal'])
    .where('enterprise_id', '=', enterpriseId).where('bill_type', '=', billType).where('bill_id', '=', billId).orderBy('id', 'desc').execute();
  // Only what is still posted: the moves after the latest reversal batch.
  const live = done.slice(0, done.findIndex((m) => m.reversal) === -1 ? done.length : done.findIndex((m) => m.reversal));
  await postSerials(tx, enterpriseId, live.map((m) => ({
    productId: m.product_id, warehouseId: m.warehouse_id, direction: m.direction === 1 ? 'out' as const : 'in' as const, serials: [m.serial],
    row: 0, billType, billId, billSn: m.bill_sn,
  })), true);
}
