import { Decimal, qty, refIdSchema, dateSchema, checkDecimal, ProductionStatus, type BillBodyInput } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import { baseNumbers } from '../../engines/bill/line-units.ts';

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

/** A backflushed (倒冲) component of the order's BOM snapshot (ext.backflush): what one product consumes of it. */
export const BackflushLine = z.object({ product_id: z.number().int(), per_unit: z.string(), loss_rate: z.string() });
export type BackflushLine = z.infer<typeof BackflushLine>;

/** BOM issue methods (bom_item.issue_method). */
export const IssueMethod = { pick: 1, backflush: 2 } as const;

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
  /**
   * The quantity as entered in another unit of the product (`unit_id`, one of its product_unit rows): `quantity` is
   * then unit_quantity × ratio in base units, which is what every rule, figure and posting reads.
   */
  unit_id: refIdSchema().default(0),
  unit_quantity: z.union([z.string(), z.number()]).transform(String).refine((v) => checkDecimal(v, 4) === null, 'decimal.format').optional(),
  /** The BOM lines issued by backflush (倒冲) when the order was saved (written by the server). */
  backflush: z.array(BackflushLine).default([]),
  /** The product's code and name when the order was saved (for the order's screen and print; written by the server). */
  product_code: z.string().default(''),
  product_name: z.string().default(''),
});
export type OrderExt = z.infer<typeof OrderExt>;

/** 应发 = quantity × 用量 × (1 + 损耗率 / 100), 4 dp (BOM base 1). */
export const requiredQty = (quantity: string, perUnit: string, lossRate: string) =>
  qty(new Decimal(quantity).mul(perUnit).mul(new Decimal(lossRate).div(100).add(1)));

/**
 * Saving an order: the lines become the product's BOM at this moment (component, 应发), each with its issuing
 * warehouse (materialWarehouses: the body's row, the BOM line's, the component's, the raw-material one); the routing (the one named, else the
 * product's first) becomes `ext.steps`, the backflushed BOM lines `ext.backflush`. An order for a product without a
 * BOM is refused. A quantity entered in another unit of the product becomes base units first.
 */
export async function prepareOrder(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput> {
  const parsed = OrderExt.safeParse(body.ext ?? {});
  if (!parsed.success) return body; // the engine names the fields (parseBillExt)
  const ext = parsed.data;
  const units = await baseQuantityOf(db, enterpriseId, ext);
  const { quantity } = units;
  const bom = await db.selectFrom('bom_item').select(['component_id', 'quantity', 'loss_rate', 'issue_method', 'warehouse_id'])
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
  const warehouseOf = await materialWarehouses(db, enterpriseId, bom, body);
  return {
    ...body,
    ext: {
      ...body.ext, ...units, routing_id: routing?.id ?? 0,
      backflush: bom.filter((b) => b.issue_method === IssueMethod.backflush).map((b) => ({ product_id: b.component_id, per_unit: b.quantity, loss_rate: b.loss_rate })), product_code: product?.code ?? '', product_name: product?.name ?? '',
      steps: steps.map((s) => ({ sequence: s.sequence, process_id: s.process_id, process_name: s.process_name, standard_hours: new Decimal(s.standard_hours).isZero() ? s.process_hours : s.standard_hours, outsourced: s.outsourced })),
    },
    lines: bom.map((b) => ({ product_id: b.component_id, number: requiredQty(quantity, b.quantity, b.loss_rate), price: '0', warehouse_id: warehouseOf.get(b.component_id) ?? body.store_id })),
  };
}

/**
 * Where each component is issued from (issue 31 item 1): the warehouse the body's row names for it, else the BOM
 * line's (发料仓库), else the component's default warehouse, else the enterprise's raw-material warehouse (the first
 * enabled ordinary warehouse booked on 1403 原材料); a component with none of them is issued from the receipt
 * warehouse (the header's), as before. Warehouses named must be the enterprise's.
 */
async function materialWarehouses(db: Kysely<DB>, enterpriseId: number, bom: Array<{ component_id: number; warehouse_id: number }>, body: BillBodyInput): Promise<Map<number, number | undefined>> {
  const sent = new Map(body.lines.filter((l) => l.warehouse_id).map((l) => [l.product_id, l.warehouse_id]));
  const products = new Map((await db.selectFrom('product').select(['id', 'warehouse_id']).where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', bom.map((b) => b.component_id)).execute()).map((p) => [p.id, p.warehouse_id]));
  const raw = await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).where('status', '=', 1)
    .where('subcontractor_id', '=', 0).where('inventory_subject', 'like', '1403%').orderBy('sort').orderBy('id').limit(1).executeTakeFirst();
  return new Map(bom.map((b) => [b.component_id, sent.get(b.component_id) || b.warehouse_id || products.get(b.component_id) || raw?.id || undefined]));
}

/**
 * The order's quantity in base units: `quantity` as sent, or — entered in another unit of the product — unit_quantity
 * × that unit's ratio through the trading lines' own conversion (line-units.ts). A unit the product does not have is
 * refused on `ext.unit_id`.
 */
async function baseQuantityOf(db: Kysely<DB>, enterpriseId: number, ext: OrderExt): Promise<{ quantity: string; unit_id?: number; unit_quantity?: string }> {
  if (!ext.unit_id) return { quantity: ext.quantity };
  // Sent once with the unit's quantity in `quantity`, it is kept as unit_quantity, so sending the order back is the same.
  const entered = ext.unit_quantity ?? ext.quantity;
  const product = await db.selectFrom('product').select('unit_id').where('enterprise_id', '=', enterpriseId).where('id', '=', ext.product_id).executeTakeFirst();
  if (product?.unit_id === ext.unit_id) return { quantity: entered, unit_id: 0, unit_quantity: undefined };
  const unit = await db.selectFrom('product_unit').select('ratio').where('enterprise_id', '=', enterpriseId).where('product_id', '=', ext.product_id).where('unit_id', '=', ext.unit_id).executeTakeFirst();
  if (!unit) throw invalidFields({ 'ext.unit_id': 'field.refMissing' });
  const [line] = await baseNumbers(db, enterpriseId, [{ product_id: ext.product_id, unit_id: ext.unit_id, number: entered }]);
  if (!(Number(line!.number) > 0)) throw invalidFields({ 'ext.unit_quantity': 'production.quantityPositive' });
  return { quantity: line!.number, unit_id: ext.unit_id, unit_quantity: entered };
}
