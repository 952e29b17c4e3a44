import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface Delivery { sale_bill_id: number; bill_sn: string; bill_date: string; total_number: string; total_amount: string; purchase_bill_id: number | null }
export interface SupplyOrderView {
  id: number; status: number; bill_id: number; bill_sn: string; bill_date: string; partner_id: number; partner_name: string; total_number: string;
  total_amount: string; audit_status: number; store_status: number; peer_bill_sn: string; peer_store_status: number; deliveries: Delivery[];
}
export interface ListQuery { status?: number; keyword?: string; page: number; page_size: number }

/** The supplier's approved deliveries (sale bills) of the given sales orders, with the buyer's receipt when made. */
async function deliveriesOf(db: Kysely<DB>, supplierId: number, saleOrderIds: number[]): Promise<Map<number, Delivery[]>> {
  if (!saleOrderIds.length) return new Map();
  const { rows } = await sql<Delivery & { order_id: number }>`
    SELECT b.source_bill_id AS order_id, b.id AS sale_bill_id, b.bill_sn, b.bill_date::text AS bill_date, b.total_number::text AS total_number,
      b.total_amount::text AS total_amount, r.purchase_bill_id
    FROM bill b LEFT JOIN supply_receipt r ON r.supplier_enterprise_id = b.enterprise_id AND r.sale_bill_id = b.id
    WHERE b.enterprise_id = ${supplierId} AND b.type = 'sale-bills' AND b.audit_status = 2 AND b.source_bill_id IN (${sql.join(saleOrderIds)})
    ORDER BY b.id`.execute(db);
  const byOrder = new Map<number, Delivery[]>();
  for (const { order_id, ...d } of rows) byOrder.set(order_id, [...byOrder.get(order_id) ?? [], d]);
  return byOrder;
}

const keywordOf = (q: ListQuery) => (q.keyword?.trim() ? `%${q.keyword.trim()}%` : null);

/**
 * The buyer's supply-chain orders (供应链订单): its purchase orders made through links, with what the link grants
 * it of the supplier's side — the sales order's number and stock-out status, and the approved deliveries.
 */
export async function buyerOrders(db: Kysely<DB>, enterpriseId: number, q: ListQuery): Promise<{ list: SupplyOrderView[]; total: number }> {
  const kw = keywordOf(q);
  const where = sql`o.enterprise_id = ${enterpriseId} ${q.status ? sql`AND o.status = ${q.status}` : sql``}
    ${kw ? sql`AND (b.bill_sn ILIKE ${kw} OR p.name ILIKE ${kw} OR s.bill_sn ILIKE ${kw})` : sql``}`;
  const from = sql`supply_order o
    JOIN bill b ON b.enterprise_id = o.enterprise_id AND b.id = o.purchase_order_id
    JOIN bill s ON s.enterprise_id = o.supplier_enterprise_id AND s.id = o.sale_order_id
    LEFT JOIN partner p ON p.enterprise_id = b.enterprise_id AND p.id = b.partner_id`;
  const { rows: [count] } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${from} WHERE ${where}`.execute(db);
  const { rows } = await sql<Omit<SupplyOrderView, 'deliveries'> & { sale_order_id: number; supplier_enterprise_id: number }>`
    SELECT o.id, o.status, b.id AS bill_id, b.bill_sn, b.bill_date::text AS bill_date, b.partner_id, coalesce(p.name, '') AS partner_name,
      b.total_number::text AS total_number, b.total_amount::text AS total_amount, b.audit_status, b.instore_status AS store_status,
      s.bill_sn AS peer_bill_sn, s.outstore_status AS peer_store_status, o.sale_order_id, o.supplier_enterprise_id
    FROM ${from} WHERE ${where} ORDER BY o.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db);
  const list: SupplyOrderView[] = [];
  for (const { sale_order_id, supplier_enterprise_id, ...r } of rows) {
    list.push({ ...r, deliveries: (await deliveriesOf(db, supplier_enterprise_id, [sale_order_id])).get(sale_order_id) ?? [] });
  }
  return { list, total: count?.n ?? 0 };
}

/**
 * The supplier's orders from linked customers (客户订货 / 客户订单列表): its sales orders made through links, with the
 * buyer's order number and receipt status, and its own deliveries (received or not).
 */
export async function supplierOrders(db: Kysely<DB>, enterpriseId: number, q: ListQuery): Promise<{ list: SupplyOrderView[]; total: number }> {
  const kw = keywordOf(q);
  const where = sql`o.supplier_enterprise_id = ${enterpriseId} ${q.status ? sql`AND o.status = ${q.status}` : sql``}
    ${kw ? sql`AND (s.bill_sn ILIKE ${kw} OR p.name ILIKE ${kw} OR b.bill_sn ILIKE ${kw})` : sql``}`;
  const from = sql`supply_order o
    JOIN bill s ON s.enterprise_id = o.supplier_enterprise_id AND s.id = o.sale_order_id
    JOIN bill b ON b.enterprise_id = o.enterprise_id AND b.id = o.purchase_order_id
    LEFT JOIN partner p ON p.enterprise_id = s.enterprise_id AND p.id = s.partner_id`;
  const { rows: [count] } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${from} WHERE ${where}`.execute(db);
  const { rows } = await sql<Omit<SupplyOrderView, 'deliveries'>>`
    SELECT o.id, o.status, s.id AS bill_id, s.bill_sn, s.bill_date::text AS bill_date, s.partner_id, coalesce(p.name, '') AS partner_name,
      s.total_number::text AS total_number, s.total_amount::text AS total_amount, s.audit_status, s.outstore_status AS store_status,
      b.bill_sn AS peer_bill_sn, b.instore_status AS peer_store_status
    FROM ${from} WHERE ${where} ORDER BY o.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db);
  const deliveries = await deliveriesOf(db, enterpriseId, rows.map((r) => r.bill_id));
  return { list: rows.map((r) => ({ ...r, deliveries: deliveries.get(r.bill_id) ?? [] })), total: count?.n ?? 0 };
}

export interface CustomerBill {
  sale_bill_id: number; bill_sn: string; bill_date: string; partner_id: number; partner_name: string; order_bill_sn: string; total_number: string;
  total_amount: string; received: boolean;
}

/** The supplier's deliveries to linked customers (客户单据列表), and whether the customer has received each. */
export async function customerBills(db: Kysely<DB>, enterpriseId: number, q: ListQuery): Promise<{ list: CustomerBill[]; total: number }> {
  const kw = keywordOf(q);
  const from = sql`supply_order o
    JOIN bill s ON s.enterprise_id = o.supplier_enterprise_id AND s.id = o.sale_order_id
    JOIN bill d ON d.enterprise_id = o.supplier_enterprise_id AND d.type = 'sale-bills' AND d.source_bill_id = s.id AND d.audit_status = 2
    LEFT JOIN partner p ON p.enterprise_id = d.enterprise_id AND p.id = d.partner_id
    LEFT JOIN supply_receipt r ON r.supplier_enterprise_id = d.enterprise_id AND r.sale_bill_id = d.id`;
  const where = sql`o.supplier_enterprise_id = ${enterpriseId} ${kw ? sql`AND (d.bill_sn ILIKE ${kw} OR p.name ILIKE ${kw})` : sql``}
    ${q.status === 1 ? sql`AND r.id IS NULL` : q.status === 2 ? sql`AND r.id IS NOT NULL` : sql``}`;
  const { rows: [count] } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${from} WHERE ${where}`.execute(db);
  const { rows } = await sql<CustomerBill>`
    SELECT d.id AS sale_bill_id, d.bill_sn, d.bill_date::text AS bill_date, d.partner_id, coalesce(p.name, '') AS partner_name, s.bill_sn AS order_bill_sn,
      d.total_number::text AS total_number, d.total_amount::text AS total_amount, r.id IS NOT NULL AS received
    FROM ${from} WHERE ${where} ORDER BY d.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db);
  return { list: rows, total: count?.n ?? 0 };
}
