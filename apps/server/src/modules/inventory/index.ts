/** The warehouse documents (stock in/out, transfers, stocktakes, assemblies…) and the stock queries. */
import './inventory.messages.ts';
import { defineModule } from '../module-services.ts';
import { billQueryRoutes } from './bill-query.routes.ts';
import { operationBillTypes } from './operations.bills.ts';
import { stockAvailableRoutes } from './stock-available.routes.ts';
import { stockBillTypes } from './stock.bills.ts';
import { stockQueryRoutes } from './stock-query.routes.ts';
import { stockRecordRoutes } from './stock-records.routes.ts';

export const inventoryModule = defineModule({
  name: 'inventory',
  async register(api, services) {
    for (const type of [...stockBillTypes, ...operationBillTypes]) services.bills.add(type);
    await stockQueryRoutes(api, services);
    await stockRecordRoutes(api, services);
    await billQueryRoutes(api, services);
    await stockAvailableRoutes(api, services);
  },
});
export { stockOpening } from './stock.bills.ts';
export { validCloseOnOrBefore, probedBalances, closedBalances, previousMonthEnd } from './stock-close.ts';
export { validMonthEnds, monthMoveSums } from './stock-close.ts';
