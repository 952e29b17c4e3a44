/** Selling: its documents (quotations, orders, bills, returns…) and routes; "make an order from" for purchasing too. */
import './sales.messages.ts';
import { defineModule } from '../module-services.ts';
import { saleBillTypes } from './sale.bills.ts';
import { salesRoutes } from './sales.routes.ts';
export { makeOrderFrom } from './make-order.ts';

export const salesModule = defineModule({
  name: 'sales',
  async register(api, services) {
    for (const type of saleBillTypes) services.bills.add(type);
    await salesRoutes(api, services);
  },
});
export { saleBill } from './sale.bills.ts';
