/**
 * Outsourced processing (委外加工, issue 16 item 4; PRODUCTION.md §3): outsourcing orders, material picks and returns
 * to the supplier's subcontractor warehouse, receipts of the processed goods (backflushing the materials), fee bills,
 * the outsourcing plan and the outsourcing bill query.
 */
import { defineModule } from '../module-services.ts';
import './outsourcing.messages.ts';
import { outsourcingBillTypes } from './outsourcing.bills.ts';
import { outsourcingRoutes } from './outsourcing.routes.ts';

export const outsourcingModule = defineModule({
  name: 'outsourcing',
  async register(api, services) {
    for (const type of outsourcingBillTypes) services.bills.add(type);
    await outsourcingRoutes(api, services);
  },
});
/** The demo seed makes its documents with these (setup/demo/production-history.demo.ts). */
export { outsourcingBillTypes } from './outsourcing.bills.ts';
export { draftFor } from './outsourcing.routes.ts';
