import {
  AuditStatus, BillBody, type BillBodyInput, chinaToday, Code, Decimal, qty, outsourcingFollowTypes as followTypes, OutsourcingBillsQuerySchema as BillsQuery,
  OutsourcingBillsSchema as BillsAnswer, OutsourcingBomLinesBodySchema as BomLinesBody, OutsourcingBomLinesSchema, OutsourcingDraftSchema as DraftAnswer,
  OutsourcingEstimatesQuerySchema as EstimatesQuery, OutsourcingEstimatesSchema as EstimatesAnswer, OutsourcingIdParamsSchema as IdParams,
  OutsourcingPlanBodySchema as PlanBody, OutsourcingPlanMadeSchema, OutsourcingProgressQuerySchema, OutsourcingProgressSchema as ProgressAnswer,
  type OutsourcingBill, type OutsourcingDraft, type OutsourcingDraftLine,
} from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { BillService } from '../../engines/bill/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { AnswerColumns } from '../../platform/permissions/answer-columns.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { materialNeed, outsourcingOrder, type OrderExtValue } from './outsourcing.bills.ts';
import { orderProgress } from './order-progress.ts';
import { receiptEstimates } from './outsourcing-estimate.ts';
import { ensureSubcontractorWarehouse, warehousesBySubcontracting } from './subcontractor-warehouse.ts';

const tags = ['outsourcing'];
/** The estimate's money follows the receipt page's amount column (column rights). */
const estimateFigures: AnswerColumns = {
  pages: ['outsourcingIn', 'outsourcingBillQuery'],
  fields: { total_amount: ['fee_price', 'fee_carried', 'estimated', 'reversed', 'open'] },
};

/** 委外单据查询's columns govern the progress answer: the supplier, the fees (amounts) and the material values (costs). */
const progressFigures: AnswerColumns = {
  pages: ['outsourcingBillQuery'],
  fields: {
    partner_name: ['partner_name'],
    total_amount: ['fee_carried', 'fee_billed', 'fee_estimated', 'fee_adjusted'],
    cost_amount: ['sent_value', 'consumed_value', 'open_value'],
  },
};
/** The outsourcing documents list: the bill pages' money columns, as each document's own page shows them. */
const outsourcingBillPages = ['outsourcingBillQuery', 'outsourcedProcessing', 'outsourcingPick', 'outsourcingSupplement', 'outsourcingReturn', 'outsourcingIn', 'outsourcingFeeBill'];

/** Business dates are Chinese calendar days (the product's market), whatever the server's zone. */
const eid = (ctx: RequestContext) => requireTenant(ctx).enterpriseId;
const readPage = (ctx: RequestContext, page: string) => { if (!requireTenant(ctx).permissions.canOpen(page)) throw forbidden(); };

/** The materials for `quantity` of a product from its BOM: quantity × 用量 × (1 + 损耗率/100), 4 dp. */
export async function bomLines(db: Kysely<DB>, enterpriseId: number, productId: number, quantity: string) {
  const rows = await db.selectFrom('bom_item').select(['component_id', 'quantity', 'loss_rate']).where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ product_id: r.component_id, number: materialNeed(quantity, r.quantity, r.loss_rate) }));
}

/** Product code and name for the lines a screen shows ("code name"). */
async function withNames<T extends { product_id: number }>(db: Kysely<DB>, enterpriseId: number, lines: T[]): Promise<Array<T & { product_name: string }>> {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  const rows = ids.length ? await db.selectFrom('product').select(['id', 'code', 'name']).where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).execute() : [];
  const names = new Map(rows.map((r) => [r.id, `${r.code} ${r.name}`.trim()]));
  return lines.map((l) => ({ ...l, product_name: names.get(l.product_id) ?? '' }));
}

/** An approved order of this enterprise with its header, ext and material lines. */
async function approvedOrder(db: Kysely<DB>, enterpriseId: number, id: number) {
  const order = await db.selectFrom('bill').select(['id', 'partner_id', 'store_id', 'audit_status', 'ext']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).where('type', '=', 'outsourcing-orders').executeTakeFirst();
  if (!order) throw notFound();
  if (order.audit_status !== AuditStatus.approved) throw new AppError(Code.conflict, 'outsourcing.orderInvalid');
  return { ...order, ext: order.ext as OrderExtValue };
}

const drafts = {
  /** A pick of what is still to send: ordered − (picked − returned), from the order's warehouse to the supplier's. */
  picks: 'outsourcing-picks',
  /** A supplementary pick (委外补料): the order's materials with nothing filled in, and a reason to give. */
  supplements: 'outsourcing-supplements',
  /** A return of everything still at the subcontractor. */
  returns: 'outsourcing-returns',
  /** A receipt of the quantity still to come, consuming the order's materials in proportion. */
  ins: 'outsourcing-ins',
  /** A fee bill for what was received and not billed yet (the open quantity when nothing was received). */
  fees: 'outsourcing-fees',
} as const;
type DraftKind = keyof typeof drafts;

/** The next document of an order with the open quantities filled in (the bill connector for outsourcing). */
export async function draftFor(db: Kysely<DB>, enterpriseId: number, orderId: number, kind: DraftKind): Promise<OutsourcingDraft> {
  const order = await approvedOrder(db, enterpriseId, orderId);
  const [p] = await orderProgress(db, enterpriseId, [orderId]);
  const supplierStore = await db.transaction().execute((tx) => ensureSubcontractorWarehouse(tx, enterpriseId, order.partner_id));
  const head = { bill_date: chinaToday(), partner_id: order.partner_id, ext: { order_id: orderId } };
  const positive = <T extends { number: string }>(lines: T[]) => lines.filter((l) => new Decimal(l.number).gt(0));
  let lines: OutsourcingDraftLine[];
  let draft: OutsourcingDraft;
  // A material row of the order kept in another warehouse than the order's leaves from there (issue 31).
  const own = kind === 'picks' || kind === 'supplements' ? await materialStores(db, enterpriseId, orderId, order.store_id) : new Map<number, number>();
  const from = (productId: number) => (own.has(productId) ? { warehouse_id: own.get(productId)! } : {});
  if (kind === 'picks') {
    lines = positive(p!.materials.map((m) => ({ product_id: m.product_id, number: qty(new Decimal(m.ordered).sub(m.picked).sub(m.supplemented).add(m.returned)), ...from(m.product_id) })));
    draft = { ...head, out_store_id: order.store_id, in_store_id: supplierStore, lines };
  } else if (kind === 'supplements') {
    lines = p!.materials.filter((m) => new Decimal(m.ordered).gt(0)).map((m) => ({ product_id: m.product_id, number: '0.0000', ...from(m.product_id) }));
    draft = { ...head, ext: { ...head.ext, reason: '' }, out_store_id: order.store_id, in_store_id: supplierStore, lines };
  } else if (kind === 'returns') {
    lines = positive(p!.materials.map((m) => ({ product_id: m.product_id, number: m.at_supplier })));
    draft = { ...head, out_store_id: supplierStore, in_store_id: order.store_id, lines };
  } else if (kind === 'ins') {
    const open = new Decimal(p!.quantity).sub(p!.received);
    const share = open.div(p!.quantity);
    lines = open.gt(0) ? [
      { product_id: Number(order.ext.product_id), number: qty(open), direction: 1 },
      ...positive(p!.materials.map((m) => ({ product_id: m.product_id, number: qty(share.mul(m.ordered)), direction: -1 }))),
    ] : [];
    draft = { ...head, ext: { ...head.ext, fee_price: order.ext.fee_price }, out_store_id: supplierStore, in_store_id: order.store_id, lines };
  } else {
    const base = new Decimal(p!.received).gt(0) ? p!.received : p!.quantity;
    lines = positive([{ product_id: Number(order.ext.product_id), number: qty(new Decimal(base).sub(p!.billed_number)), price: order.ext.fee_price, tax_rate: order.ext.tax_rate }]);
    draft = { ...head, lines };
  }
  if (!lines.length) throw new AppError(Code.conflict, 'outsourcing.orderDone');
  return draft;
}

/** The order's material rows kept in another warehouse than the order's own: material → warehouse. */
async function materialStores(db: Kysely<DB>, enterpriseId: number, orderId: number, orderStore: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('bill_line').select(['product_id', 'warehouse_id']).where('enterprise_id', '=', enterpriseId).where('bill_id', '=', orderId)
    .where('warehouse_id', '<>', orderStore).where('warehouse_id', '<>', 0).orderBy('line_no').execute();
  return new Map(rows.map((r) => [r.product_id, r.warehouse_id]));
}

export async function outsourcingRoutes(api: App, { db, resources }: ModuleServices) {
  resources.addListFilter('warehouses', 'subcontracted', warehousesBySubcontracting);
  const bills = new BillService(db);

  api.post('/outsourcing/bom-lines', { config: { permission: 'outsourced_processing_add' }, schema: { tags, body: BomLinesBody, response: { 200: envelope(OutsourcingBomLinesSchema) } } }, async (req) => {
    const lines = await bomLines(db, eid(req.ctx), req.body.product_id, req.body.quantity);
    if (!lines.length) throw invalidFields({ product_id: 'outsourcing.noBom' });
    return ok({ lines: await withNames(db, eid(req.ctx), lines) });
  });

  for (const [kind, type] of Object.entries(drafts) as Array<[DraftKind, string]>) {
    const funPrefix = { 'outsourcing-picks': 'outsourcing_pick', 'outsourcing-supplements': 'outsourcing_supplement', 'outsourcing-returns': 'outsourcing_return', 'outsourcing-ins': 'outsourcing_in', 'outsourcing-fees': 'outsourcing_fee' }[type]!;
    api.post(`/outsourcing/orders/:id/${kind}/draft`, { config: { permission: `${funPrefix}_add` }, schema: { tags, params: IdParams, response: { 200: envelope(DraftAnswer) } } }, async (req) =>
      ok(await draftFor(db, eid(req.ctx), req.params.id, kind)));
  }

  // 委外计划: products × quantities × need dates entered by hand, each made into an outsourcing order with its BOM's
  // materials, in one go (every line is checked before any order is made).
  api.post('/outsourcing/plan', { config: { permission: 'outsourcing_plan_add' }, schema: { tags, body: PlanBody, response: { 200: envelope(OutsourcingPlanMadeSchema) } } }, async (req) => {
    const tenant = requireTenant(req.ctx);
    const bodies: BillBodyInput[] = [];
    for (const [i, l] of req.body.lines.entries()) {
      const lines = await bomLines(db, tenant.enterpriseId, l.product_id, l.number);
      if (!lines.length) throw invalidFields({ [`lines.${i}.product_id`]: 'outsourcing.noBom' });
      bodies.push(BillBody.parse({
        bill_date: l.bill_date ?? chinaToday(), partner_id: l.partner_id, store_id: l.store_id, delivery_date: l.need_date,
        ext: { product_id: l.product_id, quantity: l.number, fee_price: l.fee_price ?? '0', due_date: l.need_date }, lines,
      }));
    }
    const list = [];
    for (const body of bodies) list.push(await bills.create(tenant, outsourcingOrder, body));
    return ok({ list });
  });

  api.get('/outsourcing/progress', { config: { columns: progressFigures }, schema: { tags, querystring: OutsourcingProgressQuerySchema, response: { 200: envelope(ProgressAnswer) } } }, async (req) => {
    readPage(req.ctx, 'outsourcingBillQuery');
    const enterpriseId = eid(req.ctx);
    const progress = await orderProgress(db, enterpriseId, req.query.order_id ? [req.query.order_id] : undefined);
    const { rows: heads } = await sql<{ id: number; bill_sn: string; bill_date: string; partner_id: number; partner_name: string; product_id: number; product_name: string; audit_status: number; due_date: string }>`
      SELECT b.id, b.bill_sn, b.bill_date::text, b.partner_id, coalesce(pa.name, '') AS partner_name, (b.ext->>'product_id')::int AS product_id,
        coalesce(p.name, '') AS product_name, b.audit_status, coalesce(b.ext->>'due_date', '') AS due_date
      FROM bill b LEFT JOIN partner pa ON pa.enterprise_id = b.enterprise_id AND pa.id = b.partner_id
      LEFT JOIN product p ON p.enterprise_id = b.enterprise_id AND p.id = (b.ext->>'product_id')::int
      WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'outsourcing-orders' ORDER BY b.id DESC`.execute(db);
    const ids = [...new Set(progress.flatMap((p) => p.materials.map((m) => m.product_id)))];
    const names = new Map((ids.length ? await db.selectFrom('product').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).execute() : []).map((r) => [r.id, r.name]));
    const byId = new Map(progress.map((p) => [p.order_id, p]));
    return ok({
      list: heads.filter((h) => byId.has(h.id)).map((h) => {
        const p = byId.get(h.id)!;
        return { ...h, ...p, materials: p.materials.map((m) => ({ ...m, product_name: names.get(m.product_id) ?? '' })) };
      }),
    });
  });

  // 暂估 of processing fees: approved receipts with the fee they owe on an estimate, reversed by fee bills, still
  // open (`open=1`: the month end's list); the receipt view asks for its own row (`receipt_id`).
  api.get('/outsourcing/estimates', { config: { columns: estimateFigures }, schema: { tags, querystring: EstimatesQuery, response: { 200: envelope(EstimatesAnswer) } } }, async (req) => {
    const tenant = requireTenant(req.ctx);
    if (!tenant.permissions.canOpen('outsourcingBillQuery') && !tenant.permissions.canOpen('outsourcingIn')) throw forbidden();
    return ok({ list: await receiptEstimates(db, tenant.enterpriseId, { receiptId: req.query.receipt_id, orderId: req.query.order_id, open: req.query.open === '1' }) });
  });

  api.get('/outsourcing/bills', { config: { columns: { pages: outsourcingBillPages, fields: billMoney } }, schema: { tags, querystring: BillsQuery, response: { 200: envelope(BillsAnswer) } } }, async (req) => {
    readPage(req.ctx, 'outsourcingBillQuery');
    const q = req.query;
    const { rows } = await sql<OutsourcingBill>`
      SELECT b.id, b.type, b.bill_sn, b.bill_date::text, coalesce(pa.name, '') AS partner_name,
        coalesce(CASE WHEN b.type = 'outsourcing-orders' THEN b.id ELSE (b.ext->>'order_id')::int END, 0) AS order_id, coalesce(o.bill_sn, '') AS order_sn,
        b.total_number::text, b.total_amount::text, b.tax_amount::text, b.audit_status
      FROM bill b LEFT JOIN partner pa ON pa.enterprise_id = b.enterprise_id AND pa.id = b.partner_id
      LEFT JOIN bill o ON o.enterprise_id = b.enterprise_id AND o.id = CASE WHEN b.type = 'outsourcing-orders' THEN b.id ELSE (b.ext->>'order_id')::int END
      WHERE b.enterprise_id = ${eid(req.ctx)} AND b.type IN (${sql.join(['outsourcing-orders', ...followTypes])})
        ${q.type ? sql`AND b.type = ${q.type}` : sql``} ${q.partner_id ? sql`AND b.partner_id = ${q.partner_id}` : sql``}
        ${q.order_id ? sql`AND (b.id = ${q.order_id} OR (b.ext->>'order_id')::int = ${q.order_id})` : sql``}
        ${q.date_from ? sql`AND b.bill_date >= ${q.date_from}` : sql``} ${q.date_to ? sql`AND b.bill_date <= ${q.date_to}` : sql``}
      ORDER BY b.bill_date DESC, b.id DESC LIMIT 1000`.execute(db);
    return ok({ list: rows });
  });
}
