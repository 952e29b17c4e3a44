import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';
import { wageItemNameCell } from './wage-item-name.ts';

/** Payroll (issue 17): the seven pages of packages/shared/src/menu-tree/payroll.ts. */
export const pages: FeatureRoutes['pages'] = {
  payWages: lazy(() => import('./pay-wages.page.tsx')),
  wagePaymentDetail: lazy(() => import('./wage-queries.page.tsx').then((m) => ({ default: m.WagePaymentDetailPage }))),
  wageReport: lazy(() => import('./wage-queries.page.tsx').then((m) => ({ default: m.WageReportPage }))),
  wageCostAllocation: lazy(() => import('./wage-cost-allocation.page.tsx')),
  wageItem: resourceScreen('wage-items', { cells: { name: wageItemNameCell } }),
  wageAllocationSetting: lazy(() => import('./allocation-setting.page.tsx')),
  taxRateSetting: lazy(() => import('./tax-rate.page.tsx')),
};
