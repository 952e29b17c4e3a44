import { AuditStatus, Code, Decimal, amount, qty } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { BillForPosting } from '../../engines/bill/index.ts';
import { allocateCost } from '../../engines/posting/cost-allocation.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * 暂估 of the processing fee (PRODUCTION.md §3 "if not invoiced: Dr 1408 / Cr 2202-暂估"; docs/decisions.md
 * "Outsourcing fee 暂估"). A receipt approved before its fee is billed carries the order's agreed fee (received × unit
 * fee) as an estimate: a partner entry of kind `estimate` on the supplier (so 2202 and the supplier's ledger keep
 * agreeing, as a purchase receipt's payable does), which its voucher credits to 2202 instead of taking the fee from
 * 1408. The fee bill reverses the estimate of the units it bills that were received (单到冲回: the same moment the
 * purchase invoice moves 暂估进项税额) and puts the difference between its actual fee and that estimate on the received
 * goods as an amount-only stock movement — the stock ledger's cost adjustment path, so later issues and the GL follow.
 *
 * Quantities decide which units are estimated: units received beyond those billed are estimated; a fee billed before
 * the goods came (units billed beyond those received) sits on 1408 and the receipt takes it from there as before.
 */

export interface FeeAdjustment { warehouseId: number; productId: number; date: string; amount: string }
/** What a fee bill's approval read under the order's lock: the estimate it reverses and the cost differences. */
export interface FeeContext { reversed: string; adjustments: FeeAdjustment[] }

interface OrderFigures { orderId: number; feePrice: string; productId: number; received: string; billed: string; estimate: string }

/** The order a follow-up document names, locked (FOR UPDATE) so documents against one order are costed in turn. */
export async function lockOrder(tx: Kysely<DB>, enterpriseId: number, orderId: number): Promise<{ fee_price: string; product_id: number } | undefined> {
  const { rows: [order] } = await sql<{ ext: Record<string, unknown> }>`
    SELECT ext FROM bill WHERE enterprise_id = ${enterpriseId} AND id = ${orderId} AND type = 'outsourcing-orders' FOR UPDATE`.execute(tx);
  return order ? { fee_price: String(order.ext.fee_price ?? '0'), product_id: Number(order.ext.product_id) } : undefined;
}

/**
 * Reversal of an outsourcing document: the order's lock first, as its approval takes it (one lock order). A receipt
 * is refused here, before its stock is touched, once a fee bill matched the order's received goods (feeBillMatched).
 */
export async function lockOrderOfBill(tx: Kysely<DB>, enterpriseId: number, billId: number): Promise<void> {
  const row = await tx.selectFrom('bill').select(['type', 'ext']).where('enterprise_id', '=', enterpriseId).where('id', '=', billId).executeTakeFirst();
  const orderId = Number((row?.ext as Record<string, unknown> | undefined)?.order_id ?? 0);
  if (!orderId) return;
  await lockOrder(tx, enterpriseId, orderId);
  const sn = row?.type === 'outsourcing-ins' ? await feeBillMatched(tx, enterpriseId, orderId) : undefined;
  if (sn) throw new AppError(Code.conflict, 'outsourcing.feeMatched', null, { sn });
}

/** Received and billed quantities of the order's approved receipts and fee bills, and its estimate still open. */
async function orderFigures(tx: Kysely<DB>, enterpriseId: number, orderId: number): Promise<OrderFigures | undefined> {
  const order = await lockOrder(tx, enterpriseId, orderId);
  if (!order) return undefined;
  const { rows: [r] } = await sql<{ received: string; billed: string; estimate: string }>`
    SELECT
      (SELECT coalesce(sum(l.number), 0) FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
        WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'outsourcing-ins' AND b.audit_status = ${AuditStatus.approved}
          AND (b.ext->>'order_id')::int = ${orderId} AND l.direction <> -1)::text AS received,
      (SELECT coalesce(sum(l.number), 0) FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
        WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'outsourcing-fees' AND b.audit_status = ${AuditStatus.approved}
          AND (b.ext->>'order_id')::int = ${orderId})::text AS billed,
      (SELECT coalesce(-sum(e.amount), 0) FROM partner_entry e JOIN bill b ON b.enterprise_id = e.enterprise_id AND b.id = e.bill_id
        WHERE e.enterprise_id = ${enterpriseId} AND e.kind = 'estimate' AND b.type IN ('outsourcing-ins', 'outsourcing-fees') AND b.type = e.bill_type
          AND (b.ext->>'order_id')::int = ${orderId})::text AS estimate`.execute(tx);
  return { orderId, feePrice: order.fee_price, productId: order.product_id, received: r!.received, billed: r!.billed, estimate: amount(r!.estimate) };
}

const positive = (d: Decimal) => Decimal.max(d, 0);
const orderIdOf = (bill: BillForPosting) => Number(bill.ext?.order_id ?? 0);

/**
 * A receipt's approval: how much of the fee it carries is an estimate — the units received beyond those already
 * billed (the rest of the fee was billed before and waits on 1408).
 */
export async function receiptContext(tx: Kysely<DB>, enterpriseId: number, bill: BillForPosting): Promise<Record<string, unknown>> {
  const f = await orderFigures(tx, enterpriseId, orderIdOf(bill));
  if (!f) return {};
  const received = bill.lines.filter((l) => l.direction !== -1).reduce((s, l) => s.add(l.number), new Decimal(0));
  const fromBilled = Decimal.min(received, positive(new Decimal(f.billed).sub(f.received)));
  const estimated = received.sub(fromBilled);
  return { estimate: amount(estimated.mul(String(bill.ext?.fee_price ?? '0'))) };
}

/**
 * A fee bill's approval: of the units it bills, those received and not billed yet are matched to their receipts'
 * estimate, which it reverses; their actual fee less that estimate goes onto the received goods (per receiving
 * warehouse by received quantity, dated on the latest receipt there but not before the fee bill's month nor after
 * the fee bill). An order without an agreed fee has no estimate: the whole matched fee adjusts the goods' cost.
 */
export async function feeContext(tx: Kysely<DB>, enterpriseId: number, bill: BillForPosting): Promise<Record<string, unknown>> {
  const f = await orderFigures(tx, enterpriseId, orderIdOf(bill));
  const none: FeeContext = { reversed: '0.00', adjustments: [] };
  if (!f) return { ...none };
  const billedNow = bill.lines.reduce((s, l) => s.add(l.number), new Decimal(0));
  const unbilled = positive(new Decimal(f.received).sub(f.billed));
  const matched = Decimal.min(billedNow, unbilled);
  if (matched.isZero() || billedNow.isZero()) return { ...none };
  // All the open units: all the open estimate, to the cent; part of them: their share at the order's unit fee.
  const reversed = matched.eq(unbilled) ? new Decimal(f.estimate) : Decimal.min(f.estimate, amount(matched.mul(f.feePrice)));
  const actual = matched.eq(billedNow) ? new Decimal(bill.total_amount) : new Decimal(amount(new Decimal(bill.total_amount).mul(matched).div(billedNow)));
  const difference = actual.sub(reversed);
  const context: FeeContext = { reversed: amount(positive(reversed)), adjustments: [] };
  if (difference.isZero()) return { ...context };
  const { rows: stores } = await sql<{ warehouse_id: number; received: string; last_date: string }>`
    SELECT b.in_store_id AS warehouse_id, sum(l.number)::text AS received, max(b.bill_date)::text AS last_date
    FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
    WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'outsourcing-ins' AND b.audit_status = ${AuditStatus.approved}
      AND (b.ext->>'order_id')::int = ${f.orderId} AND l.direction <> -1
    GROUP BY b.in_store_id ORDER BY b.in_store_id`.execute(tx);
  const parts = allocateCost(amount(difference), stores.map((s) => qty(s.received)));
  const monthStart = `${bill.bill_date.slice(0, 7)}-01`;
  const clamp = (d: string) => (d < monthStart ? monthStart : d > bill.bill_date ? bill.bill_date : d);
  context.adjustments = stores.map((s, i) => ({ warehouseId: s.warehouse_id, productId: f.productId, date: clamp(s.last_date), amount: parts[i]! }))
    .filter((a) => !new Decimal(a.amount).isZero());
  return { ...context };
}

/**
 * Reversing a receipt once a fee bill has matched the order's received goods (reversed their estimate or adjusted
 * their cost) would leave that bill's reversal or adjustment without its goods: refused until the fee bill is
 * reversed. Answers the matching fee bill's number, or undefined.
 */
export async function feeBillMatched(tx: Kysely<DB>, enterpriseId: number, orderId: number): Promise<string | undefined> {
  const { rows: [r] } = await sql<{ bill_sn: string }>`
    SELECT b.bill_sn FROM bill b
    WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'outsourcing-fees' AND b.audit_status = ${AuditStatus.approved} AND (b.ext->>'order_id')::int = ${orderId}
      AND (EXISTS (SELECT 1 FROM partner_entry e WHERE e.enterprise_id = b.enterprise_id AND e.bill_type = b.type AND e.bill_id = b.id AND e.kind = 'estimate')
        OR EXISTS (SELECT 1 FROM stock_move m WHERE m.enterprise_id = b.enterprise_id AND m.bill_type = b.type AND m.bill_id = b.id))
    ORDER BY b.bill_date DESC, b.id DESC LIMIT 1`.execute(tx);
  return r?.bill_sn;
}

/** One approved receipt's 暂估: the fee it carried, how much of it was an estimate, reversed by fee bills, still open. */
export interface ReceiptEstimate {
  receipt_id: number; bill_sn: string; bill_date: string; order_id: number; order_sn: string; partner_name: string; product_name: string;
  received: string; fee_price: string; fee_carried: string; estimated: string; reversed: string; open: string;
  /** estimated (open), partly (reversed in part), reversed, billed (the fee was billed before: no estimate), no_fee (no agreed fee). */
  state: 'estimated' | 'partly' | 'reversed' | 'billed' | 'no_fee';
}

/**
 * The 暂估 list: approved receipts with their estimates, oldest first. What fee bills reversed is counted per order
 * against its receipts oldest first (a fee bill reverses the order's open estimate, not one receipt's). `open`: only
 * receipts with an estimate still open (what the month end carries on 2202).
 */
export async function receiptEstimates(db: Kysely<DB>, enterpriseId: number, filter: { receiptId?: number; orderId?: number; open?: boolean }): Promise<ReceiptEstimate[]> {
  const { rows } = await sql<Omit<ReceiptEstimate, 'reversed' | 'open' | 'state'> & { order_reversed: string }>`
    WITH r AS (
      SELECT b.id, b.bill_sn, b.bill_date, b.partner_id, (b.ext->>'order_id')::int AS order_id, coalesce(b.ext->>'fee_price', '0') AS fee_price
      FROM bill b WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'outsourcing-ins' AND b.audit_status = ${AuditStatus.approved}
        ${filter.orderId ? sql`AND (b.ext->>'order_id')::int = ${filter.orderId}` : sql``}
        ${filter.receiptId ? sql`AND (b.ext->>'order_id')::int = (SELECT (x.ext->>'order_id')::int FROM bill x WHERE x.enterprise_id = ${enterpriseId} AND x.id = ${filter.receiptId} AND x.type = 'outsourcing-ins')` : sql``})
    SELECT r.id AS receipt_id, r.bill_sn, r.bill_date::text AS bill_date, r.order_id, coalesce(o.bill_sn, '') AS order_sn, coalesce(pa.name, '') AS partner_name,
      coalesce(p.name, '') AS product_name, r.fee_price,
      (SELECT coalesce(sum(l.number), 0) FROM bill_line l WHERE l.enterprise_id = ${enterpriseId} AND l.bill_id = r.id AND l.direction <> -1)::numeric(20, 4)::text AS received,
      (SELECT coalesce(sum(m.direction * m.amount), 0) FROM stock_move m WHERE m.enterprise_id = ${enterpriseId} AND m.bill_type = 'outsourcing-ins' AND m.bill_id = r.id AND m.qty = 0)::numeric(20, 2)::text AS fee_carried,
      (SELECT coalesce(-sum(e.amount), 0) FROM partner_entry e WHERE e.enterprise_id = ${enterpriseId} AND e.bill_type = 'outsourcing-ins' AND e.bill_id = r.id AND e.kind = 'estimate')::numeric(20, 2)::text AS estimated,
      (SELECT coalesce(sum(e.amount), 0) FROM partner_entry e JOIN bill f ON f.enterprise_id = e.enterprise_id AND f.id = e.bill_id
        WHERE e.enterprise_id = ${enterpriseId} AND e.bill_type = 'outsourcing-fees' AND f.type = 'outsourcing-fees' AND e.kind = 'estimate'
          AND (f.ext->>'order_id')::int = r.order_id)::numeric(20, 2)::text AS order_reversed
    FROM r LEFT JOIN bill o ON o.enterprise_id = ${enterpriseId} AND o.id = r.order_id
    LEFT JOIN partner pa ON pa.enterprise_id = ${enterpriseId} AND pa.id = r.partner_id
    LEFT JOIN product p ON p.enterprise_id = ${enterpriseId} AND p.id = (o.ext->>'product_id')::int
    ORDER BY r.order_id, r.bill_date, r.id`.execute(db);
  const left = new Map<number, Decimal>();
  const list = rows.map(({ order_reversed, ...r }): ReceiptEstimate => {
    const pool = left.get(r.order_id) ?? new Decimal(order_reversed);
    const reversed = Decimal.min(pool, r.estimated);
    left.set(r.order_id, pool.sub(reversed));
    const open = new Decimal(r.estimated).sub(reversed);
    const state = new Decimal(r.fee_price).isZero() ? 'no_fee' : new Decimal(r.estimated).isZero() ? 'billed' : reversed.isZero() ? 'estimated' : open.isZero() ? 'reversed' : 'partly';
    return { ...r, reversed: amount(reversed), open: amount(open), state };
  });
  return list.filter((r) => (!filter.receiptId || r.receipt_id === filter.receiptId) && (!filter.open || !new Decimal(r.open).isZero()))
    .sort((a, b) => a.bill_date.localeCompare(b.bill_date) || a.receipt_id - b.receipt_id);
}
