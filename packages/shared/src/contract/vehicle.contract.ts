import { z } from 'zod';
import { idSchema, queryId } from '../input.ts';
import { pageQuery } from './common.contract.ts';

/*
 * Vehicle association (API.md "Goods"): brand → range → model → product, the products of a model and its candidates,
 * adding and removing them, the export in the vehicle product import's layout, and that import's upload.
 */

const id = idSchema();

const CatalogueModel = z.object({ id: z.number(), name: z.string(), year: z.number(), engine: z.string(), products: z.number() });
const CatalogueBrand = z.object({
  id: z.number(), name: z.string(), initial: z.string(),
  ranges: z.array(z.object({ id: z.number(), name: z.string(), models: z.array(CatalogueModel) })),
});
/** `GET /vehicle-association/catalogue`: every brand with its ranges and models, and how many products each model has. */
export const VehicleCatalogueSchema = z.object({ list: z.array(CatalogueBrand) });
export type VehicleCatalogue = z.infer<typeof VehicleCatalogueSchema>;
export type VehicleCatalogueBrand = z.infer<typeof CatalogueBrand>;
export type VehicleCatalogueModel = z.infer<typeof CatalogueModel>;

/** `GET /vehicle-association/products`: a model's products (fitted=1) or its candidates (fitted=0). */
export const VehicleModelProductsQuerySchema = pageQuery.extend({ vehicle_model_id: queryId(), fitted: z.enum(['0', '1']).default('1'), keyword: z.string().max(100).optional() });
export const VehicleModelProductSchema = z.object({
  id: z.number(), code: z.string(), name: z.string(), spec: z.string(), oe_code: z.string(), brand_name: z.string(), unit_name: z.string(),
});
export type VehicleModelProduct = z.infer<typeof VehicleModelProductSchema>;
/** `POST /vehicle-association` and `/vehicle-association/batch-delete`: add or remove products of a model. */
export const VehicleAssociationChangeBodySchema = z.object({ vehicle_model_id: id, product_ids: z.array(id).min(1).max(1000) });
/** `GET /vehicle-association/export` (an Excel file): one model, range or brand, or everything. */
export const VehicleAssociationExportQuerySchema = z.object({ vehicle_model_id: queryId().optional(), vehicle_range_id: queryId().optional(), vehicle_brand_id: queryId().optional() });

/** `POST /vehicle-fitment/import` (a multipart upload): the background task that imports it. */
export const VehicleFitmentImportAnswerSchema = z.object({ task_id: z.number() });
export type VehicleFitmentImportAnswer = z.infer<typeof VehicleFitmentImportAnswerSchema>;
