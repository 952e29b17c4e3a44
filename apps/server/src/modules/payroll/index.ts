/** Payroll (issue 17): wage items, monthly payroll with IIT by the cumulative method, cost allocation and payment vouchers. */
import './payroll.messages.ts';
import { payrollResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import { defineModule } from '../module-services.ts';
import { checkWageItem } from './payroll-settings.ts';
import { payrollRoutes } from './payroll.routes.ts';

export const payrollModule = defineModule({
  name: 'payroll',
  async register(api, services) {
    for (const resource of payrollResources) await registerResource(api, services, services.resources, resource);
    services.resources.addHooks('wage-items', { beforeWrite: checkWageItem });
    await payrollRoutes(api, services);
  },
});

export { seedPayrollDemo } from './payroll-demo.ts';
