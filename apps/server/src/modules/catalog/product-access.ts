import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { RequestContext, TenantContext } from '../../platform/tenancy/context.ts';
import type { CatalogDB } from './catalog.schema.ts';

/** Reading a product's extras needs one of these pages (the product list, or the screen the extra belongs to). */
export function requireAnyPage(ctx: RequestContext, pages: readonly string[]): TenantContext {
  const tenant = ctx.tenant!;
  if (!pages.some((p) => tenant.permissions.canOpen(p))) throw forbidden();
  return tenant;
}

/** A live (not deleted) product of the enterprise, or 4004: another enterprise's id is simply not found. */
export async function liveProduct(db: Kysely<CatalogDB>, enterpriseId: number, id: number, { forUpdate = false } = {}) {
  let q = db
    .selectFrom('product')
    .select(['id', 'code', 'name', 'unit_id', 'sale_price', 'purchase_price'])
    .where('enterprise_id', '=', enterpriseId)
    .where('id', '=', id)
    .where('deleted_time', 'is', null);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * The same, locked for a save of one of its parts (units, fitment): savers of one product queue here. The lock
 * does not update the row, so the product's own version stays where its form loaded it.
 */
export const lockLiveProduct = (db: Kysely<CatalogDB>, enterpriseId: number, id: number) => liveProduct(db, enterpriseId, id, { forUpdate: true });

/** Every id must be a live product of the enterprise, else 4004 (all or nothing). */
export async function requireLiveProducts(db: Kysely<CatalogDB>, enterpriseId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', unique)
    .where('deleted_time', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(found.n) !== unique.length) throw notFound();
}
