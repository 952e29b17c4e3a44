import { ReportAnswerSchema, ReportNameParamsSchema, ReportQueryStringSchema, reportDefinitions, type ReportName } from '@zf/shared';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { hiddenMeasures, withoutHidden } from './report-columns.ts';
import { reportQuery } from './report-query.ts';
import { reportRunner } from './report-runner.ts';

/**
 * The report centre (API.md "Reports"): `GET /reports/:name` answers `{list, count, total, chart?}` from the report's
 * runner. Reading a report is the right to open its page (packages/shared menu-tree/reports.ts).
 */
export async function reportRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['reports'];
  api.get('/reports/:name', { schema: { tags, params: ReportNameParamsSchema, querystring: ReportQueryStringSchema, response: { 200: envelope(ReportAnswerSchema) } } }, async (req) => {
    const tenant = requireTenant(req.ctx);
    const def = reportDefinitions[req.params.name as ReportName];
    if (!tenant.permissions.canOpen(def.page)) throw forbidden();
    const runner = reportRunner(def.name);
    if (!runner) throw notFound('report.unknown');
    const answer = await runner(db, tenant, reportQuery(def, req.query), req.ctx.language);
    return ok(withoutHidden(answer, hiddenMeasures(tenant.permissions, def.name, def.page)));
  });
}
