import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Stock queries of the warehouse menu: the inventory list (balances, at a date) and the inventory ledger. */
export const pages: FeatureRoutes['pages'] = {
  inventoryList: lazy(() => import('./inventory-list.page.tsx')),
  inventoryLedger: lazy(() => import('./inventory-ledger.page.tsx')),
};
