import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

const checkScreen = (type: 'incoming-checks' | 'process-checks' | 'delivery-checks') =>
  lazy(() => import('./check.page.tsx').then((m) => ({ default: () => m.CheckPage({ type }) })));

/**
 * Quality (issue 18 item 2, helper quality): check items and problems as resource screens, schemes with their items,
 * and the three check pages (list and detail from the documents feature, with their own results form, the receipts
 * waiting for inspection, the quality settings and the pass rate) in place of the documents feature's plain screens.
 */
export const pages: FeatureRoutes['pages'] = {
  qualityProject: resourceScreen('quality-projects'),
  qualityScheme: lazy(() => import('./scheme.page.tsx')),
  qualityProblem: resourceScreen('quality-problems'),
  incomingCheck: checkScreen('incoming-checks'),
  processCheck: checkScreen('process-checks'),
  deliveryCheck: checkScreen('delivery-checks'),
};
