/** What other modules may use of the organisation module. */
import './org.messages.ts';
export { createEnterprise, type NewEnterprise } from './enterprise.service.ts';
export { enterpriseDisplayName } from './enterprise-display.ts';
export { seedEnterpriseDefaults } from './enterprise-defaults.ts';
export { EmployeeStatus, AccountType, SystemGroup, requireAdmin } from './employee-status.ts';
export { initializeAccounting, monthOf, LockedAccount, currentPeriod } from './accounting-period.service.ts';

import { defineModule } from '../module-services.ts';
import { orgMasterDataRoutes } from './org-master-data.routes.ts';
import { orgRoutes } from './org.routes.ts';
import { permissionGroupRoutes } from './permission-group.routes.ts';
import { shellDataRoutes } from './shell-data.routes.ts';

export const orgModule = defineModule({
  name: 'org',
  async register(api, services) {
    await orgRoutes(api, services);
    await permissionGroupRoutes(api, services);
    await shellDataRoutes(api, services);
    await orgMasterDataRoutes(api, services);
  },
});
