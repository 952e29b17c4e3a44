import type { App } from '../platform/http/create-server.ts';
import type { Services } from '../platform/services.ts';
import { ResourceRegistry } from '../engines/resource/index.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { financeBaseRoutes } from './finance/finance.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { messageRoutes } from './messages/message.routes.ts';
import { orgMasterDataRoutes } from './org/org-master-data.routes.ts';
import { orgRoutes } from './org/org.routes.ts';
import { partnerRoutes } from './partners/partners.routes.ts';
import { permissionGroupRoutes } from './org/permission-group.routes.ts';
import { shellDataRoutes } from './org/shell-data.routes.ts';
import { storageRoutes } from './storage/storage.routes.ts';
import { devToolsRoutes } from './setup/dev-tools.routes.ts';
import { tradingRoutes } from './trading.routes.ts';
import { registerDocumentReferences } from './document-references.ts';
import { costRunRoutes } from './costing/cost-run.routes.ts';
import { serialRoutes } from './serials/serial.routes.ts';
import { approvalRoutes } from './approval/approval.routes.ts';
import { pricingRoutes } from './pricing/pricing.routes.ts';
import { purchaseRoutes } from './purchase/purchase.routes.ts';
import { salesRoutes } from './sales/sales.routes.ts';

/** Every business module registers its routes here, in one list. */
export async function moduleRoutes(api: App, platform: Services): Promise<void> {
  const services = { ...platform, resources: new ResourceRegistry() };
  await catalogRoutes(api, services);
  await orgRoutes(api, services);
  await permissionGroupRoutes(api, services);
  await shellDataRoutes(api, services);
  await messageRoutes(api, services);
  await partnerRoutes(api, services);
  await orgMasterDataRoutes(api, services);
  await storageRoutes(api, services);
  await financeBaseRoutes(api, services);
  await tradingRoutes(api, services);
  registerDocumentReferences(services.resources);
  await costRunRoutes(api, services);
  await serialRoutes(api, services);
  await approvalRoutes(api, services);
  await pricingRoutes(api, services);
  await purchaseRoutes(api, services);
  await salesRoutes(api, services);
  await dashboardRoutes(api, services);
  await devToolsRoutes(api, services);
}
