import { partnerResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { ModuleServices } from '../module-services.ts';
import { costPriceSyncRoutes } from './cost-price-sync.routes.ts';
import { customerAccountRoutes } from './customer-account.routes.ts';
import { enterpriseLogRoutes } from './enterprise-log.routes.ts';
import { costPriceRules, customerAccountRules, partnerContactRules, partnerRules } from './partner-rules.ts';

/**
 * Partner companies: customers and suppliers (one resource, rights by type), categories, contacts (with the
 * enterprise contact import), customer accounts, cost prices (and their sync from purchase bills), and the enterprise
 * log.
 */
export async function partnerRoutes(api: App, services: ModuleServices): Promise<void> {
  const { resources } = services;
  resources.addHooks('partners', partnerRules);
  resources.addHooks('partner-contacts', partnerContactRules);
  resources.addHooks('customer-accounts', customerAccountRules);
  resources.addHooks('cost-prices', costPriceRules);
  for (const resource of partnerResources) await registerResource(api, services, resources, resource);
  await customerAccountRoutes(api, services);
  await costPriceSyncRoutes(api, services);
  await enterpriseLogRoutes(api, services);
}
