import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

const NotFound = lazy(() => import('./not-found.page.tsx'));

export const publicRoutes: FeatureRoutes['publicRoutes'] = [{ path: '/404', titleKey: 'errors:notFound.title', Screen: NotFound }];

export const pages: FeatureRoutes['pages'] = {
  expired: lazy(() => import('./expired.page.tsx')),
  notFound: lazy(() => import('./not-found.page.tsx').then((m) => ({ default: m.NotFoundInShell }))),
};
