import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';
import { productOption } from './product-option.ts';

/**
 * Selling prices beyond the product's own (packages/shared/src/menu-tree/sales.ts, "Promotions and prices"): both
 * are resource screens; the promotion page adds its on/off switch and reads "all products" for a rule without one.
 */
export const pages: FeatureRoutes['pages'] = {
  // An agreement price is a customer's: the partner to pick is a customer (and only the customer page's rights are needed).
  saleAgreementPrice: resourceScreen('sale-agreement-prices', { refParams: { partner_id: { type: 1 } }, optionLabels: { product_id: productOption } }),
  promotion: lazy(() => import('./promotion.page.tsx')),
};
