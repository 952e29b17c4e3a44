import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/**
 * Auto vouchers from bills (issue 14 item 4-6): the mapping and templates (setup centre), batch generation and cost
 * vouchers (general ledger), and the accounting checks list (check centre).
 */
export const pages: FeatureRoutes['pages'] = {
  autoVoucherConfig: lazy(() => import('./auto-voucher-config.page.tsx')),
  generateVoucher: lazy(() => import('./generate-voucher.page.tsx')),
  costVoucher: lazy(() => import('./cost-voucher.page.tsx')),
  checkList: lazy(() => import('./check-list.page.tsx')),
};
