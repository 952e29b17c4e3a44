import { catalogResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { ModuleServices } from '../module-services.ts';
import { bomCopyRoutes } from './bom-copy.routes.ts';
import { registerBomRules } from './bom-rules.ts';
import { productExtrasRoutes } from './product-extras.routes.ts';
import { registerCatalogFilters } from './product-filters.ts';
import { productRelationsRoutes } from './product-relations.routes.ts';
import { productUnitsLookupRoutes } from './product-units.routes.ts';
import { vehicleAssociationRoutes } from './vehicle-association.routes.ts';
import { vehicleFitmentImportRoutes } from './vehicle-fitment-import.routes.ts';

/**
 * Product-centre routes: every catalogue resource from its shared definition, the list filters and references the
 * engine cannot derive from ref fields, and the product extras.
 */
export async function catalogRoutes(api: App, services: ModuleServices): Promise<void> {
  const registry = services.resources;
  registerCatalogFilters(registry);
  registerBomRules(registry);
  // Link tables refer to units and vehicle models without being resources: deleting what they use is refused too.
  registry.addReference('units', { table: 'product_unit', column: 'unit_id', label: { 'zh-CN': '商品多单位', 'en-US': 'Product unit conversions' }, softDelete: false });
  registry.addReference('vehicle-models', { table: 'product_vehicle_model', column: 'vehicle_model_id', label: { 'zh-CN': '商品适用车型', 'en-US': 'Product vehicle fitment' }, softDelete: false });
  for (const resource of catalogResources) await registerResource(api, services, registry, resource);
  await productExtrasRoutes(api, services);
  await productRelationsRoutes(api, services);
  await productUnitsLookupRoutes(api, services);
  await vehicleFitmentImportRoutes(api, services);
  await vehicleAssociationRoutes(api, services);
  await bomCopyRoutes(api, services);
}
