import {
  DriveBrowseSchema, DriveFileBodySchema, DriveFolderBodySchema, DriveFolderCreatedSchema, DriveFolderQuerySchema, DriveIdParamsSchema as IdParams,
  DriveRenameBodySchema, DriveUploadedSchema,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { readDriveUpload } from './drive-upload.ts';
import { browse, createFolder, deleteFile, deleteFolder, fileForDownload, renameFile, renameFolder, uploadFile } from './drive.service.ts';

const tags = ['file-drive'];

const who = (ctx: RequestContext) => requireTenant(ctx);
const readable = (ctx: RequestContext) => { if (!who(ctx).permissions.canOpen('fileDrive')) throw forbidden(); };

/**
 * The enterprise file drive (企业网盘): folders, upload (multipart `file`, at most 50 MB, within the enterprise's
 * quota), rename and move, delete, download. The bytes go to the app's file storage (ZF_DATA_DIR/files, or whatever
 * FileStorage the deployment has) under a random key; a download goes through this route with the caller's rights,
 * never through the public /files/:key.
 */
export async function driveRoutes(api: App, { db: rawDb, files }: ModuleServices): Promise<void> {
  const db = rawDb as Kysely<DB>;

  api.get('/drive', { schema: { tags, querystring: DriveFolderQuerySchema, response: { 200: envelope(DriveBrowseSchema) } } }, async (req) => {
    readable(req.ctx);
    return ok(await browse(db, who(req.ctx).enterpriseId, req.query.folder_id));
  });

  api.post('/drive/folders', {
    config: { permission: 'file_drive_upload' },
    schema: { tags, body: DriveFolderBodySchema, response: { 200: envelope(DriveFolderCreatedSchema) } },
  }, async (req) => ok(await createFolder(db, who(req.ctx).enterpriseId, who(req.ctx).employeeId, req.body.parent_id, req.body.name)));

  api.put('/drive/folders/:id', {
    config: { permission: 'file_drive_rename' },
    schema: { tags, params: IdParams, body: DriveRenameBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await renameFolder(db, who(req.ctx).enterpriseId, req.params.id, req.body.name);
    return ok({});
  });

  api.delete('/drive/folders/:id', { config: { permission: 'file_drive_del' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await deleteFolder(db, who(req.ctx).enterpriseId, req.params.id);
    return ok({});
  });

  api.post('/drive/files', {
    config: { permission: 'file_drive_upload' },
    schema: { tags, querystring: DriveFolderQuerySchema, response: { 200: envelope(DriveUploadedSchema) } },
  }, async (req) => {
    const { name, data } = await readDriveUpload(req);
    const made = await uploadFile(db, files, who(req.ctx).enterpriseId, who(req.ctx).employeeId, req.query.folder_id, name, data);
    return ok({ id: made.id, name: made.name, size: Number(made.size) });
  });

  api.put('/drive/files/:id', {
    config: { permission: 'file_drive_rename' },
    schema: { tags, params: IdParams, body: DriveFileBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    await renameFile(db, who(req.ctx).enterpriseId, req.params.id, req.body.name, req.body.folder_id);
    return ok({});
  });

  api.delete('/drive/files/:id', { config: { permission: 'file_drive_del' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await deleteFile(db, files, who(req.ctx).enterpriseId, req.params.id);
    return ok({});
  });

  api.get('/drive/files/:id/download', { config: { permission: 'file_drive_download' }, schema: { tags, params: IdParams } }, async (req, reply) => {
    const file = await fileForDownload(db, files, who(req.ctx).enterpriseId, req.params.id);
    const name = encodeURIComponent(file.name);
    return reply.type('application/octet-stream').header('content-length', file.size).header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`).send(file.stream);
  });
}
