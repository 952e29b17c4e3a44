import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

export const publicRoutes: FeatureRoutes['publicRoutes'] = [
  { path: '/share', titleKey: 'share:title', Screen: lazy(() => import('./share.page.tsx')) },
];
