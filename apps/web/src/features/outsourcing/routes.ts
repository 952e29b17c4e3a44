import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/**
 * Outsourcing (委外加工): the order page (new order from the BOM, progress, and the next document of each order),
 * the outsourcing plan and the outsourcing bill query. Picks, returns, receipts and fee bills open the bill screen
 * of their type (documents feature). This feature's `outsourcedProcessing` replaces the plain bill screen there.
 */
export const pages: FeatureRoutes['pages'] = {
  outsourcedProcessing: lazy(() => import('./outsourcing-orders.page.tsx')),
  outsourcingPlan: lazy(() => import('./outsourcing-plan.page.tsx')),
  outsourcingBillQuery: lazy(() => import('./outsourcing-query.page.tsx')),
};
