import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Vouchers (general ledger): the voucher list and editor (voucherList) and the check centre (voucherCheck). */
export const pages: FeatureRoutes['pages'] = {
  voucherList: lazy(() => import('./voucher-list.page.tsx')),
  voucherCheck: lazy(() => import('./voucher-check.page.tsx')),
};
