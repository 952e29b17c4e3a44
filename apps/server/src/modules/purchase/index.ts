/** Purchasing: its documents (orders, bills, returns…) and routes. */
import { defineModule } from '../module-services.ts';
import { purchaseBillTypes } from './purchase.bills.ts';
import { purchaseRoutes } from './purchase.routes.ts';

export const purchaseModule = defineModule({
  name: 'purchase',
  async register(api, services) {
    for (const type of purchaseBillTypes) services.bills.add(type);
    await purchaseRoutes(api, services);
  },
});
export { purchaseBill, purchaseReturn } from './purchase.bills.ts';
