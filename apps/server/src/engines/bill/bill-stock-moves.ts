import { amount, Decimal, qty, type BillTypeCode } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** One stock-ledger row a bill wrote, as its detail shows it: which line, in or out, what it cost. */
export interface BillStockMove {
  id: string; bill_line_id: number | null; product_id: number; product_code: string; product_name: string;
  warehouse_id: number; warehouse_name: string; direction: 1 | -1; qty: string; unit_cost: string; amount: string;
}
export interface BillStockMoves { list: BillStockMove[]; totals: { in_amount: string; out_amount: string } }

/**
 * What a bill did to the stock ledger now (GET /bills/:type/:id/stock-moves): its live movements — not the ones a
 * reverse audit cancelled, nor those reversal rows — with the cost the ledger holds today (after any repost), so a
 * transfer, stocktake or assembly shows the ledger's cost rather than the figure stored on the bill line, which a
 * later back-dated receipt makes stale. Totals in and out: a transfer moves the same value out and in; an
 * assembly's consumed components equal the products it made.
 */
export async function billStockMoves(db: Kysely<DB>, enterpriseId: number, billType: BillTypeCode, billId: number): Promise<BillStockMoves> {
  const { rows } = await sql<BillStockMove>`
    SELECT m.id, m.bill_line_id, m.product_id, COALESCE(p.code, '') AS product_code, COALESCE(p.name, '') AS product_name,
           m.warehouse_id, COALESCE(w.name, '') AS warehouse_name, m.direction, m.qty, m.unit_cost, m.amount
    FROM stock_move m
    LEFT JOIN product p ON p.enterprise_id = m.enterprise_id AND p.id = m.product_id
    LEFT JOIN warehouse w ON w.enterprise_id = m.enterprise_id AND w.id = m.warehouse_id
    WHERE m.enterprise_id = ${enterpriseId} AND m.bill_type = ${billType} AND m.bill_id = ${billId} AND m.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id)
    ORDER BY m.bill_line_id NULLS LAST, m.direction, m.id`.execute(db);
  const total = (direction: number) => amount(rows.filter((r) => Number(r.direction) === direction).reduce((s, r) => s.add(r.amount), new Decimal(0)));
  return {
    list: rows.map((r) => ({ ...r, id: String(r.id), direction: Number(r.direction) === 1 ? 1 : -1, qty: qty(r.qty) })),
    totals: { in_amount: total(1), out_amount: total(-1) },
  };
}
