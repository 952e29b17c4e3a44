import { logisticsCompanyResource } from './logistics.resource.ts';
import { shelfProductResource } from './shelf-product.resource.ts';
import { shelfResource } from './shelf.resource.ts';
import { warehouseResource } from './warehouse.resource.ts';

/** Warehouse master data (SPEC §2 "Warehousing": warehouse, shelf and shelf-product management, logistics), in menu order. */
export const storageResources = [warehouseResource, shelfResource, shelfProductResource, logisticsCompanyResource];
export { logisticsCompanyResource, shelfProductResource, shelfResource, warehouseResource };
