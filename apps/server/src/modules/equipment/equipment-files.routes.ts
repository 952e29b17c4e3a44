import { EquipmentFileListSchema, EquipmentFileSchema as FileRow, EquipmentIdParamsSchema as IdParams } from '@zf/shared';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { readDriveUpload } from '../drive/index.ts';
import { cardPages } from './equipment.routes.ts';
import { attachEquipmentFile, equipmentFileForDownload, equipmentFiles, removeEquipmentFile } from './equipment-files.service.ts';

const tags = ['equipment'];
/** Editing a machine's files is editing the machine: on the ledger or on the card page. */
const editRights = ['equipment_edit', 'equipment_card_edit'];
/** Seeing them needs a page that shows the machine's card (the ledger, the card, its maintenance and repair bills). */
const readable = (ctx: RequestContext) => {
  const { permissions } = requireTenant(ctx);
  if (!cardPages.some((p) => permissions.canOpen(p))) throw forbidden();
};

/**
 * A machine's documents and photos (issue 18 item 1), kept as drive files (equipment-files.service.ts): list, upload
 * (multipart `file`, one per request, within the drive's quota and 50 MB), download and remove. The rights are the
 * machine's, not the drive page's: whoever may see the machine's card sees its files, whoever may edit the machine
 * (ledger or card page) changes them.
 */
export async function equipmentFileRoutes(api: App, { db, files }: ModuleServices): Promise<void> {
  api.get('/equipment/:id/files', { schema: { tags, params: IdParams, response: { 200: envelope(EquipmentFileListSchema) } } }, async (req) => {
    readable(req.ctx);
    return ok({ list: await equipmentFiles(db, requireTenant(req.ctx).enterpriseId, req.params.id) });
  });

  api.post('/equipment/:id/files', {
    config: { permission: editRights },
    schema: { tags, params: IdParams, response: { 200: envelope(FileRow) } },
  }, async (req) => {
    const tenant = requireTenant(req.ctx);
    const { name, data } = await readDriveUpload(req);
    return ok(await attachEquipmentFile(db, files, { ...tenant, language: req.ctx.language }, req.params.id, name, data));
  });

  api.get('/equipment-files/:id/download', { schema: { tags, params: IdParams } }, async (req, reply) => {
    readable(req.ctx);
    const file = await equipmentFileForDownload(db, files, requireTenant(req.ctx).enterpriseId, req.params.id);
    const name = encodeURIComponent(file.name);
    return reply.type(file.contentType).header('content-length', file.size).header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`).send(file.stream);
  });

  api.delete('/equipment-files/:id', { config: { permission: editRights }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await removeEquipmentFile(db, files, requireTenant(req.ctx).enterpriseId, req.params.id);
    return ok({});
  });
}
