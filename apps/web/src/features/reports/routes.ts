import { reportDefinitions, type ReportName } from '@zf/shared';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

const screen = (name: ReportName) => lazy(() => import('./report.page.tsx').then((m) => ({ default: m.reportPage(name) })));

/**
 * The report centre (issue 20): its ten menu pages (menu-tree/reports.ts) are one screen driven by the report's
 * definition (packages/shared reports/).
 */
export const pages: FeatureRoutes['pages'] = Object.fromEntries(Object.values(reportDefinitions).map((d) => [d.page, screen(d.name)]));
