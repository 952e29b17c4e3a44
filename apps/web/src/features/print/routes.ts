import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

export const publicRoutes: FeatureRoutes['publicRoutes'] = [
  { path: '/print', titleKey: 'print:title', Screen: lazy(() => import('./print.page.tsx')) },
];
