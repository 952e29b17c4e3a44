import { billMetas } from '@zf/shared';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/**
 * Every bill type's menu page gets the one bill screen (list, editor, detail) driven by its BillMeta: a new document
 * type needs its meta, nothing here.
 */
export const pages: FeatureRoutes['pages'] = Object.fromEntries(billMetas.map((meta) => [
  meta.page,
  lazy(() => import('./bill-screen.tsx').then((m) => ({ default: () => m.BillScreen({ type: meta.type }) }))),
]));
