import { z } from 'zod';
import { idSchema, queryId, queryPage, queryPageSize } from '../input.ts';
import { checkDecimal } from '../validators.ts';

/*
 * Between products and between enterprises (API.md "Goods"): product associations, smart classification (ABC) and
 * product sharing (copy authorization).
 */

const id = idSchema();

/** `POST /product-associations`. */
export const ProductAssociationBodySchema = z.object({
  product_id: id,
  related_ids: z.array(id).min(1).max(200),
  relation: z.union([z.literal(1), z.literal(2)]).default(1),
  remark: z.string().trim().max(200).default(''),
});
/** `POST /product-associations/batch-delete`. */
export const ProductAssociationDeleteBodySchema = z.object({ product_id: id, related_ids: z.array(id).min(1).max(200) });
/** `GET /product-associations`. */
export const ProductAssociationQuerySchema = z.object({
  page: queryPage(),
  page_size: queryPageSize(500, 20),
  product_id: queryId().optional(),
  keyword: z.string().optional(),
});
const ProductBrief = { id: z.number(), code: z.string(), name: z.string(), spec: z.string() };
export const ProductAssociationRowSchema = z.object({
  product: z.object(ProductBrief), related: z.object(ProductBrief), relation: z.number(), remark: z.string(), create_time: z.number(),
});
export type ProductAssociationRow = z.infer<typeof ProductAssociationRowSchema>;
const RelatedRow = z.object({ ...ProductBrief, relation: z.number(), remark: z.string() });
/** `GET /products/:id/associations`: the products related to one. */
export const ProductRelatedListSchema = z.object({ list: z.array(RelatedRow) });
export type ProductRelatedRow = z.infer<typeof RelatedRow>;

/** `PUT /smart-classification`: the A, B and C percentages. */
export const AbcSettingsSchema = z.object({
  a_percent: z.union([z.string(), z.number()]).transform(String).refine((v) => !checkDecimal(v, 2), 'decimal.format'),
  b_percent: z.union([z.string(), z.number()]).transform(String).refine((v) => !checkDecimal(v, 2), 'decimal.format'),
  c_percent: z.union([z.string(), z.number()]).transform(String).refine((v) => !checkDecimal(v, 2), 'decimal.format'),
});
/** `GET /smart-classification`. */
export const AbcStateSchema = z.object({
  a_percent: z.string(), b_percent: z.string(), c_percent: z.string(),
  basis: z.string().describe('what the classification ranks products by'),
  last_run_time: z.number(), counts: z.object({ A: z.number(), B: z.number(), C: z.number() }),
});
export type AbcState = z.infer<typeof AbcStateSchema>;
/** `POST /smart-classification/run`: how many products fell in each class. */
export const AbcRunResultSchema = z.object({ A: z.number(), B: z.number(), C: z.number() });
export type AbcRunResult = z.infer<typeof AbcRunResultSchema>;

/** `POST /product-shares`: share our products with an enterprise, by its code. */
export const ProductShareGrantBodySchema = z.object({ enterprise_code: z.string().trim().min(1, 'enterprise.codeRequired'), remark: z.string().trim().max(200).default('') });
const ShareGrantRow = z.object({ enterprise_id: z.number(), enterprise_name: z.string(), enterprise_code: z.string(), remark: z.string(), create_time: z.number() });
/** `GET /product-shares` (given) and `GET /product-shares/received`. */
export const ProductShareGrantListSchema = z.object({ list: z.array(ShareGrantRow) });
export type ProductShareGrantList = z.infer<typeof ProductShareGrantListSchema>;
export type ProductShareGrantRow = z.infer<typeof ShareGrantRow>;
/** `DELETE /product-shares/:enterprise_id`, `GET /product-shares/received/:enterprise_id/products`. */
export const ProductShareEnterpriseParamsSchema = z.object({ enterprise_id: idSchema() });
export const SharedProductsQuerySchema = z.object({
  page: queryPage(),
  page_size: queryPageSize(500, 20),
  keyword: z.string().optional(),
});
export const SharedProductRowSchema = z.object({
  id: z.number(), code: z.string(), name: z.string(), spec: z.string(), barcode: z.string(), brand_name: z.string(), unit_name: z.string(), sale_price: z.string(),
});
export type SharedProductRow = z.infer<typeof SharedProductRowSchema>;
/** `POST /product-shares/copy`: copy shared products into our catalogue. */
export const ProductShareCopyBodySchema = z.object({ from_enterprise_id: id, product_ids: z.array(id).min(1).max(500) });
export const ProductShareCopyResultSchema = z.object({ copied: z.number(), skipped: z.array(z.object({ id: z.number(), code: z.string() })) });
export type ProductShareCopyResult = z.infer<typeof ProductShareCopyResultSchema>;
