import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** The business network (issue 19): supply chain, customer ordering and the personal share pages. */
export const pages: FeatureRoutes['pages'] = {
  supplyGoods: lazy(() => import('./supply-goods.page.tsx')),
  supplyCart: lazy(() => import('./supply-cart.page.tsx')),
  supplyOrder: lazy(() => import('./supply-orders.tsx').then((m) => ({ default: m.SupplyOrderPage }))),
  supplyPartner: lazy(() => import('./supply-partner.page.tsx')),
  customerOrdering: lazy(() => import('./supply-orders.tsx').then((m) => ({ default: m.CustomerOrderingPage }))),
  customerOrderList: lazy(() => import('./supply-orders.tsx').then((m) => ({ default: m.CustomerOrderListPage }))),
  customerBillList: lazy(() => import('./customer-bills.page.tsx')),
  billShare: lazy(() => import('./share-list.page.tsx').then((m) => ({ default: m.BillSharePage }))),
  partnerShare: lazy(() => import('./share-list.page.tsx').then((m) => ({ default: m.PartnerSharePage }))),
};
