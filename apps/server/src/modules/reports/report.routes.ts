import { reportDefinitions, reportMeasures, reportNames, type ReportName } from '@zf/shared';
import { z } from 'zod';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { hiddenMeasures, withoutHidden } from './report-columns.ts';
import { ReportQueryString, reportQuery } from './report-query.ts';
import { reportRunner } from './report-runner.ts';

const Values = z.partialRecord(z.enum(reportMeasures), z.string().nullable());
export const ReportAnswerSchema = z.object({
  list: z.array(z.object({
    key: z.string(),
    label: z.string(),
    bill: z.object({ type: z.string(), id: z.number(), bill_sn: z.string(), bill_date: z.string(), partner_name: z.string().optional(), product_name: z.string().optional() }).optional(),
    values: Values,
  })),
  count: z.number(),
  total: Values,
  chart: z.object({ categories: z.array(z.string()), series: z.array(z.object({ measure: z.enum(reportMeasures), data: z.array(z.string().nullable()) })) }).optional(),
});
const Params = z.object({ name: z.enum(reportNames, 'report.unknown') });

/**
 * The report centre (API.md "Reports"): `GET /reports/:name` answers `{list, count, total, chart?}` from the report's
 * runner. Reading a report is the right to open its page (packages/shared menu-tree/reports.ts).
 */
export async function reportRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['reports'];
  api.get('/reports/:name', { schema: { tags, params: Params, querystring: ReportQueryString, response: { 200: envelope(ReportAnswerSchema) } } }, async (req) => {
    const tenant = requireTenant(req.ctx);
    const def = reportDefinitions[req.params.name as ReportName];
    if (!tenant.permissions.canOpen(def.page)) throw forbidden();
    const runner = reportRunner(def.name);
    if (!runner) throw notFound('report.unknown');
    const answer = await runner(db, tenant, reportQuery(def, req.query), req.ctx.language);
    return ok(withoutHidden(answer, hiddenMeasures(tenant.permissions, def.name, def.page)));
  });
}
