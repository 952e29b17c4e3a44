import { financeBaseResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { ModuleServices } from '../module-services.ts';
import { currencyRules } from './currency-rules.ts';
import { subjectRoutes } from './subject.routes.ts';

/**
 * Finance basics of the setup centre: accounting items, currencies (base currency rules), settlement accounts,
 * expense categories and projects, and the read-only chart of accounts.
 */
export async function financeBaseRoutes(api: App, services: ModuleServices): Promise<void> {
  services.resources.addHooks('currencies', currencyRules);
  for (const resource of financeBaseResources) await registerResource(api, services, services.resources, resource);
  await subjectRoutes(api, services);
}
