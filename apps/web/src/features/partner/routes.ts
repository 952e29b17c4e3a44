import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

/** Partner screens by menu page name (packages/shared/src/menu-tree/partners.ts). */
export const pages: FeatureRoutes['pages'] = {
  customerList: lazy(() => import('./partner-list.tsx').then((m) => ({ default: m.CustomerListPage }))),
  supplierList: lazy(() => import('./partner-list.tsx').then((m) => ({ default: m.SupplierListPage }))),
  partnerCategory: resourceScreen('partner-categories'),
  customerAccount: lazy(() => import('./customer-account.page.tsx')),
  // A supplier's cost price: the partner to pick is a supplier (and only the supplier page's rights are needed).
  costPrice: resourceScreen('cost-prices', { refParams: { partner_id: { type: 2 } } }),
  contactList: lazy(() => import('./contact-list.page.tsx')),
  enterpriseLog: lazy(() => import('./enterprise-log.page.tsx')),
};
