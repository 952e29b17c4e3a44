import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

/** Warehouse master data by menu page name (packages/shared/src/menu-tree/storage.ts). */
export const pages: FeatureRoutes['pages'] = {
  warehouseList: resourceScreen('warehouses'),
  shelfList: resourceScreen('shelves'),
  logistics: resourceScreen('logistics-companies'),
};
