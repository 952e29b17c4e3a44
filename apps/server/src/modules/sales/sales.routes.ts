import {
  AcceptanceBodySchema, AuditStatus, BillGrossProfitSchema, GrossProfitParamsSchema, MadeOrderSchema, OutOfStockListSchema, OutOfStockQuerySchema, SaleToOrderBodySchema,
  SalesQueryListSchema, SalesQueryParamsSchema, TradingIdParamsSchema, checkDateRange, Decimal, qty,
} from '@zf/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { makeOrderFrom } from './make-order.ts';
import { changeAcceptance, dailyAutoSignOff, signOff } from './acceptance.ts';
import { grossProfit, profitTotals } from './gross-profit.ts';
import { saleOrder } from './sale.bills.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';

const tags = ['sales'];

/** Pages that read the sales query and the gross profit of one document; their column rights decide its figures. */
const queryPages = ['saleQuery', 'saleReport', 'saleBillReport', 'grossProfitDetail', 'grossProfitSummary', 'billProfit'];
const profitPages = (req: FastifyRequest) => [(req.params as { type?: string }).type === 'sale-bills' ? 'saleBill' : 'saleReturn', 'saleQuery', 'grossProfitDetail', 'billProfit'];

const canOpen = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};

/** Cost of a bill's (or one line's) live stock movements (not reversed, not a reversal): what the ledger says it cost now. */
const liveCostOf = (lineRef?: string) => sql<string>`coalesce((
  SELECT sum(m.amount) FROM stock_move m
  WHERE m.enterprise_id = b.enterprise_id AND m.bill_type = b.type AND m.bill_id = b.id ${lineRef ? sql`AND m.bill_line_id = ${sql.ref(lineRef)}` : sql``}
    AND m.reverses_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id)
), 0)`;
const liveCost = <A extends string>(alias: A, lineRef?: string) => liveCostOf(lineRef).as(alias);

/**
 * Selling queries: the sales query with gross profit per approved sales bill and return (SPEC §2 sales query, gross
 * profit per bill), one bill's gross profit by line, the delivery out-of-stock list, and "make a sales order from
 * this quotation".
 */
export async function salesRoutes(api: App, { db, jobs }: ModuleServices): Promise<void> {
  jobs.sweep('sale-auto-sign-off', dailyAutoSignOff(db));

  const canSign = (ctx: RequestContext) => {
    if (!ctx.tenant!.permissions.canOpen('saleBill') || !ctx.tenant!.permissions.can('sale_bill_edit')) throw forbidden();
  };
  // Acceptance (SPEC §9): the customer signs the goods off, or changes the acceptance time (no auto sign-off then).
  api.post('/sales/bills/:id/sign', { schema: { tags, params: TradingIdParamsSchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    canSign(req.ctx);
    await signOff(db, requireTenant(req.ctx), req.params.id);
    return ok({});
  });
  api.put('/sales/bills/:id/acceptance', { schema: { tags, params: TradingIdParamsSchema, body: AcceptanceBodySchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    canSign(req.ctx);
    await changeAcceptance(db, requireTenant(req.ctx), req.params.id, req.body.acceptance_days);
    return ok({});
  });

  api.get('/sales/query', { config: { columns: { pages: queryPages, fields: billMoney } }, schema: { tags, querystring: SalesQueryParamsSchema, response: { 200: envelope(SalesQueryListSchema) } } }, async (req) => {
    canOpen(req.ctx, ...queryPages);
    const e = requireTenant(req.ctx).enterpriseId;
    const q = req.query;
    if (q.date_from && q.date_to) {
      const bad = checkDateRange(q.date_from, q.date_to);
      if (bad) throw invalidFields({ date_to: bad });
    }
    let base = db.selectFrom('bill as b')
      .where('b.enterprise_id', '=', e).where('b.type', 'in', ['sale-bills', 'sale-returns']).where('b.audit_status', '=', AuditStatus.approved);
    if (q.partner_id) base = base.where('b.partner_id', '=', q.partner_id);
    if (q.date_from) base = base.where('b.bill_date', '>=', q.date_from);
    if (q.date_to) base = base.where('b.bill_date', '<=', q.date_to);
    if (q.keyword) base = base.where((eb) => eb.or([eb('b.bill_sn', 'ilike', `%${q.keyword}%`), eb('b.remark', 'ilike', `%${q.keyword}%`)]));
    const rows = await base
      .leftJoin(sql`partner`.as('p'), (j) => j.on(sql<boolean>`p.enterprise_id = b.enterprise_id AND p.id = b.partner_id`))
      .select(['b.id', 'b.type', 'b.bill_sn', sql<string>`to_char(b.bill_date, 'YYYY-MM-DD')`.as('bill_date'), 'b.partner_id', sql<string | null>`p.name`.as('partner_name'),
        'b.total_amount', 'b.tax_amount', 'b.outstore_status', 'b.pay_status', 'b.return_status', liveCost('cost')])
      .$narrowType<{ type: 'sale-bills' | 'sale-returns' }>()
      .orderBy('b.bill_date', 'desc').orderBy('b.id', 'desc').limit(q.page_size).offset((q.page - 1) * q.page_size).execute();
    const signed = (v: ReturnType<typeof sql>) => sql<string>`coalesce(sum(CASE WHEN b.type = 'sale-returns' THEN -(${v}) ELSE ${v} END), 0)`;
    const sums = await base
      .select([sql<string>`count(*)`.as('n'), signed(sql`b.total_amount`).as('revenue'), signed(liveCostOf()).as('cost')])
      .executeTakeFirstOrThrow();
    return ok({
      list: rows.map((r) => ({ ...r, ...grossProfit(r.type, r.total_amount, r.cost) })),
      total: Number(sums.n), page: q.page, page_size: q.page_size,
      totals: profitTotals([{ revenue: sums.revenue, cost: sums.cost }]),
    });
  });

  api.get('/sales/gross-profit/:type/:id', { config: { columns: { pages: profitPages, fields: billMoney } }, schema: { tags, params: GrossProfitParamsSchema, response: { 200: envelope(BillGrossProfitSchema) } } }, async (req) => {
    canOpen(req.ctx, ...profitPages(req));
    const e = requireTenant(req.ctx).enterpriseId;
    const bill = await db.selectFrom('bill as b').select(['b.id', 'b.type', 'b.bill_sn', 'b.audit_status', 'b.total_amount', liveCost('cost')])
      .where('b.enterprise_id', '=', e).where('b.type', '=', req.params.type).where('b.id', '=', req.params.id).executeTakeFirst();
    if (!bill) throw notFound();
    const lines = await db.selectFrom('bill_line as l')
      .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'l.enterprise_id').onRef('b.id', '=', 'l.bill_id'))
      .leftJoin(sql`product`.as('p'), (j) => j.on(sql<boolean>`p.enterprise_id = l.enterprise_id AND p.id = l.product_id`))
      .select(['l.id', 'l.line_no', 'l.product_id', sql<string | null>`p.name`.as('product_name'), 'l.number', 'l.amount', liveCost('cost', 'l.id')])
      .where('l.enterprise_id', '=', e).where('l.bill_id', '=', req.params.id).orderBy('l.line_no').execute();
    return ok({
      id: bill.id, type: bill.type, bill_sn: bill.bill_sn, audit_status: bill.audit_status,
      ...grossProfit(req.params.type, bill.total_amount, bill.cost),
      lines: lines.map(({ amount: lineAmount, cost, ...l }) => ({ ...l, ...grossProfit(req.params.type, lineAmount, cost) })),
    });
  });

  api.get('/sales/out-of-stock', { config: { columns: { pages: ['saleOrder', 'saleDelivery', 'saleBill'], fields: billMoney } }, schema: { tags, querystring: OutOfStockQuerySchema, response: { 200: envelope(OutOfStockListSchema) } } }, async (req) => {
    canOpen(req.ctx, 'saleOrder', 'saleDelivery', 'saleBill');
    const e = requireTenant(req.ctx).enterpriseId;
    const q = req.query;
    // Open quantities of approved sales orders, per product × warehouse, against what that warehouse holds.
    const { rows } = await sql<{
      bill_id: number; bill_sn: string; bill_date: string; delivery_date: string | null; partner_id: number; partner_name: string | null; line_id: number;
      product_id: number; product_code: string; product_name: string; warehouse_id: number; open_qty: string; total_open: string; stock_qty: string;
    }>`
      WITH open_lines AS (
        SELECT b.id AS bill_id, b.bill_sn, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, to_char(b.delivery_date, 'YYYY-MM-DD') AS delivery_date,
               b.partner_id, l.id AS line_id, l.product_id, l.warehouse_id, l.number - l.done_number AS open_qty
        FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
        WHERE b.enterprise_id = ${e} AND b.type = 'sale-orders' AND b.audit_status = ${sql.lit(AuditStatus.approved)} AND l.number > l.done_number
          ${q.warehouse_id ? sql`AND l.warehouse_id = ${q.warehouse_id}` : sql``}
      ), demand AS (
        SELECT product_id, warehouse_id, sum(open_qty) AS total_open FROM open_lines GROUP BY product_id, warehouse_id
      )
      SELECT o.*, c.name AS partner_name, p.code AS product_code, p.name AS product_name, d.total_open, coalesce(s.qty, 0) AS stock_qty
      FROM open_lines o
      JOIN demand d ON d.product_id = o.product_id AND d.warehouse_id = o.warehouse_id
      JOIN product p ON p.enterprise_id = ${e} AND p.id = o.product_id
      LEFT JOIN partner c ON c.enterprise_id = ${e} AND c.id = o.partner_id
      LEFT JOIN stock_balance s ON s.enterprise_id = ${e} AND s.product_id = o.product_id AND s.warehouse_id = o.warehouse_id
      WHERE (${q.all} = 1 OR d.total_open > coalesce(s.qty, 0))
        ${q.keyword ? sql`AND (p.name ILIKE ${`%${q.keyword}%`} OR p.code ILIKE ${`%${q.keyword}%`} OR o.bill_sn ILIKE ${`%${q.keyword}%`})` : sql``}
      ORDER BY o.delivery_date NULLS LAST, o.bill_date, o.bill_id, o.line_id`.execute(db);
    return ok({
      list: rows.map((r) => ({
        ...r, open_qty: qty(r.open_qty), total_open: qty(r.total_open), stock_qty: qty(r.stock_qty),
        shortage: qty(Decimal.max(new Decimal(r.total_open).sub(r.stock_qty), 0)),
      })),
    });
  });

  api.post('/sales/quotations/:id/to-order', { schema: { tags, params: TradingIdParamsSchema, body: SaleToOrderBodySchema, response: { 200: envelope(MadeOrderSchema) } } }, async (req) =>
    ok(await makeOrderFrom(db, req.ctx, 'sale-quotations', req.params.id, saleOrder, req.body)));
}
