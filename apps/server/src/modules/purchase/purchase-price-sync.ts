import { AuditStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

/**
 * Cost-price sync from receipts (issue 5 "Purchasing"): a product's purchase_price follows the price of its latest
 * approved purchase bill line (latest bill date, then latest bill, then last line), per base unit (a line in an extra
 * unit of its product is divided by the unit's ratio, 6 dp). Approving a purchase bill sets it; reversing one falls
 * back to the receipt before it, or leaves the price alone when there is none. The product price history trigger
 * (0012) records each change.
 *
 * Runs in the audit's transaction right after the bill's status changed (BillType.afterApproval): the bill row is
 * locked, its postings are written, and the products of its lines are locked here FOR NO KEY UPDATE (stock moves hold
 * KEY SHARE on them through their foreign key) in id order, so concurrent audits cannot deadlock on them. This was the
 * trigger bill_purchase_price_sync (migrations 0042, 0071, 0100; dropped by 0136) at the same point, with the same
 * statements.
 *
 * Each product first walks the 200 newest approved purchase bills (bill_list: enterprise, type, bill_date DESC, id
 * DESC; read once per approval) and stops at the first with a line of it: 2.6 ms for a popular product at 10 M stock movements, where reading
 * all its lines took 330 ms (docs/performance.md, backdated_repost); only a product not bought in those bills reads
 * its own lines.
 */
export async function syncPurchasePrices(tx: Kysely<DB>, enterpriseId: number, billId: number): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    SELECT p.id FROM product p
    WHERE p.enterprise_id = ${enterpriseId}
      AND p.id IN (SELECT l.product_id FROM bill_line l WHERE l.enterprise_id = ${enterpriseId} AND l.bill_id = ${billId})
    ORDER BY p.id FOR NO KEY UPDATE`.execute(tx);
  if (!rows.length) return;
  // One statement for all the bill's products (the trigger looped in PL/pgSQL; a loop here would cost two round
  // trips per product). The fallback subquery runs only for a product the walk did not find (COALESCE stops early).
  await sql`
    WITH recent AS MATERIALIZED (
      SELECT b.id, b.bill_date FROM bill b
      WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'purchase-bills' AND b.audit_status = ${sql.lit(AuditStatus.approved)}
      ORDER BY b.bill_date DESC, b.id DESC
      LIMIT 200
    ), latest AS (
      SELECT q.id, coalesce(
        (SELECT round(x.price / coalesce(u.ratio, 1), 6)
         FROM recent CROSS JOIN LATERAL (
           SELECT l.price, l.unit_id FROM bill_line l
           WHERE l.enterprise_id = ${enterpriseId} AND l.bill_id = recent.id AND l.product_id = q.id
           ORDER BY l.line_no DESC LIMIT 1
         ) x
         LEFT JOIN product_unit u ON u.enterprise_id = ${enterpriseId} AND u.product_id = q.id AND u.unit_id = x.unit_id
         ORDER BY recent.bill_date DESC, recent.id DESC
         LIMIT 1),
        (SELECT round(l.price / coalesce(u.ratio, 1), 6)
         FROM bill_line l JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
         LEFT JOIN product_unit u ON u.enterprise_id = l.enterprise_id AND u.product_id = l.product_id AND u.unit_id = l.unit_id
         WHERE l.enterprise_id = ${enterpriseId} AND l.product_id = q.id AND b.type = 'purchase-bills' AND b.audit_status = ${sql.lit(AuditStatus.approved)}
         ORDER BY b.bill_date DESC, b.id DESC, l.line_no DESC
         LIMIT 1)) AS price
      FROM unnest(${rows.map((r) => r.id)}::int[]) AS q(id)
    )
    UPDATE product p SET purchase_price = latest.price, update_time = ${nowSeconds()}
    FROM latest
    WHERE p.enterprise_id = ${enterpriseId} AND p.id = latest.id AND latest.price IS NOT NULL AND p.purchase_price IS DISTINCT FROM latest.price`.execute(tx);
}
