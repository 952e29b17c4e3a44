import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import type { QueryName } from './query-pages.tsx';

const screen = (name: QueryName) => lazy(() => import('./query-pages.tsx').then((m) => ({ default: m.queryPage(name) })));

/** Purchasing, sales and stock queries of the trading core: one query definition each (trading-queries.ts). */
export const pages: FeatureRoutes['pages'] = {
  purchaseQuery: screen('purchaseQuery'),
  saleQuery: screen('saleQuery'),
  purchaseRequirementPlan: screen('purchaseRequirementPlan'),
  inventoryWarning: screen('inventoryWarning'),
  saleDelivery: screen('saleDelivery'),
  purchaseWarehousing: screen('purchaseWarehousing'),
};
