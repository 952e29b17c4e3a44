import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

export const pages: FeatureRoutes['pages'] = {
  dashboard: lazy(() => import('./dashboard.page.tsx')),
};
