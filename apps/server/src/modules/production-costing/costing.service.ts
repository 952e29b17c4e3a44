import { Code, Decimal, amount, qty, AuditStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { createVoucher, deleteVoucher, VoucherStatus, type VoucherLineInput } from '../../engines/ledger/index.ts';
import { assertOpen } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { periodEnd } from '../ledger/index.ts';
import { ProductionStatus } from '../production/index.ts';
import {
  addItems, allocate, itemsTotal, labourShares, splitCosts, subItems, type CollectionMethod, type CostItems,
} from './cost-split.ts';
import { outsourcingFees, pieceWages } from './direct-costs.ts';
import { baseNumbers } from '../../engines/bill/line-units.ts';

/*
 * Month-end production costing (PRODUCTION.md §2, docs/decisions.md "Production costing"): the period's labour pool
 * (4001 booked outside the production documents, e.g. the production department's wages) and overhead (4101) are
 * allocated to the orders; the orders' costs split into completed and WIP; the period's receipts are revalued at
 * actual cost by amount-only stock movements (bill_type 'product-costing'), so later issues follow, with a voucher
 * Dr inventory / Cr 4001 for the difference.
 */

export type Basis = 'hours' | 'quantity' | 'standard';
/** The documents whose vouchers put material into (or take goods out of) the orders' 4001: not the labour pool. */
const orderDocumentTypes = ['production-picks', 'production-supplements', 'production-returns', 'production-ins', 'production-scraps'];
export const costingBillType = 'product-costing';

export const zero = () => new Decimal(0);
export const start = (period: string) => `${period}-01`;
export const n = (v: string | number | null | undefined) => new Decimal(v ?? 0);
export const summaryOf = (period: string, what: string) => `${what} ${period}`;

interface OrderRow { id: number; bill_sn: string; bill_date: string; product_id: number; product_name: string; product_code: string; quantity: string; status: number; store_id: number; steps: Array<{ sequence: number; standard_hours: string }> }

/** Approved production orders of the enterprise made on or before the period's end (or just one). */
export async function ordersThrough(db: Kysely<DB>, enterpriseId: number, period: string, orderId?: number): Promise<OrderRow[]> {
  const rows = await db.selectFrom('bill as b')
    .innerJoin('production_order_state as s', (j) => j.onRef('s.enterprise_id', '=', 'b.enterprise_id').onRef('s.order_id', '=', 'b.id'))
    .select(['b.id', 'b.bill_sn', 'b.bill_date', 'b.ext', 'b.store_id', 's.status'])
    .where('b.enterprise_id', '=', enterpriseId).where('b.type', '=', 'production-orders').where('b.bill_date', '<=', periodEnd(period))
    .$if(orderId !== undefined, (q) => q.where('b.id', '=', orderId!))
    .orderBy('b.bill_date').orderBy('b.id').execute();
  return rows.map((r) => {
    // The order's own fields (production's OrderExt): product, quantity and the routing snapshot.
    const raw = (r.ext ?? {}) as Record<string, unknown>;
    const steps = (Array.isArray(raw.steps) ? raw.steps : []) as Array<{ sequence?: unknown; standard_hours?: unknown }>;
    return {
      id: r.id, bill_sn: r.bill_sn, bill_date: r.bill_date, status: r.status, store_id: r.store_id, quantity: String(raw.quantity ?? '0'), product_id: Number(raw.product_id ?? 0),
      steps: steps.map((s) => ({ sequence: Number(s.sequence ?? 0), standard_hours: String(s.standard_hours ?? '0') })),
      product_name: String(raw.product_name ?? ''), product_code: String(raw.product_code ?? ''),
    };
  });
}

/** Per order: Σ over its documents' live stock movements, split before / within the period. */
async function movementSums(db: Kysely<DB>, enterpriseId: number, period: string) {
  // A receipt's movements of its order's product are the receipt; of other products, its backflushed (倒冲) components:
  // direct material like a pick's.
  const kind = sql`CASE WHEN b.type = 'production-ins' AND m.product_id = (o.ext->>'product_id')::integer THEN 'in' ELSE 'material' END`;
  const { rows } = await sql<{ order_id: number; kind: string; before_value: string; now_value: string; before_qty: string; now_qty: string }>`
    SELECT b.source_bill_id AS order_id, ${kind} AS kind,
      coalesce(sum(CASE WHEN m.move_date < ${start(period)} THEN m.direction * m.amount END), 0)::text AS before_value,
      coalesce(sum(CASE WHEN m.move_date >= ${start(period)} THEN m.direction * m.amount END), 0)::text AS now_value,
      coalesce(sum(CASE WHEN m.move_date < ${start(period)} THEN m.direction * m.qty END), 0)::text AS before_qty,
      coalesce(sum(CASE WHEN m.move_date >= ${start(period)} THEN m.direction * m.qty END), 0)::text AS now_qty
    FROM bill b JOIN stock_move m ON m.enterprise_id = b.enterprise_id AND m.bill_type = b.type AND m.bill_id = b.id
      JOIN bill o ON o.enterprise_id = b.enterprise_id AND o.id = b.source_bill_id
    WHERE b.enterprise_id = ${enterpriseId} AND b.type IN ('production-picks', 'production-supplements', 'production-returns', 'production-scraps', 'production-ins')
      AND m.move_date <= ${periodEnd(period)}
    GROUP BY b.source_bill_id, ${kind}`.execute(db);
  const material = new Map<number, { before: Decimal; now: Decimal }>();
  const receipts = new Map<number, { beforeValue: Decimal; nowValue: Decimal; beforeQty: Decimal; nowQty: Decimal }>();
  for (const r of rows) {
    // Material leaves its warehouse into the order: an issue's −1 is +value in the order.
    if (r.kind === 'material') material.set(r.order_id, { before: n(r.before_value).neg(), now: n(r.now_value).neg() });
    else receipts.set(r.order_id, { beforeValue: n(r.before_value), nowValue: n(r.now_value), beforeQty: n(r.before_qty), nowQty: n(r.now_qty) });
  }
  return { material, receipts };
}

/** Per order: hours, good quantity at the last step (or any step without one) and standard hours reported in the period. */
async function reportedBases(db: Kysely<DB>, enterpriseId: number, period: string, orders: OrderRow[]) {
  const rows = await db.selectFrom('bill as b')
    .innerJoin('bill_line as l', (j) => j.onRef('l.enterprise_id', '=', 'b.enterprise_id').onRef('l.bill_id', '=', 'b.id'))
    .select(['b.source_bill_id', 'b.ext', 'l.product_id', 'l.unit_id', 'l.number'])
    .where('b.enterprise_id', '=', enterpriseId).where('b.type', '=', 'work-reports').where('b.audit_status', '=', AuditStatus.approved)
    .where('b.bill_date', '>=', start(period)).where('b.bill_date', '<=', periodEnd(period)).execute()
    // Good quantities in base units, however the reports counted them.
    .then((lines) => baseNumbers(db, enterpriseId, lines));
  const byId = new Map(orders.map((o) => [o.id, o]));
  const out = new Map<number, Record<Basis, Decimal>>();
  for (const r of rows) {
    const o = byId.get(r.source_bill_id);
    if (!o) continue;
    const ext = (r.ext ?? {}) as Record<string, unknown>;
    const step = Number(ext.step);
    const b = out.get(o.id) ?? { hours: zero(), quantity: zero(), standard: zero() };
    b.hours = b.hours.add(String(ext.hours ?? '0'));
    const last = o.steps.reduce((m, s) => Math.max(m, s.sequence), 0);
    if (step === last) b.quantity = b.quantity.add(r.number);
    const s = o.steps.find((x) => x.sequence === step);
    if (s) b.standard = b.standard.add(n(r.number).mul(s.standard_hours));
    out.set(o.id, b);
  }
  return out;
}

export interface Pools { labour: Decimal; overhead: Array<{ code: string; amount: Decimal }> }

/**
 * The pools of a period: labour = what 4001 (and its sub-accounts) received in the period's vouchers other than
 * those of the production documents and of costing itself; overhead = the balance of 4101 (and its sub-accounts)
 * at the period's end, which the allocation credits to zero.
 */
export async function periodPools(db: Kysely<DB>, enterpriseId: number, period: string): Promise<Pools> {
  const { rows: [labour] } = await sql<{ amount: string }>`
    SELECT coalesce(sum(l.debit - l.credit), 0)::text AS amount FROM voucher_line l
    JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
    WHERE l.enterprise_id = ${enterpriseId} AND l.period = ${period} AND a.code LIKE '4001%'
      AND NOT EXISTS (SELECT 1 FROM voucher_source s WHERE s.enterprise_id = l.enterprise_id AND s.voucher_id = l.voucher_id
        AND (s.bill_type = ANY(${orderDocumentTypes}::text[]) OR s.bill_type LIKE 'outsourcing-%'))
      AND NOT EXISTS (SELECT 1 FROM production_cost_run r WHERE r.enterprise_id = l.enterprise_id AND r.voucher_id = l.voucher_id)
      AND NOT EXISTS (SELECT 1 FROM product_cost_run r WHERE r.enterprise_id = l.enterprise_id AND r.voucher_id = l.voucher_id)`.execute(db);
  const { rows: overhead } = await sql<{ code: string; amount: string }>`
    SELECT a.code, (coalesce((SELECT sum(o.debit - o.credit) FROM opening_balance o WHERE o.enterprise_id = a.enterprise_id AND o.subject_id = a.id), 0)
      + coalesce((SELECT sum(b.debit - b.credit) FROM period_balance b WHERE b.enterprise_id = a.enterprise_id AND b.subject_id = a.id AND b.period <= ${period}), 0))::text AS amount
    FROM account_subject a
    WHERE a.enterprise_id = ${enterpriseId} AND a.code LIKE '4101%'
      AND NOT EXISTS (SELECT 1 FROM account_subject c WHERE c.enterprise_id = a.enterprise_id AND c.parent_code = a.code)
    ORDER BY a.code`.execute(db);
  return {
    labour: new Decimal(amount(n(labour?.amount))),
    overhead: overhead.map((o) => ({ code: o.code, amount: new Decimal(amount(n(o.amount))) })).filter((o) => !o.amount.isZero()),
  };
}

/** Per order: its base, its piece wages (charged directly) and its shares of the allocated labour and of overhead. */
export interface AllocationRow { order_id: number; bill_sn: string; product_name: string; base: string; piece_wage: string; labour: string; overhead: string }
/**
 * labour_pool: what 4001 received outside the production documents (the period's production wages); piece_wages:
 * the part of it charged straight to orders by their work reports; allocated_labour = labour_pool − piece_wages, the
 * part spread by the basis.
 */
export interface AllocationView {
  period: string; basis: Basis; allocated: boolean; voucher_id: number | null; voucher_no: string;
  labour_pool: string; piece_wages: string; allocated_labour: string; overhead_pool: string; base_total: string; list: AllocationRow[];
}

/** What an allocation of the period does (before running), or did (after: the stored shares). */
export async function allocationView(db: Kysely<DB>, enterpriseId: number, period: string, basis: Basis): Promise<AllocationView> {
  const run = await db.selectFrom('production_cost_run').selectAll().where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  const orders = await ordersThrough(db, enterpriseId, period);
  const byId = new Map(orders.map((o) => [o.id, o]));
  if (run) {
    const shares = await db.selectFrom('production_cost_share').selectAll().where('enterprise_id', '=', enterpriseId).where('run_id', '=', run.id).orderBy('order_id').execute();
    const v = run.voucher_id ? await db.selectFrom('voucher').select(['word', 'number']).where('enterprise_id', '=', enterpriseId).where('id', '=', run.voucher_id).executeTakeFirst() : undefined;
    return {
      period, basis: run.basis as Basis, allocated: true, voucher_id: run.voucher_id, voucher_no: v ? `${v.word}-${String(v.number).padStart(4, '0')}` : '',
      labour_pool: amount(run.labour), piece_wages: amount(run.piece_wages), allocated_labour: amount(n(run.labour).sub(run.piece_wages)), overhead_pool: amount(run.overhead),
      base_total: qty(shares.reduce((s, r) => s.add(r.base), zero())),
      list: shares.map((s) => ({
        order_id: s.order_id, bill_sn: byId.get(s.order_id)?.bill_sn ?? '', product_name: byId.get(s.order_id)?.product_name ?? '', base: qty(s.base),
        piece_wage: amount(s.piece_wage), labour: amount(s.labour), overhead: amount(s.overhead),
      })),
    };
  }
  const pools = await periodPools(db, enterpriseId, period);
  const overheadPool = pools.overhead.reduce((s, o) => s.add(o.amount), zero());
  const reported = await reportedBases(db, enterpriseId, period, orders);
  const piece = await pieceWages(db, enterpriseId, period);
  const rows = orders.filter((o) => (reported.get(o.id)?.[basis] ?? zero()).gt(0) || piece.has(o.id));
  const weights = rows.map((o) => reported.get(o.id)?.[basis] ?? zero());
  // Piece wages go straight to their orders; only the rest of the labour pool is spread by the basis.
  const { allocated: labour, rest } = labourShares(pools.labour, rows.map((o) => piece.get(o.id) ?? zero()), weights);
  const overhead = allocate(overheadPool, weights);
  return {
    period, basis, allocated: false, voucher_id: null, voucher_no: '', labour_pool: amount(pools.labour), piece_wages: amount(pools.labour.sub(rest)),
    allocated_labour: amount(rest), overhead_pool: amount(overheadPool),
    base_total: qty(weights.reduce((s, w) => s.add(w), zero())),
    list: rows.map((o, i) => ({
      order_id: o.id, bill_sn: o.bill_sn, product_name: o.product_name, base: qty(weights[i]!), piece_wage: amount(piece.get(o.id) ?? zero()),
      labour: amount(labour[i]!), overhead: amount(overhead[i]!),
    })),
  };
}

export const lock = (tx: Kysely<DB>, enterpriseId: number) => sql`SELECT pg_advisory_xact_lock(${enterpriseId}, 7302)`.execute(tx);

/**
 * POST /production/cost-allocation: once per period (4090 the second time; undo first). One voucher: Dr 4001 per
 * order and cost item / Cr 4001 the labour pool, Cr 4101 (each sub-account) its balance — 4101 is zero afterwards.
 */
export async function runAllocation(tx: Kysely<DB>, enterpriseId: number, period: string, basis: Basis, actorId: number): Promise<AllocationView> {
  await lock(tx, enterpriseId);
  await assertOpen(tx, enterpriseId, periodEnd(period), 'accounting');
  const done = await tx.selectFrom('production_cost_run').select('id').where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  if (done) throw new AppError(Code.conflict, 'productionCosting.alreadyAllocated', null, { period });
  const view = await allocationView(tx, enterpriseId, period, basis);
  const pools = await periodPools(tx, enterpriseId, period);
  if (pools.labour.isZero() && !pools.overhead.length && n(view.piece_wages).isZero()) throw new AppError(Code.conflict, 'productionCosting.nothingToAllocate', null, { period });
  // Piece wages are part of the production wages booked on 4001: more piece wages than wages means the payroll is not booked yet.
  if (n(view.allocated_labour).lt(0)) throw new AppError(Code.conflict, 'productionCosting.pieceOverPool', null, { period, piece: view.piece_wages, pool: view.labour_pool });
  const spread = !n(view.allocated_labour).isZero() || pools.overhead.length > 0;
  if (!view.list.length || (spread && n(view.base_total).isZero())) throw new AppError(Code.conflict, 'productionCosting.noBase', null, { period });
  const lines: VoucherLineInput[] = [];
  for (const r of view.list) {
    if (!n(r.piece_wage).isZero()) lines.push({ summary: `${summaryOf(period, '计件工资')} ${r.bill_sn}`, subject_code: '4001', debit: r.piece_wage });
    if (!n(r.labour).isZero()) lines.push({ summary: `${summaryOf(period, '分配直接人工')} ${r.bill_sn}`, subject_code: '4001', debit: r.labour });
    if (!n(r.overhead).isZero()) lines.push({ summary: `${summaryOf(period, '分配制造费用')} ${r.bill_sn}`, subject_code: '4001', debit: r.overhead });
  }
  if (!pools.labour.isZero()) lines.push({ summary: summaryOf(period, '分配直接人工'), subject_code: '4001', credit: amount(pools.labour) });
  for (const o of pools.overhead) lines.push({ summary: summaryOf(period, '分配制造费用'), subject_code: o.code, credit: amount(o.amount) });
  const { id: runId } = await tx.insertInto('production_cost_run').values({
    enterprise_id: enterpriseId, period, basis, labour: view.labour_pool, piece_wages: view.piece_wages, overhead: view.overhead_pool, employee_id: actorId, create_time: nowSeconds(),
  }).returning('id').executeTakeFirstOrThrow();
  const voucher = await createVoucher(tx, enterpriseId, { voucher_date: periodEnd(period), word: '记', remark: `production cost allocation ${period}`, lines }, { kind: 'cost', makerId: actorId });
  await tx.updateTable('production_cost_run').set({ voucher_id: voucher.id }).where('enterprise_id', '=', enterpriseId).where('id', '=', runId).execute();
  await tx.insertInto('production_cost_share').values(view.list.map((r) => ({
    enterprise_id: enterpriseId, run_id: runId, order_id: r.order_id, period, base: r.base, piece_wage: r.piece_wage, labour: r.labour, overhead: r.overhead,
  }))).execute();
  return allocationView(tx, enterpriseId, period, basis);
}

/** Deletes an unaudited voucher of a costing run through the ledger engine; an audited one must be unaudited first. */
export async function dropVoucher(tx: Kysely<DB>, enterpriseId: number, voucherId: number | null): Promise<void> {
  if (!voucherId) return;
  const v = await tx.selectFrom('voucher').select('status').where('enterprise_id', '=', enterpriseId).where('id', '=', voucherId).executeTakeFirst();
  if (!v) return;
  if (v.status !== VoucherStatus.unaudited) throw new AppError(Code.conflict, 'productionCosting.voucherAudited');
  await deleteVoucher(tx, enterpriseId, voucherId, { fromSource: true });
}

/** Undo the period's allocation: refused once the period's receipts were costed or a later period was allocated. */
export async function undoAllocation(tx: Kysely<DB>, enterpriseId: number, period: string): Promise<void> {
  await lock(tx, enterpriseId);
  await assertOpen(tx, enterpriseId, periodEnd(period), 'accounting');
  const run = await tx.selectFrom('production_cost_run').select(['id', 'voucher_id']).where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  if (!run) throw new AppError(Code.conflict, 'productionCosting.notAllocated', null, { period });
  const later = await tx.selectFrom('production_cost_run').select('period').where('enterprise_id', '=', enterpriseId).where('period', '>', period).orderBy('period', 'desc').executeTakeFirst();
  if (later) throw new AppError(Code.conflict, 'productionCosting.laterRun', null, { period: later.period });
  const costed = await tx.selectFrom('product_cost_run').select('period').where('enterprise_id', '=', enterpriseId).where('period', '>=', period).orderBy('period', 'desc').executeTakeFirst();
  if (costed) throw new AppError(Code.conflict, 'productionCosting.costedFirst', null, { period: costed.period });
  await dropVoucher(tx, enterpriseId, run.voucher_id);
  await tx.deleteFrom('production_cost_run').where('enterprise_id', '=', enterpriseId).where('id', '=', run.id).execute();
}

export interface OrderCost {
  order_id: number; bill_sn: string; product_id: number; product_name: string; product_code: string; quantity: string; status: number; store_id: number;
  received: string; wip_qty: string; completion: string; equivalent_units: string;
  opening: CostItems; current: CostItems; completed: CostItems; wip: CostItems;
  provisional: Decimal; difference: Decimal; costed: boolean;
}

/**
 * Every order's costs of a period by cost item: opening WIP (earlier costs less what earlier receipts carried),
 * this period's material, labour and overhead, and their split into the period's receipts and closing WIP — by the
 * period's product costing run when there is one, else as `method` would split them now.
 */
export async function orderCosts(db: Kysely<DB>, enterpriseId: number, period: string, method: CollectionMethod, orderId?: number): Promise<OrderCost[]> {
  const orders = await ordersThrough(db, enterpriseId, period, orderId);
  if (!orders.length) return [];
  const { material, receipts } = await movementSums(db, enterpriseId, period);
  const shares = (await db.selectFrom('production_cost_share').select(['order_id', 'period', 'labour', 'overhead', 'piece_wage'])
    .where('enterprise_id', '=', enterpriseId).where('period', '<=', period).execute())
    // An order's direct labour: its piece wages and its share of the allocated labour.
    .map((s) => ({ ...s, labour: n(s.labour).add(s.piece_wage) }));
  const items = await db.selectFrom('product_cost_item').select(['order_id', 'period', 'material', 'labour', 'overhead', 'outsourcing', 'difference'])
    .where('enterprise_id', '=', enterpriseId).where('period', '<=', period).execute();
  const fees = await outsourcingFees(db, enterpriseId, period);
  const completions = await db.selectFrom('production_wip_completion').select(['order_id', 'completion']).where('enterprise_id', '=', enterpriseId).where('period', '=', period).execute();
  const pct = new Map(completions.map((c) => [c.order_id, n(c.completion)]));
  const out: OrderCost[] = [];
  for (const o of orders) {
    const m = material.get(o.id) ?? { before: zero(), now: zero() };
    const r = receipts.get(o.id) ?? { beforeValue: zero(), nowValue: zero(), beforeQty: zero(), nowQty: zero() };
    const mine = shares.filter((s) => s.order_id === o.id);
    const costedItems = items.filter((i) => i.order_id === o.id);
    const fee = fees.get(o.id) ?? { before: zero(), now: zero() };
    const before: CostItems = {
      material: m.before,
      labour: mine.filter((s) => s.period < period).reduce((a, s) => a.add(s.labour), zero()),
      overhead: mine.filter((s) => s.period < period).reduce((a, s) => a.add(s.overhead), zero()),
      outsourcing: fee.before,
    };
    const earlier = costedItems.filter((i) => i.period < period);
    // What earlier receipts carried: their value now (provisional + booked differences), labour and overhead as costed.
    const carriedLabour = earlier.reduce((a, i) => a.add(i.labour), zero());
    const carriedOverhead = earlier.reduce((a, i) => a.add(i.overhead), zero());
    const carriedOutsourcing = earlier.reduce((a, i) => a.add(i.outsourcing), zero());
    const carriedTotal = r.beforeValue.add(earlier.reduce((a, i) => a.add(i.difference), zero()));
    const opening = subItems(before, {
      material: carriedTotal.sub(carriedLabour).sub(carriedOverhead).sub(carriedOutsourcing), labour: carriedLabour, overhead: carriedOverhead, outsourcing: carriedOutsourcing,
    });
    const current: CostItems = {
      material: m.now,
      labour: mine.filter((s) => s.period === period).reduce((a, s) => a.add(s.labour), zero()),
      overhead: mine.filter((s) => s.period === period).reduce((a, s) => a.add(s.overhead), zero()),
      outsourcing: fee.now,
    };
    const total = addItems(opening, current);
    const finished = o.status >= ProductionStatus.finished;
    const wipQty = finished ? zero() : Decimal.max(n(o.quantity).sub(r.beforeQty).sub(r.nowQty), 0);
    const completion = pct.get(o.id) ?? new Decimal(50);
    const costed = costedItems.find((i) => i.period === period);
    const split = splitCosts({ method, total, received: r.nowQty, provisional: r.nowValue, wipQty, completion });
    const completed = costed ? { material: n(costed.material), labour: n(costed.labour), overhead: n(costed.overhead), outsourcing: n(costed.outsourcing) } : split.completed;
    // Orders with nothing in the period: no opening WIP, no costs, no receipts.
    if (!costed && r.nowQty.isZero() && [opening, current].every((i) => itemsTotal(i).isZero() && i.material.isZero() && i.labour.isZero() && i.overhead.isZero())) continue;
    out.push({
      order_id: o.id, bill_sn: o.bill_sn, product_id: o.product_id, product_name: o.product_name, product_code: o.product_code, quantity: o.quantity, status: o.status,
      store_id: o.store_id, received: qty(r.nowQty), wip_qty: qty(wipQty), completion: amount(completion), equivalent_units: qty(split.equivalentUnits),
      opening, current, completed, wip: subItems(total, completed), provisional: r.nowValue,
      difference: costed ? n(costed.difference) : itemsTotal(completed).sub(r.nowValue), costed: costed !== undefined,
    });
  }
  return out;
}

/** PUT /production/wip-completion: completion % per order at the period's end (equivalent units). */
export async function saveCompletions(tx: Kysely<DB>, enterpriseId: number, period: string, lines: Array<{ order_id: number; completion: string }>): Promise<void> {
  const costed = await tx.selectFrom('product_cost_run').select('id').where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  if (costed) throw new AppError(Code.conflict, 'productionCosting.alreadyCosted', null, { period });
  const known = new Set((await ordersThrough(tx, enterpriseId, period)).map((o) => o.id));
  const missing = lines.findIndex((l) => !known.has(l.order_id));
  if (missing >= 0) throw new AppError(Code.validation, 'http.validation', { fields: { [`lines.${missing}.order_id`]: 'productionCosting.orderUnknown' } });
  for (const l of lines) {
    await tx.insertInto('production_wip_completion').values({ enterprise_id: enterpriseId, period, order_id: l.order_id, completion: l.completion, update_time: nowSeconds() })
      .onConflict((c) => c.columns(['enterprise_id', 'period', 'order_id']).doUpdateSet({ completion: l.completion, update_time: nowSeconds() })).execute();
  }
}

