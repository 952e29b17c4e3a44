import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';
import { logChange, madeValues, partVersion, savePartVersion } from '../../engines/resource/index.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { catalogDb, platformDb } from './catalog.schema.ts';
import { liveProduct, lockLiveProduct } from './product-access.ts';

/**
 * Multi-unit conversions of one product: besides its base unit (product.unit_id) a product may be bought or sold
 * in other units, each worth `ratio` base units (1 箱 = 20 个). Quantities convert to the base unit before they
 * reach stock, so the ledger knows one unit per product.
 */
export async function productUnits(database: Kysely<DB>, enterpriseId: number, productId: number) {
  const db = catalogDb(database);
  const product = await liveProduct(db, enterpriseId, productId);
  const base = await db.selectFrom('unit').select('name').where('enterprise_id', '=', enterpriseId).where('id', '=', product.unit_id).executeTakeFirst();
  const rows = await db
    .selectFrom('product_unit as pu')
    .innerJoin('unit as u', (j) => j.onRef('u.enterprise_id', '=', 'pu.enterprise_id').onRef('u.id', '=', 'pu.unit_id'))
    .select(['pu.unit_id', 'u.name as unit_name', 'pu.ratio'])
    .where('pu.enterprise_id', '=', enterpriseId)
    .where('pu.product_id', '=', productId)
    // A base unit changed later to one of its conversions is no longer a conversion.
    .where('pu.unit_id', '!=', product.unit_id)
    .orderBy('pu.sort')
    .execute();
  return { base_unit_id: product.unit_id, base_unit_name: base?.name ?? '', list: rows, version: await partVersion(database, enterpriseId, 'product-units', productId) };
}

/**
 * Replaces the product's conversions; every unit must be the enterprise's, not the base unit, and listed once.
 * `version` (when sent) must be the conversions' version as loaded (4090 otherwise, record-part-version.ts).
 */
export async function setProductUnits(database: Kysely<DB>, tenant: TenantContext, productId: number, units: Array<{ unit_id: number; ratio: string }>, version?: number) {
  const db = catalogDb(database);
  const { enterpriseId } = tenant;
  await db.transaction().execute(async (tx) => {
    const product = await lockLiveProduct(tx, enterpriseId, productId);
    await savePartVersion(platformDb(tx), tenant, 'product-units', productId, version);
    const ids = units.map((u) => u.unit_id);
    const known = new Set(ids.length
      ? (await tx.selectFrom('unit').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).execute()).map((u) => u.id)
      : []);
    const fields: Record<string, AnyMessageKey> = {};
    const seen = new Set<number>();
    units.forEach((u, i) => {
      if (!known.has(u.unit_id)) fields[`units.${i}.unit_id`] = 'field.refMissing';
      else if (u.unit_id === product.unit_id) fields[`units.${i}.unit_id`] = 'catalog.unitIsBase';
      else if (seen.has(u.unit_id)) fields[`units.${i}.unit_id`] = 'field.duplicate';
      seen.add(u.unit_id);
    });
    if (Object.keys(fields).length) throw invalidFields(fields);
    await tx.deleteFrom('product_unit').where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId).execute();
    if (units.length) {
      await tx.insertInto('product_unit')
        .values(units.map((u, i) => ({ enterprise_id: enterpriseId, product_id: productId, unit_id: u.unit_id, ratio: u.ratio, sort: i + 1 })))
        .execute();
    }
    await logChange(platformDb(tx), { enterpriseId, employeeId: tenant.employeeId, resource: 'products', recordId: productId, action: 'update', changes: madeValues({ units }), summary: product.name });
  });
}
