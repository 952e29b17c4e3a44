import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/**
 * Fixed assets (issue 17): the asset list (cards and categories), depreciation accrual, the depreciation table, the
 * card import, the asset initialization and the asset inventory (盘点).
 */
export const pages: FeatureRoutes['pages'] = {
  assetList: lazy(() => import('./asset-list.page.tsx')),
  depreciationAccrual: lazy(() => import('./depreciation-accrual.page.tsx')),
  depreciationTable: lazy(() => import('./depreciation-table.page.tsx')),
  assetImport: lazy(() => import('./asset-import.page.tsx')),
  assetInit: lazy(() => import('./asset-init.page.tsx')),
  assetInventory: lazy(() => import('./asset-inventory.page.tsx')),
};
