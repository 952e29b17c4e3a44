import { storageResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { ModuleServices } from '../module-services.ts';
import { shelfProductRules, shelfProductsOfWarehouse } from './shelf-product-rules.ts';
import { warehouseRules } from './warehouse-rules.ts';

/**
 * Warehouse master data: warehouses (one default), shelves per warehouse, the products kept on each shelf (listed by
 * warehouse too), logistics companies. A warehouse with shelves (their ref field) or stock movements cannot be
 * deleted, nor a shelf holding products.
 */
export async function storageRoutes(api: App, services: ModuleServices): Promise<void> {
  services.resources.addHooks('warehouses', warehouseRules);
  services.resources.addHooks('shelf-products', shelfProductRules);
  services.resources.addListFilter('shelf-products', 'warehouse_id', shelfProductsOfWarehouse);
  services.resources.addReference('warehouses', {
    table: 'stock_move', column: 'warehouse_id', label: { 'zh-CN': '库存流水', 'en-US': 'Stock movements' }, softDelete: false,
  });
  for (const resource of storageResources) await registerResource(api, services, services.resources, resource);
}
