import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Personal certification and recharge records (issue 19 item 5). */
export const pages: FeatureRoutes['pages'] = {
  personalAuth: lazy(() => import('./personal-auth.page.tsx')),
  rechargeRecord: lazy(() => import('./recharge-record.page.tsx')),
};
