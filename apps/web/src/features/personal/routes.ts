import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Personal centre screens (route path `center`); names as in the shared menu tree. */
export const pages: FeatureRoutes['pages'] = {
  getPersonalInfo: lazy(() => import('./personal-info.page.tsx')),
  getMyEnterprises: lazy(() => import('./my-enterprises.page.tsx')),
  changePassword: lazy(() => import('./change-password.page.tsx')),
  loginLog: lazy(() => import('./login-log.page.tsx')),
  adminTransfer: lazy(() => import('./admin-transfer.page.tsx')),
};
