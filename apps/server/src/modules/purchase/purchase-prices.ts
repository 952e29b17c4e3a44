import { AuditStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export type PurchasePriceSource = 'cost_price' | 'last_purchase' | 'product';
export interface PurchasePrice { product_id: number; price: string; source: PurchasePriceSource }

/**
 * The price a purchase line starts with, per base unit, for a supplier: the supplier's cost price for the product
 * (成本价, kept by the cost-price sync), else the price of the last approved purchase bill from that supplier (latest
 * bill date, latest bill, last line — the order the purchase-price trigger follows), else the product's purchase
 * price (the last purchase from anyone). Products with none of them are left out; another enterprise's too.
 */
export async function purchasePrices(db: Kysely<DB>, enterpriseId: number, partnerId: number, productIds: number[]): Promise<PurchasePrice[]> {
  if (!productIds.length) return [];
  const { rows } = await sql<{ product_id: number; cost_price: string | null; last_price: string | null; purchase_price: string }>`
    SELECT p.id AS product_id, c.cost_price, lp.price AS last_price, p.purchase_price
    FROM product p
    LEFT JOIN cost_price c ON c.enterprise_id = p.enterprise_id AND c.partner_id = ${partnerId} AND c.product_id = p.id
    LEFT JOIN LATERAL (
      SELECT round(l.price / coalesce(u.ratio, 1), 6) AS price
      FROM bill_line l
      JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
      LEFT JOIN product_unit u ON u.enterprise_id = l.enterprise_id AND u.product_id = l.product_id AND u.unit_id = l.unit_id
      WHERE l.enterprise_id = p.enterprise_id AND l.product_id = p.id AND b.type = 'purchase-bills' AND b.audit_status = ${sql.lit(AuditStatus.approved)}
        AND b.partner_id = ${partnerId} AND ${partnerId} > 0
      ORDER BY b.bill_date DESC, b.id DESC, l.line_no DESC
      LIMIT 1
    ) lp ON TRUE
    WHERE p.enterprise_id = ${enterpriseId} AND p.id = ANY(${productIds}::int[]) AND p.deleted_time IS NULL`.execute(db);
  return rows.flatMap((r): PurchasePrice[] => {
    if (r.cost_price !== null && Number(r.cost_price) > 0) return [{ product_id: r.product_id, price: r.cost_price, source: 'cost_price' }];
    if (r.last_price !== null) return [{ product_id: r.product_id, price: String(r.last_price), source: 'last_purchase' }];
    if (Number(r.purchase_price) > 0) return [{ product_id: r.product_id, price: r.purchase_price, source: 'product' }];
    return [];
  });
}
