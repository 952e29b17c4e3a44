import { financeBaseResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { ModuleServices } from '../module-services.ts';
import { currencyRules } from './currency-rules.ts';
import { cashFlowItemRoutes } from './cash-flow-items.ts';
import { cashFlowMapRoutes } from './cash-flow-map.ts';
import { ledgerInitRoutes } from './ledger-init.routes.ts';
import { subjectExcelRoutes } from './subject-excel.routes.ts';
import { subjectRoutes } from './subject.routes.ts';

/**
 * Finance basics of the setup centre: accounting items, currencies (base currency rules), settlement accounts,
 * expense categories and projects, the chart of accounts, cash-flow items and their mapping, and the initialization of the books
 * (opening balances, finishing and reversing it, periods, general-ledger settings).
 */
export async function financeBaseRoutes(api: App, services: ModuleServices): Promise<void> {
  services.resources.addHooks('currencies', currencyRules);
  for (const resource of financeBaseResources) await registerResource(api, services, services.resources, resource);
  await subjectExcelRoutes(api, services);
  await subjectRoutes(api, services);
  await cashFlowItemRoutes(api, services);
  await cashFlowMapRoutes(api, services);
  await ledgerInitRoutes(api, services);
}
