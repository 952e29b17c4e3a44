import { billMetas, billPages } from '@zf/shared';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

const billScreen = (type: string, page?: string) =>
  lazy(() => import('./bill-screen.tsx').then((m) => ({ default: () => m.BillScreen({ type, page }) })));

/** Hidden detail pages (SPEC §2) open the bill screen of their type; a link names the bill (?id=). */
const detailPages: Record<string, string> = { purchaseOrderDetail: 'purchase-orders', purchaseBillDetail: 'purchase-bills', saleBillDetail: 'sale-bills' };

/**
 * Every bill type's menu page gets the one bill screen (list, editor, detail) driven by its BillMeta: a new document
 * type needs its meta, nothing here.
 */
export const pages: FeatureRoutes['pages'] = {
  ...Object.fromEntries(billMetas.flatMap((meta) => billPages(meta).map((page) => [page, billScreen(meta.type, page)]))),
  ...Object.fromEntries(Object.entries(detailPages).map(([page, type]) => [page, billScreen(type)])),
};
