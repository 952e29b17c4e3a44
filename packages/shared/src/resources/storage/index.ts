import { logisticsCompanyResource } from './logistics.resource.ts';
import { shelfResource } from './shelf.resource.ts';
import { warehouseResource } from './warehouse.resource.ts';

/** Warehouse master data (SPEC §2 "Warehousing": shelf and warehouse management, logistics), in menu order. */
export const storageResources = [warehouseResource, shelfResource, logisticsCompanyResource];
export { logisticsCompanyResource, shelfResource, warehouseResource };
