import {
  ProductFitmentBodySchema as FitmentBody, ProductFitmentListSchema as FitmentList, ProductIdsBodySchema as IdsBody, ProductLevelPriceListSchema as LevelPriceList,
  ProductPriceChangeBodySchema as PriceChangeBody, ProductPriceHistoryRowSchema as PriceHistoryRow, ProductIdParamsSchema as ProductIdParams,
  ProductUnitsSchema as ProductUnits, ProductUnitsBodySchema as ProductUnitsBody,
} from '@zf/shared';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok, pageQuery } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';
import { requireAnyPage } from './product-access.ts';
import { publishDrafts } from './product-draft.service.ts';
import { fitmentVersion, productFitment, setProductFitment } from './product-fitment.service.ts';
import { changePrices, levelPrices, priceHistory } from './product-price.service.ts';
import { productUnits, setProductUnits } from './product-unit.service.ts';
import { productPrices } from '../../platform/permissions/column-groups.ts';

const tags = ['products'];

/** What hangs off one product: unit conversions, vehicle fitment, price history and level prices, drafts, prices. */
export async function productExtrasRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/products/:id/units', { schema: { tags, params: ProductIdParams, response: { 200: envelope(ProductUnits) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsList']);
    return ok(await productUnits(db, tenant.enterpriseId, req.params.id));
  });
  api.put('/products/:id/units', { config: { permission: 'goods_edit' }, schema: { tags, params: ProductIdParams, body: ProductUnitsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await setProductUnits(db, req.ctx.tenant!, req.params.id, req.body.units, req.body.version);
    return ok({});
  });

  api.get('/products/:id/vehicle-models', { schema: { tags, params: ProductIdParams, response: { 200: envelope(FitmentList) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsList', 'vehicleAssociation', 'vehicleModel']);
    const list = await productFitment(db, tenant.enterpriseId, req.params.id);
    return ok({ list, version: await fitmentVersion(db, tenant.enterpriseId, req.params.id) });
  });
  api.put('/products/:id/vehicle-models', {
    config: { permission: ['goods_edit', 'vehicle_association_add'] },
    schema: { tags, params: ProductIdParams, body: FitmentBody, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await setProductFitment(db, req.ctx.tenant!, req.params.id, req.body.vehicle_model_ids, req.body.version);
    return ok({});
  });

  api.get('/products/:id/price-history', { config: { columns: { pages: ['goodsList', 'goodsPrice'], fields: productPrices } }, schema: { tags, params: ProductIdParams, querystring: pageQuery, response: { 200: envelope(listOf(PriceHistoryRow)) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsList', 'goodsPrice']);
    return ok(await priceHistory(db, tenant.enterpriseId, req.params.id, req.query.page, req.query.page_size));
  });
  api.get('/products/:id/level-prices', { config: { columns: { pages: ['goodsList', 'goodsPrice'], fields: { sale_price: ['price'] } } }, schema: { tags, params: ProductIdParams, response: { 200: envelope(LevelPriceList) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsList', 'goodsPrice']);
    return ok({ list: await levelPrices(db, tenant.enterpriseId, req.params.id) });
  });
  api.post('/products/prices', {
    config: { permission: ['goods_change_price', 'goods_price_edit'] },
    schema: { tags, body: PriceChangeBody, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await changePrices(db, req.ctx.tenant!, req.body.items);
    return ok({});
  });

  api.post('/products/publish', { config: { permission: 'goods_draft_publish' }, schema: { tags, body: IdsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await publishDrafts(db, req.ctx.tenant!, req.body.ids);
    return ok({});
  });
}
