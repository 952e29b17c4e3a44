/** Receivables and payables: the money documents (receipts, payments, verification…) and their queries. */
import { defineModule } from '../module-services.ts';
import { moneyBillTypes } from './money.bills.ts';
import { receivablesRoutes } from './receivables.routes.ts';

export const receivablesModule = defineModule({
  name: 'receivables',
  async register(api, services) {
    for (const type of moneyBillTypes) services.bills.add(type);
    await receivablesRoutes(api, services);
  },
});

export { PrintDocumentSchema, statementDocumentFor, type StatementParams } from './statement-document.ts';
export { handsOutStatements, readsStatements } from './receivables.routes.ts';
export { receipt, payment } from './money.bills.ts';
