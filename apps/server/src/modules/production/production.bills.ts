import { Code, Decimal, amount, billMetaOf, qty, type BillBodyInput } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineBillType, type BillForPosting, type BillType } from '../../engines/bill/index.ts';
import type { StockPosting } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';
import {
  advanceStatus, issueLimit, loadOrder, netIssued, orderFigures, receiptLimit, sortedSteps, stepLimit, type OrderFigures, type ProductionOrder,
} from './order-figures.ts';
import { OrderExt, ProductionStatus, prepareOrder } from './production-order.ts';
import { checkWorkReportRefs, feedEquipment } from './work-report-refs.ts';
import { isConsumed, receiptPostings, withConsumedRows } from './backflush.ts';
import { baseNumbers } from '../../engines/bill/line-units.ts';

const meta = (type: string) => billMetaOf(type)!;
type Line = BillForPosting['lines'][number];
type DocType = 'production-picks' | 'production-supplements' | 'production-returns' | 'work-reports' | 'production-ins' | 'production-scraps';

const move = (bill: BillForPosting, l: Line, direction: 'in' | 'out', value?: string): StockPosting => ({
  productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction, qty: l.number,
  ...(value === undefined ? {} : { amount: value }),
  billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
});

/**
 * Production order (生产单, SCD): posts nothing. Saving fills its lines from the BOM and its routing snapshot
 * (production-order.ts); approval opens its production status (not started), reversal removes it (refused by the
 * engine while documents were made against it).
 */
export const productionOrder = defineBillType({
  meta: meta('production-orders'),
  ext: OrderExt,
  prepareBody: prepareOrder,
  toPostings: () => ({}),
  async afterApproval(tx, bill) {
    if (bill.approved) {
      await tx.insertInto('production_order_state').values({ enterprise_id: bill.enterpriseId, order_id: bill.id, status: ProductionStatus.notStarted, update_time: Math.floor(Date.now() / 1000) })
        .onConflict((c) => c.columns(['enterprise_id', 'order_id']).doNothing()).execute();
    } else {
      await tx.deleteFrom('production_order_state').where('enterprise_id', '=', bill.enterpriseId).where('order_id', '=', bill.id).execute();
    }
  },
});

/** A problem of one row of a document against its order: the row (0-based), the message, the quantity allowed. */
interface RowProblem { index: number; key: AnyMessageKey; allowed: string }
interface DocLine { product_id: number; number: string }

const WorkReportExt = z.object({
  step: z.preprocess((v) => Number(v ?? 0), z.number().int().positive('production.stepRequired')),
  scrap: z.union([z.string(), z.number()]).transform(String).refine((v) => /^\d+(\.\d{1,4})?$/.test(v), 'decimal.format').default('0'),
  hours: z.union([z.string(), z.number()]).transform(String).refine((v) => /^\d+(\.\d{1,4})?$/.test(v), 'decimal.format').default('0'),
  worker_id: z.preprocess((v) => Number(v ?? 0), z.number().int().min(0)).default(0),
  /** The production equipment (生产设备) and fixture (工装) the step ran on: their hours and uses follow approval. */
  equipment_id: z.preprocess((v) => Number(v ?? 0), z.number().int().min(0)).default(0),
  fixture_id: z.preprocess((v) => Number(v ?? 0), z.number().int().min(0)).default(0),
});
/** 补料 (超领) says why more material is needed than the order's 应发 allows (PRODUCTION.md §1). */
const SupplementExt = z.object({ reason: z.string({ error: 'production.supplementReason' }).trim().min(1, 'production.supplementReason').max(200, 'production.supplementReason') });
const ScrapExt = z.object({ kind: z.enum(['process', 'material'], { error: 'production.scrapKind' }).default('process') });

/** The messages of a refused row: at save (field message) and at approval (envelope message naming the row). */
const lineKeys: Record<DocType, [AnyMessageKey, AnyMessageKey]> = {
  'production-picks': ['production.overIssueLine', 'production.overIssue'],
  // A supplement has no ceiling (only notInOrder, on the product): the pick's keys are never used for it.
  'production-supplements': ['production.overIssueLine', 'production.overIssue'],
  'production-returns': ['production.overReturnLine', 'production.overReturn'],
  'work-reports': ['production.overReportLine', 'production.overReport'],
  'production-ins': ['production.overReceiptLine', 'production.overReceipt'],
  'production-scraps': ['production.notInOrder', 'production.notInOrder'],
};

/**
 * The rules of a document against its order, over the order's approved documents (`f`, without this one): picks
 * stay within 应发 × (1 + tolerance) per component (net of returns), returns within what was issued, a step's
 * cumulative good within the previous step's good, receipts within the last step's good (or planned × (1 +
 * tolerance) without a routing). Rows of one component share its allowance, in row order.
 */
export function documentProblems(type: DocType, order: ProductionOrder, f: OrderFigures, lines: DocLine[], ext: Record<string, unknown>): RowProblem[] {
  const problems: RowProblem[] = [];
  const used = new Map<number, Decimal>();
  const product = order.ext.product_id;
  lines.forEach((l, index) => {
    // What this row may still take: the limit less the approved documents and the earlier rows of this one.
    const own = (limit: Decimal, sofar: Decimal, over: AnyMessageKey) => {
      const key = type === 'work-reports' || type === 'production-ins' ? 0 : l.product_id;
      const before = sofar.add(used.get(key) ?? 0);
      used.set(key, (used.get(key) ?? new Decimal(0)).add(l.number));
      if (before.add(l.number).gt(limit)) problems.push({ index, key: over, allowed: qty(Decimal.max(limit.sub(before), 0)) });
    };
    const [, over] = lineKeys[type];
    if (type === 'production-picks' || type === 'production-supplements' || type === 'production-returns' || (type === 'production-scraps' && ext.kind === 'material')) {
      if (!order.required.has(l.product_id)) return void problems.push({ index, key: 'production.notInOrder', allowed: '0' });
      if (type === 'production-picks') own(issueLimit(order, l.product_id), netIssued(f, l.product_id), over);
      if (type === 'production-returns') own(netIssued(f, l.product_id), new Decimal(0), over);
      return;
    }
    if (l.product_id !== product) return void problems.push({ index, key: 'production.notOrderProduct', allowed: '0' });
    if (type === 'production-ins') own(receiptLimit(order, f), f.received, over);
    if (type === 'work-reports') own(stepLimit(order, f, Number(ext.step)), f.steps.get(Number(ext.step))?.good ?? new Decimal(0), over);
  });
  return problems;
}

/** Lines with the order's remaining quantities, as the bill connector fills them in (empty when nothing is open). */
export function remainingLines(type: DocType, order: ProductionOrder, f: OrderFigures, ext: Record<string, unknown> = {}): Array<{ product_id: number; number: string; warehouse_id?: number }> {
  const positive = (rows: Array<{ product_id: number; number: Decimal; warehouse_id?: number }>) =>
    rows.filter((r) => r.number.gt(0)).map((r) => ({ ...r, number: qty(r.number) }));
  const product = order.ext.product_id;
  // Backflushed components are consumed by receipts: the connector neither picks nor returns them by default.
  const picked = (id: number) => !order.ext.backflush.some((b) => b.product_id === id);
  switch (type) {
    case 'production-picks':
      return positive([...order.required].filter(([id]) => picked(id)).map(([id, req]) => ({ product_id: id, number: new Decimal(req).sub(netIssued(f, id)), warehouse_id: order.warehouses.get(id) })));
    case 'production-returns':
      return positive([...order.required.keys()].filter(picked).map((id) => ({ product_id: id, number: netIssued(f, id), warehouse_id: order.warehouses.get(id) })));
    case 'production-ins':
      return positive([{ product_id: product, number: Decimal.min(receiptLimit(order, f), new Decimal(order.ext.quantity)).sub(f.received) }]);
    case 'work-reports': {
      const step = Number(ext.step) || sortedSteps(order).find((s) => (f.steps.get(s.sequence)?.good ?? new Decimal(0)).lt(order.ext.quantity))?.sequence;
      if (!step) return [];
      return positive([{ product_id: product, number: Decimal.min(stepLimit(order, f, step), new Decimal(order.ext.quantity)).sub(f.steps.get(step)?.good ?? 0) }]);
    }
    default:
      return [];
  }
}

/** The type's own fields when a body carries them (work report step; scrap kind), parsed as the engine will. */
const extOf = (type: DocType, ext: Record<string, unknown> | undefined): Record<string, unknown> => {
  const schema = type === 'work-reports' ? WorkReportExt : type === 'production-scraps' ? ScrapExt : type === 'production-supplements' ? SupplementExt : undefined;
  const parsed = schema?.safeParse(ext ?? {});
  return parsed?.success ? parsed.data : (ext ?? {});
};

/**
 * Saving a document against an order: the order must be approved (and, except returns, not closed); empty rows are
 * filled with the remaining quantities; the header warehouse defaults to the order's; rows beyond what the order
 * allows are refused on their quantity (4220), as approval will refuse them again under the order's lock.
 */
async function prepareDocument(type: DocType, db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput> {
  if (!body.source_bill_id) throw invalidFields({ source_bill_id: 'production.orderRequired' });
  const order = await loadOrder(db, enterpriseId, body.source_bill_id);
  if (order.status === ProductionStatus.closed && type !== 'production-returns') throw invalidFields({ source_bill_id: 'production.orderClosed' });
  if (type === 'work-reports') {
    if (!order.ext.steps.length) throw invalidFields({ source_bill_id: 'production.noRouting' });
    const step = Number((body.ext ?? {}).step);
    if (step && !order.ext.steps.some((s) => s.sequence === step)) throw invalidFields({ 'ext.step': 'production.stepRequired' });
  }
  const ext = extOf(type, body.ext);
  if (type === 'work-reports') await checkWorkReportRefs(db, enterpriseId, ext);
  const f = await orderFigures(db, enterpriseId, order.id);
  // A supplement names what it adds: nothing is "remaining" beyond the order's allowance.
  if (type === 'production-supplements' && !body.lines.length) throw invalidFields({ lines: 'production.supplementLines' });
  // Material rows are issued from (returned to) the order row's warehouse (issue 31): filled rows always, sent rows
  // that name none unless the body names a header warehouse for them. The header's warehouse is only its default.
  const material = type !== 'production-ins' && type !== 'work-reports' && !(type === 'production-scraps' && ext.kind !== 'material');
  const sent = body.lines.filter((l) => !(type === 'production-ins' && isConsumed(l)))
    .map((l) => (material && !l.warehouse_id && !body.store_id && order.warehouses.get(l.product_id) ? { ...l, warehouse_id: order.warehouses.get(l.product_id) } : l));
  let lines: BillBodyInput['lines'] = sent.length ? sent : remainingLines(type, order, f, ext).map((l) => ({ ...l, price: '0' }));
  if (!lines.length) throw invalidFields({ lines: 'production.nothingOpen' });
  // Rows may be counted in any unit of their product (line-units.ts): the order's limits are in base units.
  let based = await baseNumbers(db, enterpriseId, lines);
  // A receipt adds the components it backflushes, for what it receives in base units (backflush.ts).
  if (type === 'production-ins') ({ lines, products: based } = await withConsumedRows(db, enterpriseId, order, lines));
  const problems = documentProblems(type, order, f, based, ext);
  if (problems.length) {
    throw invalidFields(Object.fromEntries(problems.map((p) => [`lines.${p.index}.${p.key === lineKeys[type][1] ? 'number' : 'product_id'}`, p.key === lineKeys[type][1] ? lineKeys[type][0] : p.key])));
  }
  const storeless = meta(type).store === 'none';
  return { ...body, lines, ...(storeless || body.store_id ? {} : { store_id: type === 'production-ins' || type === 'production-scraps' ? order.store_id : (lines[0]?.warehouse_id ?? order.store_id) }) };
}

/** Approval under the order's lock, before the stock: the same rules, now final; the values of returns and receipts. */
async function beforeDocumentPosting(type: DocType, tx: Kysely<DB>, enterpriseId: number, bill: BillForPosting): Promise<Record<string, unknown>> {
  const orderId = await orderIdOf(tx, enterpriseId, bill.id);
  const order = await loadOrder(tx, enterpriseId, orderId, { lock: true });
  if (order.status === ProductionStatus.closed && type !== 'production-returns') throw new AppError(Code.conflict, 'production.orderClosed');
  const f = await orderFigures(tx, enterpriseId, order.id);
  // The posting's lines are in base units already; a receipt's consumed rows follow its product rows.
  const own = bill.lines.filter((l) => !isConsumed(l));
  const problem = documentProblems(type, order, f, own, bill.ext ?? {})[0];
  if (problem) throw new AppError(Code.conflict, problem.key, { line: problem.index + 1 }, { row: problem.index + 1, allowed: problem.allowed });
  return { amounts: Object.fromEntries(valuesOf(type, order, f, own)) };
}

/**
 * What returns and receipts come in at (docs/decisions.md "Production"): a return at the order's net issue cost of
 * that component (value × returned ÷ net issued; all of it when everything goes back); a receipt at the material in
 * the order not yet carried to receipts, pro rata received ÷ planned quantity still to receive (all of it at or past
 * the planned quantity). Month-end costing revalues receipts with labour and overhead later.
 */
function valuesOf(type: DocType, order: ProductionOrder, f: OrderFigures, lines: Line[]): Array<[number, string]> {
  if (type === 'production-returns') {
    const left = new Map<number, { qty: Decimal; value: Decimal }>();
    return lines.map((l) => {
      const open = left.get(l.product_id) ?? { qty: netIssued(f, l.product_id), value: f.componentValue.get(l.product_id) ?? new Decimal(0) };
      const value = open.qty.lte(l.number) ? open.value : new Decimal(amount(open.value.mul(l.number).div(open.qty)));
      left.set(l.product_id, { qty: open.qty.sub(l.number), value: open.value.sub(value) });
      return [l.id, amount(value)];
    });
  }
  if (type === 'production-ins') {
    let pending = f.materialValue.sub(f.receivedValue);
    let remaining = new Decimal(order.ext.quantity).sub(f.received);
    return lines.map((l) => {
      const value = remaining.lte(l.number) ? pending : new Decimal(amount(pending.mul(l.number).div(remaining)));
      pending = pending.sub(value);
      remaining = remaining.sub(l.number);
      return [l.id, amount(Decimal.max(value, 0))];
    });
  }
  return [];
}

async function orderIdOf(tx: Kysely<DB>, enterpriseId: number, billId: number): Promise<number> {
  const row = await tx.selectFrom('bill').select('source_bill_id').where('enterprise_id', '=', enterpriseId).where('id', '=', billId).executeTakeFirstOrThrow();
  return row.source_bill_id;
}

/**
 * After approval: the order is in progress (finished once receipts reach the planned quantity). After a reversal
 * the order's documents must still agree (no more returned than issued, steps and receipts within their previous
 * step): a reversal that would break them is refused.
 */
async function afterDocument(type: DocType, tx: Kysely<DB>, bill: { enterpriseId: number; id: number; approved: boolean }): Promise<void> {
  const orderId = await orderIdOf(tx, bill.enterpriseId, bill.id);
  const order = await loadOrder(tx, bill.enterpriseId, orderId, { lock: true });
  const f = await orderFigures(tx, bill.enterpriseId, orderId);
  if (type === 'work-reports') await feedEquipment(tx, bill.enterpriseId, bill.id, bill.approved);
  if (bill.approved) {
    const done = type === 'production-ins' && f.received.gte(order.ext.quantity);
    await advanceStatus(tx, bill.enterpriseId, orderId, done ? ProductionStatus.finished : ProductionStatus.inProgress);
    return;
  }
  // A receipt revalued by product cost accounting (its live amount-only 'product-costing' movements) goes back only
  // after that costing is undone: reversing it alone would leave the revaluation on an empty ledger.
  if (type === 'production-ins') {
    const costed = await tx.selectFrom('stock_move as m')
      .innerJoin('bill_line as l', (j) => j.onRef('l.enterprise_id', '=', 'm.enterprise_id').onRef('l.id', '=', 'm.bill_line_id'))
      .select('m.move_date').where('m.enterprise_id', '=', bill.enterpriseId).where('m.bill_type', '=', 'product-costing').where('l.bill_id', '=', bill.id)
      .where('m.reverses_id', 'is', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('stock_move as r').select('r.id').whereRef('r.enterprise_id', '=', 'm.enterprise_id').whereRef('r.reverses_id', '=', 'm.id'))))
      .executeTakeFirst();
    if (costed) throw new AppError(Code.conflict, 'production.receiptCosted', null, { period: costed.move_date.slice(0, 7) });
  }
  // Material into or out of the order (picks, returns, material scrap) in a period whose products were costed, or
  // of an order a later costing took in: the costing would no longer match; undo that costing first.
  if (type !== 'production-ins' && type !== 'work-reports') {
    const doc = await tx.selectFrom('bill').select(['bill_date', 'ext']).where('enterprise_id', '=', bill.enterpriseId).where('id', '=', bill.id).executeTakeFirstOrThrow();
    const moved = type !== 'production-scraps' || (doc.ext as Record<string, unknown> | null)?.kind === 'material';
    const period = String(doc.bill_date).slice(0, 7);
    const run = moved ? await tx.selectFrom('product_cost_run as r').select('r.period')
      .where('r.enterprise_id', '=', bill.enterpriseId).where('r.period', '>=', period)
      .where(({ or, eb, exists, selectFrom }) => or([eb('r.period', '=', period), exists(selectFrom('product_cost_item as i').select('i.order_id')
        .whereRef('i.enterprise_id', '=', 'r.enterprise_id').whereRef('i.run_id', '=', 'r.id').where('i.order_id', '=', orderId))]))
      .orderBy('r.period', 'desc').executeTakeFirst() : undefined;
    if (run) throw new AppError(Code.conflict, 'production.materialCosted', null, { period: run.period });
  }
  const broken = [...order.required.keys()].some((id) => netIssued(f, id).lt(0))
    || sortedSteps(order).some((s) => (f.steps.get(s.sequence)?.good ?? new Decimal(0)).gt(stepLimit(order, f, s.sequence)))
    || f.received.gt(receiptLimit(order, f));
  if (broken) throw new AppError(Code.conflict, 'production.reverseBlocked');
}

function documentType(type: DocType, toPostings: BillType['toPostings'], ext?: z.ZodType<Record<string, unknown>>): BillType {
  return defineBillType({
    meta: meta(type),
    ...(ext ? { ext } : {}),
    prepareBody: (db, enterpriseId, body) => prepareDocument(type, db, enterpriseId, body),
    beforePosting: (tx, enterpriseId, bill) => beforeDocumentPosting(type, tx, enterpriseId, bill),
    // The order's lock before the reversal's stock locks, as on approval (docs/decisions.md "Production: one lock order").
    beforeReversal: async (tx, enterpriseId, billId) => { await loadOrder(tx, enterpriseId, await orderIdOf(tx, enterpriseId, billId), { lock: true }); },
    afterApproval: (tx, bill) => afterDocument(type, tx, bill),
    toPostings,
  });
}

const contextAmount = (bill: BillForPosting, l: Line) => String((bill.context?.amounts as Record<string, string> | undefined)?.[l.id] ?? '0.00');

/** 生产领料 (SCLL): material out of its warehouse at ledger cost into the order (voucher Dr 4001 / Cr inventory). */
export const productionPick = documentType('production-picks', (bill) => ({ stock: bill.lines.map((l) => move(bill, l, 'out')) }));
/**
 * 生产补料 (SCBL): material beyond the order's 应发 × (1 + tolerance) — which an ordinary pick refuses — issued like a
 * pick (out of its warehouse at ledger cost into the order, Dr 4001 / Cr inventory), with its reason; it counts in the
 * order's material and may be returned like a pick.
 */
export const productionSupplement = documentType('production-supplements', (bill) => ({ stock: bill.lines.map((l) => move(bill, l, 'out')) }), SupplementExt);
/** 生产退料 (SCTL): material back in at the order's issue cost (voucher: the red copy of a pick's). */
export const productionReturn = documentType('production-returns', (bill) => ({ stock: bill.lines.map((l) => move(bill, l, 'in', contextAmount(bill, l))) }));
/** 报工 (BG): good quantity on the row, step, scrap, hours and worker in ext; posts nothing. */
export const workReport = documentType('work-reports', () => ({}), WorkReportExt);
/**
 * 生产入库 (SCRK): the product in at its provisional cost (voucher Dr inventory / Cr 4001); the backflushed
 * components on its consumed rows out at ledger cost into the order and on into the product (Dr 4001 / Cr inventory).
 */
export const productionIn = documentType('production-ins', (bill) => receiptPostings(bill, (l) => contextAmount(bill, l)));
/**
 * 报废 (BF): process scrap (工废) of the order's product records the quantity and posts nothing — its cost stays in
 * the order; material scrap (料废) takes bad material out of its warehouse at cost into the order (Dr 4001).
 */
export const productionScrap = documentType('production-scraps', (bill) => ({ stock: bill.ext?.kind === 'material' ? bill.lines.map((l) => move(bill, l, 'out')) : [] }), ScrapExt);

export const productionBillTypes = [productionOrder, productionPick, productionSupplement, productionReturn, workReport, productionIn, productionScrap];
