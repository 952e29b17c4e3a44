import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Initialization of the books (issue 14 item 2): openings, the opening close, periods, methods, GL parameters. */
export const pages: FeatureRoutes['pages'] = {
  openingBalance: lazy(() => import('./opening-balance.page.tsx')),
  openingClose: lazy(() => import('./opening-close.page.tsx')),
  accountingPeriod: lazy(() => import('./accounting-period.page.tsx')),
  accountingMethod: lazy(() => import('./accounting-method.page.tsx')),
  systemParam: lazy(() => import('./system-param.page.tsx')),
};
