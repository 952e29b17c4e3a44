import { sql, type Kysely, type RawBuilder } from 'kysely';
import { chinaToday, Decimal, unitPrice } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { salePrices } from '../pricing/index.ts';
import type { BuyerLink } from './partner-link.ts';

/** Business dates are Chinese calendar days (the product's market), whatever the server's zone. */

export interface SupplyGood {
  supplier_partner_id: number; supplier_name: string; product_id: number; code: string; name: string; spec: string; unit_name: string;
  price: string; available: string;
}

export interface GoodsQuery { keyword?: string; product_ids?: number[]; page: number; page_size: number }

/**
 * What one link shows its customer: the supplier's on-sale products (of the link's categories or their children,
 * all when none are named), at the customer's agreement price, else the sale price at the link's price level,
 * and the quantity the supplier holds over all its warehouses.
 */
function goodsOf(link: BuyerLink, q: Omit<GoodsQuery, 'page' | 'page_size'>): RawBuilder<SupplyGood> {
  const s = link.supplier_enterprise_id;
  const keyword = q.keyword?.trim() ? `%${q.keyword.trim()}%` : null;
  return sql<SupplyGood>`
    SELECT ${link.supplier_partner_id}::integer AS supplier_partner_id, sp.name AS supplier_name, p.id AS product_id, p.code, p.name, p.spec,
      coalesce(u.name, '') AS unit_name,
      round(coalesce(ap.price, p.sale_price * coalesce(pl.rate, 1)), 6)::text AS price,
      coalesce((SELECT sum(b.qty) FROM stock_balance b WHERE b.enterprise_id = ${s} AND b.product_id = p.id), 0)::numeric(20,4)::text AS available
    FROM product p
    JOIN partner sp ON sp.enterprise_id = ${link.customer_enterprise_id} AND sp.id = ${link.supplier_partner_id}
    LEFT JOIN unit u ON u.enterprise_id = ${s} AND u.id = p.unit_id
    LEFT JOIN price_level pl ON pl.enterprise_id = ${s} AND pl.id = ${link.price_level_id} AND pl.deleted_time IS NULL
    LEFT JOIN sale_agreement_price ap ON ap.enterprise_id = ${s} AND ap.partner_id = ${link.customer_partner_id} AND ap.product_id = p.id
    WHERE p.enterprise_id = ${s} AND p.deleted_time IS NULL AND p.is_draft = 0 AND p.status = 1
      ${link.category_ids.length ? sql`AND (p.category_id IN (${sql.join(link.category_ids)}) OR p.category_id IN (
        SELECT c.id FROM product_category c WHERE c.enterprise_id = ${s} AND c.parent_id IN (${sql.join(link.category_ids)})))` : sql``}
      ${keyword ? sql`AND (p.name ILIKE ${keyword} OR p.code ILIKE ${keyword} OR p.spec ILIKE ${keyword})` : sql``}
      ${q.product_ids ? sql`AND p.id IN (${sql.join(q.product_ids.length ? q.product_ids : [0])})` : sql``}`;
}

/**
 * The supplier's live promotions, as its ordinary sales orders apply them (salePrices: agreement, else promotion):
 * a product without an agreement price for this customer and with a promotion today is offered at the promotion's
 * price when that is below the price level's (docs/decisions.md "Promotions on network orders").
 */
async function withPromotions(db: Kysely<DB>, links: BuyerLink[], rows: SupplyGood[]): Promise<SupplyGood[]> {
  const date = chinaToday();
  const promoted = new Map<string, string>();
  for (const link of links) {
    const ids = rows.filter((r) => r.supplier_partner_id === link.supplier_partner_id).map((r) => r.product_id);
    if (!ids.length) continue;
    for (const p of await salePrices(db, link.supplier_enterprise_id, link.customer_partner_id, ids, date)) {
      if (p.source === 'promotion') promoted.set(`${link.supplier_partner_id}:${p.product_id}`, p.price);
    }
  }
  return rows.map((r) => {
    const promotion = promoted.get(`${r.supplier_partner_id}:${r.product_id}`);
    return promotion !== undefined && new Decimal(promotion).lt(r.price) ? { ...r, price: unitPrice(promotion) } : r;
  });
}

/** The goods of the given links, one page, ordered by supplier then product code. */
export async function supplyGoods(db: Kysely<DB>, links: BuyerLink[], q: GoodsQuery): Promise<{ list: SupplyGood[]; total: number }> {
  if (!links.length) return { list: [], total: 0 };
  const union = sql.join(links.map((l) => goodsOf(l, q)), sql` UNION ALL `);
  const { rows: [count] } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM (${union}) g`.execute(db);
  const { rows } = await sql<SupplyGood>`SELECT * FROM (${union}) g ORDER BY supplier_partner_id, code, product_id
    LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db);
  return { list: await withPromotions(db, links, rows), total: count?.n ?? 0 };
}

/** The given products of one link as it offers them now (products no longer offered are missing). */
export async function offered(db: Kysely<DB>, link: BuyerLink, productIds: number[]): Promise<Map<number, SupplyGood>> {
  const { rows } = await goodsOf(link, { product_ids: productIds }).execute(db);
  return new Map((await withPromotions(db, [link], rows)).map((r) => [r.product_id, r]));
}
