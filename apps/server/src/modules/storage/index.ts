/** What other modules may use of the storage module. */
export { warehouseRules } from './warehouse-rules.ts';
