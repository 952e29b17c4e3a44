import { sql } from 'kysely';
import {
  AuditStatus, MadeOrderSchema, OpenPurchaseOrdersQuerySchema, OpenPurchaseOrdersSchema, PurchasePriceListSchema, PurchasePriceQuerySchema, PurchaseQueryListSchema,
  PurchaseQueryParamsSchema, PurchaseToOrderBodySchema, RequirementPlanQuerySchema, RequirementPlanSchema, TradingIdParamsSchema, amount, checkDateRange, qty,
  type OpenPurchaseOrderRow,
} from '@zf/shared';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { makeOrderFrom } from '../sales/index.ts';
import { purchaseOrder } from './purchase.bills.ts';
import { requirementOf } from './requirement.ts';
import { purchasePrices } from './purchase-prices.ts';
import { billMetas, billPages } from '@zf/shared';
import { billMoney } from '../../platform/permissions/column-groups.ts';

const tags = ['purchase'];
/** Pages whose editors fill purchase prices: every document that names a supplier. */
const supplierPages = billMetas.filter((m) => m.partner === 'supplier').flatMap(billPages);

const canOpen = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};

/**
 * Purchasing beyond the documents: the purchase requirement plan (what to buy: products below their minimum stock,
 * open purchase orders counted, suggested quantity up to the maximum), and orders made from a supplier quotation or
 * a requisition.
 */
export async function purchaseRoutes(api: App, { db }: ModuleServices): Promise<void> {
  // The lookup the bill editor calls when a purchase row gets its product (issue 12 item 4).
  api.get('/purchase-prices', { config: { columns: { pages: supplierPages, fields: { total_amount: ['price'] } } }, schema: { tags, querystring: PurchasePriceQuerySchema, response: { 200: envelope(PurchasePriceListSchema) } } }, async (req) => {
    canOpen(req.ctx, ...supplierPages);
    const e = requireTenant(req.ctx).enterpriseId;
    const ids = [...new Set(req.query.product_ids.split(',').map(Number))].slice(0, 500);
    return ok({ list: await purchasePrices(db, e, req.query.partner_id, ids) });
  });
  api.get('/purchase/requirement-plan', { config: { columns: { pages: ['purchaseRequisition', 'purchaseOrder'], fields: billMoney } }, schema: { tags, querystring: RequirementPlanQuerySchema, response: { 200: envelope(RequirementPlanSchema) } } }, async (req) => {
    canOpen(req.ctx, 'purchaseRequirementPlan', 'purchaseRequisition', 'purchaseOrder', 'inventoryWarning');
    const e = requireTenant(req.ctx).enterpriseId;
    const q = req.query;
    const { rows } = await sql<{
      product_id: number; code: string; name: string; min_stock: string; max_stock: string; purchase_price: string; stock_qty: string; on_order: string;
    }>`
      SELECT p.id AS product_id, p.code, p.name, p.min_stock, p.max_stock, p.purchase_price,
        coalesce((SELECT sum(s.qty) FROM stock_balance s WHERE s.enterprise_id = p.enterprise_id AND s.product_id = p.id
                  ${q.warehouse_id ? sql`AND s.warehouse_id = ${q.warehouse_id}` : sql``}), 0) AS stock_qty,
        coalesce((SELECT sum(l.number - l.done_number) FROM bill_line l JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
                  WHERE l.enterprise_id = p.enterprise_id AND l.product_id = p.id AND b.type = 'purchase-orders' AND b.audit_status = ${sql.lit(AuditStatus.approved)}
                    AND l.number > l.done_number ${q.warehouse_id ? sql`AND l.warehouse_id = ${q.warehouse_id}` : sql``}), 0) AS on_order
      FROM product p
      WHERE p.enterprise_id = ${e} AND p.deleted_time IS NULL AND p.min_stock > 0
        ${q.keyword ? sql`AND (p.name ILIKE ${`%${q.keyword}%`} OR p.code ILIKE ${`%${q.keyword}%`})` : sql``}
      ORDER BY p.code`.execute(db);
    const list = rows.map((r) => ({ product_id: r.product_id, code: r.code, name: r.name, ...requirementOf(r) })).filter((r) => r.below_min);
    return ok({ list });
  });

  // 采购入库 (the warehouse's receiving queue): approved purchase orders' lines not yet received in full, by expected
  // delivery date; a row opens the order, which makes the purchase bill (stock in) for what arrived.
  api.get('/purchase/open-orders', { config: { columns: { pages: ['purchaseWarehousing', 'purchaseOrder'], fields: billMoney } }, schema: { tags, querystring: OpenPurchaseOrdersQuerySchema, response: { 200: envelope(OpenPurchaseOrdersSchema) } } }, async (req) => {
    canOpen(req.ctx, 'purchaseWarehousing', 'purchaseOrder');
    const e = requireTenant(req.ctx).enterpriseId;
    const q = req.query;
    const like = q.keyword ? `%${q.keyword}%` : null;
    const { rows } = await sql<OpenPurchaseOrderRow>`
      SELECT l.id AS line_id, b.id AS bill_id, b.bill_sn, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, to_char(b.delivery_date, 'YYYY-MM-DD') AS delivery_date,
        c.name AS partner_name, p.code AS product_code, p.name AS product_name, w.name AS warehouse_name, l.number, l.done_number, l.number - l.done_number AS open_qty
      FROM bill b
      JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
      JOIN product p ON p.enterprise_id = l.enterprise_id AND p.id = l.product_id
      LEFT JOIN partner c ON c.enterprise_id = b.enterprise_id AND c.id = b.partner_id
      LEFT JOIN warehouse w ON w.enterprise_id = l.enterprise_id AND w.id = l.warehouse_id
      WHERE b.enterprise_id = ${e} AND b.type = 'purchase-orders' AND b.audit_status = ${sql.lit(AuditStatus.approved)} AND l.number > l.done_number
        ${q.warehouse_id ? sql`AND l.warehouse_id = ${q.warehouse_id}` : sql``}
        ${q.partner_id ? sql`AND b.partner_id = ${q.partner_id}` : sql``}
        ${like ? sql`AND (b.bill_sn ILIKE ${like} OR p.code ILIKE ${like} OR p.name ILIKE ${like})` : sql``}
      ORDER BY b.delivery_date NULLS LAST, b.bill_date, b.id, l.line_no
      LIMIT 1000`.execute(db);
    return ok({ list: rows.map((r) => ({ ...r, number: qty(r.number), done_number: qty(r.done_number), open_qty: qty(r.open_qty) })) });
  });

  // Purchase query: approved purchase bills and returns (returns negative), with their receipt and payment statuses.
  api.get('/purchase/query', { config: { columns: { pages: ['purchaseQuery', 'purchaseReport'], fields: billMoney } }, schema: { tags, querystring: PurchaseQueryParamsSchema, response: { 200: envelope(PurchaseQueryListSchema) } } }, async (req) => {
    canOpen(req.ctx, 'purchaseQuery', 'purchaseReport');
    const e = requireTenant(req.ctx).enterpriseId;
    const q = req.query;
    if (q.date_from && q.date_to) {
      const bad = checkDateRange(q.date_from, q.date_to);
      if (bad) throw invalidFields({ date_to: bad });
    }
    let base = db.selectFrom('bill as b').where('b.enterprise_id', '=', e).where('b.type', 'in', ['purchase-bills', 'purchase-returns']).where('b.audit_status', '=', AuditStatus.approved);
    if (q.partner_id) base = base.where('b.partner_id', '=', q.partner_id);
    if (q.date_from) base = base.where('b.bill_date', '>=', q.date_from);
    if (q.date_to) base = base.where('b.bill_date', '<=', q.date_to);
    if (q.keyword) base = base.where((eb) => eb.or([eb('b.bill_sn', 'ilike', `%${q.keyword}%`), eb('b.remark', 'ilike', `%${q.keyword}%`)]));
    const signed = (column: string) => sql<string>`CASE WHEN b.type = 'purchase-returns' THEN -${sql.ref(column)} ELSE ${sql.ref(column)} END`;
    const [rows, sums] = await Promise.all([
      base.leftJoin(sql`partner`.as('p'), (j) => j.on(sql<boolean>`p.enterprise_id = b.enterprise_id AND p.id = b.partner_id`))
        .select(['b.id', 'b.type', 'b.bill_sn', sql<string>`to_char(b.bill_date, 'YYYY-MM-DD')`.as('bill_date'), 'b.partner_id', sql<string | null>`p.name`.as('partner_name'),
          signed('b.total_number').as('total_number'), signed('b.total_amount').as('total_amount'), signed('b.tax_amount').as('tax_amount'),
          'b.instore_status', 'b.pay_status', 'b.return_status', 'b.paid_amount'])
        .orderBy('b.bill_date', 'desc').orderBy('b.id', 'desc').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(${signed('b.total_number')}), 0)`.as('total_number'),
        sql<string>`coalesce(sum(${signed('b.total_amount')}), 0)`.as('total_amount'), sql<string>`coalesce(sum(${signed('b.tax_amount')}), 0)`.as('tax_amount')]).executeTakeFirstOrThrow(),
    ]);
    return ok({
      list: rows.map((r) => ({ ...r, total_number: qty(r.total_number), total_amount: amount(r.total_amount), tax_amount: amount(r.tax_amount) })),
      total: Number(sums.n), page: q.page, page_size: q.page_size,
      totals: { total_number: qty(sums.total_number), total_amount: amount(sums.total_amount), tax_amount: amount(sums.tax_amount) },
    });
  });

  api.post('/purchase/quotations/:id/to-order', { schema: { tags, params: TradingIdParamsSchema, body: PurchaseToOrderBodySchema, response: { 200: envelope(MadeOrderSchema) } } }, async (req) =>
    ok(await makeOrderFrom(db, req.ctx, 'supplier-quotations', req.params.id, purchaseOrder, req.body)));
  api.post('/purchase/requisitions/:id/to-order', { schema: { tags, params: TradingIdParamsSchema, body: PurchaseToOrderBodySchema, response: { 200: envelope(MadeOrderSchema) } } }, async (req) =>
    ok(await makeOrderFrom(db, req.ctx, 'purchase-requisitions', req.params.id, purchaseOrder, req.body)));
}
