/** Production (issue 16, helper production): master data, the production order and the documents made against it. */
import './production.messages.ts';
import { productionResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import { defineModule } from '../module-services.ts';
import { productionBillTypes } from './production.bills.ts';
import { productionRoutes } from './production.routes.ts';

export const productionModule = defineModule({
  name: 'production',
  async register(api, services) {
    for (const resource of productionResources) await registerResource(api, services, services.resources, resource);
    for (const type of productionBillTypes) services.bills.add(type);
    await productionRoutes(api, services);
  },
});
export { ProductionStatus } from './production-order.ts';
export { loadOrder, orderFigures, sortedSteps } from './order-figures.ts';
export { productionBillTypes } from './production.bills.ts';
