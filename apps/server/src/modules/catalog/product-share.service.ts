import { ProductStatus } from '@zf/shared';
import type { Kysely, Transaction } from 'kysely';
import { logChange, madeValues } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds, unixTime } from '../../platform/db/types.ts';
import { invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { catalogDb, platformDb, type CatalogDB } from './catalog.schema.ts';

/**
 * Product sharing (copy authorization): enterprise X grants enterprise Y the right to browse X's live, published
 * products and copy them into Y's catalogue (a supplier handing its catalogue to a dealer). A grant is one row;
 * without it, X's products are simply not found for Y (4004), like any other enterprise's records.
 */
export async function grantsGiven(database: Kysely<DB>, enterpriseId: number) {
  const rows = await catalogDb(database).selectFrom('product_share_grant as g')
    .innerJoin('enterprise as e', 'e.id', 'g.grantee_enterprise_id')
    .select(['e.id as enterprise_id', 'e.name as enterprise_name', 'e.code as enterprise_code', 'g.remark', 'g.create_time'])
    .where('g.enterprise_id', '=', enterpriseId).orderBy('g.create_time', 'desc').orderBy('e.id').execute();
  return rows.map((r) => ({ ...r, create_time: unixTime(r.create_time) }));
}

/** Enterprises that let this one copy their products. */
export async function grantsReceived(database: Kysely<DB>, enterpriseId: number) {
  const rows = await catalogDb(database).selectFrom('product_share_grant as g')
    .innerJoin('enterprise as e', 'e.id', 'g.enterprise_id')
    .select(['e.id as enterprise_id', 'e.name as enterprise_name', 'e.code as enterprise_code', 'g.remark', 'g.create_time'])
    .where('g.grantee_enterprise_id', '=', enterpriseId).orderBy('g.create_time', 'desc').orderBy('e.id').execute();
  return rows.map((r) => ({ ...r, create_time: unixTime(r.create_time) }));
}

export async function grantShare(database: Kysely<DB>, tenant: TenantContext, enterpriseCode: string, remark: string): Promise<void> {
  const db = catalogDb(database);
  const grantee = await db.selectFrom('enterprise').select(['id', 'name']).where('code', '=', enterpriseCode).executeTakeFirst();
  if (!grantee) throw notFound('enterprise.notFound');
  if (grantee.id === tenant.enterpriseId) throw invalidFields({ enterprise_code: 'catalog.shareSelf' });
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('product_share_grant').values({ enterprise_id: tenant.enterpriseId, grantee_enterprise_id: grantee.id, remark, create_time: nowSeconds() })
      .onConflict((oc) => oc.columns(['enterprise_id', 'grantee_enterprise_id']).doUpdateSet({ remark })).execute();
    await logChange(platformDb(tx), { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'product-shares', recordId: grantee.id, action: 'create', summary: grantee.name });
  });
}

export async function revokeShare(database: Kysely<DB>, tenant: TenantContext, granteeId: number): Promise<void> {
  await catalogDb(database).transaction().execute(async (tx) => {
    const gone = await tx.deleteFrom('product_share_grant').where('enterprise_id', '=', tenant.enterpriseId).where('grantee_enterprise_id', '=', granteeId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound();
    await logChange(platformDb(tx), { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'product-shares', recordId: granteeId, action: 'delete' });
  });
}

async function requireGrant(db: Kysely<CatalogDB>, fromId: number, toId: number): Promise<void> {
  const grant = await db.selectFrom('product_share_grant').select('create_time').where('enterprise_id', '=', fromId).where('grantee_enterprise_id', '=', toId).executeTakeFirst();
  if (!grant) throw notFound();
}

/** The grantor's live, published products as the grantee may browse them (no costs, no stock). */
function sharedProductQuery(db: Kysely<CatalogDB>, fromId: number) {
  return db.selectFrom('product as p')
    .leftJoin('brand as b', (j) => j.onRef('b.enterprise_id', '=', 'p.enterprise_id').onRef('b.id', '=', 'p.brand_id'))
    .leftJoin('unit as u', (j) => j.onRef('u.enterprise_id', '=', 'p.enterprise_id').onRef('u.id', '=', 'p.unit_id'))
    .where('p.enterprise_id', '=', fromId).where('p.deleted_time', 'is', null).where('p.is_draft', '=', 0);
}

export async function sharedProducts(database: Kysely<DB>, enterpriseId: number, fromId: number, q: { page: number; page_size: number; keyword?: string }) {
  const db = catalogDb(database);
  await requireGrant(db, fromId, enterpriseId);
  let base = sharedProductQuery(db, fromId);
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('p.code', 'ilike', like), eb('p.name', 'ilike', like), eb('p.spec', 'ilike', like), eb('p.barcode', 'ilike', like)]));
  }
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.select(['p.id', 'p.code', 'p.name', 'p.spec', 'p.barcode', 'b.name as brand_name', 'u.name as unit_name', 'p.sale_price'])
      .orderBy('p.code').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
  ]);
  return { list: rows.map((r) => ({ ...r, brand_name: r.brand_name ?? '', unit_name: r.unit_name ?? '' })), total: Number(n), page: q.page, page_size: q.page_size };
}

/** The id of a live named row (unit, brand) of the enterprise, created when missing. */
async function namedId(tx: Transaction<CatalogDB>, table: 'unit' | 'brand', enterpriseId: number, name: string, now: number): Promise<number> {
  let q = tx.selectFrom(table).select('id').where('enterprise_id', '=', enterpriseId).where('name', '=', name);
  if (table === 'brand') q = q.where('deleted_time', 'is', null);
  const found = await q.executeTakeFirst();
  if (found) return found.id;
  const made = await tx.insertInto(table).values({ enterprise_id: enterpriseId, name, create_time: now, update_time: now }).returning('id').executeTakeFirstOrThrow();
  return made.id;
}

/**
 * Copies granted products into the caller's enterprise: name, code, spec, barcode, OE number, prices, stock limits,
 * media. Units and brands are matched by name (created when missing); categories stay empty, since every
 * enterprise has its own tree. A product whose code is already in use here is skipped and reported.
 */
export async function copySharedProducts(database: Kysely<DB>, tenant: TenantContext, fromId: number, productIds: number[]) {
  const db = catalogDb(database);
  const { enterpriseId } = tenant;
  await requireGrant(db, fromId, enterpriseId);
  return db.transaction().execute(async (tx) => {
    const source = await sharedProductQuery(tx, fromId).where('p.id', 'in', productIds)
      .select(['p.id', 'p.code', 'p.name', 'p.spec', 'p.barcode', 'p.oe_code', 'p.purchase_price', 'p.sale_price', 'p.min_stock', 'p.max_stock',
        'p.serial_tracking', 'p.img_urls', 'p.video_url', 'p.remark', 'b.name as brand_name', 'u.name as unit_name'])
      .orderBy('p.code').execute();
    if (source.length !== new Set(productIds).size) throw notFound();
    const barcodes = source.map((s) => s.barcode).filter(Boolean);
    const taken = await tx.selectFrom('product').select(['code', 'barcode']).where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null)
      .where((eb) => eb.or([eb('code', 'in', source.map((s) => s.code)), ...(barcodes.length ? [eb('barcode', 'in', barcodes)] : [])]))
      .execute();
    const takenCodes = new Set(taken.map((t) => t.code));
    const takenBarcodes = new Set(taken.map((t) => t.barcode));
    const now = nowSeconds();
    const skipped: Array<{ id: number; code: string }> = [];
    let copied = 0;
    for (const s of source) {
      if (takenCodes.has(s.code)) { skipped.push({ id: s.id, code: s.code }); continue; }
      const unitId = await namedId(tx, 'unit', enterpriseId, s.unit_name ?? '个', now);
      const brandId = s.brand_name ? await namedId(tx, 'brand', enterpriseId, s.brand_name, now) : 0;
      await tx.insertInto('product').values({
        enterprise_id: enterpriseId, code: s.code, name: s.name, spec: s.spec, barcode: takenBarcodes.has(s.barcode) ? '' : s.barcode, oe_code: s.oe_code,
        unit_id: unitId, brand_id: brandId, purchase_price: s.purchase_price, sale_price: s.sale_price, min_stock: s.min_stock, max_stock: s.max_stock,
        serial_tracking: s.serial_tracking, img_urls: s.img_urls, video_url: s.video_url, remark: s.remark, status: ProductStatus.onSale,
        create_time: now, update_time: now,
      }).execute();
      copied += 1;
    }
    await logChange(platformDb(tx), { enterpriseId, employeeId: tenant.employeeId, resource: 'products', recordId: 0, action: 'import', changes: madeValues({ from_enterprise_id: fromId, copied }), summary: `${copied}` });
    return { copied, skipped };
  });
}
