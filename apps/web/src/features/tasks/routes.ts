import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** The download-task centre of the personal area (menu page downloadTask). */
export const pages: FeatureRoutes['pages'] = {
  downloadTask: lazy(() => import('./download-task.page.tsx')),
};
