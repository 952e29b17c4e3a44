import { z } from 'zod';
import { idSchema } from '../input.ts';
import { Decimal } from '../money.ts';
import { checkDecimal } from '../validators.ts';
import { VersionField } from './common.contract.ts';

/*
 * What hangs off a product (API.md "Goods"): unit conversions, vehicle fitment, price history, level prices, price
 * changes, drafts, BOM copy, and the bill editor's unit lookup. Associations, smart classification (ABC) and product
 * sharing are in catalog-relations.contract.ts.
 */

export const ProductIdParamsSchema = z.object({ id: idSchema() });
const id = idSchema();

/** A conversion ratio: a 6 dp decimal above zero (1 箱 = 20 个 → 20). */
const Ratio = z.union([z.string(), z.number()], { error: 'decimal.format' }).transform(String).superRefine((v, ctx) => {
  const key = checkDecimal(v, 6);
  if (key) ctx.addIssue({ code: 'custom', message: key });
  else if (new Decimal(v).lte(0)) ctx.addIssue({ code: 'custom', message: 'catalog.ratioPositive' });
});

/** `PUT /products/:id/units`. */
export const ProductUnitsBodySchema = z.object({
  units: z.array(z.object({ unit_id: id, ratio: Ratio })).max(20),
  version: VersionField,
});
/** `GET /products/:id/units`: the base unit and its conversions. */
export const ProductUnitsSchema = z.object({
  base_unit_id: z.number(),
  base_unit_name: z.string(),
  list: z.array(z.object({ unit_id: z.number(), unit_name: z.string(), ratio: z.string() })),
  version: z.number().describe('version of the conversions: send it back with PUT; a stale one answers 4090'),
});
export type ProductUnits = z.infer<typeof ProductUnitsSchema>;

/** `PUT /products/:id/vehicle-models`. */
export const ProductFitmentBodySchema = z.object({ vehicle_model_ids: z.array(id).max(2000), version: VersionField });
export const ProductFitmentRowSchema = z.object({
  vehicle_model_id: z.number(), model_name: z.string(), year: z.number(), engine: z.string(),
  range_id: z.number(), range_name: z.string(), brand_id: z.number(), brand_name: z.string(),
});
export type ProductFitmentRow = z.infer<typeof ProductFitmentRowSchema>;
/** `GET /products/:id/vehicle-models`: the vehicle models a product fits. */
export const ProductFitmentListSchema = z.object({ list: z.array(ProductFitmentRowSchema), version: z.number().describe('version of the fitment: send it back with PUT') });
export type ProductFitmentList = z.infer<typeof ProductFitmentListSchema>;

/** `GET /products/:id/price-history` (a page of these). */
export const ProductPriceHistoryRowSchema = z.object({
  id: z.number(), purchase_price: z.string(), sale_price: z.string(),
  old_purchase_price: z.string().nullable(), old_sale_price: z.string().nullable(), create_time: z.number(),
});
export type ProductPriceHistoryRow = z.infer<typeof ProductPriceHistoryRowSchema>;
export const ProductLevelPriceRowSchema = z.object({ price_level_id: z.number(), name: z.string(), rate: z.string(), price: z.string() });
export type ProductLevelPriceRow = z.infer<typeof ProductLevelPriceRowSchema>;
/** `GET /products/:id/level-prices`. */
export const ProductLevelPriceListSchema = z.object({ list: z.array(ProductLevelPriceRowSchema) });
export type ProductLevelPriceList = z.infer<typeof ProductLevelPriceListSchema>;

/** Prices of several products at once (the product-price page); each item changes only the prices it names. */
const Price = z.union([z.string(), z.number()], { error: 'decimal.format' }).transform(String).refine((v) => !checkDecimal(v, 6), 'decimal.format');
/** `POST /products/prices`. */
export const ProductPriceChangeBodySchema = z.object({
  items: z.array(z.object({ id, purchase_price: Price.optional(), sale_price: Price.optional() })).min(1).max(1000),
});

/** `POST /products/publish`: the drafts to publish. */
export const ProductIdsBodySchema = z.object({ ids: z.array(id).min(1).max(1000) });

/** `POST /boms/copy`: one finished product's BOM onto another. */
export const BomCopyBodySchema = z.object({
  from_product_id: idSchema(),
  to_product_id: idSchema(),
});
export const BomCopyResultSchema = z.object({ copied: z.number(), skipped: z.number() });
export type BomCopyResult = z.infer<typeof BomCopyResultSchema>;

/** `GET /product-units?product_ids=1,2`: the units a bill line may be entered in, per product. */
export const ProductUnitLookupQuerySchema = z.object({ product_ids: z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'field.invalid') });
const ProductUnitLookupRow = z.object({
  product_id: z.number(), base_unit_id: z.number(), base_unit_name: z.string(),
  /** The line needs one serial number per base unit (the bill editor's serial cell). */
  serial_tracking: z.boolean(),
  units: z.array(z.object({ unit_id: z.number(), unit_name: z.string(), ratio: z.string() })),
});
export const ProductUnitLookupListSchema = z.object({ list: z.array(ProductUnitLookupRow) });
export type ProductUnitLookupList = z.infer<typeof ProductUnitLookupListSchema>;
export type ProductUnitLookupRow = z.infer<typeof ProductUnitLookupRow>;

