/** What other modules may use of the report centre, and the module itself. */
import './reports.messages.ts';
import { defineModule } from '../module-services.ts';
import { reportRoutes } from './report.routes.ts';

export { registerReport, reportRunner, type ReportRunner } from './report-runner.ts';

export const reportsModule = defineModule({ name: 'reports', register: reportRoutes });
import './purchase.report.ts';
import './sale.report.ts';
import './sale-order.report.ts';
import './sale-bill.report.ts';
import './gross-profit-summary.report.ts';
import './gross-profit-detail.report.ts';
