import { Decimal } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { conflict } from '../../platform/http/app-error.ts';
import { SupplyStatus, supplierOrder } from './supply-order.ts';

/** One line the one-click delivery would ship, with what the delivery dialog offers for a serial-tracked product. */
export interface DeliveryLine {
  line_id: number;
  /** The row of the delivery (its sales bill), the number the serial messages name. */
  row: number;
  product_id: number; code: string; name: string; spec: string; unit_name: string;
  number: string;
  warehouse_id: number; warehouse_name: string;
  serial_tracking: boolean;
  /** The supplier's serials of this product in stock in the line's warehouse (empty for untracked products). */
  serials: string[];
}

/** At most this many serials are offered per line: a dialog, not a stock list (the search in 序列号 finds the rest). */
const offerLimit = 1000;

/**
 * What delivering an accepted order would ship now (issue 19): its open lines in delivery row order and, for each
 * serial-tracked product, the supplier's serials in stock in that line's warehouse to pick from — one per unit. The
 * supplier's own data only: the order is looked up among the supplier's incoming orders (4004 otherwise).
 */
export async function deliveryLines(db: Kysely<DB>, supplierId: number, id: number): Promise<DeliveryLine[]> {
  const order = await supplierOrder(db, supplierId, id);
  if (order.status !== SupplyStatus.accepted) throw conflict('network.orderState');
  const rows = await db.selectFrom('bill_line as l')
    .innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'l.enterprise_id').onRef('p.id', '=', 'l.product_id'))
    .leftJoin('unit as u', (j) => j.onRef('u.enterprise_id', '=', 'p.enterprise_id').onRef('u.id', '=', 'p.unit_id'))
    .leftJoin('warehouse as w', (j) => j.onRef('w.enterprise_id', '=', 'l.enterprise_id').onRef('w.id', '=', 'l.warehouse_id'))
    .select(['l.id', 'l.product_id', 'l.number', 'l.done_number', 'l.warehouse_id', 'p.code', 'p.name', 'p.spec', 'p.serial_tracking', 'u.name as unit_name', 'w.name as warehouse_name'])
    .where('l.enterprise_id', '=', supplierId).where('l.bill_id', '=', order.sale_order_id).orderBy('l.line_no').execute();
  const open = rows.map((r) => ({ ...r, open: new Decimal(r.number).sub(r.done_number) })).filter((r) => r.open.gt(0));
  const lines: DeliveryLine[] = [];
  for (const [i, r] of open.entries()) {
    const tracked = r.serial_tracking === 1;
    const serials = tracked
      ? (await db.selectFrom('stock_serial').select('serial').where('enterprise_id', '=', supplierId).where('product_id', '=', r.product_id)
        .where('warehouse_id', '=', r.warehouse_id).where('in_stock', '=', true).orderBy('serial').limit(offerLimit).execute()).map((s) => s.serial)
      : [];
    lines.push({
      line_id: r.id, row: i + 1, product_id: r.product_id, code: r.code, name: r.name, spec: r.spec, unit_name: r.unit_name ?? '', number: r.open.toFixed(4),
      warehouse_id: r.warehouse_id, warehouse_name: r.warehouse_name ?? '', serial_tracking: tracked, serials,
    });
  }
  return lines;
}
