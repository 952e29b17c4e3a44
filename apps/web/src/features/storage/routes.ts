import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

/** Warehouse master data by menu page name (packages/shared/src/menu-tree/storage.ts). */
export const pages: FeatureRoutes['pages'] = {
  warehouseList: resourceScreen('warehouses'),
  shelfList: resourceScreen('shelves'),
  shelfProduct: lazy(() => import('./shelf-product.page.tsx')),
  // The hidden import page is the shelf products' import panel on a page of its own (like the product import).
  shelfProductImport: lazy(() => import('./shelf-product-import.page.tsx')),
  logistics: resourceScreen('logistics-companies'),
};
