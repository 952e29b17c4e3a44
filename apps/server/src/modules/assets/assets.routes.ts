import { Decimal, amount, assetResources, idSchema, queryId } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { logChange, registerResource } from '../../engines/resource/index.ts';
import { writeSheet } from '../../engines/resource/workbook.ts';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
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
const Period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'dateRange.format');
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateRange.format');
const Money = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'decimal.format');
const Code = z.string().regex(/^\d{4,12}$/, 'field.invalid');
const IdParams = z.object({ id: idSchema() });
const VoucherAnswer = z.object({ voucher_id: z.number(), voucher_no: z.string() });

const DepreciationBody = z.object({
  period: Period,
  workloads: z.array(z.object({ asset_id: z.number().int().positive(), units: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'decimal.format') })).optional()
    .describe('workload-method assets: the units used in the period'),
});
const PreviewLine = z.object({
  asset_id: z.number(), code: z.string(), name: z.string(), method: z.string(), department_id: z.number(), expense_subject: z.string(), credit_subject: z.string(),
  workload: z.string(), depreciation: z.string(), accumulated: z.string(), net_value: z.string(),
});
const TableQuery = z.object({ period: Period.optional(), asset_id: queryId().optional() });
const TableRow = z.object({
  asset_id: z.number(), code: z.string(), name: z.string(), period: z.string(), department_id: z.number(), depreciation: z.string(),
  accumulated: z.string(), net_value: z.string(), accrued: z.boolean().describe('false: a month still to come by the schedule'),
});
const Runs = z.object({ list: z.array(z.object({ period: z.string(), voucher_id: z.number(), voucher_no: z.string(), voucher_status: z.number(), total: z.string(), create_time: z.number() })) });
const InitAnswer = z.object({
  start_period: z.string(), cards: z.number(), original: z.string(), accumulated: z.string(), opening_original: z.string(), opening_accumulated: z.string(),
  difference_original: z.string(), difference_accumulated: z.string(), finished: z.boolean(),
});

const CardAnswer = z.object({
  id: z.number(), code: z.string(), name: z.string(), category_id: z.number(), category_name: z.string(), department_id: z.number(), department_name: z.string(),
  location: z.string(), start_date: z.string(), original_value: z.string(), accumulated_depreciation: z.string().describe('before the books started'), life_months: z.number(),
  residual_rate: z.string(), residual_value: z.string(), method: z.string(), workload_total: z.string(), workload_unit: z.string(), usage: z.number(), status: z.number(),
  dispose_date: z.string().nullable(), acquisition_voucher_id: z.number(), remark: z.string(), depreciated: z.string(), accumulated: z.string(), net_value: z.string(),
  months_booked: z.number(),
  history: z.array(z.object({ period: z.string(), department_name: z.string(), expense_subject: z.string(), depreciation: z.string(), accumulated: z.string(), net_value: z.string(), voucher_no: z.string() })),
  changes: z.array(z.object({ change_date: z.string(), kind: z.string(), from_department_name: z.string(), to_department_name: z.string(), amount: z.string(), remark: z.string(), voucher_no: z.string() })),
});

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

  api.get('/fixed-assets/depreciation/preview', { schema: { tags, querystring: z.object({ period: Period.optional().describe('default: this month') }), response: { 200: envelope(z.object({ list: z.array(PreviewLine), total: z.string() })) } } }, async (req) => {
    readable(req.ctx, 'depreciationAccrual');
    const list = await depreciationLines(db, who(req.ctx).e, req.query.period ?? currentPeriod());
    return ok({ list, total: amount(list.reduce((a, l) => a.plus(l.depreciation), new Decimal(0))) });
  });

  api.get('/fixed-assets/depreciation/runs', { schema: { tags, response: { 200: envelope(Runs) } } }, async (req) => {
    readable(req.ctx, 'depreciationAccrual', 'depreciationTable');
    const list = await db.selectFrom('depreciation_run as r')
      .leftJoin('voucher as v', (j) => j.onRef('v.enterprise_id', '=', 'r.enterprise_id').onRef('v.id', '=', 'r.voucher_id'))
      .select(['r.period', 'r.voucher_id', 'r.total', 'r.create_time', 'v.word', 'v.number', 'v.status'])
      .where('r.enterprise_id', '=', who(req.ctx).e).orderBy('r.period', 'desc').execute();
    return ok({ list: list.map((r) => ({ period: r.period, voucher_id: r.voucher_id, voucher_no: r.word ? `${r.word}-${String(r.number).padStart(4, '0')}` : '', voucher_status: r.status ?? 0, total: r.total, create_time: Number(r.create_time) })) });
  });

  api.post('/fixed-assets/depreciation', { config: { permission: 'depreciation_accrue' }, schema: { tags, body: DepreciationBody, response: { 200: envelope(z.object({ voucher_id: z.number(), total: z.string() })) } } }, async (req) => {
    const { e, employee } = who(req.ctx);
    const result = await db.transaction().execute(async (tx) => {
      const made = await runDepreciation(tx, e, req.body.period, employee, workloadMap(req.body.workloads));
      await logChange(tx, { enterpriseId: e, employeeId: employee, resource: 'vouchers', recordId: made.voucher_id, action: 'create', summary: `depreciation ${req.body.period}`, changes: made });
      return made;
    });
    return ok({ voucher_id: result.voucher_id, total: result.total });
  });

  api.post('/fixed-assets/depreciation/undo', { config: { permission: 'depreciation_undo' }, schema: { tags, body: z.object({ period: Period }), response: { 200: envelope(z.object({ period: z.string() })) } } }, async (req) => {
    const { e, employee } = who(req.ctx);
    await db.transaction().execute(async (tx) => {
      await undoDepreciation(tx, e, req.body.period);
      await logChange(tx, { enterpriseId: e, employeeId: employee, resource: 'vouchers', recordId: 0, action: 'delete', summary: `undo depreciation ${req.body.period}`, changes: req.body });
    });
    return ok({ period: req.body.period });
  });

  api.get('/fixed-assets/depreciation-table', { schema: { tags, querystring: TableQuery, response: { 200: envelope(z.object({ list: z.array(TableRow) })) } } }, async (req) => {
    readable(req.ctx, 'depreciationTable', 'depreciationAccrual', 'assetList');
    return ok({ list: await depreciationTable(db, who(req.ctx).e, req.query) });
  });

  api.get('/fixed-assets/depreciation-table/export', { schema: { tags, querystring: TableQuery } }, async (req, reply) => {
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
    schema: { tags, params: IdParams, body: z.object({ date: Day, credit_subject: Code, tax_amount: Money.optional(), partner_id: z.number().int().min(0).optional(), summary: z.string().max(100).optional() }), response: { 200: envelope(VoucherAnswer) } },
  }, async (req) => {
    const { e, employee } = who(req.ctx);
    return ok(await db.transaction().execute((tx) => acquisitionVoucher(tx, e, req.params.id, req.body, employee)));
  });

  api.post('/fixed-assets/:id/dispose', {
    config: { permission: 'asset_dispose' },
    schema: { tags, params: IdParams, body: z.object({ date: Day, proceeds: Money.optional(), proceeds_subject: Code.optional(), remark: z.string().max(200).optional() }), response: { 200: envelope(VoucherAnswer.extend({ net_value: z.string(), result: z.string().describe('gain (+) or loss (−) of the disposal') })) } },
  }, async (req) => {
    const { e, employee } = who(req.ctx);
    return ok(await db.transaction().execute((tx) => disposeAsset(tx, e, req.params.id, req.body, employee)));
  });

  api.post('/fixed-assets/:id/transfer', {
    config: { permission: 'asset_edit' },
    schema: { tags, params: IdParams, body: z.object({ date: Day, department_id: z.number().int().positive(), remark: z.string().max(200).optional() }), response: { 200: envelope(z.object({ id: z.number() })) } },
  }, async (req) => {
    const { e, employee } = who(req.ctx);
    await db.transaction().execute((tx) => transferAsset(tx, e, req.params.id, req.body, employee));
    return ok({ id: req.params.id });
  });

  api.get('/fixed-assets/:id/card', {
    config: { permission: 'asset_print' },
    schema: { tags, params: IdParams, response: { 200: envelope(CardAnswer) } },
  }, async (req) => ok(await assetCard(db, who(req.ctx).e, req.params.id)));

  api.get('/fixed-assets/history', {
    schema: { tags, querystring: z.object({ asset_id: queryId().optional() }), response: { 200: envelope(z.object({ list: z.array(z.object({ id: z.number(), asset_id: z.number(), kind: z.string(), change_date: z.string(), from_department_id: z.number(), to_department_id: z.number(), amount: z.string(), voucher_id: z.number(), remark: z.string() })) })) } },
  }, async (req) => {
    readable(req.ctx, 'assetList');
    return ok({ list: await assetHistory(db, who(req.ctx).e, req.query.asset_id) });
  });

  api.post('/fixed-assets/import-all', {
    config: { permission: ['asset_import', 'asset_import_run'] },
    schema: { tags, response: { 200: envelope(z.object({ success: z.number(), failed: z.number(), errors: z.array(z.object({ row: z.number(), message: z.string() })) })) } },
  }, async (req) => {
    const part = req.isMultipart() ? await req.file() : undefined;
    if (!part || part.fieldname !== 'file') throw invalidFields({ file: 'field.required' });
    const data = await part.toBuffer();
    if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw invalidFields({ file: 'field.invalid' });
    const { e, employee } = who(req.ctx);
    return ok(await importAssets(db, e, employee, data, req.ctx.language));
  });

  api.get('/fixed-assets/init', { schema: { tags, response: { 200: envelope(InitAnswer) } } }, async (req) => {
    readable(req.ctx, 'assetInit');
    return ok(await initSummary(db, who(req.ctx).e));
  });

  api.post('/fixed-assets/init/finish', { config: { permission: 'asset_init_finish' }, schema: { tags, body: z.object({ finished: z.boolean().default(true) }), response: { 200: envelope(InitAnswer) } } }, async (req) => {
    return ok(await db.transaction().execute((tx) => finishInit(tx, who(req.ctx).e, req.body.finished)));
  });
}
