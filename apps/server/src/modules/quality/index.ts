/** Quality (issue 18 item 2, helper quality): check items and schemes, the defect register, the three check bills and their gates. */
import './quality.messages.ts';
import { qualityResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import { defineModule } from '../module-services.ts';
import { checkSerialRoutes } from './check-serials.ts';
import { deliveryCheck, requireDeliveryCheck } from './delivery-check.ts';
import { incomingCheck, receiveIntoInspection } from './incoming-check.ts';
import { processCheck, requireProcessCheck } from './process-check.ts';
import { qualityRoutes } from './quality.routes.ts';
import { holdAwaitingInspection, releasingTypes } from './quarantine.ts';

export const qualityModule = defineModule({
  name: 'quality',
  async register(api, services) {
    for (const resource of qualityResources) await registerResource(api, services, services.resources, resource);
    for (const type of [incomingCheck(services.bills), processCheck, deliveryCheck]) services.bills.add(type);
    // The checks gate the flow: receipts wait for their incoming check, sales for their delivery check.
    services.bills.addGate('purchase-bills', receiveIntoInspection);
    services.bills.addGate('sale-bills', requireDeliveryCheck);
    // With process checks mandatory, an inspection point's output moves on only once checked.
    services.bills.addGate('work-reports', requireProcessCheck);
    services.bills.addGate('production-ins', requireProcessCheck);
    // Quarantine: no outbound document, of any module, takes goods still waiting for their incoming check.
    services.bills.addGateToEvery(holdAwaitingInspection, releasingTypes);
    await qualityRoutes(api, services);
    await checkSerialRoutes(api, services);
  },
});
export { seedManufacturerQualityDemo, seedQualityDemo } from './quality-demo.ts';
export { checkRowText } from './check-items.ts';
