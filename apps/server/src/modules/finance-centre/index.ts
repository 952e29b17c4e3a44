/** Finance centre (issue 15 item 4): expense bills, cash journal, stock per period, bill profit, overview, accountant tools. */
import { defineModule } from '../module-services.ts';
import { expenseBill } from './expense.bills.ts';
import { financeCentreRoutes } from './finance-centre.routes.ts';

export const financeCentreModule = defineModule({
  name: 'finance-centre',
  async register(api, services) {
    services.bills.add(expenseBill);
    await financeCentreRoutes(api, services);
  },
});
