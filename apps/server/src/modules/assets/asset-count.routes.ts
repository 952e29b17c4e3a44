import type { Kysely } from 'kysely';
import { idSchema } from '@zf/shared';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { approveCount, saveSurplus } from './asset-count-approval.service.ts';
import { countDetail, countList, createCount, deleteCount, finishCount, saveCountLines } from './asset-count.service.ts';

const tags = ['fixed-assets'];
const IdParams = z.object({ id: idSchema() });
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateRange.format');
const Count = z.object({
  id: z.number(), count_date: z.string(), department_id: z.number(), status: z.number().describe('1 counting, 2 finished (awaiting approval), 3 approved'), voucher_id: z.number(),
  remark: z.string(), loss_amount: z.string(), surplus_amount: z.string(), approval_voucher_id: z.number(),
});
const money = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, 'decimal.format'));
const Surplus = z.object({
  code: z.string().trim().min(1).max(30), name: z.string().trim().min(1).max(100), category_id: z.number().int().positive(), department_id: z.number().int().min(0).optional(),
  location: z.string().max(100).optional(), original_value: money, accumulated_depreciation: money.optional(),
});
const SurplusRow = z.object({
  id: z.number(), code: z.string(), name: z.string(), category_id: z.number(), department_id: z.number(), location: z.string(), original_value: z.string(),
  accumulated_depreciation: z.string(), asset_id: z.number(),
});
const e = (ctx: RequestContext) => ctx.tenant!.enterpriseId;
const readable = (ctx: RequestContext) => { if (!ctx.tenant!.permissions.canOpen('assetInventory')) throw forbidden(); };

/** Asset counts (资产盘点, page assetInventory): count lists, found/missing per asset, surpluses, finishing with the voucher, approval. */
export async function assetCountRoutes(api: App, db: Kysely<DB>): Promise<void> {
  api.get('/fixed-assets/counts', { schema: { tags, response: { 200: envelope(z.object({ list: z.array(Count.extend({ book: z.number(), counted: z.number(), missing: z.number() })), total: z.number() })) } } }, async (req) => {
    readable(req.ctx);
    return ok(await countList(db, e(req.ctx)));
  });
  api.post('/fixed-assets/counts', {
    config: { permission: 'asset_inventory_add' },
    schema: { tags, body: z.object({ count_date: Day, department_id: z.number().int().min(0).optional(), remark: z.string().max(200).optional() }), response: { 200: envelope(z.object({ id: z.number(), lines: z.number() })) } },
  }, async (req) => ok(await db.transaction().execute((tx) => createCount(tx, e(req.ctx), req.body, req.ctx.tenant!.employeeId))));
  api.get('/fixed-assets/counts/:id', {
    schema: { tags, params: IdParams, response: { 200: envelope(Count.extend({
      compensation: z.string(), approve_date: z.string().nullable(),
      lines: z.array(z.object({ asset_id: z.number(), code: z.string(), name: z.string(), department_id: z.number(), location: z.string(), original_value: z.string(), counted: z.boolean() })),
      surplus: z.array(SurplusRow),
    })) } },
  }, async (req) => {
    readable(req.ctx);
    return ok(await countDetail(db, e(req.ctx), req.params.id));
  });
  api.put('/fixed-assets/counts/:id/lines', {
    config: { permission: 'asset_inventory_edit' },
    schema: { tags, params: IdParams, body: z.object({ lines: z.array(z.object({ asset_id: z.number().int().positive(), counted: z.boolean() })).max(5000) }), response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await db.transaction().execute((tx) => saveCountLines(tx, e(req.ctx), req.params.id, req.body.lines));
    return ok({});
  });
  api.post('/fixed-assets/counts/:id/finish', {
    config: { permission: 'asset_inventory_edit' },
    schema: { tags, params: IdParams, response: { 200: envelope(z.object({ voucher_id: z.number(), missing: z.number(), surplus: z.number() })) } },
  }, async (req) => ok(await db.transaction().execute((tx) => finishCount(tx, e(req.ctx), req.params.id, req.ctx.tenant!.employeeId))));
  // 盘盈: the assets found without a card, entered while counting (the list replaces the earlier one).
  api.put('/fixed-assets/counts/:id/surplus', {
    config: { permission: 'asset_inventory_edit' },
    schema: { tags, params: IdParams, body: z.object({ list: z.array(Surplus).max(500) }), response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await db.transaction().execute((tx) => saveSurplus(tx, e(req.ctx), req.params.id, req.body.list));
    return ok({});
  });
  // 审批: clears 待处理财产损溢 (losses to 1221 compensation and 5711, surpluses to 5301).
  api.post('/fixed-assets/counts/:id/approve', {
    config: { permission: 'asset_inventory_approve' },
    schema: { tags, params: IdParams, body: z.object({ date: Day.optional(), compensation: money.optional() }), response: { 200: envelope(z.object({ voucher_id: z.number() })) } },
  }, async (req) => ok(await db.transaction().execute((tx) => approveCount(tx, e(req.ctx), req.params.id, req.body, req.ctx.tenant!.employeeId))));
  api.delete('/fixed-assets/counts/:id', { config: { permission: 'asset_inventory_del' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await db.transaction().execute((tx) => deleteCount(tx, e(req.ctx), req.params.id));
    return ok({});
  });
}
