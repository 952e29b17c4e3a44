import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

const balances = lazy(() => import('./partner-balances.page.tsx'));

/**
 * Receivables and payables queries: balances per partner with each partner's statement (对账单). The money documents
 * themselves (receipts, payments, verification …) are bill screens of features/documents.
 */
export const pages: FeatureRoutes['pages'] = {
  receivableDetail: balances,
  payableDetail: balances,
  customerPayableDetail: balances,
};
