import { AuditStatus, Code, Decimal, qty } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { ApprovalGate } from '../../engines/bill/index.ts';
import { baseNumberSql } from '../../engines/bill/line-units.ts';
import { lockBalances } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Quarantine (issue 31 item 3): goods waiting for their incoming check are held where they wait — the inspection
 * warehouse, or the row's own warehouse when there is none — and no outbound document may take them until an
 * approved check releases them. A hold is a receipt row (quality_hold, written on the receipt's approval); what it
 * holds is computed: the row's quantity in base units less what approved incoming checks of it took, while the
 * receipt is approved.
 */

/** Incoming checks move held goods out of the inspection warehouse: they are what releases them. */
export const releasingTypes = ['incoming-checks'] as const;

/** Records (or, re-approved, re-records) the receipt rows that wait, each with the warehouse it waits in. */
export async function recordHolds(tx: Kysely<DB>, enterpriseId: number, lineIds: number[], holds: Array<{ lineId: number; productId: number; warehouseId: number }>): Promise<void> {
  if (lineIds.length) await tx.deleteFrom('quality_hold').where('enterprise_id', '=', enterpriseId).where('bill_line_id', 'in', lineIds).execute();
  if (!holds.length) return;
  await tx.insertInto('quality_hold')
    .values(holds.map((h) => ({ enterprise_id: enterpriseId, bill_line_id: h.lineId, product_id: h.productId, warehouse_id: h.warehouseId })))
    .execute();
}

/** The receipt rows held in place (in their own warehouse), of those given: row → warehouse. */
export async function heldInPlace(db: Kysely<DB>, enterpriseId: number, lineIds: number[]): Promise<Map<number, number>> {
  if (!lineIds.length) return new Map();
  const { rows } = await sql<{ bill_line_id: number; warehouse_id: number }>`
    SELECT h.bill_line_id, h.warehouse_id FROM quality_hold h JOIN bill_line l ON l.enterprise_id = h.enterprise_id AND l.id = h.bill_line_id
    WHERE h.enterprise_id = ${enterpriseId} AND h.bill_line_id = ANY(${lineIds}::int[]) AND h.warehouse_id = l.warehouse_id`.execute(db);
  return new Map(rows.map((r) => [r.bill_line_id, r.warehouse_id]));
}

/** What is held per product × warehouse (key `product:warehouse`), base units, of the pairs given (only those holding any). */
export async function heldStock(db: Kysely<DB>, enterpriseId: number, pairs: Array<{ productId: number; warehouseId: number }>): Promise<Map<string, Decimal>> {
  if (!pairs.length) return new Map();
  const { rows } = await sql<{ product_id: number; warehouse_id: number; held: string }>`
    SELECT h.product_id, h.warehouse_id, sum(greatest(${baseNumberSql('l')} - coalesce(ck.checked, 0), 0))::text AS held
    FROM quality_hold h
    JOIN unnest(${pairs.map((p) => p.productId)}::int[], ${pairs.map((p) => p.warehouseId)}::int[]) AS k (product_id, warehouse_id)
      ON h.product_id = k.product_id AND h.warehouse_id = k.warehouse_id
    JOIN bill_line l ON l.enterprise_id = h.enterprise_id AND l.id = h.bill_line_id
    JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id AND b.audit_status = ${AuditStatus.approved}
    LEFT JOIN LATERAL (SELECT sum(${baseNumberSql('c')}) AS checked FROM bill_line c
      JOIN bill cb ON cb.enterprise_id = c.enterprise_id AND cb.id = c.bill_id AND cb.type = 'incoming-checks' AND cb.audit_status = ${AuditStatus.approved}
      WHERE c.enterprise_id = l.enterprise_id AND c.source_line_id = l.id) ck ON true
    WHERE h.enterprise_id = ${enterpriseId}
    GROUP BY h.product_id, h.warehouse_id`.execute(db);
  return new Map(rows.filter((r) => new Decimal(r.held).gt(0)).map((r) => [`${r.product_id}:${r.warehouse_id}`, new Decimal(r.held)]));
}

/**
 * The gate on every outbound document (all types but the checks): what it takes out of a product × warehouse, net of
 * what it brings into the same pair, must fit in the stock there less what is held. The balances are read under the
 * lock the posting takes next (same rows, same order), so two issues cannot both take the last free units.
 */
export const holdAwaitingInspection: ApprovalGate = async (tx, enterpriseId, _bill, postings) => {
  const stock = postings.stock ?? [];
  const out = new Map<string, { productId: number; warehouseId: number; qty: Decimal }>();
  for (const p of stock) {
    const key = `${p.productId}:${p.warehouseId}`;
    const row = out.get(key) ?? { productId: p.productId, warehouseId: p.warehouseId, qty: new Decimal(0) };
    row.qty = p.direction === 'out' ? row.qty.add(p.qty) : row.qty.sub(p.qty);
    out.set(key, row);
  }
  const taking = [...out.values()].filter((r) => r.qty.gt(0));
  if (!taking.length) return postings;
  const held = await heldStock(tx, enterpriseId, taking);
  if (!held.size) return postings;
  const balances = await lockBalances(tx, enterpriseId, stock.map((p) => ({ productId: p.productId, warehouseId: p.warehouseId })));
  for (const r of taking) {
    const key = `${r.productId}:${r.warehouseId}`;
    const hold = held.get(key);
    if (!hold) continue;
    const onHand = new Decimal(balances.get(key)?.state.qty ?? 0);
    const available = Decimal.max(onHand.sub(hold), 0);
    if (r.qty.gt(available)) {
      const product = await tx.selectFrom('product').select(['name', 'code']).where('enterprise_id', '=', enterpriseId).where('id', '=', r.productId).executeTakeFirst();
      throw new AppError(Code.conflict, 'quality.held', { product_id: r.productId, warehouse_id: r.warehouseId }, {
        product: product ? `${product.name}（${product.code}）` : `#${r.productId}`, held: qty(hold), available: qty(available), number: qty(r.qty),
      });
    }
  }
  return postings;
};
