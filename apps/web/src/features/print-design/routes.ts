import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Print settings and the print template designer (issue 20 item 4); printing itself is features/print. */
export const pages: FeatureRoutes['pages'] = {
  printSetting: lazy(() => import('./print-setting.page.tsx')),
  printerList: lazy(() => import('./print-setting.page.tsx')),
  printTemplateDesigner: lazy(() => import('./designer.page.tsx')),
  goodsPrintTemplate: lazy(() => import('./goods-print-template.page.tsx')),
};
