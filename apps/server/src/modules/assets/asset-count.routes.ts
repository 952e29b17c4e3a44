import type { Kysely } from 'kysely';
import {
  AssetCountApproveBodySchema, AssetCountApprovedSchema, AssetCountBodySchema, AssetCountCreatedSchema, AssetCountDetailSchema, AssetCountFinishedSchema,
  AssetCountLinesBodySchema, AssetCountListSchema, AssetCountSurplusBodySchema, AssetIdParamsSchema,
} from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { approveCount, saveSurplus } from './asset-count-approval.service.ts';
import { countDetail, countList, createCount, deleteCount, finishCount, saveCountLines } from './asset-count.service.ts';

const tags = ['fixed-assets'];
const e = (ctx: RequestContext) => ctx.tenant!.enterpriseId;
const readable = (ctx: RequestContext) => { if (!ctx.tenant!.permissions.canOpen('assetInventory')) throw forbidden(); };

/** Asset counts (资产盘点, page assetInventory): count lists, found/missing per asset, surpluses, finishing with the voucher, approval. */
export async function assetCountRoutes(api: App, db: Kysely<DB>): Promise<void> {
  api.get('/fixed-assets/counts', { schema: { tags, response: { 200: envelope(AssetCountListSchema) } } }, async (req) => {
    readable(req.ctx);
    return ok(await countList(db, e(req.ctx)));
  });
  api.post('/fixed-assets/counts', {
    config: { permission: 'asset_inventory_add' },
    schema: { tags, body: AssetCountBodySchema, response: { 200: envelope(AssetCountCreatedSchema) } },
  }, async (req) => ok(await db.transaction().execute((tx) => createCount(tx, e(req.ctx), req.body, req.ctx.tenant!.employeeId))));
  api.get('/fixed-assets/counts/:id', {
    schema: { tags, params: AssetIdParamsSchema, response: { 200: envelope(AssetCountDetailSchema) } },
  }, async (req) => {
    readable(req.ctx);
    return ok(await countDetail(db, e(req.ctx), req.params.id));
  });
  api.put('/fixed-assets/counts/:id/lines', {
    config: { permission: 'asset_inventory_edit' },
    schema: { tags, params: AssetIdParamsSchema, body: AssetCountLinesBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await db.transaction().execute((tx) => saveCountLines(tx, e(req.ctx), req.params.id, req.body.lines));
    return ok({});
  });
  api.post('/fixed-assets/counts/:id/finish', {
    config: { permission: 'asset_inventory_edit' },
    schema: { tags, params: AssetIdParamsSchema, response: { 200: envelope(AssetCountFinishedSchema) } },
  }, async (req) => ok(await db.transaction().execute((tx) => finishCount(tx, e(req.ctx), req.params.id, req.ctx.tenant!.employeeId))));
  // 盘盈: the assets found without a card, entered while counting (the list replaces the earlier one).
  api.put('/fixed-assets/counts/:id/surplus', {
    config: { permission: 'asset_inventory_edit' },
    schema: { tags, params: AssetIdParamsSchema, body: AssetCountSurplusBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await db.transaction().execute((tx) => saveSurplus(tx, e(req.ctx), req.params.id, req.body.list));
    return ok({});
  });
  // 审批: clears 待处理财产损溢 (losses to 1221 compensation and 5711, surpluses to 5301).
  api.post('/fixed-assets/counts/:id/approve', {
    config: { permission: 'asset_inventory_approve' },
    schema: { tags, params: AssetIdParamsSchema, body: AssetCountApproveBodySchema, response: { 200: envelope(AssetCountApprovedSchema) } },
  }, async (req) => ok(await db.transaction().execute((tx) => approveCount(tx, e(req.ctx), req.params.id, req.body, req.ctx.tenant!.employeeId))));
  api.delete('/fixed-assets/counts/:id', { config: { permission: 'asset_inventory_del' }, schema: { tags, params: AssetIdParamsSchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    await db.transaction().execute((tx) => deleteCount(tx, e(req.ctx), req.params.id));
    return ok({});
  });
}
