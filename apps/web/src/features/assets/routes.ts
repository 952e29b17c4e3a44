import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/**
 * Fixed assets (issue 17): the asset list (cards and categories), depreciation accrual, the depreciation table, the
 * card import and the asset initialization. The asset inventory (盘点) page is not built yet.
 */
export const pages: FeatureRoutes['pages'] = {
  assetList: lazy(() => import('./asset-list.page.tsx')),
  depreciationAccrual: lazy(() => import('./depreciation-accrual.page.tsx')),
  depreciationTable: lazy(() => import('./depreciation-table.page.tsx')),
  assetImport: lazy(() => import('./asset-import.page.tsx')),
  assetInit: lazy(() => import('./asset-init.page.tsx')),
};
