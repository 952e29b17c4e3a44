import type { Kysely } from 'kysely';
import { logChange } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { catalogDb, platformDb, type CatalogDB } from './catalog.schema.ts';
import { requireLiveProducts } from './product-access.ts';

/**
 * The brand → range → model → product association screen (vehicleAssociation, SPEC §2 Product): the catalogue as
 * one tree, the products that fit a model, and adding or removing products from the model's side. The product form
 * edits the same links from the product's side (product-fitment.service.ts).
 */

export interface CatalogueModel { id: number; name: string; year: number; engine: string; products: number }
export interface CatalogueRange { id: number; name: string; models: CatalogueModel[] }
export interface CatalogueBrand { id: number; name: string; initial: string; ranges: CatalogueRange[] }

/** Every live brand, range and model with the number of products fitting each model, in catalogue order. */
export async function vehicleCatalogue(database: Kysely<DB>, enterpriseId: number): Promise<CatalogueBrand[]> {
  const db = catalogDb(database);
  const [brands, ranges, models, counts] = await Promise.all([
    db.selectFrom('vehicle_brand').select(['id', 'name', 'initial']).where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null)
      .orderBy('initial').orderBy('sort').orderBy('name').execute(),
    db.selectFrom('vehicle_range').select(['id', 'name', 'brand_id']).where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null)
      .orderBy('sort').orderBy('name').execute(),
    db.selectFrom('vehicle_model').select(['id', 'name', 'year', 'engine', 'range_id']).where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null)
      .orderBy('sort').orderBy('year', 'desc').orderBy('name').execute(),
    db.selectFrom('product_vehicle_model as f')
      .innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'f.enterprise_id').onRef('p.id', '=', 'f.product_id'))
      .select(['f.vehicle_model_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('f.enterprise_id', '=', enterpriseId).where('p.deleted_time', 'is', null)
      .groupBy('f.vehicle_model_id').execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.vehicle_model_id, Number(c.n)]));
  const modelsOf = new Map<number, CatalogueModel[]>();
  for (const m of models) {
    modelsOf.set(m.range_id, [...(modelsOf.get(m.range_id) ?? []), { id: m.id, name: m.name, year: m.year, engine: m.engine, products: countOf.get(m.id) ?? 0 }]);
  }
  const rangesOf = new Map<number, CatalogueRange[]>();
  for (const r of ranges) rangesOf.set(r.brand_id, [...(rangesOf.get(r.brand_id) ?? []), { id: r.id, name: r.name, models: modelsOf.get(r.id) ?? [] }]);
  return brands.map((b) => ({ id: b.id, name: b.name, initial: b.initial, ranges: rangesOf.get(b.id) ?? [] }));
}

/** A live model of the enterprise with its range and brand names, or 4004. */
async function liveModel(db: Kysely<CatalogDB>, enterpriseId: number, id: number) {
  const model = await db.selectFrom('vehicle_model as vm')
    .innerJoin('vehicle_range as vr', (j) => j.onRef('vr.enterprise_id', '=', 'vm.enterprise_id').onRef('vr.id', '=', 'vm.range_id'))
    .innerJoin('vehicle_brand as vb', (j) => j.onRef('vb.enterprise_id', '=', 'vr.enterprise_id').onRef('vb.id', '=', 'vr.brand_id'))
    .select(['vm.id', 'vm.name', 'vr.name as range_name', 'vb.name as brand_name'])
    .where('vm.enterprise_id', '=', enterpriseId).where('vm.id', '=', id).where('vm.deleted_time', 'is', null)
    .executeTakeFirst();
  if (!model) throw notFound();
  return model;
}

export interface FittedQuery { vehicle_model_id: number; fitted: 0 | 1; keyword?: string; page: number; page_size: number }

/**
 * Published live products that fit the model (`fitted` 1), or that do not fit it yet (0: the candidates to add),
 * by code; the keyword matches code, name, specification, barcode and OE number.
 */
export async function modelProducts(database: Kysely<DB>, enterpriseId: number, q: FittedQuery) {
  const db = catalogDb(database);
  await liveModel(db, enterpriseId, q.vehicle_model_id);
  let query = db.selectFrom('product as p')
    .leftJoin('brand as b', (j) => j.onRef('b.enterprise_id', '=', 'p.enterprise_id').onRef('b.id', '=', 'p.brand_id'))
    .leftJoin('unit as u', (j) => j.onRef('u.enterprise_id', '=', 'p.enterprise_id').onRef('u.id', '=', 'p.unit_id'))
    .where('p.enterprise_id', '=', enterpriseId).where('p.deleted_time', 'is', null).where('p.is_draft', '=', 0)
    .where((eb) => {
      const link = eb.selectFrom('product_vehicle_model as f').select('f.product_id')
        .where('f.enterprise_id', '=', enterpriseId).whereRef('f.product_id', '=', 'p.id').where('f.vehicle_model_id', '=', q.vehicle_model_id);
      return q.fitted ? eb.exists(link) : eb.not(eb.exists(link));
    });
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or(['p.code', 'p.name', 'p.spec', 'p.barcode', 'p.oe_code'].map((c) => eb(eb.ref(c as 'p.code'), 'ilike', like))));
  }
  const [total, list] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    query.select(['p.id', 'p.code', 'p.name', 'p.spec', 'p.oe_code', 'b.name as brand_name', 'u.name as unit_name'])
      .orderBy('p.code').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
  ]);
  return {
    list: list.map((p) => ({ ...p, brand_name: p.brand_name ?? '', unit_name: p.unit_name ?? '' })),
    total: Number(total.n), page: q.page, page_size: q.page_size,
  };
}

/**
 * Adds (`fit`) or removes products from one model, all or nothing: every product must be a live product of the
 * enterprise (else 4004). One enterprise-log entry on the model says which products came and went.
 */
export async function changeModelProducts(database: Kysely<DB>, tenant: TenantContext, modelId: number, productIds: number[], fit: boolean) {
  const ids = [...new Set(productIds)];
  if (!ids.length) throw invalidFields({ product_ids: 'field.required' });
  const { enterpriseId } = tenant;
  await catalogDb(database).transaction().execute(async (tx) => {
    const model = await liveModel(tx, enterpriseId, modelId);
    await requireLiveProducts(tx, enterpriseId, ids);
    const before = new Set((await tx.selectFrom('product_vehicle_model').select('product_id')
      .where('enterprise_id', '=', enterpriseId).where('vehicle_model_id', '=', modelId).where('product_id', 'in', ids).execute()).map((r) => r.product_id));
    const changed = ids.filter((id) => before.has(id) !== fit);
    if (!changed.length) return;
    if (fit) {
      await tx.insertInto('product_vehicle_model').values(changed.map((p) => ({ enterprise_id: enterpriseId, product_id: p, vehicle_model_id: modelId }))).execute();
    } else {
      await tx.deleteFrom('product_vehicle_model').where('enterprise_id', '=', enterpriseId).where('vehicle_model_id', '=', modelId).where('product_id', 'in', changed).execute();
    }
    await logChange(platformDb(tx), {
      enterpriseId, employeeId: tenant.employeeId, resource: 'vehicle-models', recordId: modelId, action: 'update',
      changes: { products: fit ? [[], changed] : [changed, []] }, summary: `${model.brand_name} ${model.range_name} ${model.name}`,
    });
  });
}

/**
 * The fitment links as the vehicle product import reads them (product code, brand, range, model), for one model,
 * range or brand or for the whole catalogue: an export that can be edited and imported again.
 */
export async function fitmentRows(database: Kysely<DB>, enterpriseId: number, scope: { vehicle_model_id?: number; vehicle_range_id?: number; vehicle_brand_id?: number }) {
  let q = catalogDb(database).selectFrom('product_vehicle_model as f')
    .innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'f.enterprise_id').onRef('p.id', '=', 'f.product_id'))
    .innerJoin('vehicle_model as vm', (j) => j.onRef('vm.enterprise_id', '=', 'f.enterprise_id').onRef('vm.id', '=', 'f.vehicle_model_id'))
    .innerJoin('vehicle_range as vr', (j) => j.onRef('vr.enterprise_id', '=', 'vm.enterprise_id').onRef('vr.id', '=', 'vm.range_id'))
    .innerJoin('vehicle_brand as vb', (j) => j.onRef('vb.enterprise_id', '=', 'vr.enterprise_id').onRef('vb.id', '=', 'vr.brand_id'))
    .select(['p.code', 'vb.name as brand', 'vr.name as range', 'vm.name as model'])
    .where('f.enterprise_id', '=', enterpriseId)
    .where('p.deleted_time', 'is', null).where('vm.deleted_time', 'is', null).where('vr.deleted_time', 'is', null).where('vb.deleted_time', 'is', null);
  if (scope.vehicle_model_id) q = q.where('vm.id', '=', scope.vehicle_model_id);
  if (scope.vehicle_range_id) q = q.where('vr.id', '=', scope.vehicle_range_id);
  if (scope.vehicle_brand_id) q = q.where('vb.id', '=', scope.vehicle_brand_id);
  return q.orderBy('vb.initial').orderBy('vb.name').orderBy('vr.name').orderBy('vm.name').orderBy('p.code').execute();
}
