import {
  AssetAcquisitionBodySchema, AssetCardSchema, AssetDisposeBodySchema, AssetDisposedSchema, AssetHistoryQuerySchema, AssetHistorySchema, AssetIdParamsSchema,
  AssetImportAnswerSchema, AssetInitFinishBodySchema, AssetInitSchema, AssetTransferBodySchema, AssetTransferredSchema, AssetVoucherSchema, Decimal,
  DepreciationBodySchema, DepreciationPreviewQuerySchema, DepreciationPreviewSchema, DepreciationResultSchema, DepreciationRunsSchema, DepreciationTableQuerySchema,
  DepreciationTableSchema, DepreciationUndoBodySchema, DepreciationUndoneSchema, amount, assetResources,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import { logChange, madeValues, registerResource } from '../../engines/resource/index.ts';
import { writeSheet } from '../../engines/resource/workbook.ts';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { readXlsxUpload } from '../../platform/http/upload.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { currentPeriod } from '../ledger/index.ts';
import type { ModuleServices } from '../module-services.ts';
import { acquisitionVoucher, assetHistory, disposeAsset, transferAsset } from './asset-changes.service.ts';
import { assetCountRoutes } from './asset-count.routes.ts';
import { importAssets } from './asset-import.ts';
import { assetCard } from './asset-card.service.ts';
import { finishInit, initSummary } from './asset-init.service.ts';
import { fixedAssetRules } from './asset-rules.ts';
import { depreciationLines, depreciationTable, runDepreciation, undoDepreciation } from './depreciation.service.ts';

const tags = ['fixed-assets'];
const canOpen = (ctx: RequestContext, ...pages: string[]) => pages.some((p) => ctx.tenant!.permissions.canOpen(p));
const readable = (ctx: RequestContext, ...pages: string[]) => { if (!canOpen(ctx, ...pages)) throw forbidden(); };
const who = (ctx: RequestContext) => ({ e: ctx.tenant!.enterpriseId, employee: ctx.tenant!.employeeId });
const workloadMap = (list: Array<{ asset_id: number; units: string }> = []) => Object.fromEntries(list.map((w) => [w.asset_id, w.units]));

const tableColumns = [
  ['code', '资产编码', 'Asset code'], ['name', '资产名称', 'Asset name'], ['period', '期间', 'Period'], ['depreciation', '本期折旧', 'Depreciation'],
  ['accumulated', '累计折旧', 'Accumulated'], ['net_value', '净值', 'Net value'],
] as const;

/**
 * Fixed assets (API.md "Payroll and fixed assets"): the two resources, depreciation runs and their undo, the
 * depreciation table and its export, acquisition/disposal vouchers, transfers, and the asset initialization.
 */
export async function assetsRoutes(api: App, services: ModuleServices): Promise<void> {
  const db = services.db as Kysely<DB>;
  services.resources.addHooks('fixed-assets', fixedAssetRules);
  for (const resource of assetResources) await registerResource(api, services, services.resources, resource);
  await assetCountRoutes(api, db);

  api.get('/fixed-assets/depreciation/preview', { schema: { tags, querystring: DepreciationPreviewQuerySchema, response: { 200: envelope(DepreciationPreviewSchema) } } }, async (req) => {
    readable(req.ctx, 'depreciationAccrual');
    const list = await depreciationLines(db, who(req.ctx).e, req.query.period ?? currentPeriod());
    return ok({ list, total: amount(list.reduce((a, l) => a.plus(l.depreciation), new Decimal(0))) });
  });

  api.get('/fixed-assets/depreciation/runs', { schema: { tags, response: { 200: envelope(DepreciationRunsSchema) } } }, async (req) => {
    readable(req.ctx, 'depreciationAccrual', 'depreciationTable');
    const list = await db.selectFrom('depreciation_run as r')
      .leftJoin('voucher as v', (j) => j.onRef('v.enterprise_id', '=', 'r.enterprise_id').onRef('v.id', '=', 'r.voucher_id'))
      .select(['r.period', 'r.voucher_id', 'r.total', 'r.create_time', 'v.word', 'v.number', 'v.status'])
      .where('r.enterprise_id', '=', who(req.ctx).e).orderBy('r.period', 'desc').execute();
    return ok({ list: list.map((r) => ({ period: r.period, voucher_id: r.voucher_id, voucher_no: r.word ? `${r.word}-${String(r.number).padStart(4, '0')}` : '', voucher_status: r.status ?? 0, total: r.total, create_time: Number(r.create_time) })) });
  });

  api.post('/fixed-assets/depreciation', { config: { permission: 'depreciation_accrue' }, schema: { tags, body: DepreciationBodySchema, response: { 200: envelope(DepreciationResultSchema) } } }, async (req) => {
    const { e, employee } = who(req.ctx);
    const result = await db.transaction().execute(async (tx) => {
      const made = await runDepreciation(tx, e, req.body.period, employee, workloadMap(req.body.workloads));
      await logChange(tx, { enterpriseId: e, employeeId: employee, resource: 'vouchers', recordId: made.voucher_id, action: 'create', summary: `depreciation ${req.body.period}`, changes: madeValues(made) });
      return made;
    });
    return ok({ voucher_id: result.voucher_id, total: result.total });
  });

  api.post('/fixed-assets/depreciation/undo', { config: { permission: 'depreciation_undo' }, schema: { tags, body: DepreciationUndoBodySchema, response: { 200: envelope(DepreciationUndoneSchema) } } }, async (req) => {
    const { e, employee } = who(req.ctx);
    await db.transaction().execute(async (tx) => {
      await undoDepreciation(tx, e, req.body.period);
      await logChange(tx, { enterpriseId: e, employeeId: employee, resource: 'vouchers', recordId: 0, action: 'delete', summary: `undo depreciation ${req.body.period}`, changes: { period: [req.body.period, null] } });
    });
    return ok({ period: req.body.period });
  });

  api.get('/fixed-assets/depreciation-table', { schema: { tags, querystring: DepreciationTableQuerySchema, response: { 200: envelope(DepreciationTableSchema) } } }, async (req) => {
    readable(req.ctx, 'depreciationTable', 'depreciationAccrual', 'assetList');
    return ok({ list: await depreciationTable(db, who(req.ctx).e, req.query) });
  });

  api.get('/fixed-assets/depreciation-table/export', { schema: { tags, querystring: DepreciationTableQuerySchema } }, async (req, reply) => {
    if (!req.ctx.tenant!.permissions.can('depreciation_table_export')) throw forbidden();
    const rows = await depreciationTable(db, who(req.ctx).e, req.query);
    const en = req.ctx.language === 'en-US';
    const title = `${en ? 'Depreciation table' : '折旧明细表'}${req.query.period ? `-${req.query.period}` : ''}`;
    const writer = writeSheet(title, tableColumns.map((c) => (en ? c[2] : c[1])));
    for (const r of rows) writer.add(tableColumns.map((c) => String(r[c[0]])));
    const name = encodeURIComponent(title);
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await writer.finish());
  });

  api.post('/fixed-assets/:id/acquisition', {
    config: { permission: 'asset_edit' },
    schema: { tags, params: AssetIdParamsSchema, body: AssetAcquisitionBodySchema, response: { 200: envelope(AssetVoucherSchema) } },
  }, async (req) => {
    const { e, employee } = who(req.ctx);
    return ok(await db.transaction().execute((tx) => acquisitionVoucher(tx, e, req.params.id, req.body, employee)));
  });

  api.post('/fixed-assets/:id/dispose', {
    config: { permission: 'asset_dispose' },
    schema: { tags, params: AssetIdParamsSchema, body: AssetDisposeBodySchema, response: { 200: envelope(AssetDisposedSchema) } },
  }, async (req) => {
    const { e, employee } = who(req.ctx);
    return ok(await db.transaction().execute((tx) => disposeAsset(tx, e, req.params.id, req.body, employee)));
  });

  api.post('/fixed-assets/:id/transfer', {
    config: { permission: 'asset_edit' },
    schema: { tags, params: AssetIdParamsSchema, body: AssetTransferBodySchema, response: { 200: envelope(AssetTransferredSchema) } },
  }, async (req) => {
    const { e, employee } = who(req.ctx);
    await db.transaction().execute((tx) => transferAsset(tx, e, req.params.id, req.body, employee));
    return ok({ id: req.params.id });
  });

  api.get('/fixed-assets/:id/card', {
    config: { permission: 'asset_print' },
    schema: { tags, params: AssetIdParamsSchema, response: { 200: envelope(AssetCardSchema) } },
  }, async (req) => ok(await assetCard(db, who(req.ctx).e, req.params.id)));

  api.get('/fixed-assets/history', {
    schema: { tags, querystring: AssetHistoryQuerySchema, response: { 200: envelope(AssetHistorySchema) } },
  }, async (req) => {
    readable(req.ctx, 'assetList');
    return ok({ list: await assetHistory(db, who(req.ctx).e, req.query.asset_id) });
  });

  api.post('/fixed-assets/import-all', {
    config: { permission: ['asset_import', 'asset_import_run'] },
    schema: { tags, response: { 200: envelope(AssetImportAnswerSchema) } },
  }, async (req) => {
    const data = await readXlsxUpload(req);
    const { e, employee } = who(req.ctx);
    return ok(await importAssets(db, e, employee, data, req.ctx.language));
  });

  api.get('/fixed-assets/init', { schema: { tags, response: { 200: envelope(AssetInitSchema) } } }, async (req) => {
    readable(req.ctx, 'assetInit');
    return ok(await initSummary(db, who(req.ctx).e));
  });

  api.post('/fixed-assets/init/finish', { config: { permission: 'asset_init_finish' }, schema: { tags, body: AssetInitFinishBodySchema, response: { 200: envelope(AssetInitSchema) } } }, async (req) => {
    return ok(await db.transaction().execute((tx) => finishInit(tx, who(req.ctx).e, req.body.finished)));
  });
}
