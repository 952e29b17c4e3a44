import { hiddenMeasures } from './report-columns.ts';
import { ReportNameParamsSchema, ReportQueryStringSchema, reportDefinitions, reportFun, type ReportName } from '@zf/shared';
import { writeSheet } from '../../engines/resource/workbook.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { reportQuery } from './report-query.ts';
import { reportRunner } from './report-runner.ts';
import { reportSheet } from './report-sheet.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Every group of the selection goes into the file (a report has at most this many groups in practice). */
const maxRows = 100_000;

/**
 * `GET /reports/:name/export`: the report's query string, every group (not one page) and the totals row as .xlsx.
 * Needs the page and its `<prefix>_export` function (e.g. `sale_report_export`).
 */
export async function reportExportRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/reports/:name/export', { schema: { tags: ['reports'], params: ReportNameParamsSchema, querystring: ReportQueryStringSchema } }, async (req, reply) => {
    const tenant = requireTenant(req.ctx);
    const def = reportDefinitions[req.params.name as ReportName];
    const fun = reportFun(def, 'export');
    if (!tenant.permissions.canOpen(def.page) || !fun || !tenant.permissions.can(fun)) throw forbidden();
    // The file is handed out whole: refused to whoever the page hides any of its figures from (as statements are).
    if (hiddenMeasures(tenant.permissions, def.name, def.page).size) throw forbidden();
    const runner = reportRunner(def.name);
    if (!runner) throw notFound('report.unknown');
    const query = reportQuery(def, req.query);
    const answer = await runner(db, tenant, { ...query, page: 1, page_size: maxRows }, req.ctx.language);
    const sheet = reportSheet(def, query.group_by, answer, req.ctx.language);
    const writer = writeSheet(sheet.title, sheet.header);
    for (const row of sheet.rows) writer.add(row);
    const name = encodeURIComponent(`${sheet.title}-${query.date_from}-${query.date_to}`);
    return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await writer.finish());
  });
}
