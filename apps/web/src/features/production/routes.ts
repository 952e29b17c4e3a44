import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

/**
 * Production centre (issue 16, helper production): master data as resource screens (the craft page shows routings
 * and their steps), the production order screen (a new-order form over the bill screen, which replaces the plain
 * one the documents feature gives the type), the bill connector, process cards and the production bill query. The
 * other production documents (picks, returns, work reports, receipts, scraps) are the documents feature's bill screens.
 */
export const pages: FeatureRoutes['pages'] = {
  craft: lazy(() => import('./craft.page.tsx')),
  process: resourceScreen('processes'),
  fixture: resourceScreen('fixtures'),
  productionEquipment: resourceScreen('production-equipment'),
  productionBill: lazy(() => import('./production-order.page.tsx')),
  billConnector: lazy(() => import('./bill-connector.page.tsx')),
  processCard: lazy(() => import('./process-card.page.tsx')),
  productionBillQuery: lazy(() => import('./bill-query.page.tsx')),
};
