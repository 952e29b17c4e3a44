import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

export const pages: FeatureRoutes['pages'] = {
  getSystemSetGuideList: lazy(() => import('./guide.page.tsx')),
  getSystemWorkFloatList: lazy(() => import('./workflow.page.tsx')),
  setupCenter: lazy(() => import('./setup-center.page.tsx')),
  codeRule: lazy(() => import('./code-rules.page.tsx')),
};
