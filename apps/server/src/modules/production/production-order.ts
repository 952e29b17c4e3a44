import { Decimal, qty, refIdSchema, dateSchema, checkDecimal, ProductionStatus, type BillBodyInput } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';

/** Production status of an order (production_order_state.status), beside its audit status (in @zf/shared: the web reads it too). */
export { ProductionStatus };

const decimal4 = (message: string) => z.union([z.string(), z.number()]).transform(String).refine((v) => checkDecimal(v, 4) === null, 'decimal.format').refine((v) => Number(v) > 0, message);

/** One step of the routing snapshot an order keeps (ext.steps): copied from the routing when the order is saved. */
export const OrderStep = z.object({
  sequence: z.number().int(),
  process_id: z.number().int(),
  process_name: z.string(),
  standard_hours: z.string(),
  outsourced: z.number().int(),
});
export type OrderStep = z.infer<typeof OrderStep>;

/**
 * The order's own fields (bill.ext): the product and quantity to make, planned dates, the over-issue tolerance in %
 * (it also bounds receipts without a routing), the sales order it is made for, and the routing snapshot. The header's
 * `store_id` is the warehouse the product is received into, `department_id` the workshop.
 */
export const OrderExt = z.object({
  product_id: z.preprocess((v) => Number(v ?? 0), z.number().int().positive('production.productRequired')),
  quantity: decimal4('production.quantityPositive'),
  planned_start: dateSchema().nullish(),
  planned_end: dateSchema().nullish(),
  tolerance: z.union([z.string(), z.number()]).transform(String).refine((v) => checkDecimal(v, 4) === null && Number(v) >= 0 && Number(v) <= 100, 'production.tolerance').default('0'),
  sale_order_id: refIdSchema().default(0),
  routing_id: refIdSchema().default(0),
  steps: z.array(OrderStep).default([]),
  /** The product's code and name when the order was saved (for the order's screen and print; written by the server). */
  product_code: z.string().default(''),
  product_name: z.string().default(''),
});
export type OrderExt = z.infer<typeof OrderExt>;

/** 应发 = quantity × 用量 × (1 + 损耗率 / 100), 4 dp (BOM base 1). */
export const requiredQty = (quantity: string, perUnit: string, lossRate: string) =>
  qty(new Decimal(quantity).mul(perUnit).mul(new Decimal(lossRate).div(100).add(1)));

/**
 * Saving an order: the lines become the product's BOM at this moment (component, 应发), each in the row's
 * warehouse if the body named one for that component, else the header's; the routing (the one named, else the
 * product's first) becomes `ext.steps`. An order for a product without a BOM is refused.
 */
export async function prepareOrder(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput> {
  const parsed = OrderExt.safeParse(body.ext ?? {});
  if (!parsed.success) return body; // the engine names the fields (parseBillExt)
  const ext = parsed.data;
  const bom = await db.selectFrom('bom_item').select(['component_id', 'quantity', 'loss_rate'])
    .where('enterprise_id', '=', enterpriseId).where('product_id', '=', ext.product_id).orderBy('sort').orderBy('id').execute();
  if (!bom.length) throw invalidFields({ 'ext.product_id': 'production.noBom' });
  const routing = await db.selectFrom('routing').select(['id', 'product_id']).where('enterprise_id', '=', enterpriseId)
    .$if(ext.routing_id > 0, (q) => q.where('id', '=', ext.routing_id))
    .$if(ext.routing_id === 0, (q) => q.where('product_id', '=', ext.product_id))
    .orderBy('id').limit(1).executeTakeFirst();
  if (ext.routing_id > 0 && routing?.product_id !== ext.product_id) throw invalidFields({ 'ext.routing_id': 'production.routingProduct' });
  const steps = routing
    ? await db.selectFrom('routing_step as s').innerJoin('process as p', (j) => j.onRef('p.enterprise_id', '=', 's.enterprise_id').onRef('p.id', '=', 's.process_id'))
      .select(['s.sequence', 's.process_id', 'p.name as process_name', 's.standard_hours', 'p.standard_hours as process_hours', 's.outsourced'])
      .where('s.enterprise_id', '=', enterpriseId).where('s.routing_id', '=', routing.id).orderBy('s.sequence').execute()
    : [];
  const product = await db.selectFrom('product').select(['code', 'name']).where('enterprise_id', '=', enterpriseId).where('id', '=', ext.product_id).executeTakeFirst();
  const warehouseOf = new Map(body.lines.map((l) => [l.product_id, l.warehouse_id]));
  return {
    ...body,
    ext: {
      ...body.ext, routing_id: routing?.id ?? 0, product_code: product?.code ?? '', product_name: product?.name ?? '',
      steps: steps.map((s) => ({ sequence: s.sequence, process_id: s.process_id, process_name: s.process_name, standard_hours: new Decimal(s.standard_hours).isZero() ? s.process_hours : s.standard_hours, outsourced: s.outsourced })),
    },
    lines: bom.map((b) => ({ product_id: b.component_id, number: requiredQty(ext.quantity, b.quantity, b.loss_rate), price: '0', ...(warehouseOf.get(b.component_id) ? { warehouse_id: warehouseOf.get(b.component_id) } : {}) })),
  };
}
