import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Costing levels of a period's orders (PRODUCTION.md §2 "Cost lower BOM levels first"): a product none of whose
 * components is made by the period's orders is level 0; a product consuming one made in the period is one above
 * its highest such component. Product cost accounting costs level 0 first, so a semi-finished good issued to a
 * higher order carries its costed value before that order is costed. A cycle (which BOMs refuse) counts as level 0
 * where it closes, so the function always ends.
 */
export function costingLevels(orders: ReadonlyArray<{ id: number; product_id: number; components: readonly number[] }>): Map<number, number> {
  const made = new Set(orders.map((o) => o.product_id));
  const componentsOf = new Map<number, Set<number>>();
  for (const o of orders) {
    const set = componentsOf.get(o.product_id) ?? new Set<number>();
    for (const c of o.components) if (made.has(c) && c !== o.product_id) set.add(c);
    componentsOf.set(o.product_id, set);
  }
  const level = new Map<number, number>();
  const visiting = new Set<number>();
  const of = (product: number): number => {
    const known = level.get(product);
    if (known !== undefined) return known;
    if (visiting.has(product)) return 0;
    visiting.add(product);
    let l = 0;
    for (const c of componentsOf.get(product) ?? []) l = Math.max(l, of(c) + 1);
    visiting.delete(product);
    level.set(product, l);
    return l;
  };
  return new Map(orders.map((o) => [o.id, of(o.product_id)]));
}

/** The components of the orders: their BOM snapshot (the order's lines). */
export async function orderComponents(db: Kysely<DB>, enterpriseId: number, orderIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!orderIds.length) return out;
  const rows = await db.selectFrom('bill_line').select(['bill_id', 'product_id'])
    .where('enterprise_id', '=', enterpriseId).where('bill_id', 'in', [...orderIds]).execute();
  for (const r of rows) out.set(r.bill_id, [...(out.get(r.bill_id) ?? []), r.product_id]);
  return out;
}
