import {
  chinaToday, Code, PlanningParamsBodySchema as ParamsBody, PlanningParamsListSchema as ParamsAnswer, ProductionPlanBodySchema as PlanBody,
  ProductionPlanConvertBodySchema as ConvertBody, ProductionPlanConvertedSchema as ConvertAnswer, ProductionPlanSchema as PlanAnswer,
} from '@zf/shared';
import { AppError, forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { BomCycleError, planRequirements, type Demand } from './mrp.ts';
import { planningFacts, saleOrderDemand } from './planning-facts.ts';
import { convertPlan } from './plan-convert.ts';

const tags = ['production'];
const eid = (ctx: RequestContext) => ctx.tenant!.enterpriseId;
const openPlan = (ctx: RequestContext) => {
  if (!ctx.tenant!.permissions.canOpen('productionPlan')) throw forbidden();
};

/**
 * Production planning (issue 16 item 2, API.md "Production"): POST /production/plan explodes a demand — typed lines or
 * approved sales orders — through the BOMs and nets it (mrp.ts); planning parameters per product.
 */
export async function planningRoutes(api: App, { db, bills }: ModuleServices): Promise<void> {
  // 一键转单: the plan's rows (as shown, possibly edited) become draft production orders and a purchase requisition.
  api.post('/production/plan/convert', { config: { permission: ['production_plan_add', 'production_plan_edit'] }, schema: { tags, body: ConvertBody, response: { 200: envelope(ConvertAnswer) } } }, async (req) => {
    openPlan(req.ctx);
    const tenant = req.ctx.tenant!;
    const rights = tenant.permissions;
    if (req.body.lines.some((l) => l.action === 'produce') && !rights.can(['production_bill_add'])) throw forbidden();
    if (req.body.lines.some((l) => l.action === 'purchase') && !rights.can(['purchase_requisition_add'])) throw forbidden();
    const products = await db.selectFrom('product').select('id').where('enterprise_id', '=', tenant.enterpriseId).where('deleted_time', 'is', null)
      .where('id', 'in', [...new Set(req.body.lines.map((l) => l.product_id))]).execute();
    const unknown = req.body.lines.findIndex((l) => !products.some((p) => p.id === l.product_id));
    if (unknown >= 0) throw invalidFields({ [`lines.${unknown}.product_id`]: 'bill.productRequired' });
    const types = { productionOrder: bills.get('production-orders')!, purchaseRequisition: bills.get('purchase-requisitions')! };
    return ok(await db.transaction().execute((tx) => convertPlan(tx, tenant, types, req.body.lines, chinaToday())));
  });

  api.post('/production/plan', { config: { permission: ['production_plan_add', 'production_plan_edit'] }, schema: { tags, body: PlanBody, response: { 200: envelope(PlanAnswer) } } }, async (req) => {
    openPlan(req.ctx);
    const e = eid(req.ctx);
    const orderIds = [...new Set(req.body.sale_order_ids ?? [])];
    const demands: Demand[] = [...(req.body.lines ?? []), ...(orderIds.length ? await saleOrderDemand(db, e, orderIds) : [])];
    if (!demands.length) throw invalidFields({ lines: 'planning.noDemand' });
    const products = await db.selectFrom('product').select('id').where('enterprise_id', '=', e).where('deleted_time', 'is', null)
      .where('id', 'in', [...new Set(demands.map((x) => x.product_id))]).execute();
    const known = new Set(products.map((p) => p.id));
    const unknown = (req.body.lines ?? []).findIndex((l) => !known.has(l.product_id));
    if (unknown >= 0) throw invalidFields({ [`lines.${unknown}.product_id`]: 'bill.productRequired' });
    const facts = await planningFacts(db, e, orderIds);
    let rows;
    try {
      rows = planRequirements({ demands, ...facts });
    } catch (err) {
      if (err instanceof BomCycleError) throw new AppError(Code.validation, 'planning.bomCycle', null, { product: err.productId });
      throw err;
    }
    const names = rows.length
      ? await db.selectFrom('product as p').leftJoin('unit as u', (j) => j.onRef('u.enterprise_id', '=', 'p.enterprise_id').onRef('u.id', '=', 'p.unit_id'))
        .select(['p.id', 'p.code', 'p.name', 'u.name as unit_name']).where('p.enterprise_id', '=', e).where('p.id', 'in', rows.map((r) => r.product_id)).execute()
      : [];
    const byId = new Map(names.map((n) => [n.id, n]));
    return ok({
      list: rows.map((r) => ({ ...r, product_code: byId.get(r.product_id)?.code ?? '', product_name: byId.get(r.product_id)?.name ?? '', unit_name: byId.get(r.product_id)?.unit_name ?? '' })),
    });
  });

  api.get('/production/planning-params', { schema: { tags, response: { 200: envelope(ParamsAnswer) } } }, async (req) => {
    openPlan(req.ctx);
    const list = await db.selectFrom('product_planning as pp')
      .innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'pp.enterprise_id').onRef('p.id', '=', 'pp.product_id'))
      .select(['pp.product_id', 'pp.source', 'pp.lead_days', 'pp.moq', 'pp.lot_size', 'pp.safety_stock', 'p.code as product_code', 'p.name as product_name'])
      .where('pp.enterprise_id', '=', eid(req.ctx)).orderBy('p.code').execute();
    return ok({ list });
  });

  api.put('/production/planning-params', { config: { permission: 'production_plan_edit' }, schema: { tags, body: ParamsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    openPlan(req.ctx);
    const e = eid(req.ctx);
    const product = await db.selectFrom('product').select('id').where('enterprise_id', '=', e).where('id', '=', req.body.product_id).where('deleted_time', 'is', null).executeTakeFirst();
    if (!product) throw invalidFields({ product_id: 'bill.productRequired' });
    const values = { ...req.body, update_time: nowSeconds() };
    await db.insertInto('product_planning').values({ enterprise_id: e, ...values })
      .onConflict((oc) => oc.columns(['enterprise_id', 'product_id']).doUpdateSet(values)).execute();
    return ok({});
  });
}
