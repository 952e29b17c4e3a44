import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Enterprise services (issue 19 item 5): the file drive and the enterprise deregistration. */
export const pages: FeatureRoutes['pages'] = {
  fileDrive: lazy(() => import('./file-drive.page.tsx')),
  enterpriseDeregistration: lazy(() => import('./deregistration.page.tsx')),
};
