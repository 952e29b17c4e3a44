import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

export const pages: FeatureRoutes['pages'] = {
  messageCenter: lazy(() => import('./message-center.page.tsx')),
};
