import type { Kysely } from 'kysely';
import { logChange, partVersion, savePartVersion } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { catalogDb, platformDb } from './catalog.schema.ts';
import { liveProduct, lockLiveProduct } from './product-access.ts';

/**
 * Vehicle fitment: which vehicle models a product fits (many to many). A shop finds parts by the customer's car
 * with GET /products?vehicle_model_id= (product-filters.ts); a model some product fits cannot be deleted.
 */
export async function productFitment(database: Kysely<DB>, enterpriseId: number, productId: number) {
  const db = catalogDb(database);
  await liveProduct(db, enterpriseId, productId);
  return db
    .selectFrom('product_vehicle_model as f')
    .innerJoin('vehicle_model as vm', (j) => j.onRef('vm.enterprise_id', '=', 'f.enterprise_id').onRef('vm.id', '=', 'f.vehicle_model_id'))
    .innerJoin('vehicle_range as vr', (j) => j.onRef('vr.enterprise_id', '=', 'vm.enterprise_id').onRef('vr.id', '=', 'vm.range_id'))
    .innerJoin('vehicle_brand as vb', (j) => j.onRef('vb.enterprise_id', '=', 'vr.enterprise_id').onRef('vb.id', '=', 'vr.brand_id'))
    .select([
      'f.vehicle_model_id', 'vm.name as model_name', 'vm.year', 'vm.engine',
      'vr.id as range_id', 'vr.name as range_name', 'vb.id as brand_id', 'vb.name as brand_name',
    ])
    .where('f.enterprise_id', '=', enterpriseId)
    .where('f.product_id', '=', productId)
    .orderBy('vb.initial').orderBy('vb.name').orderBy('vr.sort').orderBy('vr.name').orderBy('vm.year', 'desc').orderBy('vm.id')
    .execute();
}

/** The fitment's version (sent back with the save, record-part-version.ts). */
export const fitmentVersion = (database: Kysely<DB>, enterpriseId: number, productId: number) => partVersion(database, enterpriseId, 'product-fitment', productId);

/**
 * Replaces the models a product fits; every model must be a live model of the enterprise. `version` (when sent) must
 * be the fitment's version as loaded (4090 otherwise).
 */
export async function setProductFitment(database: Kysely<DB>, tenant: TenantContext, productId: number, modelIds: number[], version?: number) {
  const db = catalogDb(database);
  const { enterpriseId } = tenant;
  const ids = [...new Set(modelIds)];
  await db.transaction().execute(async (tx) => {
    const product = await lockLiveProduct(tx, enterpriseId, productId);
    await savePartVersion(platformDb(tx), tenant, 'product-fitment', productId, version);
    if (ids.length) {
      const found = await tx.selectFrom('vehicle_model').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).where('deleted_time', 'is', null).execute();
      if (found.length !== ids.length) throw invalidFields({ vehicle_model_ids: 'field.refMissing' });
    }
    const before = (await tx.selectFrom('product_vehicle_model').select('vehicle_model_id').where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId).execute())
      .map((r) => r.vehicle_model_id);
    const removed = before.filter((m) => !ids.includes(m));
    const added = ids.filter((m) => !before.includes(m));
    if (removed.length) {
      await tx.deleteFrom('product_vehicle_model').where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId).where('vehicle_model_id', 'in', removed).execute();
    }
    if (added.length) {
      await tx.insertInto('product_vehicle_model').values(added.map((m) => ({ enterprise_id: enterpriseId, product_id: productId, vehicle_model_id: m }))).execute();
    }
    if (removed.length || added.length) {
      await logChange(platformDb(tx), { enterpriseId, employeeId: tenant.employeeId, resource: 'products', recordId: productId, action: 'update', changes: { vehicle_models: [removed, added] }, summary: product.name });
    }
  });
}
