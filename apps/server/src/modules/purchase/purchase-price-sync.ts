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
 * DESC) and stops at the first with a line of it: 2.6 ms for a popular product at 10 M stock movements, where reading
 * all its lines took 330 ms (docs/performance.md, backdated_repost); only a product not bought in those bills reads
 * its own lines.
 */
export async function syncPurchasePrices(tx: Kysely<DB>, enterpriseId: number, billId: number): Promise<void> {
  const { rows: products } = await sql<{ id: number }>`
    SELECT p.id FROM product p
    WHERE p.enterprise_id = ${enterpriseId}
      AND p.id IN (SELECT l.product_id FROM bill_line l WHERE l.enterprise_id = ${enterpriseId} AND l.bill_id = ${billId})
    ORDER BY p.id FOR NO KEY UPDATE`.execute(tx);
  for (const { id: productId } of products) {
    const latest = (await latestAmongRecentBills(tx, enterpriseId, productId)) ?? (await latestOfProduct(tx, enterpriseId, productId));
    if (latest === undefined) continue;
    await sql`UPDATE product SET purchase_price = ${latest}, update_time = ${nowSeconds()}
      WHERE enterprise_id = ${enterpriseId} AND id = ${productId} AND purchase_price IS DISTINCT FROM ${latest}::numeric`.execute(tx);
  }
}

/** The product's latest approved purchase price per base unit among the 200 newest approved purchase bills. */
async function latestAmongRecentBills(tx: Kysely<DB>, enterpriseId: number, productId: number): Promise<string | undefined> {
  const { rows } = await sql<{ price: string }>`
    SELECT round(x.price / coalesce(u.ratio, 1), 6) AS price
    FROM (
      SELECT b.id, b.bill_date FROM bill b
      WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'purchase-bills' AND b.audit_status = 2
      ORDER BY b.bill_date DESC, b.id DESC
      LIMIT 200
    ) recent CROSS JOIN LATERAL (
      SELECT l.price, l.unit_id FROM bill_line l
      WHERE l.enterprise_id = ${enterpriseId} AND l.bill_id = recent.id AND l.product_id = ${productId}
      ORDER BY l.line_no DESC LIMIT 1
    ) x
    LEFT JOIN product_unit u ON u.enterprise_id = ${enterpriseId} AND u.product_id = ${productId} AND u.unit_id = x.unit_id
    ORDER BY recent.bill_date DESC, recent.id DESC
    LIMIT 1`.execute(tx);
  return rows[0]?.price;
}

/** The same over every approved purchase line of the product, for one not bought in the newest bills. */
async function latestOfProduct(tx: Kysely<DB>, enterpriseId: number, productId: number): Promise<string | undefined> {
  const { rows } = await sql<{ price: string }>`
    SELECT round(l.price / coalesce(u.ratio, 1), 6) AS price
    FROM bill_line l JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
    LEFT JOIN product_unit u ON u.enterprise_id = l.enterprise_id AND u.product_id = l.product_id AND u.unit_id = l.unit_id
    WHERE l.enterprise_id = ${enterpriseId} AND l.product_id = ${productId} AND b.type = 'purchase-bills' AND b.audit_status = 2
    ORDER BY b.bill_date DESC, b.id DESC, l.line_no DESC
    LIMIT 1`.execute(tx);
  return rows[0]?.price;
}
