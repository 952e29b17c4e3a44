import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Outbound cost accounting (finance menu page outboundCostAccounting): the monthly weighted average run. */
export const pages: FeatureRoutes['pages'] = {
  outboundCostAccounting: lazy(() => import('./outbound-cost-accounting.page.tsx')),
};
