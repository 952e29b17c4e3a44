import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/**
 * The books (issue 14 item 6): 科目余额表 with its auxiliary view, 总分类账 and 明细分类账, all read from period
 * balances; rows drill down from the subject balance to the detail ledger, to the voucher, to the bill.
 */
export const pages: FeatureRoutes['pages'] = {
  subjectBalance: lazy(() => import('./subject-balance.page.tsx')),
  generalLedgerBook: lazy(() => import('./general-ledger.page.tsx')),
  ledgerItem: lazy(() => import('./detail-ledger.page.tsx')),
};
