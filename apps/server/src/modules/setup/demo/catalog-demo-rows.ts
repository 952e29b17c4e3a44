import type { Transaction } from 'kysely';
import type { CatalogDB } from '../../catalog/index.ts';
import type { DemoVehicleBrand, FitmentGroup } from './auto-parts.vehicles.ts';

/*
 * Batch inserts shared by the catalogue demo seeders: one statement per table, ids mapped back by name.
 * Everything runs in the seeder's transaction.
 */
export type Tx = Transaction<CatalogDB>;
type NamedTableName = 'brand' | 'custom_category' | 'product_type' | 'product_label' | 'price_level' | 'industry' | 'product_attribute';

export const stamp = (enterpriseId: number, now: number) => ({ enterprise_id: enterpriseId, create_time: now, update_time: now });

/** Inserts named rows (sort follows the order given) and answers name → id. */
export async function insertNamed(tx: Tx, table: NamedTableName, enterpriseId: number, now: number, rows: Array<{ name: string } & Record<string, unknown>>) {
  if (!rows.length) return new Map<string, number>();
  const made = await tx.insertInto(table as 'brand')
    .values(rows.map((r, i) => ({ sort: i + 1, ...r, ...stamp(enterpriseId, now) })) as never)
    .returning(['id', 'name']).execute();
  return new Map(made.map((r) => [r.name, r.id]));
}

/** The enterprise's units by name, adding the ones it lacks (its defaults were seeded with the enterprise). */
export async function ensureUnits(tx: Tx, enterpriseId: number, now: number, names: readonly string[]) {
  const existing = await tx.selectFrom('unit').select(['id', 'name', 'sort']).where('enterprise_id', '=', enterpriseId).execute();
  const byName = new Map(existing.map((u) => [u.name, u.id]));
  const missing = [...new Set(names)].filter((n) => !byName.has(n));
  if (missing.length) {
    const last = Math.max(0, ...existing.map((u) => u.sort));
    const made = await tx.insertInto('unit').values(missing.map((name, i) => ({ name, sort: last + i + 1, ...stamp(enterpriseId, now) }))).returning(['id', 'name']).execute();
    for (const u of made) byName.set(u.name, u.id);
  }
  return byName;
}

/** A two-level category tree; answers every category's name → id (leaf names are unique in the demo). */
export async function insertCategoryTree(tx: Tx, enterpriseId: number, now: number, tree: Array<{ name: string; code: string; children: Array<[string, string]> }>) {
  const parents = await tx.insertInto('product_category')
    .values(tree.map((c, i) => ({ name: c.name, code: c.code, sort: i + 1, parent_id: 0, ...stamp(enterpriseId, now) })))
    .returning(['id', 'name']).execute();
  const parentId = new Map(parents.map((p) => [p.name, p.id]));
  const children = await tx.insertInto('product_category')
    .values(tree.flatMap((c) => c.children.map(([name, code], i) => ({ name, code, sort: i + 1, parent_id: parentId.get(c.name)!, ...stamp(enterpriseId, now) }))))
    .returning(['id', 'name']).execute();
  return new Map([...parentId, ...children.map((c): [string, number] => [c.name, c.id])]);
}

/** Vehicle brands → ranges → models; answers the model ids of each fitment group. */
export async function insertVehicles(tx: Tx, enterpriseId: number, now: number, vehicles: DemoVehicleBrand[]) {
  const brands = await tx.insertInto('vehicle_brand')
    .values(vehicles.map((b, i) => ({ name: b.name, initial: b.initial, sort: i + 1, ...stamp(enterpriseId, now) })))
    .returning(['id', 'name']).execute();
  const brandId = new Map(brands.map((b) => [b.name, b.id]));
  const ranges = await tx.insertInto('vehicle_range')
    .values(vehicles.flatMap((b) => b.ranges.map((r, i) => ({ brand_id: brandId.get(b.name)!, name: r.name, sort: i + 1, ...stamp(enterpriseId, now) }))))
    .returning(['id', 'brand_id', 'name']).execute();
  const rangeId = new Map(ranges.map((r) => [`${r.brand_id}/${r.name}`, r.id]));
  const modelRows = vehicles.flatMap((b) => b.ranges.flatMap((r) => r.models.map(([name, year, engine, group], i) => ({
    row: { range_id: rangeId.get(`${brandId.get(b.name)}/${r.name}`)!, name, year, engine, sort: i + 1, ...stamp(enterpriseId, now) }, group,
  }))));
  const models = await tx.insertInto('vehicle_model').values(modelRows.map((m) => m.row)).returning('id').execute();
  const byGroup = new Map<FitmentGroup, number[]>();
  models.forEach((m, i) => byGroup.set(modelRows[i]!.group, [...(byGroup.get(modelRows[i]!.group) ?? []), m.id]));
  return byGroup;
}

/** Attributes with their values (values unique within their attribute). */
export async function insertAttributes(tx: Tx, enterpriseId: number, now: number, attributes: Record<string, string[]>) {
  const ids = await insertNamed(tx, 'product_attribute', enterpriseId, now, Object.keys(attributes).map((name) => ({ name })));
  const values = Object.entries(attributes).flatMap(([attr, list]) => list.map((name, i) => ({ attribute_id: ids.get(attr)!, name, sort: i + 1, ...stamp(enterpriseId, now) })));
  if (values.length) await tx.insertInto('product_attribute_value').values(values).execute();
}

/** An industry with the attributes its products carry ([name, required]). */
export async function insertIndustries(tx: Tx, enterpriseId: number, now: number, industries: Record<string, Array<[string, 0 | 1]>>) {
  const ids = await insertNamed(tx, 'industry', enterpriseId, now, Object.keys(industries).map((name) => ({ name })));
  const rows = Object.entries(industries).flatMap(([industry, list]) => list.map(([name, required], i) => ({
    industry_id: ids.get(industry)!, name, is_required: required, sort: i + 1, ...stamp(enterpriseId, now),
  })));
  if (rows.length) await tx.insertInto('industry_attribute').values(rows).execute();
}
