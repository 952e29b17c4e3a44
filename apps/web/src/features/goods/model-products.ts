import type { VehicleModelProduct, PageOf } from '@zf/shared';
import { api } from '../../request/index.ts';

/** A product as the association screen lists it (GET /vehicle-association/products). */
export type ModelProduct = VehicleModelProduct;
export interface ModelProductQuery { vehicle_model_id: number; fitted: 0 | 1; keyword?: string; page: number; page_size: number }

export const modelProductsKey = '/vehicle-association/products';

/** Products fitting the model (fitted 1) or not yet (0, the ones to add). */
export const fetchModelProducts = (q: ModelProductQuery, signal?: AbortSignal) =>
  api.get<PageOf<ModelProduct>>(modelProductsKey, { ...q, keyword: q.keyword || undefined }, { signal });

/** Adds products to a model (`fit`) or removes them. */
export const changeModelProducts = (modelId: number, productIds: number[], fit: boolean) =>
  api.post(fit ? '/vehicle-association' : '/vehicle-association/batch-delete', { vehicle_model_id: modelId, product_ids: productIds });

/** The columns both tables show, by i18n key of the goods namespace. */
export const productColumns = (t: (key: string) => string) => [
  { title: t('vehicleAssociation.code'), dataIndex: 'code', width: 160 },
  { title: t('vehicleAssociation.name'), dataIndex: 'name', width: 200 },
  { title: t('vehicleAssociation.spec'), dataIndex: 'spec', width: 140 },
  { title: t('vehicleAssociation.oe'), dataIndex: 'oe_code', width: 140 },
  { title: t('vehicleAssociation.brand'), dataIndex: 'brand_name', width: 120 },
  { title: t('vehicleAssociation.unit'), dataIndex: 'unit_name', width: 70 },
];
