/** What other modules may use of the finance module. */
import './finance.messages.ts';
import './ledger-init.messages.ts';
import { defineModule } from '../module-services.ts';
import { financeBaseRoutes } from './finance.routes.ts';
export { baseCurrency, seedFinanceDefaults } from './finance-defaults.ts';
export { initializeBooks } from './initialize.service.ts';
export { readOpenings, saveOpenings } from './opening-balance.service.ts';
export { addMonths, periodList } from './period-list.ts';

export const financeModule = defineModule({ name: 'finance', register: financeBaseRoutes });
