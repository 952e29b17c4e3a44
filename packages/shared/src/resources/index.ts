import type { Resource } from '../resource/define-resource.ts';
import { assetResources } from './assets/index.ts';
import { catalogResources } from './catalog/index.ts';
import { financeBaseResources } from './finance/index.ts';
import { orgResources } from './org/index.ts';
import { partnerResources } from './partners/index.ts';
import { payrollResources } from './payroll/index.ts';
import { salesResources } from './sales/index.ts';
import { productionResources } from './production/index.ts';
import { qualityResources } from './quality/index.ts';
import { storageResources } from './storage/index.ts';
import { equipmentResources } from './equipment/index.ts';
import { shopResources } from './shop/index.ts';

export * from './catalog/index.ts';
export * from './partners/index.ts';
export * from './org/index.ts';
export * from './storage/index.ts';
export * from './finance/index.ts';
export * from './sales/index.ts';
export * from './production/index.ts';
export * from './payroll/index.ts';
export * from './assets/index.ts';
export * from './equipment/index.ts';
export * from './quality/index.ts';
export * from './shop/index.ts';
export { resourcePermission } from './permission.ts';

/** Every master-data resource: the server registers their routes, the web app their screens. */
export const allResources: Resource[] = [
  ...catalogResources, ...partnerResources, ...orgResources, ...storageResources, ...financeBaseResources, ...salesResources, ...productionResources,
  ...payrollResources, ...assetResources,
  ...equipmentResources,
  ...qualityResources,
  ...shopResources,
];

export const resourceByName = (name: string): Resource | undefined => allResources.find((r) => r.name === name);

export { changeLogLabel, otherLogLabels } from './change-log-labels.ts';
