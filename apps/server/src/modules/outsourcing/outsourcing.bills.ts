import { Decimal, amount, billMetaOf, dateSchema, idSchema, outsourcingDecimal, qty, type BillBodyInput, type MessageKey } from '@zf/shared';
import { z } from 'zod';
import { defineBillType, type BillForPosting } from '../../engines/bill/index.ts';
import type { Postings, StockPosting } from '../../engines/posting/index.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { feeContext, lockOrder, lockOrderOfBill, receiptContext, type FeeContext } from './outsourcing-estimate.ts';
import { checkOutsourcingApproval } from './outsourcing-rules.ts';

const meta = (type: string) => billMetaOf(type)!;
type Line = BillForPosting['lines'][number];

/** A decimal string with at most `places` decimals, ≥ 0 (`positive`: > 0). */
export const decimal = outsourcingDecimal;

/**
 * The order's own fields: the product the supplier makes for us, how many, the processing fee per unit, the fee's
 * VAT rate (13 % for processing services), the due date and the over-pick tolerance in % (PRODUCTION.md §3). Its lines
 * are the materials we supply (from the BOM: quantity × 用量 × (1 + 损耗率/100), editable).
 */
export const OrderExt = z.object({
  product_id: idSchema(),
  quantity: decimal(4, true),
  fee_price: decimal(6).default('0'),
  tax_rate: decimal(6).default('0.13'),
  due_date: dateSchema().optional(),
  tolerance: decimal(4).default('0'),
});
export type OrderExtValue = z.infer<typeof OrderExt>;

/** Picks, returns and fee bills name their order. */
export const OrderRefExt = z.object({ order_id: idSchema() });
/** 委外补料 names its order and says why more material goes out than the order's list allows. */
export const SupplementExt = OrderRefExt.extend({ reason: z.string({ error: 'outsourcing.supplementReason' }).trim().min(1, 'outsourcing.supplementReason').max(200, 'outsourcing.supplementReason') });
/** A receipt names its order and carries the order's processing fee per unit (checked against the order at approval). */
export const ReceiptExt = z.object({ order_id: idSchema(), fee_price: decimal(6).default('0') });

const origin = (bill: BillForPosting) => ({ date: bill.bill_date, billType: bill.type, billId: bill.id, billSn: bill.bill_sn });
const move = (bill: BillForPosting, l: Line, warehouseId: number, direction: 'in' | 'out'): StockPosting =>
  ({ ...origin(bill), productId: l.product_id, warehouseId, direction, qty: l.number, billLineId: l.id });

/**
 * Materials moved between two warehouses at ledger cost: out of `out_store_id` costed by the method, into
 * `in_store_id` at exactly that cost (a transfer's cost link, so a back-dated repost of the source follows).
 * A pick goes from our warehouse to the subcontractor's, a return back. A pick's or supplement's row leaves from its
 * own warehouse (issue 31: materials kept in different warehouses go out on one pick); the header's 调出仓库 is the
 * rows' default. A return's rows all come back from the subcontractor's warehouse.
 */
export const materialMoves = (bill: BillForPosting): { stock: StockPosting[] } => ({
  stock: bill.lines.flatMap((l, i) => [
    move(bill, l, bill.type === 'outsourcing-returns' ? bill.out_store_id : l.warehouse_id || bill.out_store_id, 'out'),
    { ...origin(bill), productId: l.product_id, warehouseId: bill.in_store_id, direction: 'in' as const, qty: l.number, costOf: 2 * i },
  ]),
});

/**
 * A receipt (out_store_id: the supplier's warehouse → in_store_id: ours): the materials the supplier used go out of
 * its warehouse (rows with direction -1, costed by the method),
 * the processed product comes in (direction 1) at exactly what they cost (a conversion link: reposts follow) plus the
 * processing fee (received × the order's fee per unit) as a value-only movement on the same ledger. The part of that
 * fee not billed yet (`context.estimate`, outsourcing-estimate.ts) is owed to the supplier as an estimate (暂估): a
 * partner entry of kind `estimate`, which the voucher credits to 2202; the billed part comes off 1408 (the plug).
 */
export function receiptPostings(bill: BillForPosting): Postings {
  const outs = bill.lines.filter((l) => l.direction === -1);
  const ins = bill.lines.filter((l) => l.direction !== -1);
  const sources = outs.map((_, i) => i);
  const weights = ins.map((l) => l.number);
  const feePrice = String(bill.ext?.fee_price ?? '0');
  return {
    stock: [
      ...outs.map((l) => move(bill, l, bill.out_store_id, 'out')),
      ...ins.map((l, part): StockPosting => (sources.length ? { ...move(bill, l, bill.in_store_id, 'in'), costShare: { sources, weights, part } } : { ...move(bill, l, bill.in_store_id, 'in'), amount: '0.00' })),
      ...ins.flatMap((l): StockPosting[] => {
        const fee = amount(new Decimal(l.number).mul(feePrice));
        return new Decimal(fee).isZero() ? [] : [{ ...move(bill, l, bill.in_store_id, 'in'), qty: '0.0000', amount: fee }];
      }),
    ],
    partner: estimateEntries(bill, String(bill.context?.estimate ?? '0'), -1),
  };
}

/** The supplier's estimate entry (−: we owe it the estimated fee; +: a fee bill reverses it). */
const estimateEntries = (bill: BillForPosting, value: string, sign: 1 | -1) =>
  (new Decimal(value).isZero() ? [] : [{ ...origin(bill), partnerId: bill.partner_id, kind: 'estimate' as const, amount: amount(new Decimal(value).mul(sign)) }]);

/**
 * The fee bill: we owe the supplier the fee with VAT (the partner ledger's payable side → 2202). When it bills goods
 * already received (`context`, outsourcing-estimate.ts) it reverses their estimate (单到冲回) and puts its actual fee
 * less that estimate on the goods as amount-only movements (the cost adjustment path); the rest of the fee waits on
 * 1408 for the receipt (the voucher's plug).
 */
export function feePostings(bill: BillForPosting) {
  const c = (bill.context ?? {}) as Partial<FeeContext>;
  return {
    partner: [
      { ...origin(bill), partnerId: bill.partner_id, kind: 'payable' as const, amount: amount(new Decimal(bill.total_amount).add(bill.tax_amount).neg()) },
      ...estimateEntries(bill, c.reversed ?? '0', 1),
    ],
    stock: (c.adjustments ?? []).map((a): StockPosting => ({ ...origin(bill), date: a.date, productId: a.productId, warehouseId: a.warehouseId, direction: 'in', qty: '0.0000', amount: a.amount })),
  };
}

/** A receipt needs one product row (direction 1) and names where the materials were consumed on the others. */
function receiptRules(body: BillBodyInput): Partial<Record<string, MessageKey>> {
  const fields: Partial<Record<string, MessageKey>> = {};
  body.lines.forEach((l, i) => { if (l.direction !== 1 && l.direction !== -1) fields[`lines.${i}.direction`] = 'bill.lineDirection'; });
  if (Object.keys(fields).length) return fields;
  if (body.lines.filter((l) => l.direction === 1).length !== 1) return { lines: 'outsourcing.oneProduct' };
  return fields;
}

/**
 * One lock order for the documents of an outsourcing order: the order's row before any stock balance, on approval
 * (beforePosting: receipts and fee bills read the order's figures there, picks and returns only lock) and on reversal.
 */
const approval = { afterApproval: checkOutsourcingApproval, beforeReversal: lockOrderOfBill };
const lockFirst = { beforePosting: async (tx: Kysely<DB>, enterpriseId: number, bill: BillForPosting) => { await lockOrder(tx, enterpriseId, Number(bill.ext?.order_id ?? 0)); return {}; } };

export const outsourcingOrder = defineBillType({ meta: meta('outsourcing-orders'), ext: OrderExt, toPostings: () => ({}), ...approval });
export const outsourcingPick = defineBillType({ meta: meta('outsourcing-picks'), ext: OrderRefExt, toPostings: materialMoves, ...approval, ...lockFirst });
/** 委外补料 (WWBL-): moves like a pick, beyond the order's list allowance (its own reason, no ceiling). */
export const outsourcingSupplement = defineBillType({ meta: meta('outsourcing-supplements'), ext: SupplementExt, toPostings: materialMoves, ...approval, ...lockFirst });
export const outsourcingReturn = defineBillType({ meta: meta('outsourcing-returns'), ext: OrderRefExt, toPostings: materialMoves, ...approval, ...lockFirst });
export const outsourcingIn = defineBillType({ meta: meta('outsourcing-ins'), ext: ReceiptExt, checkBody: receiptRules, toPostings: receiptPostings, beforePosting: receiptContext, ...approval });
export const outsourcingFee = defineBillType({ meta: meta('outsourcing-fees'), ext: OrderRefExt, toPostings: feePostings, beforePosting: feeContext, ...approval });

export const outsourcingBillTypes = [outsourcingOrder, outsourcingPick, outsourcingSupplement, outsourcingReturn, outsourcingIn, outsourcingFee];

/** Quantity of a material for `quantity` products: quantity × 用量 × (1 + 损耗率/100), 4 dp (truncated, SPEC §9). */
export const materialNeed = (quantity: string, perUnit: string, lossRate: string) =>
  qty(new Decimal(quantity).mul(perUnit).mul(new Decimal(1).add(new Decimal(lossRate).div(100))));
