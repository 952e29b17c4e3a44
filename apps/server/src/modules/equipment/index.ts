/** Equipment (issue 18, helper equipment): ledger and card (with its documents and photos as drive files), maintenance projects and plans, fixture ledger, maintenance and repair bills. */
import './equipment.messages.ts';
import { chinaToday, equipmentResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import { defineModule } from '../module-services.ts';
import { equipmentBillTypes } from './equipment.bills.ts';
import { equipmentFileRoutes } from './equipment-files.routes.ts';
import { equipmentRoutes } from './equipment.routes.ts';
import { fixtureLedgerRoutes } from './fixture-ledger.routes.ts';
import { runMaintenancePlans } from './maintenance-plan.job.ts';

export const equipmentModule = defineModule({
  name: 'equipment',
  async register(api, services) {
    for (const resource of equipmentResources) await registerResource(api, services, services.resources, resource);
    // A plan's next due date starts at its start date (and follows a changed start date unless given with it).
    services.resources.addHooks('maintenance-plans', {
      async beforeWrite(_tx, _enterpriseId, values, before) {
        if (values.cycle_value !== undefined && Number(values.cycle_value) <= 0) throw invalidFields({ cycle_value: 'equipment.cyclePositive' });
        const startChanged = values.start_date !== undefined && values.start_date !== before?.start_date;
        if (!values.next_date && (!before || startChanged)) values.next_date = values.start_date ?? before?.start_date ?? null;
      },
    });
    for (const type of equipmentBillTypes) services.bills.add(type);
    await equipmentRoutes(api, services);
    await fixtureLedgerRoutes(api, services);
    await equipmentFileRoutes(api, services);
    // Hourly: plans that came due on China's calendar day make their maintenance bills (once per due date across servers).
    services.jobs.schedule({ name: 'maintenance-plans', everySeconds: 3600, run: async () => { await runMaintenancePlans(services.db, chinaToday(), { logger: api.log }); } });
  },
});

export { runMaintenancePlans } from './maintenance-plan.job.ts';
export { seedEquipmentDemo } from './equipment.demo.ts';
