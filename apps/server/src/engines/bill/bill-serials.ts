import { sql, type Kysely } from 'kysely';
import { Code, Decimal } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SerialPosting } from '../posting/serial-ledger.ts';
import type { StockPosting } from '../posting/index.ts';
import type { LoadedBill } from './bill-store.ts';

/**
 * The serial numbers a document moves, derived from its stock postings: every movement of a product with serial
 * tracking carries the serials of its line (a transfer's stock-in those of the stock-out it follows), exactly one
 * per unit, none twice. Products without tracking ignore serials. Pure rules on loaded data plus one lookup.
 */
export async function serialPostingsOf(tx: Kysely<DB>, enterpriseId: number, bill: LoadedBill, stock: StockPosting[]): Promise<SerialPosting[]> {
  const productIds = [...new Set(bill.lines.map((l) => l.product_id))];
  if (!productIds.length || !stock.length) return [];
  const { rows } = await sql<{ id: number }>`SELECT id FROM product WHERE enterprise_id = ${enterpriseId} AND serial_tracking = 1 AND id IN (${sql.join(productIds)})`.execute(tx);
  const tracked = new Set(rows.map((r) => r.id));
  if (!tracked.size) return [];
  const lineById = new Map(bill.lines.map((l) => [l.id, l]));
  const out: SerialPosting[] = [];
  const seen = new Set<string>();
  for (const p of stock) {
    if (!tracked.has(p.productId)) continue;
    const lineId = p.billLineId ?? (p.costOf !== undefined ? stock[p.costOf]?.billLineId : undefined);
    const line = lineId === undefined ? undefined : lineById.get(lineId);
    const row = line?.line_no ?? 0;
    const serials = p.serials ?? (p.costOf !== undefined ? stock[p.costOf]?.serials : undefined) ?? line?.serials ?? [];
    if (!new Decimal(p.qty).eq(serials.length)) {
      throw new AppError(Code.conflict, 'serial.countMismatch', { line: row }, { row, qty: new Decimal(p.qty).toString(), count: serials.length });
    }
    for (const serial of serials) {
      const key = `${p.productId}\u0000${p.direction}\u0000${p.warehouseId}\u0000${serial}`;
      if (seen.has(key)) throw new AppError(Code.conflict, 'serial.duplicate', { line: row }, { row, serial });
      seen.add(key);
    }
    out.push({ productId: p.productId, warehouseId: p.warehouseId, direction: p.direction, serials, row, billType: bill.header.type, billId: bill.header.id, billSn: bill.header.bill_sn });
  }
  return out;
}
