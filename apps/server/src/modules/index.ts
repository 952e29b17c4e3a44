import { billRoutes, BillTypeRegistry } from '../engines/bill/index.ts';
import { codeRuleRoutes, ResourceRegistry } from '../engines/resource/index.ts';
import type { App } from '../platform/http/create-server.ts';
import type { Services } from '../platform/services.ts';
import { approvalModule } from './approval/index.ts';
import { assetsModule } from './assets/index.ts';
import { catalogModule } from './catalog/index.ts';
import { costingModule } from './costing/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { equipmentModule } from './equipment/index.ts';
import { registerDocumentReferences } from './document-references.ts';
import { financeModule } from './finance/index.ts';
import { financeCentreModule } from './finance-centre/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { ledgerModule } from './ledger/index.ts';
import { messagesModule } from './messages/index.ts';
import { networkModule } from './network/index.ts';
import type { ModuleServices, ZfModule } from './module-services.ts';
import { orgModule } from './org/index.ts';
import { outsourcingModule } from './outsourcing/index.ts';
import { partnersModule } from './partners/index.ts';
import { payrollModule } from './payroll/index.ts';
import { periodEndModule } from './period-end/index.ts';
import { planningModule } from './planning/index.ts';
import { pricingModule } from './pricing/index.ts';
import { productionModule } from './production/index.ts';
import { productionCostingModule } from './production-costing/index.ts';
import { purchaseModule } from './purchase/index.ts';
import { qualityModule } from './quality/index.ts';
import { receivablesModule } from './receivables/index.ts';
import { salesModule } from './sales/index.ts';
import { serialsModule } from './serials/index.ts';
import { setupModule } from './setup/index.ts';
import { shopModule } from './shop/index.ts';
import { driveModule } from './drive/index.ts';
import { deregistrationModule } from './deregistration/index.ts';
import { accountModule } from './account/index.ts';
import { sharesModule } from './shares/index.ts';
import { storageModule } from './storage/index.ts';
import { reportsModule } from './reports/index.ts';
import { printingModule } from './printing/index.ts';

/**
 * The business modules, in the order they register: master data before the documents that refer to it. A new
 * module is one line here; everything else it brings (resources, bill types, jobs, routes) it registers itself.
 */
export const modules: readonly ZfModule[] = [
  catalogModule, orgModule, messagesModule, partnersModule, storageModule, financeModule,
  inventoryModule, purchaseModule, salesModule, receivablesModule, financeCentreModule,
  costingModule, ledgerModule, periodEndModule, serialsModule, approvalModule, pricingModule, dashboardModule, setupModule, sharesModule,
  planningModule, productionModule, outsourcingModule, payrollModule, assetsModule,
  equipmentModule,
  qualityModule,
  productionCostingModule,
  networkModule,
  shopModule, driveModule, deregistrationModule, accountModule,
  reportsModule,
  printingModule,
];

/** Registers every module's routes; answers the registries they filled (tests sweep every resource and bill type). */
export async function moduleRoutes(api: App, platform: Services): Promise<Pick<ModuleServices, 'resources' | 'bills'>> {
  const services: ModuleServices = { ...platform, resources: new ResourceRegistry(), bills: new BillTypeRegistry() };
  for (const module of modules) await module.register(api, services);
  registerDocumentReferences(services.resources);
  // Numbering rules for codes left empty, over every resource that numbers its codes.
  await codeRuleRoutes(api, services, services.resources);
  // One set of document routes (/bills/:type…) serves every type the modules added.
  await billRoutes(api, services, services.bills);
  return { resources: services.resources, bills: services.bills };
}
