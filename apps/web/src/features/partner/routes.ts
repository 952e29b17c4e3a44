import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

/** Partner screens by menu page name (packages/shared/src/menu-tree/partners.ts). */
export const pages: FeatureRoutes['pages'] = {
  customerList: lazy(() => import('./partner-list.tsx').then((m) => ({ default: m.CustomerListPage }))),
  supplierList: lazy(() => import('./partner-list.tsx').then((m) => ({ default: m.SupplierListPage }))),
  partnerCategory: resourceScreen('partner-categories'),
  customerAccount: lazy(() => import('./customer-account.page.tsx')),
  costPrice: lazy(() => import('./cost-price.page.tsx')),
  contactList: lazy(() => import('./contact-list.page.tsx')),
  enterpriseLog: lazy(() => import('./enterprise-log.page.tsx')),
  // Hidden pages: a partner's serial numbers (from a customer's or supplier's row), the cost price sync (from the
  // cost prices), both query screens over their endpoints.
  partnerGoodsSerial: lazy(() => import('./partner-serial.page.tsx')),
  costPriceSync: lazy(() => import('./cost-price-sync.page.tsx')),
};
