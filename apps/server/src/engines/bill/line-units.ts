import { Decimal, qty, type BillBodyInput, type MessageKey } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/*
 * A line may be entered in any unit of its product: the base unit (unit_id 0 or the product's own unit) or one of
 * its extra units (product_unit: `ratio` base units make one, 1 箱 = 20 个). The line keeps its number and price in
 * its unit; the ledgers move base units (number × ratio), so stock and costs never depend on how a clerk counted.
 */

/** 4220 fields for lines naming a unit their product does not have. */
export async function checkLineUnits(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<Record<string, MessageKey>> {
  const named = body.lines.map((l, i) => ({ i, product: l.product_id, unit: l.unit_id ?? 0 })).filter((l) => l.unit);
  if (!named.length) return {};
  const productIds = [...new Set(named.map((l) => l.product))];
  const [bases, extras] = await Promise.all([
    db.selectFrom('product').select(['id', 'unit_id']).where('enterprise_id', '=', enterpriseId).where('id', 'in', productIds).execute(),
    db.selectFrom('product_unit').select(['product_id', 'unit_id']).where('enterprise_id', '=', enterpriseId).where('product_id', 'in', productIds).execute(),
  ]);
  const allowed = new Set([...bases.map((p) => `${p.id}:${p.unit_id}`), ...extras.map((u) => `${u.product_id}:${u.unit_id}`)]);
  return Object.fromEntries(named.filter((l) => !allowed.has(`${l.product}:${l.unit}`)).map((l) => [`lines.${l.i}.unit_id`, 'field.refMissing' as MessageKey]));
}

/** Base units per line unit, for the lines entered in an extra unit of their product (others are 1). */
export async function lineRatios(db: Kysely<DB>, enterpriseId: number, lines: Array<{ id: number; product_id: number; unit_id: number }>): Promise<Map<number, string>> {
  const inUnits = lines.filter((l) => l.unit_id);
  if (!inUnits.length) return new Map();
  const rows = await db.selectFrom('product_unit').select(['product_id', 'unit_id', 'ratio'])
    .where('enterprise_id', '=', enterpriseId).where('product_id', 'in', [...new Set(inUnits.map((l) => l.product_id))]).execute();
  const ratio = new Map(rows.map((r) => [`${r.product_id}:${r.unit_id}`, r.ratio]));
  return new Map(inUnits.flatMap((l) => (ratio.has(`${l.product_id}:${l.unit_id}`) ? [[l.id, ratio.get(`${l.product_id}:${l.unit_id}`)!] as const] : [])));
}

/** A line's quantity in base units (4 dp, truncated as SPEC §9 says for quantities). */
export const baseQuantity = (number: string, ratio: string | undefined) => (ratio ? qty(new Decimal(number).mul(ratio)) : number);
