import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Shop and order centre (issue 19 item 4): shops, shop accounts, shop orders, contracts. */
export const pages: FeatureRoutes['pages'] = {
  shopList: lazy(() => import('./shop-list.page.tsx')),
  shopAccount: lazy(() => import('./shop-account.page.tsx')),
  shopOrder: lazy(() => import('./shop-order.page.tsx')),
  contractInfo: lazy(() => import('./contract.page.tsx')),
};
