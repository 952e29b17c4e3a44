/** What other modules may use of the finance module. */
import './finance.messages.ts';
import { defineModule } from '../module-services.ts';
import { financeBaseRoutes } from './finance.routes.ts';
export { baseCurrency, seedFinanceDefaults } from './finance-defaults.ts';

export const financeModule = defineModule({ name: 'finance', register: financeBaseRoutes });
