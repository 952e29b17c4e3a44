import {
  ReportNameParamsSchema as Params, ReportPresetBodySchema, ReportPresetIdParamsSchema, ReportPresetListSchema, ReportPresetSchema,
  reportDefinitions, type ReportName,
} from '@zf/shared';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { reportQuery } from './report-query.ts';
import { deletePreset, listPresets, savePreset } from './report-preset.service.ts';

const tags = ['reports'];
/** The report, once the employee may open its page (its presets are theirs alone). */
const reportOf = (ctx: RequestContext, name: string) => {
  const tenant = requireTenant(ctx);
  const def = reportDefinitions[name as ReportName];
  if (!tenant.permissions.canOpen(def.page)) throw forbidden();
  return { tenant, def };
};

/** Saved filter presets per employee and report: `GET/POST /reports/:name/presets`, `DELETE /reports/:name/presets/:id`. */
export async function reportPresetRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/reports/:name/presets', { schema: { tags, params: Params, response: { 200: envelope(ReportPresetListSchema) } } }, async (req) => {
    const { tenant, def } = reportOf(req.ctx, req.params.name);
    return ok({ list: await listPresets(db, tenant, def.name) });
  });
  api.post('/reports/:name/presets', { schema: { tags, params: Params, body: ReportPresetBodySchema, response: { 200: envelope(ReportPresetSchema) } } }, async (req) => {
    const { tenant, def } = reportOf(req.ctx, req.params.name);
    // The filters must be ones the report takes (4220 as GET /reports/:name would answer).
    reportQuery(def, { ...req.body.params, page: 1, page_size: 50 });
    const params = Object.fromEntries(Object.entries(req.body.params).filter(([, v]) => v !== undefined));
    return ok(await savePreset(db, tenant, def.name, req.body.name, params));
  });
  api.delete('/reports/:name/presets/:id', { schema: { tags, params: ReportPresetIdParamsSchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    const { tenant, def } = reportOf(req.ctx, req.params.name);
    await deletePreset(db, tenant, def.name, req.params.id);
    return ok({});
  });
}
