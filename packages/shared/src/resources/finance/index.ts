import { accountingItemResource, AccountingItemType } from './accounting-item.resource.ts';
import { currencyResource } from './currency.resource.ts';
import { ExpenseDirection, expenseCategoryResource, expenseProjectResource } from './expense.resource.ts';
import { SettlementAccountType, settlementAccountResource } from './settlement-account.resource.ts';

/**
 * Finance master data of the setup centre (SPEC §2 "Master data"), in menu order. The chart of accounts is a
 * read-only list for now (GET /subjects, apps/server/src/modules/finance).
 */
export const financeBaseResources = [accountingItemResource, currencyResource, settlementAccountResource, expenseCategoryResource, expenseProjectResource];
export { accountingItemResource, currencyResource, expenseCategoryResource, expenseProjectResource, settlementAccountResource };
export { AccountingItemType, ExpenseDirection, SettlementAccountType };
