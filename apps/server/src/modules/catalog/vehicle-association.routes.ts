import {
  VehicleAssociationChangeBodySchema as ChangeBody, VehicleAssociationExportQuerySchema as ExportQuery, VehicleCatalogueSchema as Catalogue,
  VehicleModelProductSchema as ModelProduct, VehicleModelProductsQuerySchema as ProductsQuery,
} from '@zf/shared';
import { writeSheet } from '../../engines/resource/workbook.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok } from '../../platform/http/envelope.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import type { ModuleServices } from '../module-services.ts';
import { requireAnyPage } from './product-access.ts';
import { changeModelProducts, fitmentRows, modelProducts, vehicleCatalogue } from './vehicle-association.service.ts';
import { fitmentColumns } from './vehicle-fitment-import.ts';

const tags = ['vehicle-association'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';


/**
 * Brand → range → model → product association (vehicleAssociation page): the catalogue tree, the products of a
 * model and its candidates, adding and removing products, and an export in the vehicle product import's layout.
 */
export async function vehicleAssociationRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/vehicle-association/catalogue', { schema: { tags, response: { 200: envelope(Catalogue) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['vehicleAssociation', 'vehicleModel']);
    return ok({ list: await vehicleCatalogue(db, tenant.enterpriseId) });
  });

  api.get('/vehicle-association/products', { schema: { tags, querystring: ProductsQuery, response: { 200: envelope(listOf(ModelProduct)) } } }, async (req) => {
    const tenant = requireAnyPage(req.ctx, ['vehicleAssociation']);
    return ok(await modelProducts(db, tenant.enterpriseId, { ...req.query, fitted: req.query.fitted === '1' ? 1 : 0 }));
  });

  api.post('/vehicle-association', { config: { permission: 'vehicle_association_add' }, schema: { tags, body: ChangeBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await changeModelProducts(db, req.ctx.tenant!, req.body.vehicle_model_id, req.body.product_ids, true);
    return ok({});
  });

  api.post('/vehicle-association/batch-delete', { config: { permission: 'vehicle_association_del' }, schema: { tags, body: ChangeBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await changeModelProducts(db, req.ctx.tenant!, req.body.vehicle_model_id, req.body.product_ids, false);
    return ok({});
  });

  api.get('/vehicle-association/export', { config: { permission: 'vehicle_association_export' }, schema: { tags, querystring: ExportQuery } }, async (req, reply) => {
    const language = req.ctx.language;
    const sheetName = translate(language, 'catalog.fitmentSheet');
    const sheet = writeSheet(sheetName, fitmentColumns.map((c) => c.header[language] + (c.required ? '*' : '')));
    for (const row of await fitmentRows(db, req.ctx.tenant!.enterpriseId, req.query)) sheet.add([row.code, row.brand, row.range, row.model]);
    const name = encodeURIComponent(sheetName);
    return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await sheet.finish());
  });
}
