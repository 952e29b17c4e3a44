import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Period end (issue 15 items 1-3): carry-down of profit and loss, the accounting close and the business close. */
export const pages: FeatureRoutes['pages'] = {
  carryDownIncome: lazy(() => import('./carry-down.page.tsx')),
  periodEndClose: lazy(() => import('./period-end-close.page.tsx')),
  businessPeriodClose: lazy(() => import('./business-period-close.page.tsx')),
};
