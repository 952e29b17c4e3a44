import { idSchema } from '@zf/shared';
import { z } from 'zod';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';
import {
  AbcSettings, AbcState, AssociationBody, AssociationDeleteBody, AssociationQuery, AssociationRow, CopyBody, CopyResult, ProductIdParams,
  RelatedRow, ShareGrantBody, ShareGrantRow, SharedProductRow, SharedProductsQuery,
} from './catalog-extras.schema.ts';
import { requireAnyPage } from './product-access.ts';
import { associate, associationList, dissociate, relatedProducts } from './product-association.service.ts';
import { copySharedProducts, grantShare, grantsGiven, grantsReceived, revokeShare, sharedProducts } from './product-share.service.ts';
import { abcState, runAbcClassification, saveAbcPercentages } from './smart-classification.service.ts';
import { productPrices } from '../../platform/permissions/column-groups.ts';

const abcTags = ['smart-classification'];
const shareTags = ['product-shares'];
const EnterpriseParams = z.object({ enterprise_id: idSchema() });

/** Product association, smart classification (ABC) and product sharing (copy authorization). */
export async function productRelationsRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['product-associations'];
  api.get('/products/:id/associations', { schema: { tags, params: ProductIdParams, response: { 200: envelope(z.object({ list: z.array(RelatedRow) })) } } }, async (req) => {
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

  api.get('/smart-classification', { schema: { tags: abcTags, response: { 200: envelope(AbcState) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['smartClassification']);
    return ok(await abcState(db, tenant.enterpriseId, req.ctx.language));
  });
  api.put('/smart-classification', { config: { permission: 'smart_classification_edit' }, schema: { tags: abcTags, body: AbcSettings, response: { 200: envelope(emptyData) } } }, async (req) => {
    await saveAbcPercentages(db, req.ctx.tenant!.enterpriseId, req.body);
    return ok({});
  });
  api.post('/smart-classification/run', { config: { permission: 'smart_classification_run' }, schema: { tags: abcTags, response: { 200: envelope(z.object({ A: z.number(), B: z.number(), C: z.number() })) } } }, async (req) =>
    ok(await runAbcClassification(db, req.ctx.tenant!)));

  const shareList = envelope(z.object({ list: z.array(ShareGrantRow) }));
  api.get('/product-shares', { schema: { tags: shareTags, response: { 200: shareList } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsShare']);
    return ok({ list: await grantsGiven(db, tenant.enterpriseId) });
  });
  api.post('/product-shares', { config: { permission: ['goods_share_add', 'goods_share_authorize'] }, schema: { tags: shareTags, body: ShareGrantBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await grantShare(db, req.ctx.tenant!, req.body.enterprise_code, req.body.remark);
    return ok({});
  });
  api.delete('/product-shares/:enterprise_id', { config: { permission: 'goods_share_del' }, schema: { tags: shareTags, params: EnterpriseParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await revokeShare(db, req.ctx.tenant!, req.params.enterprise_id);
    return ok({});
  });
  api.get('/product-shares/received', { schema: { tags: shareTags, response: { 200: shareList } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsShare', 'goodsList']);
    return ok({ list: await grantsReceived(db, tenant.enterpriseId) });
  });
  api.get('/product-shares/received/:enterprise_id/products', {
    config: { columns: { pages: ['goodsShare', 'goodsList'], fields: productPrices } },
    schema: { tags: shareTags, params: EnterpriseParams, querystring: SharedProductsQuery, response: { 200: envelope(listOf(SharedProductRow)) } },
  }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['goodsShare', 'goodsList']);
    return ok(await sharedProducts(db, tenant.enterpriseId, req.params.enterprise_id, req.query));
  });
  api.post('/product-shares/copy', { config: { permission: ['goods_copy', 'goods_share_add'] }, schema: { tags: shareTags, body: CopyBody, response: { 200: envelope(CopyResult) } } }, async (req) =>
    ok(await copySharedProducts(db, req.ctx.tenant!, req.body.from_enterprise_id, req.body.product_ids)));
}
