import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Shop and order centre (issue 19 item 4): shops, shop accounts, shop orders, contracts. */
export const pages: FeatureRoutes['pages'] = {
  shopList: lazy(() => import('./shop-list.page.tsx')),
  shopAccount: lazy(() => import('./shop-account.page.tsx')),
  shopOrder: lazy(() => import('./shop-order.page.tsx')),
  contractInfo: lazy(() => import('./contract.page.tsx')),
};

/** The shop ordering view, outside the back office shell with its own shop token. */
export const publicRoutes: FeatureRoutes['publicRoutes'] = [
  { path: '/shop-login', titleKey: 'shop:view.loginTitle', Screen: lazy(() => import('./shop-login.page.tsx')) },
  { path: '/shop-view', titleKey: 'shop:view.title', Screen: lazy(() => import('./shop-view.page.tsx')) },
];
