import { AuditStatus, Decimal, amount, outsourcingFollowTypes, qty } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** One supplied material of an order: ordered, picked, returned, consumed by receipts, and still at the subcontractor. */
export interface MaterialProgress {
  product_id: number;
  ordered: string;
  picked: string;
  /** Sent by 委外补料 beyond the list allowance. */
  supplemented: string;
  returned: string;
  consumed: string;
  at_supplier: string;
}

/**
 * An order's progress (approved documents only): per material the quantities (what was sent = picked + supplemented), and for the order the product received,
 * the fee quantity billed, and the values that reconcile 1408 for it (核销): materials sent (picks − returns at ledger
 * cost), materials consumed by receipts, the fee the receipts carried and the fee billed (net of VAT).
 */
export interface OrderProgress {
  order_id: number;
  quantity: string;
  received: string;
  billed_number: string;
  materials: MaterialProgress[];
  sent_value: string;
  consumed_value: string;
  fee_carried: string;
  fee_billed: string;
  /** The fee its receipts owe the supplier on an estimate (暂估) that no fee bill has reversed yet. */
  fee_estimated: string;
  /** What fee bills put on the received goods: their actual fee less the estimate they reversed. */
  fee_adjusted: string;
  /** What the order still has at the subcontractor's on 1408: sent − consumed + billed − carried + estimated − adjusted. */
  open_value: string;
}

interface LineSum { order_id: number; type: string; product_id: number; direction: number; number: string }

/** Progress of the given orders (all of the enterprise's when `orderIds` is omitted), read in the caller's transaction. */
export async function orderProgress(db: Kysely<DB>, enterpriseId: number, orderIds?: number[]): Promise<OrderProgress[]> {
  if (orderIds && !orderIds.length) return [];
  const orderFilter = orderIds ? sql`AND b.id IN (${sql.join(orderIds)})` : sql``;
  const { rows: orders } = await sql<{ id: number; quantity: string; product_id: number; line_product: number | null; line_number: string | null }>`
    SELECT b.id, b.ext->>'quantity' AS quantity, (b.ext->>'product_id')::int AS product_id, l.product_id AS line_product, l.number::text AS line_number
    FROM bill b LEFT JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
    WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'outsourcing-orders' ${orderFilter}
    ORDER BY b.id, l.line_no`.execute(db);
  const followFilter = orderIds ? sql`AND (b.ext->>'order_id')::int IN (${sql.join(orderIds)})` : sql``;
  const approved = sql`b.enterprise_id = ${enterpriseId} AND b.type IN (${sql.join([...outsourcingFollowTypes])}) AND b.audit_status = ${AuditStatus.approved} ${followFilter}`;
  const { rows: lines } = await sql<LineSum>`
    SELECT (b.ext->>'order_id')::int AS order_id, b.type, l.product_id, l.direction, sum(l.number)::text AS number
    FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
    WHERE ${approved} GROUP BY 1, 2, 3, 4`.execute(db);
  const { rows: values } = await sql<{ order_id: number; type: string; kind: string; value: string }>`
    SELECT (b.ext->>'order_id')::int AS order_id, b.type,
      CASE WHEN w.subcontractor_id <> 0 THEN 'supplier' WHEN m.qty = 0 THEN 'fee' ELSE 'ours' END AS kind,
      sum(m.direction * m.amount)::text AS value
    FROM bill b JOIN stock_move m ON m.enterprise_id = b.enterprise_id AND m.bill_type = b.type AND m.bill_id = b.id
    JOIN warehouse w ON w.enterprise_id = m.enterprise_id AND w.id = m.warehouse_id
    WHERE ${approved} GROUP BY 1, 2, 3`.execute(db);
  const { rows: fees } = await sql<{ order_id: number; value: string }>`
    SELECT (b.ext->>'order_id')::int AS order_id, sum(b.total_amount)::text AS value FROM bill b
    WHERE ${approved} AND b.type = 'outsourcing-fees' GROUP BY 1`.execute(db);
  const { rows: estimates } = await sql<{ order_id: number; value: string }>`
    SELECT (b.ext->>'order_id')::int AS order_id, (-sum(e.amount))::text AS value
    FROM bill b JOIN partner_entry e ON e.enterprise_id = b.enterprise_id AND e.bill_type = b.type AND e.bill_id = b.id AND e.kind = 'estimate'
    WHERE b.enterprise_id = ${enterpriseId} AND b.type IN ('outsourcing-ins', 'outsourcing-fees') ${followFilter} GROUP BY 1`.execute(db);

  const byOrder = new Map<number, OrderProgress>();
  const zero = () => new Decimal(0);
  for (const o of orders) {
    let p = byOrder.get(o.id);
    if (!p) {
      p = { order_id: o.id, quantity: qty(o.quantity ?? '0'), received: '0.0000', billed_number: '0.0000', materials: [], sent_value: '0.00', consumed_value: '0.00', fee_carried: '0.00', fee_billed: '0.00', fee_estimated: '0.00', fee_adjusted: '0.00', open_value: '0.00' };
      byOrder.set(o.id, p);
    }
    if (o.line_product !== null && !p.materials.some((m) => m.product_id === o.line_product)) {
      p.materials.push({ product_id: o.line_product, ordered: qty(o.line_number ?? '0'), picked: '0.0000', supplemented: '0.0000', returned: '0.0000', consumed: '0.0000', at_supplier: '0.0000' });
    } else if (o.line_product !== null) {
      const m = p.materials.find((x) => x.product_id === o.line_product)!;
      m.ordered = qty(new Decimal(m.ordered).add(o.line_number ?? '0'));
    }
  }
  const materialOf = (p: OrderProgress, productId: number) => {
    let m = p.materials.find((x) => x.product_id === productId);
    if (!m) { m = { product_id: productId, ordered: '0.0000', picked: '0.0000', supplemented: '0.0000', returned: '0.0000', consumed: '0.0000', at_supplier: '0.0000' }; p.materials.push(m); }
    return m;
  };
  for (const l of lines) {
    const p = byOrder.get(l.order_id);
    if (!p) continue;
    const add = (a: string) => qty(new Decimal(a).add(l.number));
    if (l.type === 'outsourcing-picks') { const m = materialOf(p, l.product_id); m.picked = add(m.picked); }
    if (l.type === 'outsourcing-supplements') { const m = materialOf(p, l.product_id); m.supplemented = add(m.supplemented); }
    if (l.type === 'outsourcing-returns') { const m = materialOf(p, l.product_id); m.returned = add(m.returned); }
    if (l.type === 'outsourcing-ins' && l.direction === -1) { const m = materialOf(p, l.product_id); m.consumed = add(m.consumed); }
    if (l.type === 'outsourcing-ins' && l.direction !== -1) p.received = add(p.received);
    if (l.type === 'outsourcing-fees') p.billed_number = add(p.billed_number);
  }
  const sums = new Map<number, { sent: Decimal; consumed: Decimal; carried: Decimal; adjusted: Decimal }>();
  for (const v of values) {
    const s = sums.get(v.order_id) ?? { sent: zero(), consumed: zero(), carried: zero(), adjusted: zero() };
    sums.set(v.order_id, s);
    if ((v.type === 'outsourcing-picks' || v.type === 'outsourcing-supplements' || v.type === 'outsourcing-returns') && v.kind === 'supplier') s.sent = s.sent.add(v.value);
    if (v.type === 'outsourcing-ins' && v.kind === 'supplier') s.consumed = s.consumed.sub(v.value);
    if (v.type === 'outsourcing-ins' && v.kind === 'fee') s.carried = s.carried.add(v.value);
    if (v.type === 'outsourcing-fees') s.adjusted = s.adjusted.add(v.value);
  }
  for (const p of byOrder.values()) {
    for (const m of p.materials) m.at_supplier = qty(new Decimal(m.picked).add(m.supplemented).sub(m.returned).sub(m.consumed));
    const s = sums.get(p.order_id) ?? { sent: zero(), consumed: zero(), carried: zero(), adjusted: zero() };
    const billed = new Decimal(fees.find((f) => f.order_id === p.order_id)?.value ?? '0');
    const estimated = new Decimal(estimates.find((e) => e.order_id === p.order_id)?.value ?? '0');
    Object.assign(p, {
      sent_value: amount(s.sent), consumed_value: amount(s.consumed), fee_carried: amount(s.carried), fee_billed: amount(billed),
      fee_estimated: amount(estimated), fee_adjusted: amount(s.adjusted),
      open_value: amount(s.sent.sub(s.consumed).add(billed).sub(s.carried).add(estimated).sub(s.adjusted)),
    });
  }
  return [...byOrder.values()];
}
