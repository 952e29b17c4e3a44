import { sql, type Kysely } from 'kysely';
import { logChange, madeValues } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds, unixTime } from '../../platform/db/types.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { catalogDb, platformDb } from './catalog.schema.ts';
import { liveProduct, requireLiveProducts } from './product-access.ts';

/**
 * Product association: pairs of related products (1 goes with, e.g. brake pads and discs; 2 substitute, e.g. two
 * brands of the same filter). A pair has no direction, so it is stored once with the lower id first and found
 * from either product.
 */
const pair = (a: number, b: number) => (a < b ? { product_id: a, related_id: b } : { product_id: b, related_id: a });

export async function associate(database: Kysely<DB>, tenant: TenantContext, body: { product_id: number; related_ids: number[]; relation: number; remark: string }) {
  const db = catalogDb(database);
  const { enterpriseId } = tenant;
  if (body.related_ids.includes(body.product_id)) throw invalidFields({ related_ids: 'catalog.associateSelf' });
  await db.transaction().execute(async (tx) => {
    await requireLiveProducts(tx, enterpriseId, [body.product_id, ...body.related_ids]);
    const now = nowSeconds();
    const rows = [...new Set(body.related_ids)].map((r) => ({ enterprise_id: enterpriseId, ...pair(body.product_id, r), relation: body.relation, remark: body.remark, create_time: now }));
    await tx.insertInto('product_association').values(rows)
      .onConflict((oc) => oc.columns(['enterprise_id', 'product_id', 'related_id']).doUpdateSet({ relation: body.relation, remark: body.remark }))
      .execute();
    await logChange(platformDb(tx), { enterpriseId, employeeId: tenant.employeeId, resource: 'product-associations', recordId: body.product_id, action: 'create', changes: madeValues({ related_ids: body.related_ids, relation: body.relation }) });
  });
}

export async function dissociate(database: Kysely<DB>, tenant: TenantContext, productId: number, relatedIds: number[]) {
  const db = catalogDb(database);
  const { enterpriseId } = tenant;
  await db.transaction().execute(async (tx) => {
    await liveProduct(tx, enterpriseId, productId);
    for (const r of relatedIds) {
      const p = pair(productId, r);
      await tx.deleteFrom('product_association').where('enterprise_id', '=', enterpriseId).where('product_id', '=', p.product_id).where('related_id', '=', p.related_id).execute();
    }
    await logChange(platformDb(tx), { enterpriseId, employeeId: tenant.employeeId, resource: 'product-associations', recordId: productId, action: 'delete', changes: { related_ids: [relatedIds, null] } });
  });
}

/** The products related to one product, from either side of their pairs. */
export async function relatedProducts(database: Kysely<DB>, enterpriseId: number, productId: number) {
  const db = catalogDb(database);
  await liveProduct(db, enterpriseId, productId);
  return db.selectFrom('product_association as a')
    .innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'a.enterprise_id')
      .on(sql<boolean>`p.id = CASE WHEN a.product_id = ${productId} THEN a.related_id ELSE a.product_id END`))
    .select(['p.id', 'p.code', 'p.name', 'p.spec', 'a.relation', 'a.remark'])
    .where('a.enterprise_id', '=', enterpriseId)
    .where((eb) => eb.or([eb('a.product_id', '=', productId), eb('a.related_id', '=', productId)]))
    .where('p.deleted_time', 'is', null)
    .orderBy('a.relation').orderBy('p.code')
    .execute();
}

/** Every pair of the enterprise (the association page), optionally of one product or matching a keyword. */
export async function associationList(database: Kysely<DB>, enterpriseId: number, q: { page: number; page_size: number; product_id?: number; keyword?: string }) {
  const db = catalogDb(database);
  let base = db.selectFrom('product_association as a')
    .innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'a.enterprise_id').onRef('p.id', '=', 'a.product_id'))
    .innerJoin('product as r', (j) => j.onRef('r.enterprise_id', '=', 'a.enterprise_id').onRef('r.id', '=', 'a.related_id'))
    .where('a.enterprise_id', '=', enterpriseId).where('p.deleted_time', 'is', null).where('r.deleted_time', 'is', null);
  if (q.product_id) base = base.where((eb) => eb.or([eb('a.product_id', '=', q.product_id!), eb('a.related_id', '=', q.product_id!)]));
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('p.code', 'ilike', like), eb('p.name', 'ilike', like), eb('r.code', 'ilike', like), eb('r.name', 'ilike', like)]));
  }
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.select([
      'p.id as p_id', 'p.code as p_code', 'p.name as p_name', 'p.spec as p_spec',
      'r.id as r_id', 'r.code as r_code', 'r.name as r_name', 'r.spec as r_spec', 'a.relation', 'a.remark', 'a.create_time',
    ]).orderBy('p.code').orderBy('r.code').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
  ]);
  return {
    list: rows.map((x) => ({
      product: { id: x.p_id, code: x.p_code, name: x.p_name, spec: x.p_spec },
      related: { id: x.r_id, code: x.r_code, name: x.r_name, spec: x.r_spec },
      relation: x.relation, remark: x.remark, create_time: unixTime(x.create_time),
    })),
    total: Number(n), page: q.page, page_size: q.page_size,
  };
}
