import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

/** Finance master data by menu page name (system setup centre, packages/shared/src/menu-tree/setup.ts). */
export const pages: FeatureRoutes['pages'] = {
  subjectList: lazy(() => import('./subject-list.page.tsx')),
  accountingItem: resourceScreen('accounting-items'),
  currencyList: resourceScreen('currencies'),
  settlementAccount: resourceScreen('settlement-accounts'),
  expenseCategory: resourceScreen('expense-categories'),
  expenseProject: resourceScreen('expense-projects'),
};
