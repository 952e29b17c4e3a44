import { idSchema, queryRefId, refIdSchema } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { readDriveUpload } from './drive-upload.ts';
import { browse, createFolder, deleteFile, deleteFolder, driveName, fileForDownload, renameFile, renameFolder, uploadFile } from './drive.service.ts';

const tags = ['file-drive'];
const IdParams = z.object({ id: idSchema() });
const Name = z.string().trim().min(1, 'field.required').max(200, 'field.tooLong').refine((v) => driveName(v) !== '' && driveName(v) === v.trim(), 'field.invalid');
const Browse = z.object({
  folder_id: z.number(), path: z.array(z.object({ id: z.number(), name: z.string() })),
  folders: z.array(z.object({ id: z.number(), name: z.string(), update_time: z.number() })),
  files: z.array(z.object({ id: z.number(), name: z.string(), size: z.number(), uploader: z.string(), update_time: z.number() })),
  quota: z.object({ quota_bytes: z.number(), used_bytes: z.number() }),
});

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

  api.get('/drive', { schema: { tags, querystring: z.object({ folder_id: queryRefId().default(0) }), response: { 200: envelope(Browse) } } }, async (req) => {
    readable(req.ctx);
    return ok(await browse(db, who(req.ctx).enterpriseId, req.query.folder_id));
  });

  api.post('/drive/folders', {
    config: { permission: 'file_drive_upload' },
    schema: { tags, body: z.object({ parent_id: refIdSchema().default(0), name: Name }), response: { 200: envelope(z.object({ id: z.number() })) } },
  }, async (req) => ok(await createFolder(db, who(req.ctx).enterpriseId, who(req.ctx).employeeId, req.body.parent_id, req.body.name)));

  api.put('/drive/folders/:id', {
    config: { permission: 'file_drive_rename' },
    schema: { tags, params: IdParams, body: z.object({ name: Name }), response: { 200: envelope(emptyData) } },
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
    schema: { tags, querystring: z.object({ folder_id: queryRefId().default(0) }), response: { 200: envelope(z.object({ id: z.number(), name: z.string(), size: z.number() })) } },
  }, async (req) => {
    const { name, data } = await readDriveUpload(req);
    const made = await uploadFile(db, files, who(req.ctx).enterpriseId, who(req.ctx).employeeId, req.query.folder_id, name, data);
    return ok({ id: made.id, name: made.name, size: Number(made.size) });
  });

  api.put('/drive/files/:id', {
    config: { permission: 'file_drive_rename' },
    schema: { tags, params: IdParams, body: z.object({ name: Name, folder_id: refIdSchema().optional().describe('moves the file into this folder (0 = root)') }), response: { 200: envelope(emptyData) } },
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
