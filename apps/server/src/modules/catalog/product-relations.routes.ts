import {
  AbcRunResultSchema as AbcRunResult, AbcSettingsSchema as AbcSettings, AbcStateSchema as AbcState, ProductAssociationBodySchema as AssociationBody,
  ProductAssociationDeleteBodySchema as AssociationDeleteBody, ProductAssociationQuerySchema as AssociationQuery, ProductAssociationRowSchema as AssociationRow,
  ProductShareCopyBodySchema as CopyBody, ProductShareCopyResultSchema as CopyResult, ProductShareEnterpriseParamsSchema as EnterpriseParams,
  ProductIdParamsSchema as ProductIdParams, ProductRelatedListSchema as RelatedList, ProductShareGrantBodySchema as ShareGrantBody,
  ProductShareGrantListSchema as ShareGrantList, SharedProductRowSchema as SharedProductRow, SharedProductsQuerySchema as SharedProductsQuery,
} from '@zf/shared';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';
import { requireAnyPage } from './product-access.ts';
import { associate, associationList, dissociate, relatedProducts } from './product-association.service.ts';
import { copySharedProducts, grantShare, grantsGiven, grantsReceived, revokeShare, sharedProducts } from './product-share.service.ts';
import { abcState, runAbcClassification, saveAbcPercentages } from './smart-classification.service.ts';
import { productPrices } from '../../platform/permissions/column-groups.ts';

/** Product association, smart classification (ABC) and product sharing (copy authorization). */
export async function productRelationsRoutes(api: App, { db }: ModuleServices): Promise<void> {
  associationRoutes(api, db);
  abcRoutes(api, db);
  shareRoutes(api, db);
}

function associationRoutes(api: App, db: ModuleServices['db']): void {
  const tags = ['product-associations'];
  api.get('/products/:id/associations', { schema: { tags, params: ProductIdParams, response: { 200: envelope(RelatedList) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsList', 'goodsAssociation']);
    return ok({ list: await relatedProducts(db, tenant.enterpriseId, req.params.id) });
  });
  api.get('/product-associations', { schema: { tags, querystring: AssociationQuery, response: { 200: envelope(listOf(AssociationRow)) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsAssociation', 'goodsList']);
    return ok(await associationList(db, tenant.enterpriseId, req.query));
  });
  api.post('/product-associations', { config: { permission: 'goods_association_add' }, schema: { tags, body: AssociationBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await associate(db, req.ctx.tenant!, req.body);
    return ok({});
  });
  api.post('/product-associations/batch-delete', { config: { permission: 'goods_association_del' }, schema: { tags, body: AssociationDeleteBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await dissociate(db, req.ctx.tenant!, req.body.product_id, req.body.related_ids);
    return ok({});
  });
}

function abcRoutes(api: App, db: ModuleServices['db']): void {
  const tags = ['smart-classification'];
  api.get('/smart-classification', { schema: { tags, response: { 200: envelope(AbcState) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['smartClassification']);
    return ok(await abcState(db, tenant.enterpriseId, req.ctx.language));
  });
  api.put('/smart-classification', { config: { permission: 'smart_classification_edit' }, schema: { tags, body: AbcSettings, response: { 200: envelope(emptyData) } } }, async (req) => {
    await saveAbcPercentages(db, req.ctx.tenant!.enterpriseId, req.body);
    return ok({});
  });
  api.post('/smart-classification/run', { config: { permission: 'smart_classification_run' }, schema: { tags, response: { 200: envelope(AbcRunResult) } } }, async (req) =>
    ok(await runAbcClassification(db, req.ctx.tenant!)));
}

function shareRoutes(api: App, db: ModuleServices['db']): void {
  const tags = ['product-shares'];
  api.get('/product-shares', { schema: { tags, response: { 200: envelope(ShareGrantList) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsShare']);
    return ok({ list: await grantsGiven(db, tenant.enterpriseId) });
  });
  api.post('/product-shares', { config: { permission: ['goods_share_add', 'goods_share_authorize'] }, schema: { tags, body: ShareGrantBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await grantShare(db, req.ctx.tenant!, req.body.enterprise_code, req.body.remark);
    return ok({});
  });
  api.delete('/product-shares/:enterprise_id', { config: { permission: 'goods_share_del' }, schema: { tags, params: EnterpriseParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await revokeShare(db, req.ctx.tenant!, req.params.enterprise_id);
    return ok({});
  });
  api.get('/product-shares/received', { schema: { tags, response: { 200: envelope(ShareGrantList) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsShare', 'goodsList']);
    return ok({ list: await grantsReceived(db, tenant.enterpriseId) });
  });
  api.get('/product-shares/received/:enterprise_id/products', {
    config: { columns: { pages: ['goodsShare', 'goodsList'], fields: productPrices } },
    schema: { tags, params: EnterpriseParams, querystring: SharedProductsQuery, response: { 200: envelope(listOf(SharedProductRow)) } },
  }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsShare', 'goodsList']);
    return ok(await sharedProducts(db, tenant.enterpriseId, req.params.enterprise_id, req.query));
  });
  api.post('/product-shares/copy', { config: { permission: ['goods_copy', 'goods_share_add'] }, schema: { tags, body: CopyBody, response: { 200: envelope(CopyResult) } } }, async (req) =>
    ok(await copySharedProducts(db, req.ctx.tenant!, req.body.from_enterprise_id, req.body.product_ids)));
}
