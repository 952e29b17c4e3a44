import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Production planning (issue 16 item 2): the MRP workbench and the products' planning parameters. */
export const pages: FeatureRoutes['pages'] = {
  productionPlan: lazy(() => import('./production-plan.page.tsx')),
};
