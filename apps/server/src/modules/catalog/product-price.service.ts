import { Decimal, unitPrice } from '@zf/shared';
import type { Kysely } from 'kysely';
import { logChange } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds, unixTime } from '../../platform/db/types.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { catalogDb, platformDb } from './catalog.schema.ts';
import { liveProduct, requireLiveProducts } from './product-access.ts';

/**
 * Product prices beyond the product form: the historic prices (appended by a database trigger on every price
 * change, migration 0012, so no write path can skip it), the price at each price level, and changing the prices of
 * several products at once.
 */
export async function priceHistory(database: Kysely<DB>, enterpriseId: number, productId: number, page: number, pageSize: number) {
  const db = catalogDb(database);
  await liveProduct(db, enterpriseId, productId);
  const base = db.selectFrom('product_price_history').where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.select(['id', 'purchase_price', 'sale_price', 'old_purchase_price', 'old_sale_price', 'create_time'])
      .orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, id: Number(r.id), create_time: unixTime(r.create_time) })),
    total: Number(n), page, page_size: pageSize,
  };
}

/** The product's sale price at every live price level: sale price × rate, 6 dp. */
export async function levelPrices(database: Kysely<DB>, enterpriseId: number, productId: number) {
  const db = catalogDb(database);
  const product = await liveProduct(db, enterpriseId, productId);
  const levels = await db.selectFrom('price_level').select(['id', 'name', 'rate'])
    .where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null).orderBy('sort').orderBy('id').execute();
  return levels.map((l) => ({ price_level_id: l.id, name: l.name, rate: l.rate, price: unitPrice(new Decimal(product.sale_price).mul(l.rate)) }));
}

/** Changes the prices of several products in one transaction (all or nothing); each item changes what it names. */
export async function changePrices(database: Kysely<DB>, tenant: TenantContext, items: Array<{ id: number; purchase_price?: string; sale_price?: string }>) {
  const db = catalogDb(database);
  const { enterpriseId } = tenant;
  await db.transaction().execute(async (tx) => {
    await requireLiveProducts(tx, enterpriseId, items.map((i) => i.id));
    const now = nowSeconds();
    for (const item of items) {
      const set = {
        ...(item.purchase_price !== undefined ? { purchase_price: item.purchase_price } : {}),
        ...(item.sale_price !== undefined ? { sale_price: item.sale_price } : {}),
      };
      if (!Object.keys(set).length) continue;
      const before = await tx.selectFrom('product').select(['name', 'purchase_price', 'sale_price']).where('enterprise_id', '=', enterpriseId).where('id', '=', item.id).forUpdate().executeTakeFirstOrThrow();
      await tx.updateTable('product').set({ ...set, update_time: now }).where('enterprise_id', '=', enterpriseId).where('id', '=', item.id).execute();
      const changes = Object.fromEntries(Object.entries(set).map(([k, v]) => [k, [before[k as keyof typeof set], v] as const]));
      await logChange(platformDb(tx), { enterpriseId, employeeId: tenant.employeeId, resource: 'products', recordId: item.id, action: 'update', changes, summary: before.name });
    }
  });
}
