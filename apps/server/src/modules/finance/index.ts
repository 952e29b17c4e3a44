/** What other modules may use of the finance module. */
export { baseCurrency, seedFinanceDefaults } from './finance-defaults.ts';
