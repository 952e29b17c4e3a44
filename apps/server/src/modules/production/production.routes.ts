import {
  AuditStatus, Code, Decimal, amount, qty, productionBillTypes as productionTypes,
  ProductionBillListSchema as QueryAnswer, ProductionBillQuerySchema as QueryQuery, ProductionNextQuerySchema as NextQuery, ProductionNextSchema as NextAnswer,
  ProductionOrderOptionsSchema as OrdersAnswer, ProductionOrderParamsSchema as OrderParams, ProductionOrdersQuerySchema as OrdersQuery,
  ProductionComponentsQuerySchema as ComponentsQuery, ProductionComponentsSchema as ComponentsAnswer, ProductionProgressSchema as ProgressAnswer, ProductionStatusAnswerSchema as StatusAnswer, ProductionStatusBodySchema as StatusBody, type ProductionBillRow,
} from '@zf/shared';
import { sql } from 'kysely';
import { baseNumberSql } from '../../engines/bill/line-units.ts';
import { logChange } from '../../engines/resource/change-log.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { AnswerColumns } from '../../platform/permissions/answer-columns.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { loadOrder, netIssued, orderFigures, sortedSteps } from './order-figures.ts';
import { remainingLines } from './production.bills.ts';
import { reopenedStatus } from './reopen-order.ts';
import { ProductionStatus, prepareOrder } from './production-order.ts';

const tags = ['production'];
const readPage = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};
/** Pages that show an order's progress: the connector, the process card, the order list and the query. */
const progressPages = ['billConnector', 'processCard', 'productionBill', 'productionBillQuery'];

// Column rights: the order page's cost column governs the material values in an order's progress.
const orderValues: AnswerColumns = { pages: ['productionBill'], fields: { cost_amount: ['value', 'material_value', 'received_value', 'wip_value'] } };

/**
 * Production routes beside the bill engine's: an order's progress (bill connector, process card), the next
 * document's rows with the remaining quantities, finishing and closing an order, the open orders to choose from, and
 * the production bill query (every production document, filtered, with its order).
 */
export async function productionRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const eid = (ctx: RequestContext) => ctx.tenant!.enterpriseId;

  api.get('/production/orders', { schema: { tags, querystring: OrdersQuery, response: { 200: envelope(OrdersAnswer) } } }, async (req) => {
    readPage(req.ctx, ...progressPages);
    const like = req.query.keyword ? `%${req.query.keyword}%` : null;
    const { rows } = await sql<{ id: number; bill_sn: string; bill_date: string; product_name: string; quantity: string; status: number }>`
      SELECT b.id, b.bill_sn, b.bill_date::text, coalesce(p.name, '') AS product_name, coalesce(b.ext->>'quantity', '0') AS quantity, s.status
      FROM bill b JOIN production_order_state s ON s.enterprise_id = b.enterprise_id AND s.order_id = b.id
      LEFT JOIN product p ON p.enterprise_id = b.enterprise_id AND p.id = (b.ext->>'product_id')::integer
      WHERE b.enterprise_id = ${eid(req.ctx)} AND b.type = 'production-orders' AND b.audit_status = ${AuditStatus.approved}
        ${req.query.open ? sql`AND s.status < ${ProductionStatus.closed}` : sql``}
        ${like ? sql`AND (b.bill_sn ILIKE ${like} OR p.name ILIKE ${like})` : sql``}
      ORDER BY b.bill_date DESC, b.id DESC LIMIT 200`.execute(db);
    return ok({ list: rows });
  });

  api.get('/production/components', { schema: { tags, querystring: ComponentsQuery, response: { 200: envelope(ComponentsAnswer) } } }, async (req) => {
    readPage(req.ctx, 'productionBill');
    const q = req.query;
    // The order's own preparation, unsaved: the editor shows exactly the rows and warehouses saving would give.
    const body = await prepareOrder(db, eid(req.ctx), { bill_date: '2000-01-01', ...(q.store_id ? { store_id: q.store_id } : {}), lines: [], ext: { product_id: q.product_id, quantity: q.quantity, unit_id: q.unit_id ?? 0 } });
    const ext = body.ext as { backflush: Array<{ product_id: number }> };
    const ids = body.lines.map((l) => l.product_id);
    const products = new Map((ids.length ? await db.selectFrom('product').select(['id', 'name', 'code']).where('enterprise_id', '=', eid(req.ctx)).where('id', 'in', ids).execute() : []).map((p) => [p.id, p]));
    return ok({
      lines: body.lines.map((l) => ({
        product_id: l.product_id, product_code: products.get(l.product_id)?.code ?? '', product_name: products.get(l.product_id)?.name ?? '', number: l.number,
        warehouse_id: l.warehouse_id ?? 0, backflush: ext.backflush.some((f) => f.product_id === l.product_id),
      })),
    });
  });

  api.get('/production/orders/:id/progress', { config: { columns: orderValues }, schema: { tags, params: OrderParams, response: { 200: envelope(ProgressAnswer) } } }, async (req) => {
    readPage(req.ctx, ...progressPages);
    const order = await loadOrder(db, eid(req.ctx), req.params.id, { field: 'id' });
    const f = await orderFigures(db, eid(req.ctx), order.id);
    const ids = [order.ext.product_id, ...order.required.keys()];
    const products = new Map((await db.selectFrom('product').select(['id', 'name', 'code']).where('enterprise_id', '=', eid(req.ctx)).where('id', 'in', ids).execute()).map((p) => [p.id, p]));
    const zero = new Decimal(0);
    const steps = sortedSteps(order);
    const fg = products.get(order.ext.product_id);
    return ok({
      order: {
        id: order.id, bill_sn: order.bill_sn, bill_date: order.bill_date, product_id: order.ext.product_id, product_name: fg?.name ?? '', product_code: fg?.code ?? '',
        quantity: order.ext.quantity, tolerance: order.ext.tolerance, store_id: order.store_id, department_id: order.department_id,
        planned_start: order.ext.planned_start ?? null, planned_end: order.ext.planned_end ?? null, status: order.status,
      },
      materials: [...order.required].map(([id, required]) => ({
        product_id: id, product_name: products.get(id)?.name ?? '', product_code: products.get(id)?.code ?? '', required,
        limit: qty(new Decimal(required).mul(new Decimal(order.ext.tolerance).div(100).add(1))),
        backflush: order.ext.backflush.some((b) => b.product_id === id), backflushed: qty(f.backflushed.get(id) ?? zero),
        issued: qty(f.issued.get(id) ?? zero), supplemented: qty(f.supplemented.get(id) ?? zero), returned: qty(f.returned.get(id) ?? zero), net: qty(netIssued(f, id)), value: amount(f.componentValue.get(id) ?? zero),
      })),
      steps: steps.map((s, i) => {
        const done = f.steps.get(s.sequence);
        // What came into a step: the previous step's good (the first step: the planned quantity).
        const input = i === 0 ? new Decimal(order.ext.quantity) : f.steps.get(steps[i - 1]!.sequence)?.good ?? zero;
        return { ...s, good: qty(done?.good ?? zero), scrap: qty(done?.scrap ?? zero), hours: qty(done?.hours ?? zero), input: qty(input) };
      }),
      received: qty(f.received), scrapped: qty(f.scrappedProduct), material_value: amount(f.materialValue), received_value: amount(f.receivedValue),
      wip_value: amount(f.materialValue.sub(f.receivedValue)),
    });
  });

  api.get('/production/orders/:id/next', { schema: { tags, params: OrderParams, querystring: NextQuery, response: { 200: envelope(NextAnswer) } } }, async (req) => {
    readPage(req.ctx, 'billConnector');
    const order = await loadOrder(db, eid(req.ctx), req.params.id, { field: 'id' });
    const f = await orderFigures(db, eid(req.ctx), order.id);
    // A supplementary issue offers the order's components with nothing filled in: how much more is the user's call.
    const lines = req.query.type === 'production-supplements'
      ? [...order.required.keys()].map((id) => ({ product_id: id, number: '0.0000', warehouse_id: order.warehouses.get(id) }))
      : remainingLines(req.query.type, order, f, req.query.step ? { step: req.query.step } : {});
    const store = req.query.type === 'production-ins' || req.query.type === 'production-scraps' ? order.store_id : lines[0]?.warehouse_id ?? order.store_id;
    return ok({ lines, store_id: store });
  });

  api.post('/production/orders/:id/status', { config: { permission: 'production_bill_finish' }, schema: { tags, params: OrderParams, body: StatusBody, response: { 200: envelope(StatusAnswer) } } }, async (req) => {
    const enterpriseId = eid(req.ctx);
    const status = await db.transaction().execute(async (tx) => {
      const order = await loadOrder(tx, enterpriseId, req.params.id, { lock: true, field: 'id' });
      const to = req.body.action === 'reopen' ? await reopenedStatus(tx, enterpriseId, order) : req.body.action === 'finish' ? ProductionStatus.finished : ProductionStatus.closed;
      if (req.body.action !== 'reopen' && order.status >= to) throw new AppError(Code.conflict, 'production.badStatus', { status: order.status });
      await tx.updateTable('production_order_state').set({ status: to, update_time: Math.floor(Date.now() / 1000) }).where('enterprise_id', '=', enterpriseId).where('order_id', '=', order.id).execute();
      await logChange(tx, { enterpriseId, employeeId: req.ctx.tenant!.employeeId, resource: 'production-orders', recordId: order.id, action: 'update', summary: `${order.bill_sn} ${req.body.action}`, changes: { production_status: [order.status, to] } });
      return to;
    });
    return ok({ status });
  });

  api.get('/production/bill-query', { schema: { tags, querystring: QueryQuery, response: { 200: envelope(QueryAnswer) } } }, async (req) => {
    readPage(req.ctx, 'productionBillQuery');
    const q = req.query;
    const where = sql.join([
      sql`b.enterprise_id = ${eid(req.ctx)}`,
      q.type ? sql`b.type = ${q.type}` : sql`b.type IN (${sql.join([...productionTypes])})`,
      ...(q.date_from ? [sql`b.bill_date >= ${q.date_from}::date`] : []),
      ...(q.date_to ? [sql`b.bill_date <= ${q.date_to}::date`] : []),
      ...(q.order_id ? [sql`(b.id = ${q.order_id} AND b.type = 'production-orders' OR b.source_bill_id = ${q.order_id})`] : []),
      ...(q.product_id ? [sql`(o.ext->>'product_id')::integer = ${q.product_id}`] : []),
      ...(q.audit_status ? [sql`b.audit_status = ${q.audit_status}`] : []),
    ], sql` AND `);
    const from = sql`FROM bill b LEFT JOIN bill o ON o.enterprise_id = b.enterprise_id AND o.id = CASE WHEN b.type = 'production-orders' THEN b.id ELSE b.source_bill_id END
      LEFT JOIN product p ON p.enterprise_id = b.enterprise_id AND p.id = (o.ext->>'product_id')::integer
      LEFT JOIN production_order_state s ON s.enterprise_id = o.enterprise_id AND s.order_id = o.id`;
    const { rows } = await sql<ProductionBillRow>`
      SELECT b.id, b.type, b.bill_sn, b.bill_date::text, b.audit_status, coalesce(o.id, 0) AS order_id, coalesce(o.bill_sn, '') AS order_sn,
        coalesce(p.name, '') AS product_name,
        -- The stored total counts a receipt's product only, not its backflushed components (BillMeta.consumedRows).
        b.total_number::text AS total_number, b.remark, coalesce(s.status, 0) AS production_status,
        coalesce(o.ext->>'quantity', '0') AS order_quantity,
        coalesce((SELECT sum(${baseNumberSql()}) FROM bill r JOIN bill_line l ON l.enterprise_id = r.enterprise_id AND l.bill_id = r.id
          WHERE r.enterprise_id = o.enterprise_id AND r.source_bill_id = o.id AND r.type = 'production-ins' AND r.audit_status = ${AuditStatus.approved}
            AND l.direction <> -1), 0)::text AS order_received
      ${from} WHERE ${where} ORDER BY b.bill_date DESC, b.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db);
    const count = await sql<{ n: string }>`SELECT count(*)::text AS n ${from} WHERE ${where}`.execute(db);
    return ok({ list: rows, total: Number(count.rows[0]?.n ?? 0), page: q.page, page_size: q.page_size });
  });
}
