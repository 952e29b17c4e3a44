import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import type { StockQueryName } from './query-pages.tsx';

const names: StockQueryName[] = [
  'stockRecord', 'inOutRecord', 'inventoryDetail', 'stockChangeNumber', 'billDetailQuery', 'stockBillDetail', 'historyBill', 'inStoreList', 'outStoreList',
  'callOutManage', 'stockDifference', 'stockDifferenceDetail', 'assemblyCostAllocation', 'splitCostAllocation',
];

/** Storage queries of SPEC §2 (stock records, documents across types, differences, allocations): one definition each. */
export const pages: FeatureRoutes['pages'] = Object.fromEntries(names.map((name) => [
  name, lazy(() => import('./query-pages.tsx').then((m) => ({ default: m.queryPage(name) }))),
]));
