import { billMetaOf, countsInTotal, Decimal, type BillBodyInput } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { BillForPosting } from '../../engines/bill/index.ts';
import { baseNumbers } from '../../engines/bill/line-units.ts';
import type { StockPosting } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { ProductionOrder } from './order-figures.ts';
import { requiredQty } from './production-order.ts';

/*
 * Backflush (倒冲, PRODUCTION.md §1; docs/decisions.md "Backflush on production receipts"): a BOM line issued by
 * backflush is not picked; a production receipt consumes it. The receipt carries the consumed components as rows of
 * its own (direction −1, read-only: every save recomputes them), received × 用量 × (1 + 损耗率) in base units from
 * the warehouse of the order's component row. Approval posts them out at ledger cost like a pick (Dr 4001 / Cr
 * inventory), the product comes in at exactly what they cost plus its share of the picked material, and reversing
 * the receipt reverses both.
 */

type BodyLine = BillBodyInput['lines'][number];
type Line = BillForPosting['lines'][number];

/** A receipt's consumed rows (BillMeta.consumedRows: direction −1, not in its total); the others are the order's product. */
const receiptMeta = billMetaOf('production-ins');
export const isConsumed = (l: { direction?: number | null }) => !countsInTotal(receiptMeta, l);

/**
 * The receipt's rows as saved: the product rows as sent (any consumed rows sent are dropped), then one consumed row
 * per backflushed component for the product rows' quantity in base units. `products`: the product rows in base units,
 * for the order's rules.
 */
export async function withConsumedRows(db: Kysely<DB>, enterpriseId: number, order: ProductionOrder, lines: BodyLine[]): Promise<{ lines: BodyLine[]; products: BodyLine[] }> {
  const own = lines.filter((l) => !isConsumed(l));
  const products = await baseNumbers(db, enterpriseId, own);
  const received = products.reduce((s, l) => s.add(l.number), new Decimal(0));
  const consumed = order.ext.backflush
    .map((b): BodyLine => ({ product_id: b.product_id, number: requiredQty(received.toString(), b.per_unit, b.loss_rate), price: '0', direction: -1, warehouse_id: order.warehouses.get(b.product_id) }))
    .filter((l) => new Decimal(l.number).gt(0));
  return { lines: [...own, ...consumed], products };
}

const move = (bill: BillForPosting, l: Line, direction: 'in' | 'out'): StockPosting => ({
  productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction, qty: l.number,
  billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
});

/**
 * A receipt's stock: without consumed rows the product comes in at its provisional cost (`value` per row: the
 * picked material pro rata). With them, the components go out first at ledger cost, the product takes exactly what
 * they cost (a conversion link, split by the rows' quantities, so a back-dated repost of a component follows) and its
 * share of the picked material as a value-only movement.
 */
export function receiptPostings(bill: BillForPosting, value: (l: Line) => string): { stock: StockPosting[] } {
  const outs = bill.lines.filter(isConsumed);
  const ins = bill.lines.filter((l) => !isConsumed(l));
  if (!outs.length) return { stock: ins.map((l) => ({ ...move(bill, l, 'in'), amount: value(l) })) };
  const sources = outs.map((_, i) => i);
  const weights = ins.map((l) => l.number);
  return {
    stock: [
      ...outs.map((l) => move(bill, l, 'out')),
      ...ins.map((l, part): StockPosting => ({ ...move(bill, l, 'in'), costShare: { sources, weights, part } })),
      ...ins.flatMap((l): StockPosting[] => (new Decimal(value(l)).isZero() ? [] : [{ ...move(bill, l, 'in'), qty: '0.0000', amount: value(l) }])),
    ],
  };
}
