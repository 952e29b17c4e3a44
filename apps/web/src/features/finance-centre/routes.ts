import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import type { QueryName } from './query-pages.tsx';

const screen = (name: QueryName) => lazy(() => import('./query-pages.tsx').then((m) => ({ default: m.queryPage(name) })));

/**
 * Finance centre (issue 15 item 4): the cash journal, stock per period and bill profit are query definitions; expense
 * management is the expense bills' screen with a summary tab; the overview and the accountant tools are pages of
 * their own. (This feature's `expenseManage` replaces the plain bill screen the documents feature gives every type.)
 */
export const pages: FeatureRoutes['pages'] = {
  cashFlow: screen('cashFlow'),
  stockSummary: screen('stockSummary'),
  stockDetail: screen('stockDetail'),
  billProfit: screen('billProfit'),
  expenseManage: lazy(() => import('./expense-manage.page.tsx')),
  assetLiability: lazy(() => import('./asset-liability.page.tsx')),
  accountantTools: lazy(() => import('./accountant-tools.page.tsx')),
};
