import { createElement, lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

/**
 * Product centre screens by menu page name (packages/shared/src/menu-tree/goods.ts). Plain master data is a
 * resource screen; pages with more to them have their own file.
 */
export const pages: FeatureRoutes['pages'] = {
  goodsList: lazy(() => import('./product-list.page.tsx')),
  goodsDraft: lazy(() => import('./product-draft.page.tsx')),
  goodsImport: lazy(() => import('./import.page.tsx').then((m) => ({ default: m.ProductImportPage }))),
  vehicleAssociation: lazy(() => import('./vehicle-association.page.tsx')),
  vehicleGoodsImport: lazy(() => import('./import.page.tsx').then((m) => ({ default: m.VehicleProductImportPage }))),
  goodsRecycle: resourceScreen('products', { views: 'recycle', page: 'goodsRecycle', restoreCode: 'goods_recycle_restore', fixed: { is_draft: 0 }, screen: 'products:recycle' }),
  goodsPrice: lazy(() => import('./product-price.page.tsx')),
  smartClassification: lazy(() => import('./smart-classification.page.tsx')),
  goodsLabel: resourceScreen('product-labels'),
  goodsAssociation: lazy(() => import('./product-association.page.tsx')),
  goodsShare: lazy(() => import('./product-share.page.tsx')),
  bomList: lazy(() => import('./bom.page.tsx')),
  bomImport: lazy(() => import('./import.page.tsx').then((m) => ({ default: m.BomImportPage }))),
  // Hidden routes (SPEC §2) open the screen that holds what they show: the share page on its tab, the price page
  // (each product's history is one click away), the attribute list.
  enterpriseGoodsAuth: lazy(() => import('./product-share.page.tsx').then((m) => ({ default: () => createElement(m.default, { tab: 'given' }) }))),
  goodsCopyAuth: lazy(() => import('./product-share.page.tsx').then((m) => ({ default: () => createElement(m.default, { tab: 'received' }) }))),
  goodsHistoryPrice: lazy(() => import('./product-price.page.tsx')),
  goodsAttribute: lazy(() => import('./attribute-list.page.tsx')),
  categoryList: resourceScreen('product-categories'),
  customCategory: resourceScreen('custom-categories'),
  attributeList: lazy(() => import('./attribute-list.page.tsx')),
  attributeValue: lazy(() => import('./attribute-value.page.tsx')),
  goodsType: resourceScreen('product-types'),
  brandList: resourceScreen('brands'),
  unitList: resourceScreen('units'),
  industryManage: lazy(() => import('./industry-list.page.tsx')),
  industryAttribute: lazy(() => import('./industry-attribute.page.tsx')),
  vehicleModel: lazy(() => import('./vehicle-model.page.tsx')),
};
