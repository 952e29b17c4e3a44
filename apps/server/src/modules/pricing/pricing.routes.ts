import {
  Switch, promotionResource, saleAgreementPriceResource, PromotionParamsSchema as IdParams, PromotionStatusBodySchema as StatusBody,
  SalePriceListSchema as SalePriceList, SalePriceQuerySchema as LookupQuery,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import { logChange, registerResource } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { agreementPriceRules, promotionRules } from './pricing-rules.ts';
import { resolveSalePrice } from './sale-price.ts';

const tags = ['pricing'];

/** Pages whose editors fill sales prices: any of them may look a price up. */
const salePages = ['saleBill', 'saleOrder', 'saleQuotation', 'customerEnquiry', 'saleReturn', 'saleAgreementPrice', 'promotion'];
const canOpen = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};

/**
 * Sales agreement prices (销售协议价: a customer's price per product) and promotions (促销管理: date-bounded fixed
 * prices or discount rates) are resources of the engine (list, form, Excel, enterprise log) with their rules as
 * hooks. Here also the promotion switch and the price lookup the bill editor calls to fill a line: GET /sale-prices.
 */
export async function pricingRoutes(api: App, services: ModuleServices): Promise<void> {
  const { db, resources } = services;
  resources.addHooks(saleAgreementPriceResource.name, agreementPriceRules);
  resources.addHooks(promotionResource.name, promotionRules);
  await registerResource(api, services, resources, saleAgreementPriceResource);
  await registerResource(api, services, resources, promotionResource);

  promotionStatusRoute(api, db);

  // ---- the lookup the bill editor calls ----
  api.get('/sale-prices', { config: { columns: { pages: salePages, fields: { total_amount: ['price', 'sale_price'] } } }, schema: { tags, querystring: LookupQuery, response: { 200: envelope(SalePriceList) } } }, async (req) => {
    canOpen(req.ctx, ...salePages);
    const e = requireTenant(req.ctx).enterpriseId;
    const ids = [...new Set(req.query.product_ids.split(',').map(Number))].slice(0, 500);
    return ok({ list: await salePrices(db, e, req.query.partner_id, ids, req.query.date) });
  });
}

/** Switching a promotion on or off is a right of its own (promotion_enable), apart from editing it. */
function promotionStatusRoute(api: App, db: ModuleServices['db']): void {
  const tags = [promotionResource.name];
  api.post('/promotions/:id/status', {
    config: { permission: 'promotion_enable' },
    schema: { tags, params: IdParams, body: StatusBody, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    const t = requireTenant(req.ctx);
    await db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('promotion').select(['name', 'status']).where('enterprise_id', '=', t.enterpriseId).where('id', '=', req.params.id).forUpdate().executeTakeFirst();
      if (!before) throw notFound();
      if (before.status === req.body.status) return;
      await tx.updateTable('promotion').set({ status: req.body.status, update_time: nowSeconds() }).where('enterprise_id', '=', t.enterpriseId).where('id', '=', req.params.id).execute();
      await logChange(tx, {
        enterpriseId: t.enterpriseId, employeeId: t.employeeId, resource: promotionResource.name, recordId: req.params.id, action: 'update',
        summary: before.name, changes: { status: [before.status, req.body.status] },
      });
    });
    return ok({});
  });
}

/** Starting prices of products for a customer on a date (agreement, else promotion, else the sale price); another enterprise's products are left out. */
export async function salePrices(db: Kysely<DB>, enterpriseId: number, partnerId: number, productIds: number[], date: string) {
  if (!productIds.length) return [];
  const [products, agreements, promotions] = await Promise.all([
    db.selectFrom('product').select(['id', 'sale_price']).where('enterprise_id', '=', enterpriseId).where('id', 'in', productIds).execute(),
    partnerId
      ? db.selectFrom('sale_agreement_price').select(['product_id', 'price']).where('enterprise_id', '=', enterpriseId).where('partner_id', '=', partnerId).where('product_id', 'in', productIds).execute()
      : Promise.resolve([]),
    db.selectFrom('promotion')
      .select(['id', 'product_id', 'kind', 'price', 'discount', 'status', (eb) => eb.fn<string>('to_char', ['date_from', eb.val('YYYY-MM-DD')]).as('date_from'), (eb) => eb.fn<string>('to_char', ['date_to', eb.val('YYYY-MM-DD')]).as('date_to')])
      .where('enterprise_id', '=', enterpriseId).where('status', '=', Switch.on).where('date_from', '<=', date).where('date_to', '>=', date)
      .where((eb) => eb.or([eb('product_id', '=', 0), eb('product_id', 'in', productIds)]))
      .execute(),
  ]);
  const agreed = new Map(agreements.map((a) => [a.product_id, a.price]));
  const byId = new Map(products.map((p) => [p.id, p]));
  return productIds.filter((id) => byId.has(id)).map((id) => resolveSalePrice({
    product_id: id, sale_price: byId.get(id)!.sale_price, agreement_price: agreed.get(id), date,
    promotions: promotions.filter((p) => p.product_id === 0 || p.product_id === id),
  }));
}
