import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** The statements (issue 15 item 3): balance sheet, profit statement and cash-flow statement, read from period balances. */
export const pages: FeatureRoutes['pages'] = {
  balanceSheet: lazy(() => import('./balance-sheet.page.tsx')),
  profitStatement: lazy(() => import('./profit-statement.page.tsx')),
  cashFlowStatement: lazy(() => import('./cash-flow-statement.page.tsx')),
};
