import {
  amount, CostAllocationBodySchema as AllocationBody, CostAllocationQuerySchema as AllocationQuery, CostAllocationSchema as AllocationAnswer,
  CostCollectionQuerySchema as CollectionQuery, CostCollectionSchema as CollectionAnswer, CostingPeriodBodySchema as PeriodBody, CostingPeriodQuerySchema as PeriodQuery,
  CostTableQuerySchema as TableQuery, CostTableSchema as TableAnswer, Decimal, ProductCostingBodySchema as CostingBody, ProductCostingSchema as CostingAnswer,
  ProductCostTableSchema as ProductTableAnswer, WipCompletionBodySchema as CompletionBody, WipCompletionSavedSchema,
} from '@zf/shared';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { AnswerColumns } from '../../platform/permissions/answer-columns.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { addItems, itemsTotal, zeroItems, type CostItems } from './cost-split.ts';
import { allocationSheet, orderSheet, orderTable, productSheet, productTable, sendTable, tableTotal } from './cost-tables.ts';
import { allocationView, orderCosts, runAllocation, saveCompletions, undoAllocation, type OrderCost } from './costing.service.ts';
import { costingState, runProductCosting, undoProductCosting } from './product-costing.service.ts';

const tags = ['production'];
const readPage = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};
/** An export needs its page and the page's export function. */
const handOut = (ctx: RequestContext, page: string, fun: string) => {
  if (!ctx.tenant!.permissions.canOpen(page) || !ctx.tenant!.permissions.can(fun)) throw forbidden();
};
/**
 * Column rights: the production order page's cost column governs every costing figure (as it governs an order's
 * material values on the progress route), so whoever may not see production costs sees the orders without figures.
 */
const costFigures: AnswerColumns = {
  pages: ['productionBill'],
  fields: {
    cost_amount: [
      'material', 'labour', 'overhead', 'outsourcing', 'total', 'opening_wip', 'completed_value', 'wip_value', 'unit_cost', 'provisional', 'difference', 'labour_pool', 'overhead_pool',
      'piece_wage', 'piece_wages', 'allocated_labour',
    ],
  },
};
const collectionPages = ['completedCollection', 'wipCollection', 'productCostAccounting', 'productionCostTable'];

const items = (i: CostItems) => ({ material: amount(i.material), labour: amount(i.labour), overhead: amount(i.overhead), outsourcing: amount(i.outsourcing), total: amount(itemsTotal(i)) });
const sumItems = (rows: OrderCost[], pick: (r: OrderCost) => CostItems) => items(rows.reduce((s, r) => addItems(s, pick(r)), zeroItems()));
const unitCost = (r: OrderCost) => (Number(r.received) > 0 ? amount(itemsTotal(r.completed).div(r.received)) : '0.00');
const costRow = (r: OrderCost) => ({
  ...r, opening: items(r.opening), current: items(r.current), completed: items(r.completed), wip: items(r.wip),
  provisional: amount(r.provisional), difference: amount(r.difference), unit_cost: unitCost(r),
});

/**
 * Production costing routes (API.md "Production"): allocation of labour and overhead, completed / WIP collection,
 * the production cost table and product cost accounting (finance menu).
 */
export async function productionCostingRoutes(api: App, services: ModuleServices): Promise<void> {
  const { db } = services;
  const e = (ctx: RequestContext) => ctx.tenant!.enterpriseId;
  const actor = (ctx: RequestContext) => ctx.tenant!.employeeId;

  api.get('/production/cost-allocation', { config: { columns: costFigures }, schema: { tags, querystring: AllocationQuery, response: { 200: envelope(AllocationAnswer) } } }, async (req) => {
    readPage(req.ctx, 'productionCostAllocation');
    return ok(await allocationView(db, e(req.ctx), req.query.period, req.query.basis));
  });
  api.post('/production/cost-allocation', { config: { permission: 'production_cost_allocation_run' }, schema: { tags, body: AllocationBody, response: { 200: envelope(AllocationAnswer) } } }, async (req) =>
    ok(await db.transaction().execute((tx) => runAllocation(tx, e(req.ctx), req.body.period, req.body.basis, actor(req.ctx)))));
  api.post('/production/cost-allocation/undo', { config: { permission: 'production_cost_allocation_run' }, schema: { tags, body: PeriodBody, response: { 200: envelope(AllocationAnswer) } } }, async (req) => {
    await db.transaction().execute((tx) => undoAllocation(tx, e(req.ctx), req.body.period));
    return ok(await allocationView(db, e(req.ctx), req.body.period, 'hours'));
  });

  api.get('/production/cost-collection', { config: { columns: costFigures }, schema: { tags, querystring: CollectionQuery, response: { 200: envelope(CollectionAnswer) } } }, async (req) => {
    readPage(req.ctx, ...collectionPages);
    const state = await costingState(db, e(req.ctx), req.query.period);
    const method = state.costed ? state.method : req.query.method;
    const rows = await orderCosts(db, e(req.ctx), req.query.period, method, req.query.order_id);
    return ok({
      period: req.query.period, method, costed: state.costed, list: rows.map(costRow),
      totals: { opening: sumItems(rows, (r) => r.opening), current: sumItems(rows, (r) => r.current), completed: sumItems(rows, (r) => r.completed), wip: sumItems(rows, (r) => r.wip), difference: amount(rows.reduce((s, r) => s.add(r.difference), new Decimal(0))) },
    });
  });
  api.put('/production/wip-completion', { config: { permission: 'wip_collection_run' }, schema: { tags, body: CompletionBody, response: { 200: envelope(WipCompletionSavedSchema) } } }, async (req) => {
    await db.transaction().execute((tx) => saveCompletions(tx, e(req.ctx), req.body.period, req.body.lines));
    return ok({ saved: req.body.lines.length });
  });

  const tables = async (ctx: RequestContext, period: string, orderId?: number) => {
    const state = await costingState(db, e(ctx), period);
    return orderCosts(db, e(ctx), period, state.method, orderId);
  };
  api.get('/production/cost-table', { config: { columns: costFigures }, schema: { tags, querystring: TableQuery, response: { 200: envelope(TableAnswer) } } }, async (req) => {
    readPage(req.ctx, ...collectionPages);
    const list = orderTable(await tables(req.ctx, req.query.period, req.query.order_id));
    return ok({ period: req.query.period, list, total: tableTotal(list) });
  });
  api.get('/production/cost-table/products', { config: { columns: costFigures }, schema: { tags, querystring: PeriodQuery, response: { 200: envelope(ProductTableAnswer) } } }, async (req) => {
    readPage(req.ctx, ...collectionPages);
    const list = productTable(await tables(req.ctx, req.query.period));
    return ok({ period: req.query.period, list, total: tableTotal(list) });
  });
  // Excel exports of the costing pages: the cost table (per order), the per-product table and the allocation.
  api.get('/production/cost-table/export', { config: { columns: costFigures }, schema: { tags, querystring: TableQuery } }, async (req, reply) => {
    handOut(req.ctx, 'productionCostTable', 'production_cost_table_export');
    const list = orderTable(await tables(req.ctx, req.query.period, req.query.order_id));
    return sendTable(req, reply, `${req.ctx.language === 'en-US' ? 'Production cost table' : '生产成本表'}-${req.query.period}`, orderSheet, list, tableTotal(list), req.ctx.language);
  });
  api.get('/production/cost-table/products/export', { config: { columns: costFigures }, schema: { tags, querystring: PeriodQuery } }, async (req, reply) => {
    handOut(req.ctx, 'productionCostTable', 'production_cost_table_export');
    const list = productTable(await tables(req.ctx, req.query.period));
    return sendTable(req, reply, `${req.ctx.language === 'en-US' ? 'Cost by product' : '产品成本表'}-${req.query.period}`, productSheet, list, tableTotal(list), req.ctx.language);
  });
  api.get('/production/cost-allocation/export', { config: { columns: costFigures }, schema: { tags, querystring: AllocationQuery } }, async (req, reply) => {
    handOut(req.ctx, 'productionCostAllocation', 'production_cost_allocation_export');
    const view = await allocationView(db, e(req.ctx), req.query.period, req.query.basis);
    const sum = (k: 'piece_wage' | 'labour' | 'overhead') => amount(view.list.reduce((s, r) => s.add(r[k]), new Decimal(0)));
    const total = { base: view.base_total, piece_wage: sum('piece_wage'), labour: sum('labour'), overhead: sum('overhead') };
    return sendTable(req, reply, `${req.ctx.language === 'en-US' ? 'Production cost allocation' : '生产成本分摊'}-${view.period}`, allocationSheet, view.list, total, req.ctx.language);
  });

  api.get('/production/product-costing', { config: { columns: costFigures }, schema: { tags, querystring: PeriodQuery, response: { 200: envelope(CostingAnswer) } } }, async (req) => {
    readPage(req.ctx, ...collectionPages);
    return ok(await costingState(db, e(req.ctx), req.query.period));
  });
  api.post('/production/product-costing', { config: { permission: ['product_cost_run', 'completed_collection_run'] }, schema: { tags, body: CostingBody, response: { 200: envelope(CostingAnswer) } } }, async (req) =>
    ok(await db.transaction().execute((tx) => runProductCosting(tx, e(req.ctx), req.body.period, req.body.method, actor(req.ctx)))));
  api.post('/production/product-costing/undo', { config: { permission: 'product_cost_undo' }, schema: { tags, body: PeriodBody, response: { 200: envelope(CostingAnswer) } } }, async (req) =>
    ok(await db.transaction().execute((tx) => undoProductCosting(tx, e(req.ctx), req.body.period))));
}
