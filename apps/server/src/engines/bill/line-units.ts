import { Decimal, qty, type BillBodyInput, type MessageKey } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
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
  const ratios = await unitRatios(db, enterpriseId, lines);
  return new Map(lines.flatMap((l, i) => (ratios[i] ? [[l.id, ratios[i]] as const] : [])));
}

/** Per line (by position): base units in one of its unit, or undefined for the base unit (or a unit it does not have). */
async function unitRatios(db: Kysely<DB>, enterpriseId: number, lines: ReadonlyArray<{ product_id: number; unit_id?: number | null }>): Promise<Array<string | undefined>> {
  const inUnits = lines.filter((l) => l.unit_id);
  if (!inUnits.length) return lines.map(() => undefined);
  const rows = await db.selectFrom('product_unit').select(['product_id', 'unit_id', 'ratio'])
    .where('enterprise_id', '=', enterpriseId).where('product_id', 'in', [...new Set(inUnits.map((l) => l.product_id))]).execute();
  const ratio = new Map(rows.map((r) => [`${r.product_id}:${r.unit_id}`, r.ratio]));
  return lines.map((l) => (l.unit_id ? ratio.get(`${l.product_id}:${l.unit_id}`) : undefined));
}

/**
 * The lines' quantities in base units, as approval will post them (number × ratio, 4 dp truncated): for the rules a
 * document checks before it is saved (a production document's limits are in base units, however a row was counted).
 */
export async function baseNumbers<T extends { product_id: number; unit_id?: number | null; number: string }>(db: Kysely<DB>, enterpriseId: number, lines: readonly T[]): Promise<T[]> {
  const ratios = await unitRatios(db, enterpriseId, lines);
  return lines.map((l, i) => ({ ...l, number: baseQuantity(l.number, ratios[i]) }));
}

/**
 * A bill line's quantity in base units in SQL (alias `l` for bill_line), for queries summing document lines: the
 * same figure `baseQuantity` gives (a unit the product does not list counts as the base unit).
 */
export const baseNumberSql = (line = 'l') => sql<string>`trunc(${sql.ref(`${line}.number`)} * coalesce((SELECT u.ratio FROM product_unit u
  WHERE u.enterprise_id = ${sql.ref(`${line}.enterprise_id`)} AND u.product_id = ${sql.ref(`${line}.product_id`)} AND u.unit_id = ${sql.ref(`${line}.unit_id`)}
    AND ${sql.ref(`${line}.unit_id`)} <> 0), 1), 4)`;

/** A line's quantity in base units (4 dp, truncated as SPEC §9 says for quantities). */
export const baseQuantity = (number: string, ratio: string | undefined) => (ratio ? qty(new Decimal(number).mul(ratio)) : number);
