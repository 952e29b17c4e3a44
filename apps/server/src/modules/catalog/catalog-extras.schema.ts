import { checkDecimal, Decimal, idSchema, queryId, queryPage, queryPageSize } from '@zf/shared';
import { z } from 'zod';
import { VersionField } from '../../engines/resource/index.ts';

/** Request and response shapes of the product extras (units, fitment, prices, associations, sharing, ABC). */
export const ProductIdParams = z.object({ id: idSchema() });
const id = idSchema();

/** A conversion ratio: a 6 dp decimal above zero (1 箱 = 20 个 → 20). */
export const Ratio = z.union([z.string(), z.number()], { error: 'decimal.format' }).transform(String).superRefine((v, ctx) => {
  const key = checkDecimal(v, 6);
  if (key) ctx.addIssue({ code: 'custom', message: key });
  else if (new Decimal(v).lte(0)) ctx.addIssue({ code: 'custom', message: 'catalog.ratioPositive' });
});

export const ProductUnitsBody = z.object({
  units: z.array(z.object({ unit_id: id, ratio: Ratio })).max(20),
  version: VersionField,
});
export const ProductUnits = z.object({
  base_unit_id: z.number(),
  base_unit_name: z.string(),
  list: z.array(z.object({ unit_id: z.number(), unit_name: z.string(), ratio: z.string() })),
  version: z.number().describe('version of the conversions: send it back with PUT; a stale one answers 4090'),
});

export const FitmentBody = z.object({ vehicle_model_ids: z.array(id).max(2000), version: VersionField });
export const FitmentRow = z.object({
  vehicle_model_id: z.number(), model_name: z.string(), year: z.number(), engine: z.string(),
  range_id: z.number(), range_name: z.string(), brand_id: z.number(), brand_name: z.string(),
});

export const PriceHistoryRow = z.object({
  id: z.number(), purchase_price: z.string(), sale_price: z.string(),
  old_purchase_price: z.string().nullable(), old_sale_price: z.string().nullable(), create_time: z.number(),
});
export const LevelPriceRow = z.object({ price_level_id: z.number(), name: z.string(), rate: z.string(), price: z.string() });

/** Prices of several products at once (the product-price page); each item changes only the prices it names. */
const Price = z.union([z.string(), z.number()], { error: 'decimal.format' }).transform(String).refine((v) => !checkDecimal(v, 6), 'decimal.format');
export const PriceChangeBody = z.object({
  items: z.array(z.object({ id, purchase_price: Price.optional(), sale_price: Price.optional() })).min(1).max(1000),
});

export const IdsBody = z.object({ ids: z.array(id).min(1).max(1000) });

export const AssociationBody = z.object({
  product_id: id,
  related_ids: z.array(id).min(1).max(200),
  relation: z.union([z.literal(1), z.literal(2)]).default(1),
  remark: z.string().trim().max(200).default(''),
});
export const AssociationDeleteBody = z.object({ product_id: id, related_ids: z.array(id).min(1).max(200) });
export const AssociationQuery = z.object({
  page: queryPage(),
  page_size: queryPageSize(500, 20),
  product_id: queryId().optional(),
  keyword: z.string().optional(),
});
const ProductBrief = { id: z.number(), code: z.string(), name: z.string(), spec: z.string() };
export const AssociationRow = z.object({
  product: z.object(ProductBrief), related: z.object(ProductBrief), relation: z.number(), remark: z.string(), create_time: z.number(),
});
export const RelatedRow = z.object({ ...ProductBrief, relation: z.number(), remark: z.string() });

export const AbcSettings = z.object({
  a_percent: z.union([z.string(), z.number()]).transform(String).refine((v) => !checkDecimal(v, 2), 'decimal.format'),
  b_percent: z.union([z.string(), z.number()]).transform(String).refine((v) => !checkDecimal(v, 2), 'decimal.format'),
  c_percent: z.union([z.string(), z.number()]).transform(String).refine((v) => !checkDecimal(v, 2), 'decimal.format'),
});
export const AbcState = z.object({
  a_percent: z.string(), b_percent: z.string(), c_percent: z.string(),
  basis: z.string().describe('what the classification ranks products by'),
  last_run_time: z.number(), counts: z.object({ A: z.number(), B: z.number(), C: z.number() }),
});

export const ShareGrantBody = z.object({ enterprise_code: z.string().trim().min(1, 'enterprise.codeRequired'), remark: z.string().trim().max(200).default('') });
export const ShareGrantRow = z.object({ enterprise_id: z.number(), enterprise_name: z.string(), enterprise_code: z.string(), remark: z.string(), create_time: z.number() });
export const SharedProductsQuery = z.object({
  page: queryPage(),
  page_size: queryPageSize(500, 20),
  keyword: z.string().optional(),
});
export const SharedProductRow = z.object({
  id: z.number(), code: z.string(), name: z.string(), spec: z.string(), barcode: z.string(), brand_name: z.string(), unit_name: z.string(), sale_price: z.string(),
});
export const CopyBody = z.object({ from_enterprise_id: id, product_ids: z.array(id).min(1).max(500) });
export const CopyResult = z.object({ copied: z.number(), skipped: z.array(z.object({ id: z.number(), code: z.string() })) });
