import { goodsBillPages, ProductUnitLookupListSchema as UnitLookupList, ProductUnitLookupQuerySchema as Query } from '@zf/shared';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';
import { catalogDb } from './catalog.schema.ts';
import { requireAnyPage } from './product-access.ts';

/**
 * The units a bill line may be entered in, for many products at once (the bill editor asks when a row gets its
 * product): the base unit and every conversion (1 箱 = 10 套). Readable from the product list and from every page
 * that edits a goods document, since a sales clerk who cannot open the product list still picks a line's unit.
 */
export async function productUnitsLookupRoutes(api: App, { db: database }: ModuleServices): Promise<void> {
  const pages = ['goodsList', ...goodsBillPages()];
  api.get('/product-units', { schema: { tags: ['products'], querystring: Query, response: { 200: envelope(UnitLookupList) } } }, async (req) => {
    const { enterpriseId } = requireAnyPage(req.ctx, pages);
    const ids = [...new Set(req.query.product_ids.split(',').map(Number))].slice(0, 500);
    const db = catalogDb(database);
    const products = await db.selectFrom('product as p')
      .leftJoin('unit as u', (j) => j.onRef('u.enterprise_id', '=', 'p.enterprise_id').onRef('u.id', '=', 'p.unit_id'))
      .select(['p.id', 'p.unit_id', 'u.name as unit_name', 'p.serial_tracking'])
      .where('p.enterprise_id', '=', enterpriseId).where('p.id', 'in', ids).where('p.deleted_time', 'is', null)
      .execute();
    const conversions = products.length ? await db.selectFrom('product_unit as pu')
      .innerJoin('unit as u', (j) => j.onRef('u.enterprise_id', '=', 'pu.enterprise_id').onRef('u.id', '=', 'pu.unit_id'))
      .select(['pu.product_id', 'pu.unit_id', 'u.name as unit_name', 'pu.ratio'])
      .where('pu.enterprise_id', '=', enterpriseId).where('pu.product_id', 'in', products.map((p) => p.id))
      .orderBy('pu.product_id').orderBy('pu.sort')
      .execute() : [];
    return ok({
      list: products.map((p) => ({
        product_id: p.id, base_unit_id: p.unit_id, base_unit_name: p.unit_name ?? '', serial_tracking: p.serial_tracking === 1,
        // A base unit changed later to one of its conversions is no longer a conversion.
        units: conversions.filter((c) => c.product_id === p.id && c.unit_id !== p.unit_id).map(({ unit_id, unit_name, ratio }) => ({ unit_id, unit_name, ratio })),
      })),
    });
  });
}
