import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/**
 * Production costing (issue 16 item 5): cost allocation, completed and work-in-process collection, the production
 * cost table, and product cost accounting (finance menu).
 */
export const pages: FeatureRoutes['pages'] = {
  productionCostAllocation: lazy(() => import('./allocation.page.tsx')),
  completedCollection: lazy(() => import('./completed-collection.page.tsx')),
  wipCollection: lazy(() => import('./wip-collection.page.tsx')),
  productionCostTable: lazy(() => import('./cost-table.page.tsx')),
  productCostAccounting: lazy(() => import('./product-cost-accounting.page.tsx')),
};
