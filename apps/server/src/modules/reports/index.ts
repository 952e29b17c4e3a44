/** What other modules may use of the report centre, and the module itself. */
import './reports.messages.ts';
import type { App } from '../../platform/http/create-server.ts';
import { defineModule, type ModuleServices } from '../module-services.ts';
import { reportRoutes } from './report.routes.ts';
import { reportExportRoutes } from './report-export.routes.ts';
import { reportPresetRoutes } from './report-preset.routes.ts';
import { runReportSummaries } from './report-summary.job.ts';

export { registerReport, reportRunner, type ReportRunner } from './report-runner.ts';

/** The module's route files: GET /reports/:name, its Excel export, the saved filter presets. */
const routeFiles: Array<(api: App, services: ModuleServices) => Promise<void>> = [reportRoutes, reportExportRoutes, reportPresetRoutes];
export const reportsModule = defineModule({
  name: 'reports',
  register: async (api, services) => {
    for (const routes of routeFiles) await routes(api, services);
    // Hourly: month summaries built before anyone asks (and the current month's moved to the new settled day).
    services.jobs.schedule({ name: 'report-summaries', everySeconds: 3600, run: async () => { await runReportSummaries(services.db, new Date(), api.log); } });
  },
});
export { runReportSummaries } from './report-summary.job.ts';
import './purchase.report.ts';
import './sale.report.ts';
import './sale-order.report.ts';
import './sale-bill.report.ts';
import './gross-profit-summary.report.ts';
import './gross-profit-detail.report.ts';
import './warehouse.report.ts';
import './income-expense.report.ts';
import './stock-cost-analysis.report.ts';
import './outbound-cost-analysis.report.ts';
