import { sql } from 'kysely';
import type { DynamicDb } from '../../platform/db/dynamic-db.ts';
import { refNameKey, type Resource } from '@zf/shared';
import type { Reference, ResourceRegistry } from './resource-registry.ts';
import { isText } from './resource-values.ts';

/* The engine works on tables named by definitions, so it goes through the dynamic door (dynamic-db.ts); every query is scoped by enterprise. */
type Db = DynamicDb;

export interface ListQuery {
  page: number;
  page_size: number;
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Equality filters on filterable fields and scopes. */
  filters: Record<string, string | number>;
  /** The recycle bin instead of the live rows. */
  deleted?: boolean;
  ids?: number[];
  /** Keyset paging for exports: rows after this id, in id order, without counting. */
  afterId?: number;
}

/**
 * The record query: the resource's row plus the display name of every ref whose target is a registered resource.
 * Names are scalar subqueries, not joins: PostgreSQL evaluates them for the rows a page returns only (after the sort and
 * limit), the count drops them, and the planner has no join order to search (six joined references cost more to plan,
 * 1.65 ms, than the product page took to run).
 */
function recordQuery(db: Db, registry: ResourceRegistry, r: Resource, enterpriseId: number) {
  let q = db.selectFrom(`${r.table} as m`).selectAll('m').where('m.enterprise_id', '=', enterpriseId);
  Object.entries(r.allFields).forEach(([key, f], i) => {
    const target = refTarget(registry, f);
    if (!target) return;
    const alias = `r${i}`;
    q = q.select((eb) => eb.selectFrom(`${target.table} as ${alias}`).select(`${alias}.name`)
      .where(`${alias}.enterprise_id`, '=', enterpriseId).whereRef(`${alias}.id`, '=', `m.${key}`).as(refNameKey(key)));
  });
  return q;
}

export async function listRecords(db: Db, registry: ResourceRegistry, r: Resource, enterpriseId: number, query: ListQuery) {
  let q = recordQuery(db, registry, r, enterpriseId);
  if (r.deleteMode === 'recycle') q = q.where('m.deleted_time', query.deleted ? 'is not' : 'is', null);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const searchable = Object.entries(r.allFields).filter(([, f]) => f.search && isText(f)).map(([k]) => k);
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const extra = registry.keywordMatchesOf(r.name);
    // A searchable ref matches by its record's name (and code where it has one): a price list found by customer or product.
    const refMatches = Object.entries(r.allFields).flatMap(([key, f]) => {
      const target = f.kind === 'ref' && f.search && f.ref ? registry.get(f.ref) : undefined;
      return target ? [{ key, table: target.table, columns: ['name', ...('code' in target.allFields ? ['code'] : [])] }] : [];
    });
    if (searchable.length || extra.length || refMatches.length) {
      q = q.where((eb) => eb.or([
        ...searchable.map((k) => eb(`m.${k}`, 'ilike', pattern)),
        ...refMatches.map((ref) => eb(`m.${ref.key}`, 'in', eb.selectFrom(ref.table).select('id').where('enterprise_id', '=', enterpriseId)
          .where((w) => w.or(ref.columns.map((c) => w(c, 'ilike', pattern)))))),
        ...extra.map((match) => match(eb, pattern, enterpriseId)),
      ]));
    }
  }
  const custom = registry.listFilters(r.name);
  for (const [key, value] of Object.entries(query.filters)) {
    const filter = custom.get(key);
    q = filter ? filter(q, String(value), enterpriseId) : q.where(`m.${key}`, '=', value);
  }
  if (query.ids?.length) q = q.where('m.id', 'in', query.ids);
  if (query.afterId !== undefined) {
    const rows = await q.where('m.id', '>', query.afterId).orderBy('m.id', 'asc').limit(query.page_size).execute();
    return { rows: rows as Record<string, unknown>[], total: -1 };
  }

  const countRow = await q.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const [sortKey, sortOrder] = query.sort ? [query.sort, query.order ?? 'asc'] : r.list.defaultSort;
  const rows = await q
    .orderBy(`m.${sortKey}`, sortOrder)
    .orderBy('m.id', sortOrder)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  return { rows: rows as Record<string, unknown>[], total: Number(countRow?.n ?? 0) };
}

export async function findRecord(db: Db, registry: ResourceRegistry, r: Resource, enterpriseId: number, id: number, opts: { deleted?: boolean; forUpdate?: boolean } = {}) {
  let q = recordQuery(db, registry, r, enterpriseId).where('m.id', '=', id);
  if (r.deleteMode === 'recycle' && opts.deleted !== undefined) q = q.where('m.deleted_time', opts.deleted ? 'is not' : 'is', null);
  return (await q.executeTakeFirst()) as Record<string, unknown> | undefined;
}

/** Fields whose value another live row of the enterprise already has: { field: 'field.duplicate' }. */
export async function duplicateFields(db: Db, r: Resource, enterpriseId: number, values: Record<string, unknown>, exceptId?: number) {
  const found: Record<string, 'field.duplicate'> = {};
  for (const [key, f] of Object.entries(r.allFields)) {
    const value = values[key];
    if (!f.unique || value === undefined || value === '' || value === null) continue;
    let q = db.selectFrom(r.table).select('id').where('enterprise_id', '=', enterpriseId).where(key, '=', value);
    if (r.deleteMode === 'recycle') q = q.where('deleted_time', 'is', null);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.limit(1).executeTakeFirst()) found[key] = 'field.duplicate';
  }
  return found;
}

/**
 * Records a ref may name that are not resources of the engine: the enterprise's staff (`employees`, served by the org
 * module's own routes) — named and checked like a resource's records.
 */
const plainTargets: Record<string, Pick<Resource, 'table' | 'deleteMode'>> = { employees: { table: 'employee', deleteMode: 'hard' } };
const refTarget = (registry: ResourceRegistry, f: Resource['allFields'][string]) =>
  (f.kind === 'ref' && f.ref ? registry.get(f.ref) ?? plainTargets[f.ref] : undefined);

/** Ref fields pointing at no live record of the same enterprise: { field: 'field.refMissing' }. */
export async function missingRefs(db: Db, registry: ResourceRegistry, r: Resource, enterpriseId: number, values: Record<string, unknown>) {
  const missing: Record<string, 'field.refMissing'> = {};
  for (const [key, f] of Object.entries(r.allFields)) {
    const id = Number(values[key] ?? 0);
    const target = refTarget(registry, f);
    if (!target || !id) continue;
    let q = db.selectFrom(target.table).select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', id);
    if (target.deleteMode === 'recycle') q = q.where('deleted_time', 'is', null);
    if (!(await q.executeTakeFirst())) missing[key] = 'field.refMissing';
  }
  return missing;
}

/** The first thing that still refers to any of `ids` (children of a tree node included), or undefined. */
export async function firstReference(db: Db, registry: ResourceRegistry, r: Resource, enterpriseId: number, ids: number[]): Promise<Reference | undefined> {
  const candidates: Reference[] = [
    ...(r.tree ? [{ table: r.table, column: 'parent_id', label: r.label, softDelete: r.deleteMode === 'recycle' }] : []),
    ...registry.referencesTo(r.name),
  ];
  for (const ref of candidates) {
    let q = db.selectFrom(ref.table).select(sql.lit(1).as('x')).where('enterprise_id', '=', enterpriseId).where(ref.column, 'in', ids);
    if (ref.softDelete) q = q.where('deleted_time', 'is', null);
    if (ref.table === r.table) q = q.where('id', 'not in', ids);
    if (await q.limit(1).executeTakeFirst()) return ref;
  }
  return undefined;
}

/** A tree move may not put a node under itself or its descendants. */
export async function wouldCycle(db: Db, r: Resource, enterpriseId: number, id: number, newParentId: number): Promise<boolean> {
  let current = newParentId;
  for (let depth = 0; current && depth < 100; depth++) {
    if (current === id) return true;
    const row = await db.selectFrom(r.table).select('parent_id').where('enterprise_id', '=', enterpriseId).where('id', '=', current).executeTakeFirst();
    current = Number(row?.parent_id ?? 0);
  }
  return false;
}
