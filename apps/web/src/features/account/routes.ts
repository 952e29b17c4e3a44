import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Personal certification, recharge records, front- and back-end customers (issue 19 item 5). */
export const pages: FeatureRoutes['pages'] = {
  personalAuth: lazy(() => import('./personal-auth.page.tsx')),
  rechargeRecord: lazy(() => import('./recharge-record.page.tsx')),
  frontBackCustomer: lazy(() => import('./front-back-customer.page.tsx')),
};
