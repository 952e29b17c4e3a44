import { seededWageItems, wageItemName } from './wage-item-names.ts';
import { WageItemInput, WageItemKind, wageItemResource } from './wage-item.resource.ts';

/** Payroll master data (SPEC §2 "Payroll"): wage items. Runs, settings and allocation have routes of their own. */
export const payrollResources = [wageItemResource];
export { WageItemInput, WageItemKind, seededWageItems, wageItemName, wageItemResource };
